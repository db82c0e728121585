/**
 * What the forgot / reset password, address verification and finished sign-up pages say
 * (decisions 074, 075, 090).
 * Shared by the server modules and the pages; no server code here.
 */
export const RESET_MESSAGES = {
  sent: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to choose a new password. The link works for one hour. Check your spam folder if it hasn't arrived in a few minutes.`,
  sendUnavailable: "We could not send the link just now. Please try again in a moment.",
  expired: "This link has expired: reset links work for one hour. Ask for a new one below.",
  used: "This link has already been used to choose a new password. If you still can't sign in, ask for a new link below.",
  invalid:
    "This link is not valid: it may be incomplete, or replaced by a newer one. Ask for a new link below.",
  checkUnavailable: "We could not check this link just now. Please try again in a moment.",
  resetUnavailable:
    "We could not set your new password just now. Please try again in a moment; if the link no longer works, ask for a new one.",
  done: "Your new password is set, and every other device has been signed out.",
  doneSignIn: "Your new password is set, and every device has been signed out. Please sign in.",
} as const;

export const VERIFY_MESSAGES = {
  sent: (email: string) => `We've sent a verification link to ${email}. It works for 3 days.`,
  alreadyVerified: "Your email address is already verified.",
  sendUnavailable:
    "We could not send the verification link just now. Please try again in a moment.",
  verified: (email: string) => `Thank you: ${email} is verified.`,
  expired:
    "This verification link has expired. Sign in and send yourself a new one from My Profile.",
  used: "This verification link has already been used. My Profile shows whether your address is verified.",
  invalid:
    "This verification link is not valid: it may be incomplete, or replaced by a newer one. Sign in and send yourself a new one from My Profile.",
  unavailable: "We could not verify your address just now. Please open the link again in a moment.",
} as const;

/** A finished sign-up, whether the address was new or already had an account (decision 090). */
export const SIGN_UP_MESSAGES = {
  sent: (email: string) =>
    `We've sent a message to ${email} with the next step. Check your spam folder if it hasn't arrived in a few minutes.`,
  next: "Once you have opened it, sign in with your e-mail address and password.",
} as const;
