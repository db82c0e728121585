import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { DEADLINES_MS, withDeadline } from "./deadline.js";

/**
 * Outgoing e-mail as documents in `mail/{auto id}`, in the shape Firebase's Trigger Email
 * extension (firestore-send-email) reads: `to` and `message: { subject, text, html }`. In
 * production that extension, installed on the project with its SMTP settings, delivers each
 * new document and writes its progress back under `delivery`. Against the emulators nothing
 * sends: the documents stay, and the site's development outbox lists them.
 *
 * `kind` (what the mail is for) and `links` (the actionable URLs in it) are ours; the
 * extension ignores fields it does not know. Server only; firestore.rules close the collection.
 */
export const MAIL_COLLECTION = "mail";

/** What a mail is for; the outbox groups and labels by it. */
export type MailKind =
  | "newsletter-confirmation"
  | "newsletter-already-subscribed"
  | "password-reset"
  | "email-verification"
  /** Someone tried to sign up with an address that already has an account (decision 090). */
  | "sign-up-attempt";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  message: { subject: string; text: string; html: string };
  /** The links the reader is meant to follow, labelled, so tools can show them plainly. */
  links: { label: string; url: string }[];
}

export interface StoredMail extends OutgoingMail {
  id: string;
  createdAt: Date;
  /** The extension's delivery state ("PENDING", "SUCCESS", "ERROR"…); absent until it runs. */
  deliveryState?: string;
}

export interface MailQueue {
  /** Queues one mail for delivery. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /** Newest first (development outbox, support tools, tests). */
  listRecent(limit?: number): Promise<StoredMail[]>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function createMailQueue(firestore: Firestore, collection = MAIL_COLLECTION): MailQueue {
  const mail = firestore.collection(collection);
  return {
    async send({ to, kind, message, links }) {
      const queued = mail.add({ to, kind, message, links, createdAt: Timestamp.now() });
      const ref = await withDeadline(queued, DEADLINES_MS.write, "Firestore: queue a mail");
      return { id: ref.id };
    },

    async listRecent(limit = 50) {
      const read = mail.orderBy("createdAt", "desc").limit(limit).get();
      const snapshot = await withDeadline(read, DEADLINES_MS.read, "Firestore: read the outbox");
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        const message = (data.message ?? {}) as Record<string, unknown>;
        const links = Array.isArray(data.links) ? (data.links as unknown[]) : [];
        const delivery = data.delivery as { state?: unknown } | undefined;
        return {
          id: doc.id,
          to: text(data.to),
          kind: text(data.kind) as MailKind,
          message: {
            subject: text(message.subject),
            text: text(message.text),
            html: text(message.html),
          },
          links: links.flatMap((link) => {
            const { label, url } = (link ?? {}) as Record<string, unknown>;
            return typeof url === "string" ? [{ label: text(label), url }] : [];
          }),
          createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
          ...(typeof delivery?.state === "string" ? { deliveryState: delivery.state } : {}),
        };
      });
    },
  };
}
