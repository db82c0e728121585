import type { FirebaseConfig } from "../config.js";
import { BackendUnavailableError, DEADLINES_MS, scaled } from "../deadline.js";

/**
 * Password sign-in from the server through the Identity Toolkit REST API (what the web SDK's
 * signInWithEmailAndPassword calls), so the sign-in form works without JavaScript. Against
 * the Auth emulator the same path is served at http://HOST:PORT/ and any key is accepted.
 */
export interface PasswordSignIn {
  uid: string;
  email: string;
  idToken: string;
}

/** The server's reason, e.g. "INVALID_PASSWORD", "EMAIL_NOT_FOUND", "TOO_MANY_ATTEMPTS_TRY_LATER". */
export class IdentityToolkitError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number,
  ) {
    super(`Identity Toolkit: ${reason} (HTTP ${status})`);
    this.name = "IdentityToolkitError";
  }
}

export function identityToolkitBase(config: FirebaseConfig): string {
  return config.mode === "emulator"
    ? `http://${config.emulators.auth}/identitytoolkit.googleapis.com/v1`
    : "https://identitytoolkit.googleapis.com/v1";
}

/** "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account…" → "TOO_MANY_ATTEMPTS_TRY_LATER". */
const reasonOf = (message: string | undefined) =>
  (message ?? "UNKNOWN").split(" : ")[0]?.trim() ?? "UNKNOWN";

/**
 * One POST to the Identity Toolkit, with one deadline over the whole exchange (a server that
 * stalls mid-body is cut off too). Out of time: BackendUnavailableError; a refusal:
 * IdentityToolkitError with the server's reason; anything else (a refused connection) as it is.
 */
export async function postIdentityToolkit<T extends object>(
  call: { base: string; apiKey: string; path: string; deadlineMs: number; what: string },
  body: object,
): Promise<{ status: number; body: Partial<T> }> {
  const url = `${call.base}/${call.path}?key=${encodeURIComponent(call.apiKey)}`;
  const signal = AbortSignal.timeout(scaled(call.deadlineMs));
  const outOfTime = (error: unknown) => new BackendUnavailableError(call.what, { cause: error });
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw signal.aborted ? outOfTime(error) : error;
  }
  const parsed = (await response.json().catch((error: unknown) => {
    if (signal.aborted) throw outOfTime(error);
    return {};
  })) as Partial<T> & { error?: { message?: string } };
  if (!response.ok)
    throw new IdentityToolkitError(reasonOf(parsed.error?.message), response.status);
  return { status: response.status, body: parsed };
}

export async function signInWithPasswordRest(
  config: FirebaseConfig,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const { status, body } = await postIdentityToolkit<{
    localId: string;
    email: string;
    idToken: string;
  }>(
    {
      base: identityToolkitBase(config),
      apiKey: config.webApiKey,
      path: "accounts:signInWithPassword",
      deadlineMs: DEADLINES_MS.signIn,
      what: "Auth: password sign-in",
    },
    { email, password, returnSecureToken: true },
  );
  if (!body.idToken || !body.localId) throw new IdentityToolkitError("UNKNOWN", status);
  return { uid: body.localId, email: body.email ?? email, idToken: body.idToken };
}
