// Fault tests: the production build (server.mjs) with a signed-in visitor while the Firestore
// emulator, then the Auth emulator, is paused with SIGSTOP — a partition, not a crash: the
// sockets stay open and nothing answers. Every page must answer within 3 s (public pages 200,
// data pages and writes 503 with Retry-After) and everything must work again after SIGCONT,
// without a restart. The emulators run in a launcher process of their own so that they can be
// paused: Auth (and Storage) live in the launcher's Node process, Firestore in a Java process
// under the launcher's watchdog, in a process group of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const WEB_DIR = new URL("../../", import.meta.url).pathname;
const REPO = new URL("../../../../", import.meta.url).pathname;
const LAUNCHER = `${REPO}tooling/firebase-emulators/bin/firebase-emulators.mjs`;
const SEED = `${REPO}packages/firebase-client/dist/cli/seed.js`;
const PROJECT_ID = "demo-travel-fault";
const DEMO = { email: "demo@wayfarer.test", password: "wayfarer-demo" };

/** The bound the issue sets for any page while a backend is silent. */
const ANSWER_WITHIN_MS = 3_000;
/** A request that has not answered by then has hung: the test says so instead of waiting. */
const GIVE_UP_MS = 10_000;

const children: ChildProcess[] = [];
let base = "";
let cookie = "";
let launcher: ChildProcess;
let firestoreGroup = 0;
const paused = new Set<number>();

/** Measured answers, printed at the end for docs/reliability.md. */
const timings: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function start(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  cwd = WEB_DIR,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Exited (${code}) before ${pattern}:\n${output}`));
    });
  });
}

/** Child process ids of `pid` (Linux /proc). */
function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}

/** The Firestore emulator's watchdog: the launcher's child whose command names the emulator class. */
function findFirestoreGroup(launcherPid: number): number {
  const pid = childPids(launcherPid).find((child) =>
    readFileSync(`/proc/${child}/cmdline`, "utf8").includes("CloudFirestore"),
  );
  if (!pid) throw new Error("The Firestore emulator process was not found under the launcher.");
  return pid;
}

/** SIGSTOP/SIGCONT: a negative id is a whole process group (the JVM and its watchdog). */
function pause(target: number) {
  process.kill(target, "SIGSTOP");
  paused.add(target);
}
function resume(target: number) {
  process.kill(target, "SIGCONT");
  paused.delete(target);
}

type Answer = { status: number; ms: number; retryAfter: string | null; body: string };

async function request(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    redirect: "manual",
    ...init,
    headers: { Cookie: cookie, ...init.headers },
    signal: AbortSignal.timeout(GIVE_UP_MS),
  });
  const body = await response.text();
  return {
    status: response.status,
    ms: Math.round(performance.now() - started),
    retryAfter: response.headers.get("Retry-After"),
    body,
  };
}

const post = (path: string, fields: Record<string, string>) =>
  request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

const PAGES = [
  "/",
  "/destinations/101",
  "/my-profile/settings",
  "/my-profile/favourite-destinations",
] as const;
const PUBLIC_PAGES = new Set<string>(["/", "/destinations/101"]);

/** Every page and write a signed-in visitor may send while `label` is paused. */
async function expectBoundedAnswers(label: string, writes: Record<string, () => Promise<Answer>>) {
  for (const path of PAGES) {
    const answer = await request(path);
    timings.push(`${label} · GET ${path}: ${answer.status} in ${answer.ms} ms`);
    expect(answer.ms, `${path} answered in ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    if (PUBLIC_PAGES.has(path)) {
      expect(answer.status, path).toBe(200);
    } else {
      expect(answer.status, path).toBe(503);
      expect(answer.retryAfter, path).toMatch(/^\d+$/);
      expect(answer.body.includes("Please try again"), `${path} says to try again`).toBe(true);
    }
  }
  for (const [name, send] of Object.entries(writes)) {
    const answer = await send();
    timings.push(`${label} · ${name}: ${answer.status} in ${answer.ms} ms`);
    expect(answer.ms, `${name} answered in ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer.status, name).toBe(503);
    expect(answer.retryAfter, name).toMatch(/^\d+$/);
  }
  const ready = await request("/readyz");
  timings.push(`${label} · GET /readyz: ${ready.status} in ${ready.ms} ms`);
  expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(ready.status).toBe(503);
  return JSON.parse(ready.body) as { failing: string[] };
}

/** After resuming: every page as a signed-in visitor sees it, with no restart in between. */
async function expectRecovered(label: string) {
  const started = performance.now();
  for (const path of PAGES) {
    const answer = await request(path);
    expect(answer.status, `${path} after resuming`).toBe(200);
  }
  const home = await request("/");
  expect(home.body.includes("Account menu for"), "signed in again after resuming").toBe(true);
  expect((await request("/readyz")).status).toBe(200);
  timings.push(
    `${label} · all pages 200 again ${Math.round(performance.now() - started)} ms after resuming`,
  );
}

const profileWrite = () =>
  post("/my-profile/settings", { intent: "profile", firstName: "Ada", lastName: "Lovelace" });
// A 1×1 PNG (real magic bytes).
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const pictureUpload = () => {
  const form = new FormData();
  form.set("intent", "picture");
  form.set("picture", new Blob([PNG_1X1], { type: "image/png" }), "avatar.png");
  return request("/my-profile/settings", { method: "POST", body: form });
};
const favouriteWrite = () =>
  post("/resources/favourites", { destinationId: "101", favourite: "true", respond: "data" });

beforeAll(async () => {
  if (!existsSync(`${WEB_DIR}build/server/index.js`)) {
    throw new Error(
      "No production build: run `pnpm --filter @travel/web build` first (test:e2e does).",
    );
  }
  const web = await freePort();
  launcher = start(
    process.execPath,
    [
      LAUNCHER,
      "start",
      "--quiet",
      "--project",
      PROJECT_ID,
      // Port 0: the launcher chooses, and starts again on others should a second run take one first.
      "--auth-port",
      "0",
      "--firestore-port",
      "0",
      "--storage-port",
      "0",
    ],
    {},
    REPO,
  );
  const printed = await waitForLine(launcher, /Emulators running/, 90_000);
  const emulatorEnv = Object.fromEntries(
    [...printed.matchAll(/^export (\w+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
  );
  firestoreGroup = findFirestoreGroup(launcher.pid ?? 0);

  const seed = start(process.execPath, [SEED], emulatorEnv);
  const seeded = await new Promise<number | null>((resolve) => seed.once("exit", resolve));
  expect(seeded, "seeding the emulators").toBe(0);

  const server = start(process.execPath, ["server.mjs"], {
    ...emulatorEnv,
    NODE_ENV: "production",
    PORT: String(web),
    HOST: "127.0.0.1",
    SESSION_SECRET: "fault-test-only-session-secret-0123456789",
    // The catalogue is checked within the pause, so pages must be served from the copy held.
    CATALOGUE_CHECK_SECONDS: "1",
    // Production's deadlines, whatever the shell says: they are what this test is about.
    FIREBASE_DEADLINE_SCALE: "1",
  });
  // The log line is JSON in production (decision 070): wait for its message, not a format.
  await waitForLine(server, /listening on http/, 30_000);
  base = `http://127.0.0.1:${web}`;

  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    body: new URLSearchParams(DEMO),
    redirect: "manual",
  });
  expect(login.status, await login.text()).toBe(303);
  // Only the session cookie: a flash message would change what the next page shows.
  const session = login.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (!session) throw new Error("Signing in set no session cookie.");
  cookie = session.split(";")[0] ?? "";
  // Warm: every page works before anything is paused (and the catalogue is read once).
  await expectRecovered("before any pause");
}, 150_000);

afterAll(async () => {
  for (const target of paused) process.kill(target, "SIGCONT");
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill("SIGTERM");
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(undefined);
      }, 15_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
  console.log(`Answer times (limit ${ANSWER_WITHIN_MS} ms):\n  ${timings.join("\n  ")}`);
}, 40_000);

describe("with the Firestore emulator paused", () => {
  it("answers every page within 3 s (public 200, data pages and writes 503), and recovers after resuming", async () => {
    pause(-firestoreGroup);
    try {
      // Past the catalogue check interval: a check now meets the silence.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const ready = await expectBoundedAnswers("Firestore paused", {
        "POST /my-profile/settings (name)": profileWrite,
        "POST /resources/favourites": favouriteWrite,
        "POST /my-profile/settings (picture)": pictureUpload,
      });
      expect(ready.failing).toEqual(["firestore"]);
      // Decoration falls back to what the session carries: still signed in, from the cookie.
      const home = await request("/");
      expect(home.body.includes("Account menu for"), "still shown signed in").toBe(true);
    } finally {
      resume(-firestoreGroup);
    }
    await expectRecovered("Firestore resumed");
    // Nothing half-written: the refused upload left the profile without a picture URL.
    const settings = await request("/my-profile/settings");
    expect(settings.body.includes("profile_pics%2F"), "no picture URL on the profile").toBe(false);
  }, 60_000);
});

describe("with the Auth emulator paused", () => {
  it("answers every page within 3 s, fails sign-in and password changes closed, and recovers", async () => {
    const launcherPid = launcher.pid ?? 0;
    pause(launcherPid);
    try {
      const ready = await expectBoundedAnswers("Auth paused", {
        "POST /my-profile/settings (name)": profileWrite,
        "POST /resources/favourites": favouriteWrite,
        "POST /auth/login": () => post("/auth/login", DEMO),
        "POST /my-profile/settings (password)": () =>
          post("/my-profile/settings", {
            intent: "password",
            currentPassword: DEMO.password,
            newPassword: "another-secret-42",
            confirmPassword: "another-secret-42",
          }),
      });
      expect(ready.failing).toEqual(["auth"]);
      // Fail closed: an unverifiable session is shown signed out, and its cookie is left alone.
      const home = await request("/");
      expect(home.body.includes("Account menu for"), "no account menu while Auth is silent").toBe(
        false,
      );
      expect(home.body.includes("site-header__signin"), "the header offers to sign in").toBe(true);
    } finally {
      resume(launcherPid);
    }
    await expectRecovered("Auth resumed");
    // The password did not change while Auth was paused: the old one still signs in.
    const again = await post("/auth/login", DEMO);
    expect(again.status).toBe(303);
  }, 60_000);
});

describe("health endpoints", () => {
  it("/healthz answers 200 without any backend, even with both paused; /readyz names both", async () => {
    const launcherPid = launcher.pid ?? 0;
    pause(-firestoreGroup);
    pause(launcherPid);
    try {
      const live = await request("/healthz");
      expect(live.status).toBe(200);
      expect(live.ms).toBeLessThan(500);
      const ready = await request("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect((JSON.parse(ready.body) as { failing: string[] }).failing.sort()).toEqual([
        "auth",
        "firestore",
      ]);
    } finally {
      resume(-firestoreGroup);
      resume(launcherPid);
    }
    const ready = await request("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", failing: [] });
  }, 30_000);
});
