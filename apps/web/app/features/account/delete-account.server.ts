import { data, redirect } from "react-router";
import type { ErasureError, SessionUser } from "@travel/firebase-client";
import { ACCOUNT_DELETION_MESSAGES, accountDeletionSchema } from "@travel/domain";
import { consumeAll, tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { destroySession } from "../../lib/session.server";
import { retryAfterHeaders } from "../../lib/http/backend.server";
import { readSubmission } from "../../lib/http/form-reply.server";
import { createToastHeaders } from "../toasts/toast.server";

/**
 * My Profile's danger zone: deleting the account (docs/decisions/077). The person proves it is
 * them (current password; for a Google account, their e-mail and a fresh Google sign-in); the
 * service then removes the data and the Auth user last. Whatever the outcome after the check,
 * every session has ended, so the browser's cookie goes too.
 */
export const DELETE_ACCOUNT_INTENT = "delete-account";

export const DELETE_ACCOUNT_MESSAGES = {
  done: "Your account and everything stored with it have been deleted. Goodbye, and safe travels.",
  wrongPassword: "That password is not right. Your account was not deleted.",
  passwordMissing: ACCOUNT_DELETION_MESSAGES.proofMissing,
  emailMismatch: "Type the e-mail address of this account to confirm.",
  signInAgain:
    "For your safety, sign in with Google again, then delete your account within 10 minutes.",
  confirmMissing: ACCOUNT_DELETION_MESSAGES.confirmMissing,
  unfinished:
    "We could not finish deleting your account just now. Nothing you can still see is half-gone: sign in again and repeat the deletion to finish it.",
  unavailable:
    "We could not delete your account just now. Please try again in a moment; nothing was deleted.",
} as const;

export type DeleteAccountReply = {
  intent: typeof DELETE_ACCOUNT_INTENT;
  errors: Partial<Record<"currentPassword" | "confirmEmail" | "confirm", string[]>>;
  formError?: string;
};

function refuse(status: number, reply: Omit<DeleteAccountReply, "intent">, headers?: HeadersInit) {
  return data<DeleteAccountReply>({ intent: DELETE_ACCOUNT_INTENT, ...reply }, { status, headers });
}

const REFUSALS: Record<
  Exclude<ErasureError, "unavailable" | "interrupted" | "unknown">,
  [number, DeleteAccountReply["errors"]]
> = {
  "wrong-password": [400, { currentPassword: [DELETE_ACCOUNT_MESSAGES.wrongPassword] }],
  "email-mismatch": [400, { confirmEmail: [DELETE_ACCOUNT_MESSAGES.emailMismatch] }],
  "sign-in-again": [403, { confirmEmail: [DELETE_ACCOUNT_MESSAGES.signInAgain] }],
  "too-many-attempts": [429, {}],
};

/**
 * The danger zone's form, for a signed-in user (the caller has checked the Origin and the
 * session). Answers 303 to / with the session ended and a toast, or a 4xx for the form. A
 * Google-only account is judged by this session's own sign-in time, from its verified cookie.
 */
export async function deleteAccountAction(form: FormData, user: SessionUser, clientIp: string) {
  const { uid } = user;
  const parsed = readSubmission(form, accountDeletionSchema);
  if (!parsed.ok) return refuse(400, { errors: parsed.errors as DeleteAccountReply["errors"] });
  const { currentPassword, confirmEmail } = parsed.data;

  // Spent before the password is checked: guessing here is as slow as through the password change.
  const allowed = await consumeAll([
    ["accountDeletionPerClient", clientIp],
    ["accountDeletion", uid],
  ]);
  if (!allowed.ok) {
    const { message, headers } = tooManyAttempts(allowed.retryAfterSeconds);
    return refuse(429, { errors: {}, formError: message }, headers);
  }

  const result = await getServices().accountErasure.eraseAccount({
    uid,
    ...(currentPassword ? { currentPassword } : {}),
    ...(confirmEmail ? { confirmEmail } : {}),
    ...(user.signedInAt === undefined ? {} : { signedInAt: user.signedInAt }),
  });
  if (!result.ok) {
    if (result.error === "unavailable" || result.error === "unknown")
      return refuse(
        503,
        { errors: {}, formError: DELETE_ACCOUNT_MESSAGES.unavailable },
        retryAfterHeaders(),
      );
    if (result.error === "interrupted") {
      // The check passed, so sessions may have ended already: the cookie goes, and the person
      // signs in again to finish (every step is safe to repeat).
      const headers = await createToastHeaders({
        type: "error",
        description: DELETE_ACCOUNT_MESSAGES.unfinished,
      });
      headers.append("Set-Cookie", await destroySession());
      for (const [name, value] of Object.entries(retryAfterHeaders())) headers.set(name, value);
      return redirect("/auth/login", { status: 303, headers });
    }
    const [status, errors] = REFUSALS[result.error];
    if (result.error === "too-many-attempts") {
      const { message, headers } = tooManyAttempts(15 * 60);
      return refuse(status, { errors, formError: message }, headers);
    }
    return refuse(status, { errors });
  }

  const headers = await createToastHeaders({
    type: "success",
    description: DELETE_ACCOUNT_MESSAGES.done,
  });
  headers.append("Set-Cookie", await destroySession());
  return redirect("/", { status: 303, headers });
}

/** How this person proves it is them in the danger zone; "password" when Auth cannot say. */
export async function deletionProof(uid: string): Promise<"password" | "google"> {
  return getServices()
    .accountErasure.proofFor(uid)
    .catch(() => "password" as const);
}
