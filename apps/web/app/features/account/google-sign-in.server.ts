import type { LoadContext } from "~/lib/http/request-context.server";
import { redirect } from "react-router";
import { safeRedirectPath } from "@travel/domain";
import { z } from "zod";
import { clientIpOf } from "./auth-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { authHref } from "~/lib/auth-links";
import type { GoogleSignInProblem } from "./google-sign-in-messages";
import { consumeAll } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { commitSession } from "../../lib/session.server";
import { readForm } from "../../lib/http/read-form.server";
import { redirectWithToast } from "../toasts/toast.server";

/**
 * "Continue with Google" on the server (docs/decisions/079). The browser posts the ID token it
 * got from Google through the Firebase web SDK; the answer is the same session cookie as a
 * password sign-in, or a way back to the page it came from with what went wrong.
 */

/** Where the Auth emulator's Google page hands back its answer (embedded default only). */
const GOOGLE_EMULATOR_RETURN_PATH = "/auth/google-return";
/** The pages with the button: the only ones whose CSP admits the Google sign-in origins. */
const GOOGLE_SIGN_IN_PAGES = new Set(["/auth/login", "/auth/signup"]);

const googleFormSchema = z.object({
  // A Firebase ID token is a JWT of a kilobyte or two; the emulator's are unsigned.
  idToken: z
    .string()
    .min(20)
    .max(8192)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/),
  from: z.enum(["/auth/login", "/auth/signup"]).catch("/auth/login"),
  redirectTo: z.string().max(2048).optional(),
});

/** What the browser module needs to start Google sign-in (all of it public). */
export function googleSignInConfig() {
  const { config } = getServices();
  const authDomain =
    process.env.FIREBASE_AUTH_DOMAIN?.trim() || `${config.projectId}.firebaseapp.com`;
  return {
    apiKey: config.webApiKey,
    authDomain,
    projectId: config.projectId,
    ...(config.mode === "emulator"
      ? {
          emulatorUrl: `http://${config.emulators.auth}`,
          // A path: the browser resolves it against the page, so the window comes back to it.
          emulatorReturnUrl: GOOGLE_EMULATOR_RETURN_PATH,
        }
      : {}),
  };
}

/** Extra CSP sources for the pages with the button: only what Google sign-in talks to. */
export function googleSignInCspSources(pathname: string) {
  if (!GOOGLE_SIGN_IN_PAGES.has(pathname)) return undefined;
  const { config } = getServices();
  if (config.mode === "emulator") return { "connect-src": [`http://${config.emulators.auth}`] };
  const authDomain =
    process.env.FIREBASE_AUTH_DOMAIN?.trim() || `${config.projectId}.firebaseapp.com`;
  return {
    // The SDK's popup flow loads Google's iframe helper script and frames the auth domain.
    "script-src": ["https://apis.google.com"],
    "frame-src": [`https://${authDomain}`],
    "connect-src": ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
  };
}

/**
 * The site's pages are in a browsing context group of their own (COOP same-origin, set for
 * every response in lib/http/security-headers.server.ts). The sign-in window of Google (or of the
 * emulator) must stay reachable from the page that opened it, so these two pages, and the page
 * the emulator's window comes back to, allow the popups they open.
 */
const POPUP_OPENER_POLICY = "same-origin-allow-popups";

export function allowGoogleSignInPopup(headers: Headers, pathname: string) {
  if (GOOGLE_SIGN_IN_PAGES.has(pathname))
    headers.set("Cross-Origin-Opener-Policy", POPUP_OPENER_POLICY);
}

const backTo = (from: string, redirectTo: string, problem: GoogleSignInProblem) => {
  const page = authHref(from as "/auth/login" | "/auth/signup", redirectTo);
  const separator = page.includes("?") ? "&" : "?";
  return redirect(`${page}${separator}google=${problem}`, { status: 303 });
};

export async function googleSignInAction(request: Request, context: LoadContext) {
  requireSameOrigin(request);
  const form = await readForm(request);
  const parsed = googleFormSchema.safeParse({
    idToken: form.get("idToken"),
    from: form.get("from"),
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  const from = parsed.success ? parsed.data.from : "/auth/login";
  const redirectTo = safeRedirectPath(parsed.success ? parsed.data.redirectTo : undefined, "/");
  if (!parsed.success) return backTo(from, redirectTo, "failed");

  const allowed = await consumeAll([["googleSignInPerClient", clientIpOf(context)]]);
  if (!allowed.ok) return backTo(from, redirectTo, "too-many");

  const result = await getServices().googleSignIn.signInWithGoogle(parsed.data.idToken);
  if (!result.ok) {
    switch (result.error) {
      case "email-has-password":
        return backTo(from, redirectTo, "email-has-password");
      case "unavailable":
        return backTo(from, redirectTo, "unavailable");
      default:
        return backTo(from, redirectTo, "failed");
    }
  }
  const name = result.user.displayName?.trim().split(/\s+/)[0] ?? "";
  const welcome = result.firstSignIn
    ? `Welcome to Wayfarer${name ? `, ${name}` : ""}!`
    : `Welcome back${name ? `, ${name}` : ""}!`;
  return redirectWithToast(
    redirectTo,
    { type: "success", description: welcome },
    {
      status: 303,
      headers: { "Set-Cookie": await commitSession(result.sessionCookie, result.expiresInMs) },
    },
  );
}
