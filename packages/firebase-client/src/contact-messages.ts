import { contactMessageSchema } from "@travel/domain";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import { DEADLINES_MS, withDeadline } from "./deadline.js";

/**
 * Messages sent through the site's contact form, kept for the support team in
 * contactMessages/{auto id}. Written only by the server (admin SDK); firestore.rules close the
 * collection to every client, so a browser can neither read nor forge messages.
 */
export const CONTACT_MESSAGES = "contactMessages";

/** The contact form's own schema (the domain's); the service re-checks so no other caller can store junk. */
export const contactMessageInputSchema = contactMessageSchema;
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

export class ContactMessageError extends Error {
  constructor(readonly fields: string[]) {
    super(`Invalid contact message: ${fields.join(", ")}`);
    this.name = "ContactMessageError";
  }
}

export interface ContactMessages {
  /**
   * Stores one message (trimmed); throws ContactMessageError naming the invalid fields.
   * `senderUid`: the signed-in sender, so the message is part of their data export and deletion.
   */
  submit(
    input: ContactMessageInput,
    sender?: { senderUid?: string },
  ): Promise<StoredContactMessage>;
  /** Newest first, for the support team's tools and for tests. */
  listRecent(limit?: number): Promise<StoredContactMessage[]>;
}

export function createContactMessages(
  firestore: Firestore,
  /** When a message arrives (tests pass their own clock to order messages). */
  now: () => Date = () => new Date(),
): ContactMessages {
  const messages = firestore.collection(CONTACT_MESSAGES);
  return {
    async submit(input, sender) {
      const parsed = contactMessageInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new ContactMessageError([
          ...new Set(parsed.error.issues.map((issue) => String(issue.path[0]))),
        ]);
      }
      const receivedAt = Timestamp.fromDate(now());
      const ref = await withDeadline(
        messages.add({
          ...parsed.data,
          receivedAt,
          status: "new",
          ...(sender?.senderUid ? { senderUid: sender.senderUid } : {}),
        }),
        DEADLINES_MS.write,
        "Firestore: store contact message",
      );
      return { id: ref.id, ...parsed.data, receivedAt: receivedAt.toDate() };
    },

    async listRecent(limit = 20) {
      const snapshot = await withDeadline(
        messages.orderBy("receivedAt", "desc").limit(limit).get(),
        DEADLINES_MS.read,
        "Firestore: list contact messages",
      );
      return snapshot.docs.map((doc) => {
        const data = doc.data();
        return {
          id: doc.id,
          name: String(data.name),
          email: String(data.email),
          message: String(data.message),
          receivedAt: data.receivedAt instanceof Timestamp ? data.receivedAt.toDate() : new Date(0),
        };
      });
    },
  };
}
