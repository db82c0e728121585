import type { FirebaseConfig } from "../config.js";
import { BackendUnavailableError, DEADLINES_MS } from "../deadline.js";

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

export async function signInWithPasswordRest(
  config: FirebaseConfig,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const url = `${identityToolkitBase(config)}/accounts:signInWithPassword?key=${encodeURIComponent(config.webApiKey)}`;
  // One signal for the whole exchange: a server that stalls mid-body is cut off too.
  const signal = AbortSignal.timeout(DEADLINES_MS.signIn);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal,
    });
  } catch (error) {
    // Out of time is typed; anything else (a refused connection) stays the caller's "unknown".
    throw signal.aborted
      ? new BackendUnavailableError("Auth: password sign-in", { cause: error })
      : error;
  }
  const body = (await response.json().catch((error: unknown) => {
    if (signal.aborted)
      throw new BackendUnavailableError("Auth: password sign-in", { cause: error });
    return {};
  })) as {
    localId?: string;
    email?: string;
    idToken?: string;
    error?: { message?: string };
  };
  if (!response.ok || !body.idToken || !body.localId) {
    // Messages look like "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been…".
    const reason = (body.error?.message ?? "UNKNOWN").split(" : ")[0]?.trim() ?? "UNKNOWN";
    throw new IdentityToolkitError(reason, response.status);
  }
  return { uid: body.localId, email: body.email ?? email, idToken: body.idToken };
}
