import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isValidEmail, safeRedirectPath } from "@travel/domain";
import { getNewsletterList } from "~/features/home/newsletter.server";
import { redirectWithToast } from "~/features/toasts/toast.server";

/** The newsletter form posts here from any page and is sent back with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  const email = String(form.get("email") ?? "").trim();
  if (!isValidEmail(email)) {
    return redirectWithToast(back, { type: "error", description: "Please enter a valid e-mail address to subscribe." }, { status: 303 });
  }
  let alreadySubscribed: boolean;
  try {
    ({ alreadySubscribed } = await getNewsletterList().subscribe(email));
  } catch (error) {
    console.error("Could not store a newsletter sign-up", error);
    return redirectWithToast(back, { type: "error", description: "We could not subscribe you just now. Please try again in a moment." }, { status: 303 });
  }
  return redirectWithToast(
    back,
    alreadySubscribed
      ? { type: "blank", description: "You are already subscribed. See you in your inbox!" }
      : { type: "success", description: "Subscribed! Your first idea arrives next month." },
    { status: 303 },
  );
}

export function loader() {
  return redirect("/");
}
