import type { Auth } from "firebase-admin/auth";
import type { FirebaseConfig } from "../config.js";
import { asBackendError, DEADLINES_MS, isBackendUnavailable, withDeadline } from "../deadline.js";
import { errorCode, fail, type Logger, ok, type Result } from "../results.js";
import { IdentityToolkitError, signInWithPasswordRest } from "./identity-toolkit.js";

/** What the server knows about the signed-in user (the spec's stored login info). */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /**
   * When this session's sign-in happened (ms since the epoch, from the session cookie's
   * `auth_time`). Set on users read from a session cookie; a check that needs a recent sign-in
   * reads it here, never from the account (another device's sign-in says nothing about this one).
   */
  signedInAt?: number;
}

/** "unavailable": Firebase did not answer in time (or at all); trying again later may work. */
export type SignUpError =
  "email-taken" | "weak-password" | "invalid-email" | "unavailable" | "unknown";
/** Never says whether the e-mail is registered: unknown e-mail and wrong password are one error. */
export type SignInError = "invalid-credentials" | "too-many-attempts" | "unavailable" | "unknown";
export type ReauthError =
  "wrong-password" | "no-user" | "too-many-attempts" | "unavailable" | "unknown";
export type ChangePasswordError =
  | "not-signed-in"
  | "wrong-password"
  | "no-user"
  | "weak-password"
  | "too-many-attempts"
  | "unavailable"
  | "unknown";

/** Session cookies may live 5 minutes to 14 days (Firebase's limits). */
export const SESSION_MIN_MS = 5 * 60 * 1000;
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;
/** Default lifetime of a session cookie: 5 days. */
export const SESSION_DEFAULT_MS = 5 * 24 * 60 * 60 * 1000;

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AuthSessions {
  /** Creates the account and its users document (userId = uid, names, profilePicture ""). */
  signUp(input: SignUpInput): Promise<Result<{ uid: string }, SignUpError>>;
  /** Checks e-mail and password; returns a fresh ID token to turn into a session cookie. */
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<Result<{ uid: string; idToken: string }, SignInError>>;
  /** signInWithPassword + createSessionCookie + the user, which is what a sign-in form needs. */
  signIn(
    email: string,
    password: string,
    expiresInMs?: number,
  ): Promise<
    Result<{ sessionCookie: string; expiresInMs: number; user: SessionUser }, SignInError>
  >;
  createSessionCookie(idToken: string, expiresInMs?: number): Promise<string>;
  /**
   * The user of a valid, unrevoked session cookie; null for anything else. Throws
   * BackendUnavailableError when Auth cannot say in time: the caller decides, and never treats
   * such a session as valid.
   */
  verifySession(sessionCookie: string | null | undefined): Promise<SessionUser | null>;
  reauthenticate(
    email: string,
    currentPassword: string,
  ): Promise<Result<{ idToken: string }, ReauthError>>;
  /**
   * Re-authenticates with the current password, sets the new one, ends every other session and
   * returns a new session cookie so this browser stays signed in.
   */
  changePassword(input: {
    uid: string | null | undefined;
    currentPassword: string;
    newPassword: string;
    expiresInMs?: number;
  }): Promise<Result<{ sessionCookie: string; expiresInMs: number }, ChangePasswordError>>;
  /**
   * Ends every session of the user (revokes refresh tokens), those opened in the current second
   * included: it waits for the next whole second first. Failures are logged only (§8).
   */
  signOut(uid: string): Promise<boolean>;
}

interface Deps {
  config: FirebaseConfig;
  auth: Auth;
  logger: Logger;
  createProfile(uid: string, names: { firstName: string; lastName: string }): Promise<void>;
}

const clampLifetime = (ms: number | undefined) =>
  Math.min(SESSION_MAX_MS, Math.max(SESSION_MIN_MS, Math.round(ms ?? SESSION_DEFAULT_MS)));

/**
 * Firebase compares a token's auth_time with the user's tokensValidAfterTime in whole seconds
 * and treats a token from the very second of a revocation as valid. Waiting for the next
 * second before revoking makes sure every token issued so far is older than the cut-off.
 */
async function untilNextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

export function createAuthSessions({ config, auth, logger, createProfile }: Deps): AuthSessions {
  const signInWithPassword: AuthSessions["signInWithPassword"] = async (email, password) => {
    try {
      const { uid, idToken } = await signInWithPasswordRest(config, email, password);
      return ok({ uid, idToken });
    } catch (error) {
      if (error instanceof IdentityToolkitError) {
        switch (error.reason) {
          case "EMAIL_NOT_FOUND":
          case "INVALID_PASSWORD":
          case "INVALID_LOGIN_CREDENTIALS":
          case "INVALID_EMAIL":
          case "MISSING_PASSWORD":
          case "USER_DISABLED":
            return fail("invalid-credentials");
          case "TOO_MANY_ATTEMPTS_TRY_LATER":
            return fail("too-many-attempts");
        }
      }
      if (isBackendUnavailable(error)) {
        logger.warn("Sign-in: Auth unavailable", error.message);
        return fail("unavailable");
      }
      logger.error("Sign-in failed", error);
      return fail("unknown");
    }
  };

  const createSessionCookie: AuthSessions["createSessionCookie"] = (idToken, expiresInMs) =>
    withDeadline(
      auth.createSessionCookie(idToken, { expiresIn: clampLifetime(expiresInMs) }),
      DEADLINES_MS.write,
      "Auth: create session cookie",
    );

  const reauthenticate: AuthSessions["reauthenticate"] = async (email, currentPassword) => {
    try {
      const { idToken } = await signInWithPasswordRest(config, email, currentPassword);
      return ok({ idToken });
    } catch (error) {
      if (error instanceof IdentityToolkitError) {
        switch (error.reason) {
          case "INVALID_PASSWORD":
          case "INVALID_LOGIN_CREDENTIALS":
          case "MISSING_PASSWORD":
            return fail("wrong-password");
          case "EMAIL_NOT_FOUND":
          case "USER_DISABLED":
            return fail("no-user");
          case "TOO_MANY_ATTEMPTS_TRY_LATER":
            return fail("too-many-attempts");
        }
      }
      if (isBackendUnavailable(error)) {
        logger.warn("Re-authentication: Auth unavailable", error.message);
        return fail("unavailable");
      }
      logger.error("Re-authentication failed", error);
      return fail("unknown");
    }
  };

  return {
    async signUp({ email, password, firstName, lastName }) {
      let uid: string;
      const creating = auth.createUser({
        email,
        password,
        displayName: `${firstName} ${lastName}`.trim() || undefined,
      });
      try {
        const user = await withDeadline(creating, DEADLINES_MS.write, "Auth: create account");
        uid = user.uid;
      } catch (error) {
        switch (errorCode(error)) {
          case "auth/email-already-exists":
            return fail("email-taken");
          case "auth/invalid-password":
            return fail("weak-password");
          case "auth/invalid-email":
            return fail("invalid-email");
        }
        if (isBackendUnavailable(error)) {
          // Auth may still create the account once it answers; it would have no profile, so
          // it is removed then and the e-mail stays free for the next try.
          void creating.then((late) => auth.deleteUser(late.uid)).catch(() => undefined);
          return fail("unavailable");
        }
        logger.error("Sign-up failed", error);
        return fail("unknown");
      }
      try {
        await createProfile(uid, { firstName, lastName });
      } catch (error) {
        // No account without its profile: undo, so the e-mail can be used again.
        logger.error("Creating the profile failed; removing the new account", error);
        await withDeadline(auth.deleteUser(uid), DEADLINES_MS.write, "Auth: remove account").catch(
          (cleanupError: unknown) => logger.error("Removing the account failed", cleanupError),
        );
        return fail(isBackendUnavailable(error) ? "unavailable" : "unknown");
      }
      return ok({ uid });
    },

    signInWithPassword,

    async signIn(email, password, expiresInMs) {
      const signedIn = await signInWithPassword(email, password);
      if (!signedIn.ok) return signedIn;
      try {
        const lifetime = clampLifetime(expiresInMs);
        const sessionCookie = await createSessionCookie(signedIn.idToken, lifetime);
        const user = await withDeadline(
          auth.getUser(signedIn.uid),
          DEADLINES_MS.read,
          "Auth: read account",
        );
        return ok({
          sessionCookie,
          expiresInMs: lifetime,
          user: {
            uid: user.uid,
            email: user.email ?? null,
            displayName: user.displayName ?? null,
            photoURL: user.photoURL ?? null,
          },
        });
      } catch (error) {
        logger.error("Creating the session failed", error);
        return fail(isBackendUnavailable(error) ? "unavailable" : "unknown");
      }
    },

    createSessionCookie,

    async verifySession(sessionCookie) {
      if (!sessionCookie) return null;
      try {
        const decoded = await withDeadline(
          auth.verifySessionCookie(sessionCookie, true),
          DEADLINES_MS.session,
          "Auth: verify session",
        );
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          displayName: typeof decoded.name === "string" ? decoded.name : null,
          photoURL: decoded.picture ?? null,
          signedInAt: decoded.auth_time * 1000,
        };
      } catch (error) {
        // Not known to be valid, not known to be invalid: the caller decides (never "signed in").
        const down = asBackendError(error, "Auth: verify session");
        if (isBackendUnavailable(down)) throw down;
        const code = errorCode(error);
        // Expired, revoked, malformed or disabled: simply not signed in. Anything else is worth a line.
        if (!code?.startsWith("auth/")) logger.warn("Session check failed", error);
        return null;
      }
    },

    reauthenticate,

    async changePassword({ uid, currentPassword, newPassword, expiresInMs }) {
      if (!uid) return fail("not-signed-in");
      let email: string | undefined;
      try {
        email = (await withDeadline(auth.getUser(uid), DEADLINES_MS.read, "Auth: read account"))
          .email;
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return fail("no-user");
        if (isBackendUnavailable(error)) return fail("unavailable");
        logger.error("Password change: reading the account failed", error);
        return fail("unknown");
      }
      if (!email) return fail("no-user");

      const reauthenticated = await reauthenticate(email, currentPassword);
      if (!reauthenticated.ok) return reauthenticated;

      try {
        await withDeadline(
          auth.updateUser(uid, { password: newPassword }),
          DEADLINES_MS.write,
          "Auth: set password",
        );
      } catch (error) {
        if (errorCode(error) === "auth/invalid-password") return fail("weak-password");
        // Whether the new password landed is unknown: the user is told to try again, and
        // this browser's session is left as it was.
        if (isBackendUnavailable(error)) return fail("unavailable");
        logger.error("Password change failed", error);
        return fail("unknown");
      }

      try {
        // End every other session, then open a new one for this browser with the new password.
        await untilNextSecond();
        await withDeadline(
          auth.revokeRefreshTokens(uid),
          DEADLINES_MS.write,
          "Auth: end other sessions",
        );
        const fresh = await signInWithPasswordRest(config, email, newPassword);
        const lifetime = clampLifetime(expiresInMs);
        const sessionCookie = await createSessionCookie(fresh.idToken, lifetime);
        return ok({ sessionCookie, expiresInMs: lifetime });
      } catch (error) {
        // The password did change; only the new session could not be made. The user signs in again.
        logger.error("Password changed, but opening the new session failed", error);
        return fail("unknown");
      }
    },

    async signOut(uid) {
      try {
        // A session opened in this very second would survive a revocation made now (see
        // untilNextSecond), and a copy of its cookie would still open the account.
        await untilNextSecond();
        await withDeadline(auth.revokeRefreshTokens(uid), DEADLINES_MS.write, "Auth: sign out");
        return true;
      } catch (error) {
        logger.error("Sign-out failed", error);
        return false;
      }
    },
  };
}
