/** Why a Google sign-in came back without a session (the `google` parameter of the page). */
export type GoogleSignInProblem =
  "email-has-password" | "cancelled" | "popup-blocked" | "too-many" | "unavailable" | "failed";

export const GOOGLE_SIGN_IN_MESSAGES: Record<GoogleSignInProblem, string> = {
  "email-has-password":
    "This e-mail address already has a Wayfarer account with a password, so we did not sign you in with Google or make a second account. Sign in with your e-mail and password below. If the password no longer works, use “Forgot password” to set a new one.",
  cancelled: "Google sign-in was cancelled. You can try again, or use your e-mail and password.",
  "popup-blocked":
    "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  "too-many": "Too many sign-in attempts. Please wait a few minutes and try again.",
  unavailable: "We could not sign you in with Google just now. Please try again in a moment.",
  failed: "Google sign-in did not work. Please try again, or use your e-mail and password.",
};

export const isGoogleSignInProblem = (value: string | null): value is GoogleSignInProblem =>
  value !== null && Object.hasOwn(GOOGLE_SIGN_IN_MESSAGES, value);
