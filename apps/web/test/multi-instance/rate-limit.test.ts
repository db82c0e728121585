// Two instances of the production server share one Redis: sign-in attempts and public-form
// posts spread over both meet the limits exactly as they would on one instance, and when Redis
// stops both keep answering, each under its in-memory insurance limiter (decision 062).
import { randomUUID } from "node:crypto";
import type { SuiteEmulators } from "@travel/firebase-emulators";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_POLICIES } from "~/lib/rate-limit.server";
import { suiteEmulators } from "../harness/site.mjs";
import { type Instance, startInstance, startRedis, stop } from "./processes";

const FREE = RATE_LIMIT_POLICIES.signInFailuresPerAccountAndClient.points;
const PASSWORD = "correct-horse-42";
/**
 * A sign-in while Redis is silent answers once Redis's deadlines (half a second a call) have
 * passed; without them it would wait for ever (here: the test's 60 s). This bound tells the two
 * apart (decision 101).
 */
const ANSWERS_WITHOUT_WAITING_MS = 5_000;

let emulators: SuiteEmulators;
let redis: Awaited<ReturnType<typeof startRedis>>;
let one: Instance;
let two: Instance;

beforeAll(async () => {
  const [startedEmulators, startedRedis] = await Promise.allSettled([
    // Its own project on the run's emulators; no catalogue needed.
    suiteEmulators("demo-travel-instances", { seed: false }),
    startRedis(),
  ]);
  // Kept before any throw, so that afterAll stops whichever did start.
  if (startedEmulators.status === "fulfilled") emulators = startedEmulators.value;
  if (startedRedis.status === "fulfilled") redis = startedRedis.value;
  for (const started of [startedEmulators, startedRedis])
    if (started.status === "rejected") throw started.reason;
  const env = {
    ...emulators.env,
    REDIS_URL: redis.url,
    // The tests name their clients with X-Forwarded-For, as a proxy in front of both would.
    TRUST_PROXY: "loopback",
    SESSION_SECRET: "instances-only-session-secret-0123456789abcdef",
  };
  [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
});

afterAll(async () => {
  await Promise.all([one, two].filter(Boolean).map((instance) => instance.stop()));
  if (redis) await stop(redis.process);
  await emulators?.stop();
});

/** A new account, made straight in the Auth emulator. */
async function newAccount(): Promise<string> {
  const email = `traveller-${randomUUID().slice(0, 8)}@wayfarer.test`;
  const response = await fetch(
    `http://${emulators.hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${emulators.env.FIREBASE_WEB_API_KEY}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  return email;
}

/** The sign-in form posted to `instance` by `client`; the answer's status. */
async function signIn(
  instance: Instance,
  client: string,
  email: string,
  password: string,
): Promise<number> {
  const response = await fetch(`${instance.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ email, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The contact form posted to `instance` by `client`, its message left empty; the answer's status.
 * Every attempt counts, before the form is checked (decision 060): an empty form spends the
 * limit as a sent message does, and is answered 400 without waiting on Firestore.
 */
async function sendMessage(instance: Instance, client: string): Promise<number> {
  const response = await fetch(`${instance.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ name: "Ana Sousa", email: "ana@example.com", message: "" }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe("public-form limits across two instances", () => {
  it("count contact-form posts spread over both instances as one instance counts them", async () => {
    const limit = RATE_LIMIT_POLICIES.contactPerClient.points;
    const statuses: number[] = [];
    for (let message = 0; message <= limit; message++) {
      statuses.push(await sendMessage(message % 2 === 0 ? one : two, "198.51.100.20"));
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(400), 429]);
    // Another address is not held up, through either instance.
    expect(await sendMessage(two, "198.51.100.21")).toBe(400);

    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    try {
      expect(await client.get("rl:contactPerClient:198.51.100.20")).toBe(String(limit + 1));
    } finally {
      client.disconnect();
    }
  });
});

describe("sign-in limits across two instances", () => {
  it("count attempts spread over both instances as one instance counts them", async () => {
    const spread = await newAccount();
    const single = await newAccount();
    const attempts = FREE + 3;
    const spreadStatuses: number[] = [];
    const singleStatuses: number[] = [];
    for (let guess = 0; guess < attempts; guess++) {
      spreadStatuses.push(
        await signIn(guess % 2 === 0 ? one : two, "198.51.100.1", spread, `guess-${guess}`),
      );
      singleStatuses.push(await signIn(one, "198.51.100.2", single, `guess-${guess}`));
    }
    const expected = [
      ...Array<number>(FREE).fill(400),
      ...Array<number>(attempts - FREE).fill(429),
    ];
    expect(singleStatuses).toEqual(expected);
    expect(spreadStatuses).toEqual(expected);
    // The owner, from another address, through either instance.
    expect(await signIn(two, "198.51.100.3", spread, PASSWORD)).toBe(303);

    // The counts live in Redis, not in either process.
    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    try {
      expect(await client.get(`rl:signInFailuresPerAccountAndClient:${single} 198.51.100.2`)).toBe(
        String(FREE),
      );
    } finally {
      client.disconnect();
    }
  });

  it("let only the free attempts through when guesses arrive at both instances at once", async () => {
    const account = await newAccount();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        signIn(guess % 2 === 0 ? one : two, "198.51.100.4", account, `guess-${guess}`),
      ),
    );
    const tally = `statuses: ${statuses.join(", ")}`;
    expect(
      statuses.filter((status) => status === 400),
      tally,
    ).toHaveLength(FREE);
    expect(
      statuses.filter((status) => status === 429),
      tally,
    ).toHaveLength(20 - FREE);
  });

  it("answer within the Redis deadlines, under the insurance limit, while Redis hangs", async () => {
    // A stopped process keeps its connections open and answers nothing: only deadlines help.
    redis.process.kill("SIGSTOP");
    try {
      const account = await newAccount();
      const statuses: number[] = [];
      let slowestMs = 0;
      for (let guess = 0; guess <= FREE; guess++) {
        const started = performance.now();
        statuses.push(await signIn(one, "198.51.100.7", account, `guess-${guess}`));
        slowestMs = Math.max(slowestMs, performance.now() - started);
      }
      expect(statuses).toEqual([...Array<number>(FREE).fill(400), 429]);
      expect(slowestMs).toBeLessThan(ANSWERS_WITHOUT_WAITING_MS);
    } finally {
      redis.process.kill("SIGCONT");
    }
  });

  it("keep both instances answering, each under its own insurance limit, when Redis stops", async () => {
    await stop(redis.process);
    for (const instance of [one, two]) {
      const account = await newAccount();
      const statuses: number[] = [];
      let slowestMs = 0;
      for (let guess = 0; guess < FREE + 2; guess++) {
        const started = performance.now();
        statuses.push(await signIn(instance, "198.51.100.5", account, `guess-${guess}`));
        slowestMs = Math.max(slowestMs, performance.now() - started);
      }
      expect(statuses).toEqual([...Array<number>(FREE).fill(400), 429, 429]);
      // No request waits on the missing Redis beyond its deadlines.
      expect(slowestMs).toBeLessThan(ANSWERS_WITHOUT_WAITING_MS);
      expect(await signIn(instance, "198.51.100.6", account, PASSWORD)).toBe(303);
    }
  });
});
