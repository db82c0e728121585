import type { Firestore } from "firebase-admin/firestore";
import { NAME_MAX_LENGTH } from "@travel/domain";
import { z } from "zod";
import { DEADLINES_MS, isBackendUnavailable, withDeadline } from "./deadline.js";
import { retryOnConflict } from "./optimistic.js";
import type { Logger } from "./results.js";

export const USERS = "users";

/** A user's profile (spec §3): the users document whose userId is the account's uid. */
export interface Profile {
  /** Firestore document id (users/{id}); new profiles use the uid. */
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  /** Download URL of the picture, "" when none. */
  profilePicture: string;
  /** IATA code of the airport the traveller usually flies from, "" until they say. */
  homeAirport: string;
}

/** Fields a profile update may carry; anything else (userId above all) is dropped. */
export const profileChangesSchema = z
  .object({
    firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    profilePicture: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]),
    homeAirport: z.union([z.string().regex(/^[A-Z]{3}$/), z.literal("")]),
  })
  .partial();
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

export interface Profiles {
  /**
   * First users document with userId == uid; null when not signed in, none matches, or on
   * failure (logged). Throws BackendUnavailableError when Firestore does not answer in time,
   * so a page can tell "no profile" from "cannot know now".
   */
  getProfile(uid: string | null | undefined): Promise<Profile | null>;
  /**
   * Same query, then a partial update with only the supplied fields. Does nothing (false) when
   * not signed in, no profile matches, the changes are invalid, or the write fails (logged).
   */
  updateProfile(uid: string | null | undefined, changes: ProfileChanges): Promise<boolean>;
}

/** What the other services need beyond the public interface. */
export interface ProfileStore extends Profiles {
  /** Creates users/{uid} (fails if it exists). */
  createProfile(uid: string, names: { firstName: string; lastName: string }): Promise<void>;
  /**
   * Like updateProfile, but throws instead of logging, for callers that must know. With
   * `ifCurrent`, only while the profile still holds that URL (else nothing changes).
   */
  setPicture(uid: string, url: string, options?: { ifCurrent?: string }): Promise<void>;
  /**
   * The profile's picture URL ("" for none), or null without a profile. Like setPicture, no
   * deadline of its own: the upload is bounded on silence as a whole (bounded.ts), and a slow
   * answer in a settle round must not end the upload between its profile write and its file.
   */
  pictureOf(uid: string): Promise<string | null>;
}

export class NoProfileError extends Error {
  constructor(uid: string) {
    super(`No profile for user ${uid}`);
    this.name = "NoProfileError";
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function createProfiles(firestore: Firestore, logger: Logger): ProfileStore {
  const users = firestore.collection(USERS);
  const query = (uid: string) => users.where("userId", "==", uid).limit(1).get();
  const findRef = async (uid: string) => {
    const snapshot = await withDeadline(query(uid), DEADLINES_MS.read, "Firestore: read profile");
    return snapshot.docs[0];
  };
  /** For the picture upload's steps, which its caller bounds as a whole. */
  const findRefUnbounded = async (uid: string) => (await query(uid)).docs[0];

  return {
    async getProfile(uid) {
      if (!uid) return null;
      try {
        const doc = await findRef(uid);
        if (!doc) {
          logger.info(`No profile found for user ${uid}`);
          return null;
        }
        const data = doc.data();
        return {
          id: doc.id,
          userId: text(data.userId),
          firstName: text(data.firstName),
          lastName: text(data.lastName),
          profilePicture: text(data.profilePicture),
          homeAirport: /^[A-Z]{3}$/.test(text(data.homeAirport)) ? text(data.homeAirport) : "",
        };
      } catch (error) {
        if (isBackendUnavailable(error)) throw error;
        logger.error("Fetching the profile failed", error);
        return null;
      }
    },

    async updateProfile(uid, changes) {
      if (!uid) return false;
      const parsed = profileChangesSchema.safeParse(changes);
      if (!parsed.success) {
        logger.warn("Profile update refused: invalid fields", parsed.error.issues);
        return false;
      }
      // Only the fields actually supplied; zod drops unknown keys such as userId.
      const update = Object.fromEntries(
        Object.entries(parsed.data).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(update).length === 0) return false;
      try {
        const doc = await findRef(uid);
        if (!doc) {
          logger.info(`No profile found for user ${uid}; nothing updated`);
          return false;
        }
        await withDeadline(doc.ref.update(update), DEADLINES_MS.write, "Firestore: update profile");
        return true;
      } catch (error) {
        logger.error("Updating the profile failed", error);
        return false;
      }
    },

    async pictureOf(uid) {
      const doc = await findRefUnbounded(uid);
      return doc ? text(doc.data().profilePicture) : null;
    },

    async createProfile(uid, { firstName, lastName }) {
      await withDeadline(
        users.doc(uid).create({ userId: uid, firstName, lastName, profilePicture: "" }),
        DEADLINES_MS.write,
        "Firestore: create profile",
      );
    },

    // No deadline of its own: the upload is bounded on silence as a whole (bounded.ts), and
    // this step must finish, with the file after it, or fail before the file is stored.
    async setPicture(uid, url, options) {
      if (options?.ifCurrent === undefined) {
        const doc = await findRefUnbounded(uid);
        if (!doc) throw new NoProfileError(uid);
        await doc.ref.update({ profilePicture: url });
        return;
      }
      const expected = options.ifCurrent;
      await retryOnConflict(async () => {
        const doc = await findRefUnbounded(uid);
        if (!doc) throw new NoProfileError(uid);
        if (text(doc.data().profilePicture) !== expected) return;
        await doc.ref.update({ profilePicture: url }, { lastUpdateTime: doc.updateTime });
      });
    },
  };
}
