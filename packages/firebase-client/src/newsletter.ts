import { createHash } from "node:crypto";
import { isValidEmail } from "@travel/domain";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { DEADLINES_MS, withDeadline } from "./deadline.js";
import { errorCode } from "./results.js";

/**
 * Newsletter sign-ups in newsletterSubscribers/{id}, one document per address. The id is a
 * hash of the normalised address (trimmed, lower-case), so signing up twice — even from two
 * requests at once — finds the same document: `create` succeeds only for the first.
 * Server only (admin SDK); firestore.rules close the collection to clients.
 */
export const NEWSLETTER_SUBSCRIBERS = "newsletterSubscribers";

export class NewsletterEmailError extends Error {
  constructor() {
    super("Invalid e-mail address for the newsletter");
    this.name = "NewsletterEmailError";
  }
}

export interface Newsletter {
  /** Subscribes the address once; throws NewsletterEmailError for an invalid one. */
  subscribe(email: string): Promise<{ alreadySubscribed: boolean }>;
  isSubscribed(email: string): Promise<boolean>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Document id for an address: stable, and free of characters a document id may not hold. */
export const subscriberId = (email: string) =>
  createHash("sha256").update(normaliseEmail(email)).digest("hex");

// gRPC ALREADY_EXISTS, as the admin SDK reports a `create` of an existing document.
const ALREADY_EXISTS = "6";

export function createNewsletter(firestore: Firestore): Newsletter {
  const subscribers = firestore.collection(NEWSLETTER_SUBSCRIBERS);
  return {
    async subscribe(email) {
      if (!isValidEmail(email.trim())) throw new NewsletterEmailError();
      try {
        await withDeadline(
          subscribers.doc(subscriberId(email)).create({
            email: normaliseEmail(email),
            subscribedAt: Timestamp.now(),
          }),
          DEADLINES_MS.write,
          "Firestore: subscribe to the newsletter",
        );
        return { alreadySubscribed: false };
      } catch (error) {
        if (errorCode(error) === ALREADY_EXISTS) return { alreadySubscribed: true };
        throw error;
      }
    },

    async isSubscribed(email) {
      const read = subscribers.doc(subscriberId(email)).get();
      return (await withDeadline(read, DEADLINES_MS.read, "Firestore: read subscriber")).exists;
    },
  };
}
