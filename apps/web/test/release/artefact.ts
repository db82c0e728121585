// Starts the copied release artefact (./start.sh) the way a container would: its own folder as
// the working directory, and an environment holding only the emulators, a secret and PATH.
import { inject } from "vitest";
import { type RunningSite, freeLocalPort, startSite } from "../harness/site.mjs";

export type { RunningSite };
export { freeLocalPort as freePort };

export function startArtefact(env: Record<string, string> = {}): Promise<RunningSite> {
  return startSite({
    cwd: inject("releaseDir"),
    command: ["sh", "start.sh"],
    inheritEnv: false,
    env: {
      SESSION_SECRET: "release-test-session-secret-0123456789",
      ...inject("releaseFirebaseEnv"),
      ...env,
    },
    // Any answer will do: with an https SITE_URL, plain http is redirected.
    isReady: (status) => status < 500,
  });
}

/** The cookies of Set-Cookie answers as one Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export const DEMO = { email: "demo@wayfarer.test", password: "wayfarer-demo" };

/** Signs the demo account in with the no-JS sign-in form; the answer (303 and cookies). */
export function signIn(site: RunningSite, origin = site.url): Promise<Response> {
  return fetch(`${site.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ ...DEMO, redirectTo: "/" }),
  });
}
