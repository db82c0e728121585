import type { LoadContext } from "~/lib/http/request-context.server";
import { data } from "react-router";
import { actionCodeField, emailVerificationSchema } from "@travel/domain";
import { clientIpOf, isHoneypotFilled } from "./auth-guard.server";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { limitActionCodeTry, limitVerificationMail } from "./account-mail-limits.server";
import { tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { requireUser } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { needsBackend, orWhenUnavailable, retryAfterHeaders } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { serverLog } from "../../lib/http/request-log.server";
import { SETTINGS_PATH } from "./profile-settings.server";
import { VERIFY_MESSAGES } from "./account-recovery-messages";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * Address verification (decision 075): Firebase mails a link on sign-up and again when asked
 * from My Profile; the link opens /auth/verify-email, where one click confirms. An unverified
 * account may do everything a verified one may; My Profile says which it is.
 */

/** After sign-up: the first verification mail. A failure is logged only; My Profile can resend. */
export async function sendSignUpVerification(uid: string): Promise<void> {
  const sent = await getServices().accountEmails.sendEmailVerification(uid);
  if (!sent.ok) serverLog().warn({ reason: sent.error }, "Sign-up verification mail not sent");
}

/** Whether the address is verified, for My Profile; null when Auth cannot say in time. */
export function emailVerifiedOf(uid: string): Promise<boolean | null> {
  return orWhenUnavailable(getServices().accountEmails.isEmailVerified(uid), null);
}

/** My Profile's "send the link again" (a form of its own, posting to /my-profile/verify-email). */
export async function resendVerificationAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm(request);
  const toast = (type: "success" | "error", description: string, init?: ResponseInit) =>
    redirectWithToast(SETTINGS_PATH, { type, description }, { status: 303, ...init });
  if (isHoneypotFilled(form)) return toast("error", VERIFY_MESSAGES.sendUnavailable);

  const allowed = await limitVerificationMail(clientIpOf(context), user.uid);
  if (!allowed.ok) return toast("error", tooManyAttempts(allowed.retryAfterSeconds).message);

  const sent = await needsBackend(() =>
    getServices().accountEmails.sendEmailVerification(user.uid),
  );
  if (sent.ok) return toast("success", VERIFY_MESSAGES.sent(user.email ?? "your address"));
  switch (sent.error) {
    case "already-verified":
      return toast("success", VERIFY_MESSAGES.alreadyVerified);
    case "too-many-attempts":
      return toast("error", tooManyAttempts(15 * 60).message);
    default:
      return toast("error", VERIFY_MESSAGES.sendUnavailable);
  }
}

type VerifyProblem = "expired" | "used" | "invalid" | "unavailable";
const statusOf = (problem: VerifyProblem) =>
  problem === "unavailable" ? 503 : problem === "invalid" ? 400 : 410;

function problemReply(problem: VerifyProblem, headers: HeadersInit = {}) {
  return data(
    { verifiedEmail: null, problem, message: VERIFY_MESSAGES[problem] as string, oobCode: null },
    {
      status: statusOf(problem),
      headers: problem === "unavailable" ? { ...retryAfterHeaders(), ...headers } : headers,
    },
  );
}

/** Refused before anything else: this client has tried too many codes. */
function tooManyCodes(retryAfterSeconds: number) {
  const { message, headers } = tooManyAttempts(retryAfterSeconds);
  return data(
    { verifiedEmail: null, problem: "unavailable" as VerifyProblem, message, oobCode: null },
    { status: 429, headers },
  );
}

/**
 * Opening the link shows a button: mail scanners open links too (as for the newsletter, decision
 * 060). Each opening counts against the per-client code limit, as on the reset page.
 */
export async function verifyEmailLoader(request: Request, context: LoadContext) {
  const code = actionCodeField.safeParse(pageUrl(request).searchParams.get("oobCode") ?? "");
  if (!code.success) return problemReply("invalid");
  const allowed = await limitActionCodeTry(clientIpOf(context));
  if (!allowed.ok) return tooManyCodes(allowed.retryAfterSeconds);
  return data({ verifiedEmail: null, problem: null, message: null, oobCode: code.data });
}

export async function verifyEmailAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (isHoneypotFilled(form)) return problemReply("invalid");
  const parsed = emailVerificationSchema.safeParse({ oobCode: form.get("oobCode") ?? "" });
  if (!parsed.success) return problemReply("invalid");

  const allowed = await limitActionCodeTry(clientIpOf(context));
  if (!allowed.ok) return tooManyCodes(allowed.retryAfterSeconds);

  const verified = await getServices().accountEmails.verifyEmail(parsed.data.oobCode);
  if (!verified.ok)
    return problemReply(verified.error === "unknown" ? "unavailable" : verified.error);
  return data({
    verifiedEmail: verified.email,
    problem: null,
    message: VERIFY_MESSAGES.verified(verified.email),
    oobCode: null,
  });
}
