import { createHash, randomBytes } from "node:crypto";
import { isValidEmail } from "@travel/domain";
import { type DocumentData, FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import { DEADLINES_MS, type Watch, whileAnswering, withDeadline } from "./deadline.js";
import { beforeWriting, retryOnConflict } from "./optimistic.js";

/** A write of several calls: failed after a silence, or after the cap however busy (deadline.ts). */
const busyWrite = (what: string) => ({
  what,
  silenceMs: DEADLINES_MS.silence,
  capMs: DEADLINES_MS.busyWriteCap,
});

/**
 * Newsletter sign-ups in newsletterSubscribers/{id}, one document per address, with double
 * opt-in: a sign-up is stored `pending` with the SHA-256 of a random confirmation token, and
 * only the link carrying that token makes it `confirmed`. The id is a hash of the normalised
 * address (trimmed, lower-case), so signing up twice — even from two requests at once — finds
 * the same document. Documents from before double opt-in carry no status and count as
 * confirmed. Server only (admin SDK); firestore.rules close the collection to clients.
 */
export const NEWSLETTER_SUBSCRIBERS = "newsletterSubscribers";

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export class NewsletterEmailError extends Error {
  constructor() {
    super("Invalid e-mail address for the newsletter");
    this.name = "NewsletterEmailError";
  }
}

/** What a sign-up request did: a new pending sign-up (with its token for the mail), or nothing. */
export type SubscriptionRequest =
  { status: "pending"; confirmationToken: string } | { status: "confirmed" };

export type Confirmation = { confirmed: true; email: string } | { confirmed: false };

export interface Newsletter {
  /**
   * Records a sign-up: an unknown or still pending address gets a new token (earlier links
   * stop working); a confirmed one is left as it is. Throws NewsletterEmailError for an
   * invalid address. The caller mails the token; only its hash is stored.
   */
  requestSubscription(email: string): Promise<SubscriptionRequest>;
  /** Confirms the sign-up the token belongs to, once, before it expires. */
  confirm(token: string): Promise<Confirmation>;
  /** True for a confirmed address only. */
  isSubscribed(email: string): Promise<boolean>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Document id for an address: stable, and free of characters a document id may not hold. */
export const subscriberId = (email: string) => sha256(normaliseEmail(email));

/** 32 random bytes in base64url: 43 characters, safe in a URL as they are. */
const TOKEN_PATTERN = /^[\w-]{43}$/;
export const newConfirmationToken = () => randomBytes(32).toString("base64url");
export const confirmationTokenHash = (token: string) => sha256(token);

const isConfirmed = (data: DocumentData | undefined) =>
  data !== undefined && data.status !== "pending";

export function createNewsletter(firestore: Firestore, now: () => number = Date.now): Newsletter {
  const subscribers = firestore.collection(NEWSLETTER_SUBSCRIBERS);
  return {
    async requestSubscription(email) {
      if (!isValidEmail(email.trim())) throw new NewsletterEmailError();
      const ref = subscribers.doc(subscriberId(email));
      const token = newConfirmationToken();
      // Optimistic, not a transaction (decision 068): contenders never wait on a lock, so a
      // silent Firestore fails this after one silence deadline and a busy one within the cap.
      const step = (watch: Watch) =>
        retryOnConflict(
          async (): Promise<SubscriptionRequest> => {
            const current = await ref.get();
            beforeWriting(watch);
            if (current.exists && isConfirmed(current.data())) return { status: "confirmed" };
            const document = {
              email: normaliseEmail(email),
              status: "pending",
              tokenHash: confirmationTokenHash(token),
              tokenExpiresAt: Timestamp.fromMillis(now() + CONFIRMATION_TTL_MS),
              requestedAt: Timestamp.fromMillis(now()),
            };
            if (current.exists) await ref.update(document, { lastUpdateTime: current.updateTime });
            else await ref.create(document);
            return { status: "pending", confirmationToken: token };
          },
          undefined,
          watch,
        );
      return whileAnswering(step, busyWrite("Firestore: request a newsletter subscription"));
    },

    async confirm(token) {
      if (!TOKEN_PATTERN.test(token)) return { confirmed: false };
      const pending = subscribers.where("tokenHash", "==", confirmationTokenHash(token)).limit(1);
      const step = (watch: Watch) =>
        retryOnConflict(
          async (): Promise<Confirmation> => {
            const [match] = (await pending.get()).docs;
            beforeWriting(watch);
            const data = match?.data();
            if (!match || !data || data.status !== "pending") return { confirmed: false };
            const expiresAt =
              data.tokenExpiresAt instanceof Timestamp ? data.tokenExpiresAt.toMillis() : 0;
            if (expiresAt <= now()) return { confirmed: false };
            // Only the version read is confirmed: a newer sign-up (new token) wins the race.
            await match.ref.update(
              {
                status: "confirmed",
                subscribedAt: Timestamp.fromMillis(now()),
                tokenHash: FieldValue.delete(),
                tokenExpiresAt: FieldValue.delete(),
              },
              { lastUpdateTime: match.updateTime },
            );
            return { confirmed: true, email: String(data.email) };
          },
          undefined,
          watch,
        );
      return whileAnswering(step, busyWrite("Firestore: confirm a newsletter subscription"));
    },

    async isSubscribed(email) {
      const read = subscribers.doc(subscriberId(email)).get();
      const snapshot = await withDeadline(read, DEADLINES_MS.read, "Firestore: read subscriber");
      return snapshot.exists && isConfirmed(snapshot.data());
    },
  };
}
