import type { LoadContext } from "~/lib/http/request-context.server";
import { data } from "react-router";
import { actionCodeField, passwordResetRequestSchema, passwordResetSchema } from "@travel/domain";
import type { ActionCodeError } from "@travel/firebase-client";
import { clientIpOf, isHoneypotFilled } from "./auth-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { honeypotReply, parseForm, replyWith, type FormReply } from "~/lib/http/form-reply.server";
import { AUTH_MESSAGES } from "./auth.server";
import { limitActionCodeTry, limitPasswordResetMail } from "./account-mail-limits.server";
import { tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { commitSession } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { retryAfterHeaders } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { RESET_MESSAGES } from "./account-recovery-messages";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * "Forgot password" and the page its link opens (decision 074). Firebase mails the link; the
 * form's answer never says whether an account exists. Choosing the new password spends the
 * code, ends every session of the account and signs this browser in with the new password.
 */

/** A problem with the link itself: shown instead of the form, with a way to ask again. */
export type LinkProblem = "expired" | "used" | "invalid" | "unavailable";

const problemOf = (error: ActionCodeError): LinkProblem =>
  error === "unknown" ? "unavailable" : error;

const linkProblemMessage = (problem: LinkProblem): string =>
  problem === "unavailable" ? RESET_MESSAGES.checkUnavailable : RESET_MESSAGES[problem];

const statusOf = (problem: LinkProblem) =>
  problem === "unavailable" ? 503 : problem === "invalid" ? 400 : 410;

function problemReply(problem: LinkProblem) {
  return data(
    { problem, message: linkProblemMessage(problem), oobCode: null, email: null },
    {
      status: statusOf(problem),
      headers: problem === "unavailable" ? retryAfterHeaders() : {},
    },
  );
}

function rateLimited(retryAfterSeconds: number, values: Record<string, string>) {
  const { message, headers } = tooManyAttempts(retryAfterSeconds);
  return replyWith(429, { errors: {}, formError: message, values }, headers);
}

export type ForgotReply = FormReply & { sentTo?: string };

export async function forgotPasswordAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (isHoneypotFilled(form)) return honeypotReply(form, ["email"]);
  const parsed = parseForm(passwordResetRequestSchema, form, ["email"]);
  if (!parsed.ok) return replyWith(400, parsed.reply);
  const { email } = parsed.data;
  const values = { email };

  // Counted per address whether or not it has an account: a refusal here tells nothing either.
  const allowed = await limitPasswordResetMail(clientIpOf(context), email);
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds, values);

  const sent = await getServices().accountEmails.sendPasswordReset(email);
  // Firebase's own limit applies to existing accounts only: telling it apart would say one exists.
  if (!sent.ok && sent.error !== "too-many-attempts") {
    return replyWith(
      503,
      { errors: {}, formError: RESET_MESSAGES.sendUnavailable, values },
      retryAfterHeaders(),
    );
  }
  return data<ForgotReply>({ errors: {}, values, sentTo: email });
}

/** Refused before Firebase is asked: this client has tried too many codes. */
function tooManyCodes(retryAfterSeconds: number) {
  const { message, headers } = tooManyAttempts(retryAfterSeconds);
  return data(
    { problem: "unavailable" as LinkProblem, message, oobCode: null, email: null },
    { status: 429, headers },
  );
}

/**
 * The reset page's code: checked (not spent) before the form is shown. Opening the page is a
 * try like posting the form (a valid code shows its address), so it counts against the same
 * per-client limit, spent before Firebase is asked.
 */
export async function resetPasswordLoader(request: Request, context: LoadContext) {
  const code = actionCodeField.safeParse(pageUrl(request).searchParams.get("oobCode") ?? "");
  if (!code.success) return problemReply("invalid");
  const allowed = await limitActionCodeTry(clientIpOf(context));
  if (!allowed.ok) return tooManyCodes(allowed.retryAfterSeconds);
  const checked = await getServices().accountEmails.checkPasswordResetCode(code.data);
  if (!checked.ok) return problemReply(problemOf(checked.error));
  return data({ problem: null, message: null, oobCode: code.data, email: checked.email });
}

export async function resetPasswordAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (isHoneypotFilled(form)) return honeypotReply(form, []);
  const parsed = parseForm(passwordResetSchema, form, []);
  if (!parsed.ok) {
    if (parsed.reply.errors.oobCode) return problemReply("invalid");
    return replyWith(400, parsed.reply);
  }
  const { oobCode, newPassword } = parsed.data;

  const allowed = await limitActionCodeTry(clientIpOf(context));
  if (!allowed.ok) return rateLimited(allowed.retryAfterSeconds, {});

  const { accountEmails, auth } = getServices();
  const reset = await accountEmails.resetPassword(oobCode, newPassword);
  if (!reset.ok) {
    switch (reset.error) {
      case "weak-password":
        return replyWith(400, {
          errors: { newPassword: [AUTH_MESSAGES.weakPassword] },
          values: {},
        });
      case "expired":
      case "used":
      case "invalid":
        return problemReply(reset.error);
      default:
        return replyWith(
          503,
          { errors: {}, formError: RESET_MESSAGES.resetUnavailable, values: {} },
          retryAfterHeaders(),
        );
    }
  }

  // The person has just proved they hold the mailbox and typed the new password: asking for it
  // again on the sign-in form would add a step and no safety (decision 074).
  const session = await auth.signIn(reset.email, newPassword);
  if (!session.ok) {
    return redirectWithToast(
      `/auth/login`,
      { type: "success", description: RESET_MESSAGES.doneSignIn },
      { status: 303 },
    );
  }
  return redirectWithToast(
    "/",
    { type: "success", description: RESET_MESSAGES.done },
    {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session.sessionCookie, session.expiresInMs) },
    },
  );
}
