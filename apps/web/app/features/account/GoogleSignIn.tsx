import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type * as GoogleModuleTypes from "@travel/firebase-client/google-sign-in";
import { useHydrated } from "~/ui/use-hydrated";
import { useNonce } from "~/lib/nonce";
import {
  GOOGLE_SIGN_IN_MESSAGES,
  isGoogleSignInProblem,
  type GoogleSignInProblem,
} from "./google-sign-in-messages";
import "./google-sign-in.css";

type GoogleModule = typeof GoogleModuleTypes;
type GoogleConfig = Parameters<GoogleModule["googleIdToken"]>[0];

/** The Firebase web SDK, fetched only once the button is about to be used (never on other pages). */
let loading: Promise<GoogleModule> | undefined;
const loadGoogleModule = () => (loading ??= import("@travel/firebase-client/google-sign-in"));

async function loadConfig(): Promise<GoogleConfig> {
  const response = await fetch("/auth/google", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Google sign-in settings: HTTP ${response.status}`);
  return (await response.json()) as GoogleConfig;
}

const HIDE_NOTE_SCRIPT = "document.currentScript.previousElementSibling.hidden = true;";

/** Posts the ID token as a plain form, so the server's redirect and cookie work as for any form. */
function postIdToken(idToken: string, from: string, redirectTo: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/auth/google";
  for (const [name, value] of Object.entries({ idToken, from, redirectTo })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * "Continue with Google" for the sign-in and sign-up pages. Without JavaScript it says that
 * Google sign-in needs it; the e-mail forms work either way.
 */
export function GoogleSignIn({
  from,
  redirectTo,
}: {
  from: "/auth/login" | "/auth/signup";
  redirectTo: string;
}) {
  const hydrated = useHydrated();
  const nonce = useNonce();
  const [searchParams] = useSearchParams();
  const fromServer = searchParams.get("google");
  const [problem, setProblem] = useState<GoogleSignInProblem | null>(
    isGoogleSignInProblem(fromServer) ? fromServer : null,
  );
  const [busy, setBusy] = useState(false);
  const config = useRef<Promise<GoogleConfig> | undefined>(undefined);
  const prepare = () => {
    void loadGoogleModule().catch(() => undefined);
    config.current ??= loadConfig();
    config.current.catch(() => (config.current = undefined));
  };

  async function signIn() {
    setBusy(true);
    setProblem(null);
    prepare();
    // Opened in the click itself so the browser allows it; the emulator's page is shown in it.
    // (With a real project the SDK opens its own window; this one is closed again unused.)
    const popup = window.open("about:blank", "google-sign-in", "popup,width=520,height=640");
    try {
      const [google, settings] = await Promise.all([loadGoogleModule(), config.current]);
      if (!settings) throw new Error("no settings");
      if (!settings.emulatorUrl) popup?.close();
      const result = await google.googleIdToken(settings, popup);
      if (result.ok) return postIdToken(result.idToken, from, redirectTo);
      setProblem(result.reason === "email-has-password" ? "email-has-password" : result.reason);
    } catch (error) {
      console.warn("Google sign-in failed", error);
      popup?.close();
      setProblem("failed");
    }
    setBusy(false);
  }

  return (
    <div className="google-sign-in">
      <p className="google-sign-in__or">
        <span>or</span>
      </p>
      {problem ? (
        <p className="google-sign-in__problem" role="alert">
          {GOOGLE_SIGN_IN_MESSAGES[problem]}
        </p>
      ) : null}
      {hydrated ? (
        <button
          type="button"
          className="button google-sign-in__button"
          onClick={() => void signIn()}
          onPointerEnter={prepare}
          onFocus={prepare}
          disabled={busy}
        >
          <GoogleMark />
          {busy ? "Waiting for Google…" : "Continue with Google"}
        </button>
      ) : (
        <button type="button" className="button google-sign-in__button" disabled>
          <GoogleMark />
          Continue with Google
        </button>
      )}
      {hydrated ? null : (
        <>
          <p className="google-sign-in__note" suppressHydrationWarning>
            Google sign-in needs JavaScript, which is turned off in your browser. You can still sign
            in or create an account with your e-mail address and a password.
          </p>
          {/* With JavaScript the note is hidden as soon as it is parsed, before it is painted. */}
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: HIDE_NOTE_SCRIPT }}
          />
        </>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
