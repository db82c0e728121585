#!/usr/bin/env node
/**
 * Shared plans, live (decision 181): prints figures, asserts nothing.
 *
 * 1. Ten members on one plan, each with the plan's page stream open, five on each of two
 *    production servers. One member votes (a whole-page post through one server, members and
 *    servers taking turns); the time from the post until each of the other nine streams shows the
 *    new tally is recorded. Median, p95 and max over all rounds.
 * 2. Open streams on one server: its RSS before and with N connected members (each its own
 *    account on plans of twelve), and per stream.
 * 3. Firestore reads per vote, counted from what the servers did: the vote's own read, one
 *    document change per instance listening (the emulator reports no read counts).
 *
 *   pnpm --filter @travel/web build && pnpm --filter @travel/web bench:live
 *   pnpm --filter @travel/web bench:live --rounds 40 --members 500
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { createFirebaseServices, loadFirebaseConfig } from "@travel/firebase-client";
import { startSite, suiteEmulators } from "../test/harness/site.mjs";
import { memoryOf } from "./site.mjs";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "30" },
    members: { type: "string", default: "500" },
  },
});
const ROUNDS = Number(values.rounds);
const MEMBERS = Number(values.members);
const SECRET = "bench-only-session-secret-0123456789abcdef";

const emulators = await suiteEmulators("demo-travel-bench-live");
const services = createFirebaseServices(loadFirebaseConfig(emulators.env));
// The inspector (loopback, a free port) lets the bench collect garbage in a server and read its
// live heap: RSS alone counts garbage not yet collected.
const env = {
  ...emulators.env,
  SESSION_SECRET: SECRET,
  LOG_LEVEL: "warn",
  NODE_OPTIONS: "--inspect=127.0.0.1:0",
};
const sites = await Promise.all(
  [0, 1].map(async () => {
    const { freeLocalPort } = await import("../test/harness/site.mjs");
    const port = await freeLocalPort();
    return startSite({ port, env: { ...env, SITE_URL: `http://127.0.0.1:${port}` } });
  }),
);

/** The server's live heap (MiB) after a full garbage collection, through its inspector. */
async function liveHeap(site) {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(site.output())?.[1];
  if (!address) throw new Error("the server's inspector address is not in its output");
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const call = (method) =>
    new Promise((resolve) => {
      const mine = ++id;
      socket.addEventListener("message", function answer(event) {
        const message = JSON.parse(event.data);
        if (message.id !== mine) return;
        socket.removeEventListener("message", answer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id: mine, method }));
    });
  await call("HeapProfiler.collectGarbage");
  const { usedSize } = await call("Runtime.getHeapUsage");
  socket.close();
  return usedSize / 2 ** 20;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(0)} ms`;

let counter = 0;
async function member(site) {
  counter += 1;
  const email = `live-${counter}-${Math.random().toString(36).slice(2, 8)}@wayfarer.test`;
  const password = "correct-horse-42";
  const created = await services.auth.signUp({
    email,
    password,
    firstName: `M${counter}`,
    lastName: "Bench",
  });
  if (!created.ok) throw new Error(created.error);
  const answer = await fetch(`${site.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: new URLSearchParams({ email, password }),
  });
  await answer.arrayBuffer();
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (!cookie) throw new Error(`sign-in answered ${answer.status}`);
  return { uid: created.uid, cookie: cookie.split(";")[0] };
}

const party = (name) => ({
  name,
  originAirport: "LIS",
  country: "pt",
  adults: 1,
  children: 0,
  infants: 0,
});

async function planOf(people, name) {
  const [organiser, ...others] = people;
  const created = await services.groupPlans.create(organiser.uid, {
    key: `bench-${name.replace(/\W/g, "")}-${Math.random().toString(36).slice(2, 12)}`,
    name,
    nights: 4,
    party: party("P0"),
  });
  if (!created.ok) throw new Error(created.error);
  const invite = await services.groupPlans.createInvite(created.planId, organiser.uid);
  if (!invite.ok) throw new Error(invite.error);
  for (const [index, other] of others.entries()) {
    const joined = await services.groupPlans.join(
      created.planId,
      invite.token,
      other.uid,
      party(`P${index + 1}`),
    );
    if (!joined.ok) throw new Error(joined.error);
  }
  return created.planId;
}

/** An open stream: calls `onEvent(name, data)` for each event. */
async function stream(site, planId, cookie, onEvent) {
  const controller = new AbortController();
  const answer = await fetch(`${site.url}/trips/plans/${planId}/events`, {
    headers: { Cookie: cookie },
    signal: controller.signal,
  });
  if (answer.status !== 200) throw new Error(`stream answered ${answer.status}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let split;
        while ((split = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) onEvent(name, data);
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return () => controller.abort();
}

try {
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );

  // 1. Ten members, two instances, one votes.
  const ten = [];
  for (let index = 0; index < 10; index++) ten.push(await member(sites[index % 2]));
  const planId = await planOf(ten, "Ten");
  const added = await services.groupPlans.addOption(planId, ten[0].uid, 103);
  if (!added.ok) throw new Error(added.error);
  const waiting = new Map(); // member index → resolver for the tally it waits for
  const closers = [];
  for (const [index, person] of ten.entries()) {
    closers.push(
      await stream(sites[index % 2], planId, person.cookie, (name, data) => {
        if (name !== "plan") return;
        const view = JSON.parse(data);
        const rome = view.options.find((option) => option.destinationId === 103);
        const wait = waiting.get(index);
        if (
          wait &&
          rome &&
          rome.votesFor === wait.votesFor &&
          rome.votesAgainst === wait.votesAgainst
        ) {
          waiting.delete(index);
          wait.resolve(performance.now());
        }
      }),
    );
  }
  const latencies = [];
  const votes = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    const voter = round % ten.length;
    const through = sites[round % 2];
    const vote = votes.get(voter) === "for" ? "against" : "for";
    votes.set(voter, vote);
    const votesFor = [...votes.values()].filter((v) => v === "for").length;
    const votesAgainst = votes.size - votesFor;
    const seen = ten
      .map((_, index) => index)
      .filter((index) => index !== voter)
      .map(
        (index) =>
          new Promise((resolve) => waiting.set(index, { votesFor, votesAgainst, resolve })),
      );
    const started = performance.now();
    const answer = await fetch(`${through.url}/trips/plans/${planId}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: through.url,
        Cookie: ten[voter].cookie,
      },
      body: new URLSearchParams({ intent: "vote", optionId: "103", vote }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 303) throw new Error(`vote answered ${answer.status}`);
    for (const at of await Promise.all(seen)) latencies.push(at - started);
  }
  for (const close of closers) close();
  latencies.sort((a, b) => a - b);
  console.log(
    `\nTen members, two instances: a vote until the other nine pages show it (${ROUNDS} votes, ${latencies.length} deliveries)`,
  );
  console.log(
    `  median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1))}`,
  );
  console.log(
    "  Firestore reads per vote: 1 (the vote reads the plan before its conditional write) + 1 per instance",
  );
  console.log(
    "  following the plan (one listener each, however many pages) = 3 here; the nine pages read nothing:",
  );
  console.log("  each instance builds every member's view from the snapshot its listener got.");

  // 2. Streams on one instance.
  const target = sites[0];
  const people = [];
  for (let index = 0; index < MEMBERS; index++) people.push(await member(target));
  const plans = [];
  for (let index = 0; index < people.length; index += 12)
    plans.push({
      id: await planOf(people.slice(index, index + 12), `Big ${index / 12}`),
      members: people.slice(index, index + 12),
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));
  const rss = () => memoryOf(target.child.pid).rss;
  await settle();
  const before = rss();
  const heapBefore = await liveHeap(target);
  const open = [];
  let firsts = 0;
  const openAll = async (pairs) => {
    const wanted = firsts + pairs.length;
    for (const { plan, person } of pairs)
      open.push(
        await stream(target, plan.id, person.cookie, (name) => {
          if (name === "plan") firsts += 1;
        }),
      );
    while (firsts < wanted) await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
  };
  // First one page per plan (each starts that plan's listener), then every other member's page.
  await openAll(plans.map((plan) => ({ plan, person: plan.members[0] })));
  const withListeners = rss();
  const heapWithListeners = await liveHeap(target);
  await openAll(plans.flatMap((plan) => plan.members.slice(1).map((person) => ({ plan, person }))));
  const after = rss();
  const heapAfter = await liveHeap(target);
  const rest = open.length - plans.length;
  console.log(
    `\nOpen streams on one instance: ${open.length} members on ${plans.length} plans of up to 12`,
  );
  console.log(`  before any: RSS ${before.toFixed(1)} MiB, live heap ${heapBefore.toFixed(1)} MiB`);
  console.log(
    `  one page per plan (${plans.length} listeners): RSS ${withListeners.toFixed(1)} MiB, live heap ${heapWithListeners.toFixed(1)} MiB: ${(((heapWithListeners - heapBefore) * 1024) / plans.length).toFixed(0)} KiB of heap per plan followed`,
  );
  console.log(
    `  all ${open.length} pages: RSS ${after.toFixed(1)} MiB, live heap ${heapAfter.toFixed(1)} MiB: ${(((heapAfter - heapWithListeners) * 1024) / rest).toFixed(0)} KiB of heap per further open stream (RSS grew ${(((after - withListeners) * 1024) / rest).toFixed(0)} KiB per stream, garbage included)`,
  );
  for (const close of open) close();
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );
} finally {
  await Promise.all(sites.map((site) => site.stop()));
  await services.close();
  await emulators.stop();
}
