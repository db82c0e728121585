import type { MailQueue, OutgoingMail, StoredMail } from "@travel/firebase-client";
import { getConfig } from "~/lib/config.server";
import { getServices } from "../../lib/services.server";

/**
 * Outgoing e-mail, behind a seam like the contact inbox. The running site writes to Firestore's
 * `mail` collection, which Firebase's Trigger Email extension delivers in production; against
 * the emulators nothing is sent and the development outbox (/dev/outbox) lists the mails.
 * Every kind of mail the site sends goes through here: newsletter confirmations now, password
 * resets and address verification later.
 */
export type Outbox = MailQueue;
export type { OutgoingMail, StoredMail };

export function createMemoryOutbox(): Outbox & { mails: StoredMail[] } {
  const mails: StoredMail[] = [];
  return {
    mails,
    async send(mail) {
      const stored = { ...mail, id: crypto.randomUUID(), createdAt: new Date() };
      mails.unshift(stored);
      return { id: stored.id };
    },
    async listRecent(limit = 50) {
      return mails.slice(0, limit);
    },
  };
}

let outbox: Outbox | undefined;

export function getOutbox(): Outbox {
  outbox ??= getServices().mail;
  return outbox;
}

export function setOutbox(next: Outbox): void {
  outbox = next;
}

/**
 * An absolute link for a mail. The origin is SITE_URL, never the request's Host header: a
 * forged Host would otherwise put someone else's site into a mail we send. Without SITE_URL
 * (development) it is the local server.
 */
export function siteLink(path: string): string {
  const origin = getConfig().siteUrl ?? `http://localhost:${process.env.PORT || 3000}`;
  return new URL(path, `${origin}/`).href;
}

/**
 * The development outbox exists only where no real mail can be sent: on a local run, with every
 * emulator and a demo- project (bin/up, dev, tests), whatever NODE_ENV says. Anywhere else,
 * one stray emulator variable included, it is a 404 whatever is asked (decision 095).
 */
export function isOutboxAvailable(): boolean {
  return getConfig().localRun;
}
