import type { Auth, DecodedIdToken, UserRecord } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { NAME_MAX_LENGTH } from "@travel/domain";
import { DEADLINES_MS, asBackendError, isBackendUnavailable, withDeadline } from "../deadline.js";
import { USERS } from "../profiles.js";
import { errorCode, fail, type Logger, ok, type Result } from "../results.js";
import {
  SESSION_DEFAULT_MS,
  SESSION_MAX_MS,
  SESSION_MIN_MS,
  type SessionUser,
} from "./sessions.js";

/**
 * "Continue with Google" on the server (docs/decisions/079): the browser signs in with Google
 * through the Firebase web SDK and sends the ID token here; the token is verified, the first
 * sign-in gets its users document (names and picture from Google), and the answer is the same
 * session cookie as a password sign-in makes.
 *
 * An e-mail that already belongs to a password account never turns into a second account, nor
 * into a Google login attached to it without the owner's say: the sign-in is refused with
 * "email-has-password" and undone (a new Google-only account removed, a Google login that
 * Firebase attached to the password account detached).
 */
export type GoogleSignInError =
  /** Not a valid, fresh ID token from this project. */
  | "invalid-token"
  /** A valid token, but not from a Google sign-in. */
  | "not-google"
  /** The e-mail belongs to an account with a password: sign in with it instead. */
  | "email-has-password"
  | "unavailable"
  | "unknown";

export interface GoogleSignIn {
  signInWithGoogle(
    idToken: string,
    expiresInMs?: number,
  ): Promise<
    Result<
      { sessionCookie: string; expiresInMs: number; user: SessionUser; firstSignIn: boolean },
      GoogleSignInError
    >
  >;
}

const clampLifetime = (ms: number | undefined) =>
  Math.min(SESSION_MAX_MS, Math.max(SESSION_MIN_MS, Math.round(ms ?? SESSION_DEFAULT_MS)));

/** "Ada King Lovelace" → first "Ada", last "King Lovelace"; each cut to the names' limit. */
export function splitDisplayName(displayName: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const words = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = words;
  return {
    firstName: first.slice(0, NAME_MAX_LENGTH),
    lastName: rest.join(" ").slice(0, NAME_MAX_LENGTH),
  };
}

const isHttpUrl = (value: unknown): value is string =>
  typeof value === "string" && /^https?:\/\/\S+$/.test(value) && value.length <= 2048;

const GOOGLE = "google.com";

const hasProvider = (user: UserRecord, providerId: string) =>
  user.providerData.some((entry) => entry.providerId === providerId);

export function createGoogleSignIn(deps: {
  auth: Auth;
  firestore: Firestore;
  logger: Logger;
}): GoogleSignIn {
  const { auth, firestore, logger } = deps;
  const write = <T>(work: Promise<T>, what: string) => withDeadline(work, DEADLINES_MS.write, what);
  const read = <T>(work: Promise<T>, what: string) => withDeadline(work, DEADLINES_MS.read, what);

  /** The account already holding this address, other than `uid`; null when none. */
  async function otherAccountWith(email: string, uid: string): Promise<UserRecord | null> {
    try {
      const owner = await read(auth.getUserByEmail(email), "Auth: find account by e-mail");
      return owner.uid === uid ? null : owner;
    } catch (error) {
      if (errorCode(error) === "auth/user-not-found") return null;
      throw error;
    }
  }

  /**
   * True when this Google sign-in reached an account made with a password (the sign-in is then
   * undone). With one account per e-mail, Firebase either attaches Google to that account or,
   * as Google vouches for the address, takes the account over and drops its password (what the
   * Auth emulator does). Either way the users document was not made by a Google sign-in. Where
   * the project allows several accounts per e-mail, a second account is made instead; it goes.
   */
  async function refuseTakeOver(user: UserRecord, email: string | null): Promise<boolean> {
    const profile = (
      await read(
        firestore.collection(USERS).where("userId", "==", user.uid).limit(1).get(),
        "Firestore: read profile",
      )
    ).docs[0];
    const madeWithPassword =
      hasProvider(user, "password") ||
      (profile !== undefined && profile.data().signUpMethod !== GOOGLE);
    if (madeWithPassword) {
      if (hasProvider(user, GOOGLE))
        await write(
          auth.updateUser(user.uid, { providersToUnlink: [GOOGLE] }),
          "Auth: detach Google",
        );
      return true;
    }
    const other = email ? await otherAccountWith(email, user.uid) : null;
    if (other && hasProvider(other, "password")) {
      if (!profile) await write(auth.deleteUser(user.uid), "Auth: remove second account");
      return true;
    }
    return false;
  }

  /** Creates users/{uid} on a first sign-in; false when it was already there. */
  async function ensureProfile(user: UserRecord, token: DecodedIdToken): Promise<boolean> {
    const ref = firestore.collection(USERS).doc(user.uid);
    const existing = await read(
      firestore.collection(USERS).where("userId", "==", user.uid).limit(1).get(),
      "Firestore: read profile",
    );
    if (!existing.empty) return false;
    const google = user.providerData.find((entry) => entry.providerId === GOOGLE);
    const names = splitDisplayName(google?.displayName ?? user.displayName ?? token.name);
    const picture = [google?.photoURL, user.photoURL, token.picture].find(isHttpUrl) ?? "";
    try {
      await write(
        // signUpMethod: how later sign-ins tell this account from one made with a password.
        ref.create({ userId: user.uid, ...names, profilePicture: picture, signUpMethod: GOOGLE }),
        "Firestore: create profile",
      );
      return true;
    } catch (error) {
      // Two first sign-ins at once (two tabs): the other one made it.
      if (errorCode(error) === "6") return false;
      throw error;
    }
  }

  return {
    async signInWithGoogle(idToken, expiresInMs) {
      let token: DecodedIdToken;
      try {
        token = await withDeadline(
          auth.verifyIdToken(idToken, true),
          DEADLINES_MS.session,
          "Auth: verify ID token",
        );
      } catch (error) {
        const down = asBackendError(error, "Auth: verify ID token");
        if (isBackendUnavailable(down)) return fail("unavailable");
        return fail("invalid-token");
      }
      if (token.firebase.sign_in_provider !== GOOGLE) return fail("not-google");

      try {
        const user = await read(auth.getUser(token.uid), "Auth: read account");
        const email = user.email ?? token.email ?? null;

        const refused = await refuseTakeOver(user, email);
        if (refused) return fail("email-has-password");

        const firstSignIn = await ensureProfile(user, token);
        const lifetime = clampLifetime(expiresInMs);
        const sessionCookie = await write(
          auth.createSessionCookie(idToken, { expiresIn: lifetime }),
          "Auth: create session cookie",
        );
        return ok({
          sessionCookie,
          expiresInMs: lifetime,
          firstSignIn,
          user: {
            uid: user.uid,
            email,
            displayName: user.displayName ?? token.name ?? null,
            photoURL: user.photoURL ?? null,
          },
        });
      } catch (error) {
        const down = asBackendError(error, "Google sign-in");
        if (isBackendUnavailable(down)) {
          logger.warn("Google sign-in: Firebase unavailable", down.message);
          return fail("unavailable");
        }
        logger.error("Google sign-in failed", error);
        return fail("unknown");
      }
    },
  };
}
