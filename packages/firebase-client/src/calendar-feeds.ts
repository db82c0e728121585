import { createHash, randomBytes } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import { DEADLINES_MS, withDeadline } from "./deadline.js";

/**
 * Private calendar subscriptions: one secret address per traveller that lists all their saved
 * plans. Only a SHA-256 of the secret is stored (calendarFeeds/{hash}, with the owner's userId),
 * so a copy of the database cannot subscribe to anyone's calendar; the secret itself is shown
 * once, when it is made. firestore.rules closes the collection to every client.
 */
export const CALENDAR_FEEDS = "calendarFeeds";

/** 32 random bytes, base64url: what the subscription address carries. */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CalendarFeed {
  createdAt: Date;
}

export interface CalendarFeeds {
  /** A new secret for the traveller; any earlier one stops working. Returns the secret (shown once). */
  renew(uid: string): Promise<string>;
  /** Stops the traveller's subscription; nothing to stop is fine. */
  revoke(uid: string): Promise<void>;
  /** Whether the traveller has a subscription, and since when. */
  feedOf(uid: string): Promise<CalendarFeed | null>;
  /** Whose subscription a secret opens; null for a malformed, unknown or revoked one. */
  ownerOf(token: string): Promise<string | null>;
}

export function createCalendarFeeds(
  firestore: Firestore,
  now: () => Date = () => new Date(),
): CalendarFeeds {
  const feeds = firestore.collection(CALENDAR_FEEDS);
  const ownedBy = (uid: string) => feeds.where("userId", "==", uid).limit(10);

  return {
    async renew(uid) {
      const token = randomBytes(32).toString("base64url");
      await withDeadline(
        firestore.runTransaction(async (transaction) => {
          const existing = await transaction.get(ownedBy(uid));
          for (const doc of existing.docs) transaction.delete(doc.ref);
          transaction.create(feeds.doc(hashOf(token)), {
            userId: uid,
            createdAt: Timestamp.fromDate(now()),
          });
        }),
        DEADLINES_MS.write,
        "Firestore: renew calendar subscription",
      );
      return token;
    },

    async revoke(uid) {
      const existing = await withDeadline(
        ownedBy(uid).get(),
        DEADLINES_MS.read,
        "Firestore: find calendar subscription",
      );
      if (existing.empty) return;
      const batch = firestore.batch();
      for (const doc of existing.docs) batch.delete(doc.ref);
      await withDeadline(
        batch.commit(),
        DEADLINES_MS.write,
        "Firestore: revoke calendar subscription",
      );
    },

    async feedOf(uid) {
      const existing = await withDeadline(
        ownedBy(uid).get(),
        DEADLINES_MS.read,
        "Firestore: read calendar subscription",
      );
      const createdAt = existing.docs[0]?.data().createdAt;
      return existing.empty
        ? null
        : { createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : new Date(0) };
    },

    async ownerOf(token) {
      if (!calendarTokenSchema.safeParse(token).success) return null;
      const snapshot = await withDeadline(
        feeds.doc(hashOf(token)).get(),
        DEADLINES_MS.read,
        "Firestore: read calendar subscription",
      );
      const userId: unknown = snapshot.exists ? snapshot.data()?.userId : null;
      return typeof userId === "string" && userId !== "" ? userId : null;
    },
  };
}
