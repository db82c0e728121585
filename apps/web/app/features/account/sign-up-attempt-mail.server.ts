import escapeHtml from "escape-html";
import { errorDetails, serverLog } from "../../lib/http/request-log.server";
import { getOutbox, siteLink, type OutgoingMail } from "../home/mail.server";

/**
 * The mail an account's owner gets when someone signs up with their address (decision 090).
 * The sign-up page answers exactly as for a new address, so only the mailbox learns that the
 * account exists; the owner is told how to get in and that nothing changed.
 */
function signUpAttemptMail(to: string): OutgoingMail {
  const signIn = siteLink("/auth/login");
  const reset = siteLink("/auth/forgot-password");
  return {
    to,
    kind: "sign-up-attempt",
    links: [
      { label: "Sign in", url: signIn },
      { label: "Choose a new password", url: reset },
    ],
    message: {
      subject: "You already have a Wayfarer account",
      text: `Someone, perhaps you, tried to create a Wayfarer account with this address. You already have one, so nothing was created and nothing about your account has changed.\n\nTo sign in (with your password, or with Google if that is how you joined):\n${signIn}\n\nForgot your password? Choose a new one here:\n${reset}\n\nIf it was not you, you can ignore this mail.`,
      html: `<p>Someone, perhaps you, tried to create a Wayfarer account with this address. You already have one, so nothing was created and nothing about your account has changed.</p><p><a href="${escapeHtml(signIn)}">Sign in</a> with your password, or with Google if that is how you joined.</p><p>Forgot your password? <a href="${escapeHtml(reset)}">Choose a new one</a>.</p><p>If it was not you, you can ignore this mail.</p>`,
    },
  };
}

/** Queues the mail; false when it could not be queued in time (the caller answers 503). */
export async function mailSignUpAttempt(to: string): Promise<boolean> {
  try {
    await getOutbox().send(signUpAttemptMail(to));
    return true;
  } catch (error) {
    serverLog().warn(errorDetails(error), "Sign-up attempt mail not queued");
    return false;
  }
}
