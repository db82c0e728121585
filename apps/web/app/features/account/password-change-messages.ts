import type { ChangePasswordError } from "@travel/firebase-client";

/** The spec's messages for a password change (§8), shown as toasts on My Profile. */
export const PASSWORD_CHANGE_MESSAGES = {
  success: "Password changed successfully!",
  wrongPassword: "Current password is incorrect.",
  notSignedIn: "No user is logged in.",
  failed: "An error occurred while changing password.",
} as const;

/**
 * Not one of the spec's four: Firebase did not answer in time, so whether the password changed
 * is unknown. Shown on the form with a 503, never as the generic failure (decision 065).
 */
export const PASSWORD_CHANGE_UNAVAILABLE =
  "We could not change your password just now. Please try again in a moment.";

/** The toast for a password change's result code (firebase-client answers codes, not words). */
export function passwordChangeMessage(
  result: { ok: true } | { ok: false; error: ChangePasswordError },
): {
  kind: "success" | "error";
  message: string;
} {
  if (result.ok) return { kind: "success", message: PASSWORD_CHANGE_MESSAGES.success };
  switch (result.error) {
    case "wrong-password":
      return { kind: "error", message: PASSWORD_CHANGE_MESSAGES.wrongPassword };
    case "not-signed-in":
      return { kind: "error", message: PASSWORD_CHANGE_MESSAGES.notSignedIn };
    case "unavailable":
      return { kind: "error", message: PASSWORD_CHANGE_UNAVAILABLE };
    default:
      return { kind: "error", message: PASSWORD_CHANGE_MESSAGES.failed };
  }
}
