import { type ActionFunctionArgs, redirect } from "react-router";
import { resendVerificationAction } from "~/features/account/email-verification.server";

/** My Profile's "send the verification link again": a form post only; a visit goes to My Profile. */
export function loader() {
  return redirect("/my-profile/settings", 303);
}

export function action({ request, context }: ActionFunctionArgs) {
  return resendVerificationAction(request, context);
}
