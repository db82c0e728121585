#!/usr/bin/env node
// What bin/up runs once Node and the dependencies are in place: brings the whole site up
// locally and takes it down cleanly.
//   1. checks Java, the Firestore emulator jar and the ports (clear messages if missing)
//   2. builds the web app and what it needs (turbo, cached)
//   3. starts the emulators on the default ports, importing .emulator-data/ if present
//   4. seeds them: the catalogue (idempotent, so the repository's data wins) and the demo account
//   5. serves the site on http://localhost:3000 with the emulator environment, which downloads
//      the ECB's exchange rates at start (and daily) and says here whether the ECB was reachable
// Ctrl-C (or SIGTERM/SIGHUP) stops the site, exports the data to .emulator-data/ and stops
// the emulators. Every child runs under a watchdog, so nothing outlives this process.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import {
  EmulatorPrerequisiteError,
  REPO_ROOT,
  checkPrerequisites,
  startEmulators,
} from "../src/index.js";
import { assertPortFree } from "../src/prerequisites.js";
import { supervise } from "../src/supervise.js";

const SITE_PORT = Number(process.env.PORT ?? 3000);
// Loopback unless told otherwise: the emulators trust any token, so their data stays on this
// machine (the server refuses other addresses without ALLOW_EMULATORS_ON_NETWORK=true).
const SITE_HOST = process.env.HOST || "127.0.0.1";
/** Where this script itself reaches the site: a wildcard address is reached on loopback. */
const SITE_PROBE_HOST = ["0.0.0.0", "::", "[::]"].includes(SITE_HOST) ? "127.0.0.1" : SITE_HOST;
const hostInUrl = (/** @type {string} */ host) =>
  host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
const DATA_DIR = join(REPO_ROOT, ".emulator-data");
const say = (/** @type {string} */ line) => console.log(`› ${line}`);

/** @type {(() => Promise<void>) | undefined} */
let shutdown;
let stopping = false;
/** @type {import("node:child_process").ChildProcess | undefined} */
let foreground;

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    // A build or seed step in progress gets the signal too (same process group in a terminal).
    foreground?.kill("SIGTERM");
    void (shutdown ?? (async () => {}))().finally(() => process.exit(0));
  });
}

/** Runs a short step in the foreground and fails bin/up if it fails. */
function step(
  /** @type {string} */ label,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  env = process.env,
) {
  say(label);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: "inherit" });
    foreground = child;
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      foreground = undefined;
      if (code === 0) resolve(undefined);
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

async function waitForSite(/** @type {string} */ url, /** @type {() => boolean} */ alive) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("The web server exited during start-up (see its output above).");
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * What the site's start-up download of the ECB rates came to, as one line: read from /readyz
 * once the attempt is over (its own deadline is 10 s).
 * @param {string} origin
 */
async function exchangeRatesLine(origin) {
  const deadline = Date.now() + 15_000;
  /** @type {any} */
  let rates;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      rates = /** @type {{ exchangeRates?: any }} */ (await answer.json()).exchangeRates;
      if (rates && !rates.refreshing && (rates.lastRefresh || rates.source === "stored")) break;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!rates) return "Exchange rates: the site did not say (see its log above).";
  const last = rates.lastRefresh;
  if (last && last.status !== "failed")
    return `Exchange rates: the ECB's of ${last.date}, downloaded now (prices convert at them).`;
  if (!last && rates.source === "stored")
    return `Exchange rates: the ECB's of ${rates.date}, already stored today.`;
  return `✗ Exchange rates: the ECB could not be downloaded (${last?.reason ?? "no attempt finished"}). Using the rates of ${rates.date ?? "none"}${rates.warning ? `: ${rates.warning}` : ""}.`;
}

async function main() {
  const startedAt = performance.now();
  say("checking prerequisites");
  checkPrerequisites();
  await assertPortFree("0.0.0.0", SITE_PORT).catch(() => {
    throw new EmulatorPrerequisiteError(
      `Port ${SITE_PORT} is already in use: stop what runs there first.`,
    );
  });

  await step("building the site", "pnpm", [
    "turbo",
    "run",
    "build",
    "--filter=@travel/web...",
    "--filter=@travel/firebase-client...",
    "--output-logs=errors-only",
  ]);
  if (stopping) return;

  say("starting the Firebase emulators (Auth, Firestore, Storage)");
  const emulators = await startEmulators({ dataDir: DATA_DIR, quiet: true });
  /** @type {import("../src/supervise.js").SupervisedProcess | undefined} */
  let site;
  shutdown = async () => {
    if (site) {
      say("stopping the site");
      await site.stop();
    }
    say(`saving emulator data to ${DATA_DIR} and stopping the emulators`);
    await emulators.stop();
    say("stopped");
  };
  if (stopping) return;

  const env = { ...process.env, ...emulators.env };
  await step(
    "seeding the catalogue, the demo account and the demo editor",
    "node",
    ["packages/firebase-client/dist/cli/seed.js"],
    env,
  );
  if (stopping) return;

  say(`starting the site on http://localhost:${SITE_PORT}`);
  site = supervise("pnpm", ["--filter", "@travel/web", "start"], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: SITE_HOST,
      PORT: String(SITE_PORT),
      // One readable line per request in the terminal; production logs JSON.
      LOG_FORMAT: process.env.LOG_FORMAT ?? "pretty",
      // Signs the session and flash-message cookies; a fresh one per run (sign in again after a restart).
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
      // Today's ECB rates at start (and daily), stored in the emulators' Firestore like production.
      EXCHANGE_RATES_REFRESH: process.env.EXCHANGE_RATES_REFRESH ?? "daily",
    },
    onOutput: (text) => process.stdout.write(text.replace(/^(?=.)/gm, "  [web] ")),
  });
  const running = site;
  void running.exited.then((code) => {
    if (stopping) return;
    console.error(`The web server stopped (exit ${code}); stopping the emulators.`);
    stopping = true;
    void (shutdown ?? (async () => {}))().finally(() => process.exit(code || 1));
  });
  await waitForSite(`http://${hostInUrl(SITE_PROBE_HOST)}:${SITE_PORT}/`, () => running.running());

  const rates = await exchangeRatesLine(`http://${hostInUrl(SITE_PROBE_HOST)}:${SITE_PORT}`);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`
  Wayfarer is up (${seconds} s): http://localhost:${SITE_PORT}
  Demo account: demo@wayfarer.test / wayfarer-demo
  Demo editor (back-office at http://localhost:${SITE_PORT}/admin): editor@wayfarer.test / wayfarer-editor
  Mail the site "sends" (newsletter confirmations, account links): http://localhost:${SITE_PORT}/dev/outbox
  ${rates}
  Emulators: Auth ${emulators.hosts.auth} · Firestore ${emulators.hosts.firestore} · Storage ${emulators.hosts.storage}
  Data is kept in .emulator-data/ between runs (bin/reset clears it). Ctrl-C stops everything.
`);
}

main().catch(async (error) => {
  console.error(error instanceof EmulatorPrerequisiteError ? `✗ ${error.message}` : error);
  if (!stopping) {
    stopping = true;
    await shutdown?.();
  }
  process.exit(1);
});
