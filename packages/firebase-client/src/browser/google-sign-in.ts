/// <reference lib="dom" />
import { initializeApp, deleteApp } from "firebase/app";
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  type Auth,
} from "firebase/auth";

/**
 * The browser half of "Continue with Google" (docs/decisions/079): loaded only when the button
 * is pressed, it signs in with Google through the Firebase web SDK and hands back the ID token
 * for the server to turn into the site's session cookie. Nothing is kept in the browser (in-memory
 * persistence, the app deleted afterwards): the server's cookie is the only session.
 */
export interface GoogleSignInConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** http://HOST:PORT of the Auth emulator in the embedded default; absent in production. */
  emulatorUrl?: string;
  /** Where the emulator's sign-in page sends its answer: a page of this site (emulator only). */
  emulatorReturnUrl?: string;
}

export type GoogleIdTokenResult =
  | { ok: true; idToken: string }
  | { ok: false; reason: "cancelled" | "popup-blocked" | "email-has-password" | "failed" };

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : "";

function reasonOf(error: unknown): Exclude<GoogleIdTokenResult, { ok: true }>["reason"] {
  switch (codeOf(error)) {
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
    case "auth/user-cancelled":
      return "cancelled";
    case "auth/popup-blocked":
      return "popup-blocked";
    case "auth/account-exists-with-different-credential":
    case "auth/credential-already-in-use":
    case "auth/email-already-in-use":
      return "email-has-password";
    default:
      return "failed";
  }
}

/**
 * The emulator's own Google sign-in page, in a popup. The SDK's popup flow relays the answer
 * through a helper frame that needs a Google-hosted script, which the embedded default cannot
 * reach offline; the page's app hand-off (the answer in the URL of a page it opens) needs no
 * script, so the page is asked to hand its answer to `returnUrl` on this site.
 */
async function emulatorGoogleCredential(config: GoogleSignInConfig, popup: Window) {
  const returnUrl = new URL(config.emulatorReturnUrl ?? "/", window.location.href);
  // The page builds "<scheme>://firebaseauth/link?deep_link_id=…" with the scheme taken from the
  // client id, dot-separated parts reversed; a scheme ending in "?via=" makes that a URL here.
  const scheme = `${returnUrl.origin}${returnUrl.pathname}?via=`;
  const handler = new URL("/emulator/auth/handler", config.emulatorUrl);
  handler.search = new URLSearchParams({
    apiKey: config.apiKey,
    providerId: "google.com",
    authType: "signInViaRedirect",
    ibi: "wayfarer",
    clientId: scheme.split(".").reverse().join("."),
    eventId: crypto.randomUUID(),
  }).toString();
  popup.location.href = handler.toString();

  const answer = await new Promise<string | null>((resolve) => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      let href: string | null = null;
      try {
        // Readable only once the popup is back on this site.
        href = popup.location.href.startsWith(returnUrl.origin) ? popup.location.href : null;
      } catch {
        href = null;
      }
      if (href || popup.closed || Date.now() - started > 5 * 60_000) {
        window.clearInterval(timer);
        popup.close();
        resolve(href);
      }
    }, 250);
  });
  if (!answer) return null;
  const deepLink = new URL(answer).href.split("deep_link_id=")[1];
  if (!deepLink) return null;
  const callback = new URL(decodeURIComponent(deepLink.split("&")[0] ?? ""));
  const link = callback.searchParams.get("link");
  const idToken = link ? new URL(link).searchParams.get("id_token") : null;
  return idToken ? GoogleAuthProvider.credential(idToken) : null;
}

/**
 * Signs in with Google and returns the Firebase ID token. Call it straight from the click, so
 * the browser lets the popup open.
 */
export async function googleIdToken(
  config: GoogleSignInConfig,
  /** A popup opened in the click itself (emulator only), before any await. */
  openedPopup?: Window | null,
): Promise<GoogleIdTokenResult> {
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `google-sign-in-${crypto.randomUUID()}`,
  );
  try {
    const auth: Auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (config.emulatorUrl) {
      connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
      if (!openedPopup) return { ok: false, reason: "popup-blocked" };
      const credential = await emulatorGoogleCredential(config, openedPopup);
      if (!credential) return { ok: false, reason: "cancelled" };
      const { user } = await signInWithCredential(auth, credential);
      return { ok: true, idToken: await user.getIdToken() };
    }
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: "select_account" });
    const { user } = await signInWithPopup(auth, provider);
    return { ok: true, idToken: await user.getIdToken() };
  } catch (error) {
    console.warn("Google sign-in did not finish", codeOf(error) || error);
    return { ok: false, reason: reasonOf(error) };
  } finally {
    await deleteApp(app).catch(() => undefined);
  }
}
