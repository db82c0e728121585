import { createHash, randomBytes } from "node:crypto";
import type { Confirmation, SubscriptionRequest } from "@travel/firebase-client";
import escapeHtml from "escape-html";
import { getOutbox, siteLink, type OutgoingMail } from "./mail.server";
import { accountKey, consumeAll } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";

/**
 * Newsletter sign-ups with double opt-in, behind a seam like the contact inbox: Firestore's
 * newsletterSubscribers (through @travel/firebase-client) in the running site, in memory in unit
 * tests. A sign-up is pending until the link mailed to the address is opened and confirmed.
 */
export type NewsletterList = {
  requestSubscription(email: string): Promise<SubscriptionRequest>;
  confirm(token: string): Promise<Confirmation>;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function createMemoryNewsletterList(): NewsletterList & {
  entries: Map<string, { status: "pending" | "confirmed"; tokenHash?: string }>;
} {
  const entries = new Map<string, { status: "pending" | "confirmed"; tokenHash?: string }>();
  return {
    entries,
    async requestSubscription(email) {
      const key = email.trim().toLowerCase();
      if (entries.get(key)?.status === "confirmed") return { status: "confirmed" };
      const confirmationToken = randomBytes(32).toString("base64url");
      entries.set(key, { status: "pending", tokenHash: sha256(confirmationToken) });
      return { status: "pending", confirmationToken };
    },
    async confirm(token) {
      for (const [email, entry] of entries) {
        if (entry.status === "pending" && entry.tokenHash === sha256(token)) {
          entries.set(email, { status: "confirmed" });
          return { confirmed: true, email };
        }
      }
      return { confirmed: false };
    },
  };
}

/** Sign-ups in Firestore, written with the admin SDK (never from a browser). */
function createFirestoreNewsletterList(): NewsletterList {
  return {
    requestSubscription: (email) => getServices().newsletter.requestSubscription(email),
    confirm: (token) => getServices().newsletter.confirm(token),
  };
}

let list: NewsletterList | undefined;

export function getNewsletterList(): NewsletterList {
  list ??= createFirestoreNewsletterList();
  return list;
}

export function setNewsletterList(next: NewsletterList): void {
  list = next;
}

const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";

/**
 * What every valid sign-up is told, whether the address is new, pending or long subscribed:
 * the answer must not tell a stranger which addresses are on the list.
 */
export const NEWSLETTER_THANKS = "Subscribed! Please confirm with the link we have e-mailed you.";

function confirmationMail(to: string, token: string): OutgoingMail {
  const url = siteLink(`${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
  return {
    to,
    kind: "newsletter-confirmation",
    links: [{ label: "Confirm my subscription", url }],
    message: {
      subject: "Confirm your Wayfarer newsletter subscription",
      text: `Someone, hopefully you, asked for monthly travel ideas from Wayfarer at this address.\n\nTo confirm, open this link within 7 days:\n${url}\n\nIf it was not you, ignore this mail: nothing is sent without the confirmation.`,
      html: `<p>Someone, hopefully you, asked for monthly travel ideas from Wayfarer at this address.</p><p><a href="${escapeHtml(url)}">Confirm my subscription</a> (the link works for 7 days).</p><p>If it was not you, ignore this mail: nothing is sent without the confirmation.</p>`,
    },
  };
}

function alreadySubscribedMail(to: string): OutgoingMail {
  return {
    to,
    kind: "newsletter-already-subscribed",
    links: [],
    message: {
      subject: "You are already subscribed to the Wayfarer newsletter",
      text: "Someone asked to subscribe this address to the Wayfarer newsletter. It is already subscribed, so nothing has changed.",
      html: "<p>Someone asked to subscribe this address to the Wayfarer newsletter. It is already subscribed, so nothing has changed.</p>",
    },
  };
}

/**
 * Records a sign-up and mails the address: a confirmation link for a new or pending sign-up, a
 * short note for a confirmed one. An address gets at most a few such mails an hour, however
 * many requests name it, so the form cannot be used to flood someone's inbox; beyond that the
 * request is still answered the same way.
 */
export async function signUpForNewsletter(email: string): Promise<void> {
  const request = await getNewsletterList().requestSubscription(email);
  const mailAllowed = await consumeAll([["newsletterMailsPerAddress", accountKey(email)]]);
  if (!mailAllowed.ok) return;
  await getOutbox().send(
    request.status === "pending"
      ? confirmationMail(email.trim(), request.confirmationToken)
      : alreadySubscribedMail(email.trim()),
  );
}
