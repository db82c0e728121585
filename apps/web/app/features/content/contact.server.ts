import { data } from "react-router";
import { contactMessageSchema } from "@travel/domain";
import type { z } from "zod";
import { isHoneypotFilled } from "../account/auth-guard.server";
import { consumeAll, tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { parseForm } from "../../lib/http/form-reply.server";

/**
 * Messages sent through the contact form. Validation is here; storage sits behind the
 * ContactInbox seam: Firestore's contactMessages (through @travel/firebase-client) in the
 * running site, an in-memory inbox in unit tests.
 */

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactFieldErrors = Partial<Record<keyof ContactMessage, string[]>>;

const CONTACT_FIELDS = ["name", "email", "message"] as const;

export type StoredContactMessage = ContactMessage & { id: string; receivedAt: string };

/** `senderUid`: the signed-in sender, so the message is in their data export and deletion. */
export type ContactInbox = {
  store(message: ContactMessage, senderUid?: string): Promise<StoredContactMessage>;
};

/** Keeps messages in memory; survives for the life of the process only. */
export function createMemoryInbox(): ContactInbox & { messages: StoredContactMessage[] } {
  const messages: StoredContactMessage[] = [];
  return {
    messages,
    async store(message) {
      const stored = { ...message, id: crypto.randomUUID(), receivedAt: new Date().toISOString() };
      messages.push(stored);
      return stored;
    },
  };
}

/** The support team's inbox in Firestore, written with the admin SDK (never from a browser). */
function createFirestoreInbox(): ContactInbox {
  return {
    async store(message, senderUid) {
      const stored = await getServices().contactMessages.submit(
        message,
        senderUid ? { senderUid } : undefined,
      );
      return { ...message, id: stored.id, receivedAt: stored.receivedAt.toISOString() };
    },
  };
}

let inbox: ContactInbox | undefined;

export function getContactInbox(): ContactInbox {
  inbox ??= createFirestoreInbox();
  return inbox;
}

/** Installs the real inbox (at server start) or a test double. */
export function setContactInbox(next: ContactInbox): void {
  inbox = next;
}

/** Validates form fields: the message, or field errors to show next to each field. */
export function parseContactForm(
  form: FormData,
):
  | { ok: true; message: ContactMessage; values: Record<string, string>; honeypot: boolean }
  | { ok: false; errors: ContactFieldErrors; values: Record<string, string>; honeypot: boolean } {
  const honeypot = isHoneypotFilled(form);
  const parsed = parseForm(contactMessageSchema, form, CONTACT_FIELDS);
  if (parsed.ok) return { ok: true, message: parsed.data, values: { ...parsed.data }, honeypot };
  return { ok: false, errors: parsed.reply.errors, values: parsed.reply.values, honeypot };
}

/**
 * The refusals that come before a message is checked and stored: too many messages from this
 * client (429; every attempt counts, decision 060), or the hidden field only bots fill in (400,
 * deliberately vague). What was typed is sent back either way. Null: go on.
 */
export async function refuseContactMessage(
  parsed: ReturnType<typeof parseContactForm>,
  clientIp: string,
) {
  const refusal = (status: number, formError: string, headers?: HeadersInit) =>
    data(
      { errors: {} as ContactFieldErrors, values: parsed.values, unavailable: false, formError },
      { status, headers },
    );
  const allowed = await consumeAll([["contactPerClient", clientIp]]);
  if (!allowed.ok) {
    const { message, headers } = tooManyAttempts(
      allowed.retryAfterSeconds,
      "You have sent several messages in a short time.",
    );
    return refusal(429, message, headers);
  }
  if (parsed.honeypot) return refusal(400, "We could not process this form. Please try again.");
  return null;
}
