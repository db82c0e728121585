import { createHash } from "node:crypto";
import type { Auth } from "firebase-admin/auth";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import type { FirebaseConfig } from "../config.js";
import {
  BackendUnavailableError,
  DEADLINES_MS,
  isBackendUnavailable,
  scaled,
  withDeadline,
} from "../deadline.js";
import { errorCode, fail, type Logger, ok, type Result } from "../results.js";
import {
  IdentityToolkitError,
  identityToolkitBase,
  postIdentityToolkit,
} from "./identity-toolkit.js";

/**
 * E-mail actions of Firebase Auth: "forgot password" and address verification. Firebase makes
 * the one-time code ("oobCode"), mails the link (its templates; the action URL points at this
 * site, docs/deploy.md) and checks the code when it comes back. Against the Auth emulator no
 * mail leaves: the emulator holds the codes, and `heldMessages` lists them for the development
 * outbox. Every call goes through the Identity Toolkit REST API with a deadline.
 */

/** Why a code from a link cannot be used. Firebase says "invalid" for a used code; see SPENT. */
export type ActionCodeError = "expired" | "used" | "invalid" | "unavailable" | "unknown";
export type ResetPasswordError = ActionCodeError | "weak-password";
export type SendResetError = "too-many-attempts" | "unavailable" | "unknown";
export type SendVerificationError =
  "already-verified" | "no-user" | "too-many-attempts" | "unavailable" | "unknown";

/** A message the Auth emulator holds instead of sending it (development outbox, tests). */
export interface HeldMessage {
  kind: "password-reset" | "email-verification";
  email: string;
  oobCode: string;
}

export interface AccountEmails {
  /**
   * Asks Firebase to mail a reset link. An unknown address is a success too: the caller shows
   * one answer either way, and nothing here tells them apart.
   */
  sendPasswordReset(email: string): Promise<Result<object, SendResetError>>;
  /** Whether a reset code can still be used (does not spend it), and for which address. */
  checkPasswordResetCode(oobCode: string): Promise<Result<{ email: string }, ActionCodeError>>;
  /**
   * Spends the code, sets the new password and ends every session of the account (the old
   * session cookies stop working). Returns the account, so the caller can open a new session.
   */
  resetPassword(
    oobCode: string,
    newPassword: string,
  ): Promise<Result<{ uid: string; email: string }, ResetPasswordError>>;
  /** Asks Firebase to mail a verification link to the account's own address. */
  sendEmailVerification(uid: string): Promise<Result<object, SendVerificationError>>;
  /** Spends a verification code: the account's address is verified. */
  verifyEmail(oobCode: string): Promise<Result<{ email: string }, ActionCodeError>>;
  /** Whether the account's address is verified (read from Auth, never from a cookie's claims). */
  isEmailVerified(uid: string): Promise<boolean>;
  /** The Auth emulator's held messages, newest last; always [] on a real project. */
  heldMessages(): Promise<HeldMessage[]>;
}

/**
 * Codes spent through this site, by hash. Firebase answers a spent code exactly like a made-up
 * one (INVALID_OOB_CODE); this record lets the page say "already used" instead. Server only
 * (firestore.rules deny every client); `expiresAt` is the field for a Firestore TTL policy.
 */
export const SPENT_ACTION_CODES = "spent_action_codes";
/** Longer than any code lives (reset: 1 hour, verification: 3 days). */
const SPENT_CODE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Firebase codes are URL-safe base64 of a few dozen characters; anything else is refused unread. */
export const ACTION_CODE_PATTERN = /^[\w-]{10,200}$/;

interface Deps {
  config: FirebaseConfig;
  auth: Auth;
  firestore: Firestore;
  logger: Logger;
  /** Where the Identity Toolkit REST API is served; defaults to the config's (tests put a proxy here). */
  identityToolkit?: string;
}

const hashOf = (oobCode: string) => createHash("sha256").update(oobCode).digest("hex");

/** The first word of Identity Toolkit's message, e.g. "EXPIRED_OOB_CODE". */
/** See sessions.ts: revocation is compared in whole seconds. */
async function untilNextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

export function createAccountEmails({
  config,
  auth,
  firestore,
  logger,
  identityToolkit = identityToolkitBase(config),
}: Deps): AccountEmails {
  const spent = firestore.collection(SPENT_ACTION_CODES);

  /** One POST within the e-mail actions' deadline; no connection at all counts as unavailable. */
  async function call<T extends object>(path: string, body: object, what: string) {
    const request = {
      base: identityToolkit,
      apiKey: config.webApiKey,
      path,
      deadlineMs: DEADLINES_MS.emailAction,
      what: `Auth: ${what}`,
    };
    try {
      return (await postIdentityToolkit<T>(request, body)).body as T;
    } catch (error) {
      if (error instanceof IdentityToolkitError || error instanceof BackendUnavailableError)
        throw error;
      throw new BackendUnavailableError(request.what, { cause: error });
    }
  }

  /** What an Identity Toolkit refusal of a code means for the person holding the link. */
  async function codeProblem(error: unknown, oobCode: string, what: string) {
    if (error instanceof IdentityToolkitError) {
      switch (error.reason) {
        case "EXPIRED_OOB_CODE":
          return "expired" as const;
        case "INVALID_OOB_CODE":
        case "MISSING_OOB_CODE":
          return (await wasSpent(oobCode)) ? ("used" as const) : ("invalid" as const);
      }
    }
    if (isBackendUnavailable(error)) {
      logger.warn(`${what}: Auth unavailable`, error.message);
      return "unavailable" as const;
    }
    logger.error(`${what} failed`, error);
    return "unknown" as const;
  }

  async function wasSpent(oobCode: string): Promise<boolean> {
    try {
      const read = spent.doc(hashOf(oobCode)).get();
      return (await withDeadline(read, DEADLINES_MS.read, "Firestore: spent code")).exists;
    } catch (error) {
      // Only the wording depends on it: "not valid" is still true of a spent code.
      logger.warn("Could not look up a spent e-mail code", error);
      return false;
    }
  }

  async function markSpent(oobCode: string, kind: HeldMessage["kind"]) {
    const now = Date.now();
    const write = spent.doc(hashOf(oobCode)).set({
      kind,
      spentAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + SPENT_CODE_KEEP_MS),
    });
    await withDeadline(write, DEADLINES_MS.write, "Firestore: mark a code spent").catch(
      (error: unknown) => logger.warn("Could not record a spent e-mail code", error),
    );
  }

  const checkPasswordResetCode: AccountEmails["checkPasswordResetCode"] = async (oobCode) => {
    if (!ACTION_CODE_PATTERN.test(oobCode)) return fail("invalid");
    try {
      // Without newPassword this only reads the code (what the web SDK's verifyPasswordResetCode does).
      const answer = await call<{ email?: string; requestType?: string }>(
        "accounts:resetPassword",
        { oobCode },
        "check reset code",
      );
      if (answer.requestType !== "PASSWORD_RESET" || !answer.email) return fail("invalid");
      return ok({ email: answer.email });
    } catch (error) {
      return fail(await codeProblem(error, oobCode, "Checking a reset code"));
    }
  };

  return {
    checkPasswordResetCode,

    async sendPasswordReset(email) {
      try {
        await call("accounts:sendOobCode", { requestType: "PASSWORD_RESET", email }, "send reset");
        return ok({});
      } catch (error) {
        if (error instanceof IdentityToolkitError) {
          switch (error.reason) {
            // No account, or one Firebase will not mail: the same silence as a success.
            case "EMAIL_NOT_FOUND":
            case "USER_DISABLED":
            case "INVALID_EMAIL":
              return ok({});
            case "TOO_MANY_ATTEMPTS_TRY_LATER":
            case "RESET_PASSWORD_EXCEED_LIMIT":
              return fail("too-many-attempts");
          }
        }
        if (isBackendUnavailable(error)) {
          logger.warn("Password reset mail: Auth unavailable", error.message);
          return fail("unavailable");
        }
        logger.error("Password reset mail failed", error);
        return fail("unknown");
      }
    },

    async resetPassword(oobCode, newPassword) {
      if (!ACTION_CODE_PATTERN.test(oobCode)) return fail("invalid");
      const checked = await checkPasswordResetCode(oobCode);
      if (!checked.ok) return checked;
      // A session made in this very second would survive the revocation below (sessions.ts).
      await untilNextSecond();
      let email: string;
      try {
        const answer = await call<{ email?: string }>(
          "accounts:resetPassword",
          { oobCode, newPassword },
          "reset password",
        );
        email = answer.email ?? checked.email;
      } catch (error) {
        if (error instanceof IdentityToolkitError && error.reason === "WEAK_PASSWORD")
          return fail("weak-password");
        return fail(await codeProblem(error, oobCode, "Resetting a password"));
      }
      await markSpent(oobCode, "password-reset");
      try {
        const user = await withDeadline(
          auth.getUserByEmail(email),
          DEADLINES_MS.read,
          "Auth: read account",
        );
        // Firebase already moves the cut-off on a reset; said again here so it never depends on that.
        await withDeadline(
          auth.revokeRefreshTokens(user.uid),
          DEADLINES_MS.write,
          "Auth: end every session",
        );
        return ok({ uid: user.uid, email });
      } catch (error) {
        // The password is set; whether the old sessions were cut off is not known: say so loudly.
        logger.error("Password reset: ending the old sessions failed", error);
        return fail(isBackendUnavailable(error) ? "unavailable" : "unknown");
      }
    },

    async sendEmailVerification(uid) {
      try {
        const user = await withDeadline(auth.getUser(uid), DEADLINES_MS.read, "Auth: read account");
        if (!user.email) return fail("no-user");
        if (user.emailVerified) return fail("already-verified");
        // Firebase mails a verification only on the user's own behalf: a short-lived ID token
        // for them, minted from a custom token the admin SDK signs.
        const customToken = await withDeadline(
          auth.createCustomToken(uid),
          DEADLINES_MS.write,
          "Auth: custom token",
        );
        const { idToken } = await call<{ idToken: string }>(
          "accounts:signInWithCustomToken",
          { token: customToken, returnSecureToken: true },
          "token for verification",
        );
        await call(
          "accounts:sendOobCode",
          { requestType: "VERIFY_EMAIL", idToken },
          "send verification",
        );
        return ok({});
      } catch (error) {
        if (errorCode(error) === "auth/user-not-found") return fail("no-user");
        if (error instanceof IdentityToolkitError) {
          if (error.reason === "TOO_MANY_ATTEMPTS_TRY_LATER") return fail("too-many-attempts");
          if (error.reason === "USER_NOT_FOUND" || error.reason === "USER_DISABLED")
            return fail("no-user");
        }
        if (isBackendUnavailable(error)) {
          logger.warn("Verification mail: Auth unavailable", error.message);
          return fail("unavailable");
        }
        logger.error("Verification mail failed", error);
        return fail("unknown");
      }
    },

    async verifyEmail(oobCode) {
      if (!ACTION_CODE_PATTERN.test(oobCode)) return fail("invalid");
      try {
        // accounts:update with only an oobCode is the web SDK's applyActionCode.
        const answer = await call<{ email?: string; emailVerified?: boolean }>(
          "accounts:update",
          { oobCode },
          "verify address",
        );
        if (!answer.emailVerified || !answer.email) return fail("invalid");
        await markSpent(oobCode, "email-verification");
        return ok({ email: answer.email });
      } catch (error) {
        return fail(await codeProblem(error, oobCode, "Verifying an address"));
      }
    },

    async isEmailVerified(uid) {
      const user = await withDeadline(auth.getUser(uid), DEADLINES_MS.read, "Auth: read account");
      return user.emailVerified;
    },

    async heldMessages() {
      if (config.mode !== "emulator") return [];
      const url = `http://${config.emulators.auth}/emulator/v1/projects/${encodeURIComponent(config.projectId)}/oobCodes`;
      const signal = AbortSignal.timeout(scaled(DEADLINES_MS.read));
      let body: { oobCodes?: { email?: string; requestType?: string; oobCode?: string }[] };
      try {
        const response = await fetch(url, { signal });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new BackendUnavailableError("Auth emulator: held messages", { cause: error });
      }
      return (body.oobCodes ?? []).flatMap((held): HeldMessage[] => {
        const kind =
          held.requestType === "PASSWORD_RESET"
            ? "password-reset"
            : held.requestType === "VERIFY_EMAIL"
              ? "email-verification"
              : undefined;
        return kind && held.email && held.oobCode
          ? [{ kind, email: held.email, oobCode: held.oobCode }]
          : [];
      });
    },
  };
}
