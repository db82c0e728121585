import type { DocumentData, Query } from "firebase-admin/firestore";
import type { AdminHandles } from "../admin-app.js";
import { signInWithPasswordRest, IdentityToolkitError } from "../auth/identity-toolkit.js";
import type { FirebaseConfig } from "../config.js";
import { CONTACT_MESSAGES } from "../contact-messages.js";
import { DEADLINES_MS, isBackendUnavailable, withDeadline } from "../deadline.js";
import { CALENDAR_FEEDS } from "../calendar-feeds.js";
import { CONTENT_AUDIT, formerEditorPseudonym } from "../editorial/audit.js";
import { DESTINATION_EDITS } from "../editorial/destination-edits.js";
import { POSTS } from "../editorial/posts.js";
import { FAVOURITES } from "../favourites.js";
import { createGroupPlans } from "../group-plans.js";
import { MAIL_COLLECTION } from "../mail.js";
import { NEWSLETTER_SUBSCRIBERS, normaliseEmail, subscriberId } from "../newsletter.js";
import { picturePath } from "../pictures/pictures.js";
import { USERS } from "../profiles.js";
import { errorCode, fail, type Logger, ok, type Result } from "../results.js";

/**
 * Deleting an account and everything stored about it (GDPR Art. 17; docs/decisions/077).
 *
 * Order, so that a failure part-way never strands data a retry cannot reach:
 * 1. the person is checked (current password; a fresh Google sign-in for accounts without one);
 * 2. every session ends, so no other tab or device writes while the data goes;
 * 3. the data goes, each kind found by the uid or the account's e-mail: contact messages sent
 *    while signed in, the newsletter sign-up and queued mail of the address, favourites (with
 *    their plans), their parties in shared plans (an organiser's plan passes on), the profile
 *    picture, the users document. What is found by the address goes
 *    only when the account has verified it: typing an address at sign-up does not make its
 *    sign-ups and mail the account's (decision 089). An editor's uid and e-mail in the audit
 *    trail and on the drafts and posts they last changed become one pseudonym (decision 145):
 *    the content and its history stay, the person does not;
 * 4. the Auth user goes last.
 * Until step 4 succeeds the account still exists and its password still works, so the person
 * signs in again and repeats the deletion; every step is a delete that finds nothing the second
 * time, so a repeat finishes the work. Once the Auth user is gone nothing is left to find.
 */
export type ErasureError =
  /** The current password was wrong (or missing for an account that has one). */
  | "wrong-password"
  /** An account without a password must have signed in with Google moments ago. */
  | "sign-in-again"
  /** An account without a password must type its e-mail address to confirm. */
  | "email-mismatch"
  | "too-many-attempts"
  /** Firebase did not answer in time before anything was removed. */
  | "unavailable"
  /**
   * Stopped after the check: sessions have ended and part of the data may be gone, but the
   * account is still there; signing in again and repeating the deletion finishes it.
   */
  | "interrupted"
  | "unknown";

/** What the deletion found and removed (for logs and tests). */
export interface ErasureReport {
  favourites: number;
  /** Shared plans the person left (an organiser's passed on, or went when they were alone in it). */
  sharedPlans: number;
  calendarFeeds: number;
  contactMessages: number;
  mail: number;
  newsletter: number;
  /** Audit entries, drafts and posts that named the editor, now naming their pseudonym. */
  pseudonymised: number;
  profiles: number;
  picture: boolean;
  authUser: boolean;
}

export interface AccountErasure {
  /**
   * Checks the person, then removes the account and its data. For an account with a password,
   * `currentPassword`; for one without (Google only), `confirmEmail` and `signedInAt`, when the
   * asking session's sign-in happened (SessionUser.signedInAt), within RECENT_SIGN_IN_MS. A uid
   * whose Auth user is already gone is reported as done.
   */
  eraseAccount(input: {
    uid: string;
    currentPassword?: string;
    confirmEmail?: string;
    signedInAt?: number;
  }): Promise<Result<{ report: ErasureReport }, ErasureError>>;
  /**
   * Steps 2 to 4 without the check, for callers that have checked the person themselves.
   * `verifiedEmail` is the account's address only if it is verified (else null): the newsletter
   * sign-up and queued mail of an unproven address are someone else's and stay.
   * Throws on failure (BackendUnavailableError when Firebase is silent); repeat it to finish.
   */
  eraseAccountData(uid: string, verifiedEmail: string | null): Promise<ErasureReport>;
  /** How the person proves it is them: their password, or (no password) a fresh Google sign-in. */
  proofFor(uid: string): Promise<"password" | "google">;
}

/** How recent a Google sign-in must be to delete an account that has no password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** Documents removed per batch (Firestore allows 500 writes per batch). */
const BATCH = 200;
/** At most this many batches per query: far beyond any one person's data, and still bounded. */
const MAX_ROUNDS = 50;

type Deps = {
  config: FirebaseConfig;
  handles: Pick<AdminHandles, "auth" | "firestore" | "bucket">;
  logger: Logger;
  now?: () => number;
};

export function createAccountErasure({
  config,
  handles,
  logger,
  now = Date.now,
}: Deps): AccountErasure {
  const { auth, firestore, bucket } = handles;

  /**
   * Deletes (no `change`) or updates with `change` every document the query finds, a batch at a
   * time, until it finds none (an updated document must no longer match); returns how many.
   */
  async function untilNoneLeft(query: Query, what: string, change?: DocumentData) {
    let done = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const snapshot = await withDeadline(
        query.limit(BATCH).get(),
        DEADLINES_MS.read,
        `Firestore: find ${what}`,
      );
      if (snapshot.empty) return done;
      const batch = firestore.batch();
      for (const doc of snapshot.docs)
        if (change) batch.update(doc.ref, change);
        else batch.delete(doc.ref);
      const verb = change ? "rewrite" : "delete";
      await withDeadline(batch.commit(), DEADLINES_MS.write, `Firestore: ${verb} ${what}`);
      done += snapshot.size;
    }
    throw new Error(`Removing ${what} did not finish within ${MAX_ROUNDS} rounds`);
  }
  const deleteAll = (query: Query, what: string) => untilNoneLeft(query, what);
  const rewriteAll = (query: Query, change: DocumentData, what: string) =>
    untilNoneLeft(query, what, change);

  /**
   * An editor's uid and e-mail, wherever the back-office wrote them, become their pseudonym:
   * first the drafts and posts they last changed (found by the addresses their audit entries
   * name, so a repeat still finds them), then the audit entries themselves.
   */
  async function pseudonymiseEditor(uid: string, verifiedEmail: string | null): Promise<number> {
    const pseudonym = formerEditorPseudonym(uid);
    const audit = firestore.collection(CONTENT_AUDIT).where("editorUid", "==", uid);
    const named = await withDeadline(
      audit.select("editorEmail").get(),
      DEADLINES_MS.read,
      "Firestore: find the editor's audit entries",
    );
    const names = new Set([uid, ...(verifiedEmail ? [verifiedEmail] : [])]);
    for (const doc of named.docs) {
      const email: unknown = doc.get("editorEmail");
      if (typeof email === "string") names.add(email);
    }
    let rewritten = 0;
    for (const collection of [DESTINATION_EDITS, POSTS])
      for (const name of names)
        rewritten += await rewriteAll(
          firestore.collection(collection).where("updatedBy", "==", name),
          { updatedBy: pseudonym },
          "content the editor changed",
        );
    return (
      rewritten +
      (await rewriteAll(
        audit,
        { editorUid: pseudonym, editorEmail: pseudonym },
        "the editor's audit entries",
      ))
    );
  }

  async function deleteDoc(path: string, what: string): Promise<number> {
    const ref = firestore.doc(path);
    const snapshot = await withDeadline(ref.get(), DEADLINES_MS.read, `Firestore: find ${what}`);
    if (!snapshot.exists) return 0;
    await withDeadline(ref.delete(), DEADLINES_MS.write, `Firestore: delete ${what}`);
    return 1;
  }

  /** The addresses mail may have been queued to: as typed at sign-up, and normalised. */
  const addressesOf = (email: string) => [...new Set([email, normaliseEmail(email)])];

  const eraseAccountData: AccountErasure["eraseAccountData"] = async (uid, verifiedEmail) => {
    // 2. No session of this account may write from now on.
    try {
      await withDeadline(auth.revokeRefreshTokens(uid), DEADLINES_MS.write, "Auth: end sessions");
    } catch (error) {
      if (errorCode(error) !== "auth/user-not-found") throw error;
    }

    // 3. The data, each kind by its owner's uid or (once verified) address.
    const contactMessages = await deleteAll(
      firestore.collection(CONTACT_MESSAGES).where("senderUid", "==", uid),
      "contact messages",
    );
    let newsletter = 0;
    let mail = 0;
    if (verifiedEmail) {
      newsletter = await deleteDoc(
        `${NEWSLETTER_SUBSCRIBERS}/${subscriberId(verifiedEmail)}`,
        "newsletter sign-up",
      );
      for (const address of addressesOf(verifiedEmail)) {
        mail += await deleteAll(
          firestore.collection(MAIL_COLLECTION).where("to", "==", address),
          "queued mail",
        );
      }
    }
    const favourites = await deleteAll(
      firestore.collection(FAVOURITES).where("userId", "==", uid),
      "favourites",
    );
    // Their party leaves each shared plan; an organiser's plan passes to the next party.
    const sharedPlans = await createGroupPlans(firestore).forgetMember(uid);
    const calendarFeeds = await deleteAll(
      firestore.collection(CALENDAR_FEEDS).where("userId", "==", uid),
      "calendar subscription",
    );
    const pseudonymised = await pseudonymiseEditor(uid, verifiedEmail);
    const [pictureExists] = await withDeadline(
      bucket.file(picturePath(uid)).exists(),
      DEADLINES_MS.read,
      "Storage: find profile picture",
    );
    if (pictureExists) {
      await withDeadline(
        bucket.file(picturePath(uid)).delete({ ignoreNotFound: true }),
        DEADLINES_MS.write,
        "Storage: delete profile picture",
      );
    }
    // The profile last among the data: while it stands, the account still looks whole.
    const profiles =
      (await deleteAll(firestore.collection(USERS).where("userId", "==", uid), "profile")) +
      (await deleteDoc(`${USERS}/${uid}`, "profile"));

    // 4. The account itself.
    let authUser = true;
    try {
      await withDeadline(auth.deleteUser(uid), DEADLINES_MS.write, "Auth: delete account");
    } catch (error) {
      if (errorCode(error) !== "auth/user-not-found") throw error;
      authUser = false;
    }
    // A favourite written by a request that passed its session check just before step 2.
    const late = await deleteAll(
      firestore.collection(FAVOURITES).where("userId", "==", uid),
      "favourites",
    );
    return {
      favourites: favourites + late,
      sharedPlans,
      calendarFeeds,
      contactMessages,
      mail,
      newsletter,
      pseudonymised,
      profiles,
      picture: pictureExists,
      authUser,
    };
  };

  return {
    eraseAccountData,

    async proofFor(uid) {
      const user = await withDeadline(auth.getUser(uid), DEADLINES_MS.read, "Auth: read account");
      return user.providerData.some((entry) => entry.providerId === "password")
        ? "password"
        : "google";
    },

    async eraseAccount({ uid, currentPassword, confirmEmail, signedInAt }) {
      let email: string | null = null;
      let verifiedEmail: string | null = null;
      let gone = false;
      try {
        const user = await withDeadline(auth.getUser(uid), DEADLINES_MS.read, "Auth: read account");
        email = user.email ?? null;
        verifiedEmail = user.emailVerified ? email : null;
        const hasPassword = user.providerData.some((entry) => entry.providerId === "password");
        if (hasPassword) {
          if (!currentPassword || !email) return fail("wrong-password");
          await signInWithPasswordRest(config, email, currentPassword);
        } else {
          if (!email || !confirmEmail || normaliseEmail(confirmEmail) !== normaliseEmail(email))
            return fail("email-mismatch");
          // This session's own sign-in: the account's last sign-in may be another device's.
          if (signedInAt === undefined || !(now() - signedInAt <= RECENT_SIGN_IN_MS))
            return fail("sign-in-again");
        }
      } catch (error) {
        if (error instanceof IdentityToolkitError) {
          switch (error.reason) {
            case "INVALID_PASSWORD":
            case "INVALID_LOGIN_CREDENTIALS":
            case "MISSING_PASSWORD":
              return fail("wrong-password");
            case "TOO_MANY_ATTEMPTS_TRY_LATER":
              return fail("too-many-attempts");
          }
        }
        if (errorCode(error) === "auth/user-not-found") gone = true;
        else if (isBackendUnavailable(error)) return fail("unavailable");
        else {
          logger.error("Account deletion: checking the person failed", error);
          return fail("unknown");
        }
      }
      if (gone) {
        // Already deleted (a repeat of a finished deletion): the uid-keyed data is swept again.
        logger.info(`Account deletion: ${uid} has no Auth user; sweeping what is keyed to it`);
      }
      try {
        const report = await eraseAccountData(uid, verifiedEmail);
        logger.info(`Account ${uid} deleted`, report);
        return ok({ report });
      } catch (error) {
        if (isBackendUnavailable(error))
          logger.warn("Account deletion stopped part-way; a repeat finishes it", error.message);
        else logger.error("Account deletion stopped part-way; a repeat finishes it", error);
        return fail("interrupted");
      }
    },
  };
}
