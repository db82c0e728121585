import { type ActionFunctionArgs, redirect } from "react-router";
import { isValidEmail, safeRedirectPath } from "@travel/domain";
import { clientIpOf } from "~/features/account/auth-guard.server";
import { NEWSLETTER_THANKS, signUpForNewsletter } from "~/features/home/newsletter.server";
import { consumeAll, tooManyAttempts } from "~/lib/rate-limit.server";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { readForm } from "~/lib/http/read-form.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";

/**
 * The newsletter form posts here from any page and is sent back with a toast. Every valid
 * address gets the same answer, subscribed or not (the mail says which); the confirmation
 * link in that mail completes the sign-up (decision 060).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  const allowed = await consumeAll([["newsletterPerClient", clientIpOf(context)]]);
  if (!allowed.ok) {
    const { message, headers } = tooManyAttempts(
      allowed.retryAfterSeconds,
      "There have been many sign-ups from your network.",
    );
    throw new Response(message, {
      status: 429,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const email = String(form.get("email") ?? "").trim();
  if (!isValidEmail(email)) {
    return redirectWithToast(
      back,
      { type: "error", description: "Please enter a valid e-mail address to subscribe." },
      { status: 303 },
    );
  }
  try {
    await signUpForNewsletter(email);
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not store a newsletter sign-up");
    return redirectWithToast(
      back,
      {
        type: "error",
        description: "We could not subscribe you just now. Please try again in a moment.",
      },
      { status: 303 },
    );
  }
  return redirectWithToast(
    back,
    { type: "success", description: NEWSLETTER_THANKS },
    { status: 303 },
  );
}

export function loader() {
  return redirect("/");
}
