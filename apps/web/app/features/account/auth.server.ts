import type { LoadContext } from "~/lib/http/request-context.server";
import { data, redirect } from "react-router";
import { PASSWORD_MIN_LENGTH, safeRedirectPath, signInSchema, signUpSchema } from "@travel/domain";
import { clientIpOf, isHoneypotFilled } from "./auth-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { honeypotReply, parseForm, replyWith, type FormReply } from "~/lib/http/form-reply.server";
import { limitSignUp, signInAttempt, tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { commitSession, destroySession, getUser } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { orWhenUnavailable, retryAfterHeaders } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { sendSignUpVerification } from "./email-verification.server";
import { mailSignUpAttempt } from "./sign-up-attempt-mail.server";

/**
 * Sign-up, sign-in and sign-out: the actions behind /auth/*, kept here so the routes only
 * render. Every path answers with a form reply (4xx, messages per field) or a redirect.
 */
export const AUTH_MESSAGES = {
  wrongCredentials: "The email or password is incorrect.",
  weakPassword: `Choose a stronger password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  invalidEmail: "Enter an email address like name@example.com.",
  signInUnavailable: "We could not sign you in just now. Please try again in a moment.",
  signUpUnavailable: "We could not create your account just now. Please try again in a moment.",
} as const;

// What a refused form shows again as typed: never the password.
const SIGN_IN_KEEP = ["email"] as const;
const SIGN_UP_KEEP = ["firstName", "lastName", "email"] as const;

function rateLimited(retryAfterSeconds: number, values: Record<string, string>) {
  const { message, headers } = tooManyAttempts(retryAfterSeconds);
  return replyWith(429, { errors: {}, formError: message, values }, headers);
}

async function startSession(
  target: string,
  session: { sessionCookie: string; expiresInMs: number },
  welcome: string,
) {
  return redirectWithToast(
    target,
    { type: "success", description: welcome },
    {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session.sessionCookie, session.expiresInMs) },
    },
  );
}

const firstNameOf = (displayName: string | null) => displayName?.trim().split(/\s+/)[0] ?? "";

export async function signInAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (isHoneypotFilled(form)) return honeypotReply(form, SIGN_IN_KEEP);
  const parsed = parseForm(signInSchema, form, SIGN_IN_KEEP);
  if (!parsed.ok) return replyWith(400, parsed.reply);
  const { email, password } = parsed.data;
  const values = { email };

  // Spent before the password is checked, so parallel guesses cannot slip past the limit.
  const attempt = await signInAttempt(clientIpOf(context), email);
  if (!attempt.ok) return rateLimited(attempt.retryAfterSeconds, values);

  const result = await getServices().auth.signIn(email, password);
  await attempt.settle(
    result.ok
      ? "signed-in"
      : result.error === "invalid-credentials"
        ? "wrong-password"
        : "not-checked",
  );
  if (!result.ok) {
    switch (result.error) {
      case "invalid-credentials":
        // One message for an unknown e-mail and a wrong password: nothing is learnt about who has an account.
        return replyWith(400, { errors: {}, formError: AUTH_MESSAGES.wrongCredentials, values });
      case "too-many-attempts":
        return rateLimited(15 * 60, values);
      default:
        // Fail closed: no session without a verified sign-in.
        return replyWith(
          503,
          { errors: {}, formError: AUTH_MESSAGES.signInUnavailable, values },
          retryAfterHeaders(),
        );
    }
  }
  const name = firstNameOf(result.user.displayName);
  return startSession(
    safeRedirectPath(form.get("redirectTo"), "/"),
    result,
    name ? `Welcome back, ${name}!` : "Welcome back!",
  );
}

/** A finished sign-up: the page says where the next step was mailed (the same for every address). */
export type SignUpReply = FormReply & { sentTo?: string };

/**
 * Sign-up (decision 090). A new address gets its account and a verification mail; an address
 * that already has an account gets a mail telling its owner someone tried. Both answers are the
 * same page, "check your inbox", and neither signs anyone in: the page must not tell a stranger
 * which addresses have accounts (as forgot-password does not).
 */
export async function signUpAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (isHoneypotFilled(form)) return honeypotReply(form, SIGN_UP_KEEP);
  const parsed = parseForm(signUpSchema, form, SIGN_UP_KEEP);
  if (!parsed.ok) return replyWith(400, parsed.reply);
  const input = parsed.data;
  const values = { firstName: input.firstName, lastName: input.lastName, email: input.email };

  // Per address too, whether or not it has an account: this also bounds the mails its owner gets.
  const allowed = await limitSignUp(clientIpOf(context), input.email);
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds, values);

  const unavailable = () =>
    replyWith(
      503,
      { errors: {}, formError: AUTH_MESSAGES.signUpUnavailable, values },
      retryAfterHeaders(),
    );
  const created = await getServices().auth.signUp(input);
  if (!created.ok) {
    switch (created.error) {
      case "email-taken":
        // The owner hears of it by mail; the page says what it says to a new address.
        if (!(await mailSignUpAttempt(input.email))) return unavailable();
        break;
      case "weak-password":
        return replyWith(400, { errors: { password: [AUTH_MESSAGES.weakPassword] }, values });
      case "invalid-email":
        return replyWith(400, { errors: { email: [AUTH_MESSAGES.invalidEmail] }, values });
      default:
        return unavailable();
    }
  } else {
    await sendSignUpVerification(created.uid);
  }
  return data<SignUpReply>({ errors: {}, values, sentTo: input.email });
}

/** Ends every session of the user (refresh tokens revoked), forgets the cookie, goes home. */
export async function signOutAction(request: Request) {
  requireSameOrigin(request);
  // Auth silent: the uid is unknown, so only the cookie goes (the service logs the rest).
  const user = await orWhenUnavailable(getUser(request), null);
  // A failure is only logged by the service (spec §8): the cookie goes either way.
  if (user) await getServices().auth.signOut(user.uid);
  return redirect("/", { status: 303, headers: { "Set-Cookie": await destroySession() } });
}
