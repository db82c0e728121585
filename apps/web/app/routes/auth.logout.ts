import { type ActionFunctionArgs, redirect } from "react-router";
import { signOutAction } from "~/features/account/auth.server";

/** Signing out is a POST (the profile menu's form); a GET changes nothing. */
export function loader() {
  return redirect("/");
}

export function action({ request }: ActionFunctionArgs) {
  return signOutAction(request);
}
