// Fault tests: the production build (server.mjs) with a signed-in visitor while Firestore, then
// Auth, is cut off — a partition, not a crash: the connections stay open and nothing answers.
// Every page must answer within 3 s (public pages 200, data pages and writes 503 with
// Retry-After) and everything must work again once the partition ends, without a restart.
// The site reaches the run's emulators through relays that the tests hold (partition.ts), so
// the emulators the other suites share are never paused themselves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuiteEmulators } from "@travel/firebase-emulators";
import { type RunningSite, startSite, suiteEmulators } from "../harness/site.mjs";
import { type Partition, startPartition } from "./partition";

const DEMO = { email: "demo@wayfarer.test", password: "wayfarer-demo" };

/** The bound the issue sets for any page while a backend is silent. */
const ANSWER_WITHIN_MS = 3_000;
/** A request that has not answered by then has hung: the test says so instead of waiting. */
const GIVE_UP_MS = 10_000;

let emulators: SuiteEmulators;
let site: RunningSite;
let base = "";
let cookie = "";
/** Between the site and each emulator. Auth and Storage are cut together, as one process. */
let firestore: Partition;
let auth: Partition;
let storage: Partition;

/** Measured answers, printed at the end for docs/reliability.md. */
const timings: string[] = [];

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
  emulators = await suiteEmulators("demo-travel-fault");
  [firestore, auth, storage] = await Promise.all([
    startPartition(emulators.hosts.firestore),
    startPartition(emulators.hosts.auth),
    startPartition(emulators.hosts.storage),
  ]);
  site = await startSite({
    env: {
      ...emulators.env,
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
      SESSION_SECRET: "fault-test-only-session-secret-0123456789",
      // The catalogue is checked within the pause, so pages must be served from the copy held.
      CATALOGUE_CHECK_SECONDS: "1",
      // Production's deadlines, whatever the shell says: they are what this test is about.
      FIREBASE_DEADLINE_SCALE: "1",
    },
  });
  base = site.url;

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
  // Warm: every page works before anything is cut off (and the catalogue is read once).
  await expectRecovered("before any pause");
});

afterAll(async () => {
  await site?.stop();
  await Promise.all([firestore, auth, storage].map((partition) => partition?.close()));
  await emulators?.stop();
  console.log(`Answer times (limit ${ANSWER_WITHIN_MS} ms):\n  ${timings.join("\n  ")}`);
});

const cutAuth = () => {
  auth.hold();
  storage.hold();
};
const restoreAuth = () => {
  auth.release();
  storage.release();
};

describe("with the Firestore emulator paused", () => {
  it("answers every page within 3 s (public 200, data pages and writes 503), and recovers after resuming", async () => {
    firestore.hold();
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
      firestore.release();
    }
    await expectRecovered("Firestore resumed");
    // Nothing half-written: the refused upload left the profile without a picture URL.
    const settings = await request("/my-profile/settings");
    expect(settings.body.includes("profile_pics%2F"), "no picture URL on the profile").toBe(false);
  });
});

describe("with the Auth emulator paused", () => {
  it("answers every page within 3 s, fails sign-in and password changes closed, and recovers", async () => {
    cutAuth();
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
      restoreAuth();
    }
    await expectRecovered("Auth resumed");
    // The password did not change while Auth was paused: the old one still signs in.
    const again = await post("/auth/login", DEMO);
    expect(again.status).toBe(303);
  });
});

describe("health endpoints", () => {
  it("/healthz answers 200 without any backend, even with both paused; /readyz names both", async () => {
    firestore.hold();
    cutAuth();
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
      firestore.release();
      restoreAuth();
    }
    const ready = await request("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", failing: [] });
  });
});
