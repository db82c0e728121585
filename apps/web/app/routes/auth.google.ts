import type { ActionFunctionArgs } from "react-router";
import { googleSignInAction, googleSignInConfig } from "~/features/account/google-sign-in.server";

// The settings the button's browser module starts Google sign-in with (public, never cached).
export const loader = () =>
  Response.json(googleSignInConfig(), {
    headers: { "Cache-Control": "no-store" },
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  googleSignInAction(request, context);
