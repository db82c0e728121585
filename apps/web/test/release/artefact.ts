// Starts the copied release artefact (./start.sh) the way a container would: its own folder as
// the working directory, and an environment holding only the emulators, a secret and PATH.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { inject } from "vitest";
import { TEST_DEADLINE_SCALE } from "../deadline-scale";

export type RunningSite = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startArtefact(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn("sh", ["start.sh"], {
    cwd: inject("releaseDir"),
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "release-test-session-secret-0123456789",
      ...inject("releaseFirebaseEnv"),
      // These tests are about the artefact, not Firebase's deadlines: beside a second whole run
      // a first Firestore read took over production's 1 s.
      FIREBASE_DEADLINE_SCALE: TEST_DEADLINE_SCALE,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (ended) throw new Error(`The artefact exited during start-up:\n${output}`);
    try {
      // Any answer will do: with an https SITE_URL, plain http is redirected.
      if ((await fetch(`${url}/robots.txt`, { redirect: "manual" })).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The artefact did not answer within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (!ended) child.kill("SIGTERM");
      await exited;
    },
  };
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
