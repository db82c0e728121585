// What every suite that runs the production site shares (decision 148): its project on the
// run's emulators, seeded; the site started on a free port and stopped again. Used by the
// release, HTTP, browser, multi-instance and fault suites, and by the fuzz script.
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { copyProject, emulatorsFor, freePort, projectEnv } from "@travel/firebase-emulators";

export const WEB_DIR = new URL("../../", import.meta.url).pathname;
const SEED = new URL("../../../../packages/firebase-client/dist/cli/seed.js", import.meta.url)
  .pathname;

/** A free port on the loopback interface the site listens on. */
export const freeLocalPort = () => freePort("127.0.0.1");

/**
 * The shipped ECB rates file dated today, written into `folder` (only when it differs, so a
 * server already reading it never sees half a file): prices are converted only with rates younger
 * than 14 days, and what the suites check is the figures and the rounding. The stale file's own
 * fallback is a unit test (display-currency.server.test.ts). Returns the file's path.
 * @param {string} folder
 */
export function ratesDatedToday(folder) {
  const file = join(folder, "eurofxref-daily.xml");
  const today = new Date().toISOString().slice(0, 10);
  const rates = readFileSync(
    join(WEB_DIR, "app/features/currency/rates/eurofxref-daily.xml"),
    "utf8",
  ).replace(/time='\d{4}-\d{2}-\d{2}'/, `time='${today}'`);
  mkdirSync(folder, { recursive: true });
  if (!existsSync(file) || readFileSync(file, "utf8") !== rates) writeFileSync(file, rates);
  return file;
}

/** On a run's shared set, the project seeded once, which each suite's project is copied from. */
const SEEDED_PROJECT = "demo-travel-seeded";
/** How long a suite waits for another to finish seeding before it says so. */
const SEEDING_WITHIN_MS = 60_000;

/**
 * The suite's own project on the run's emulators (or a private set when run alone), seeded with
 * the catalogue, the posts and the demo accounts unless `seed` is false. On a run's shared set
 * the seed runs once, into a project of its own, and each suite's project is a copy of it (a
 * second or two instead of a seed's writes per suite).
 * @param {string} projectId
 * @param {{ seed?: boolean }} [options]
 */
export async function suiteEmulators(projectId, { seed = true } = {}) {
  const emulators = await emulatorsFor(projectId);
  if (!seed) return emulators;
  try {
    if (emulators.runDir) {
      const { hosts, runDir } = emulators;
      await once(join(runDir, "seeded"), () => runSeed(projectEnv(hosts, SEEDED_PROJECT)));
      await copyProject({ hosts, from: SEEDED_PROJECT, to: projectId });
    } else {
      await runSeed(emulators.env);
    }
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  return emulators;
}

/**
 * The seed CLI in its own process: its admin SDK stays out of this one, and the Auth emulator of
 * a private set answers from this process's event loop meanwhile.
 * @param {Record<string, string>} env
 */
async function runSeed(env) {
  await promisify(execFile)(process.execPath, [SEED], {
    env: { ...process.env, ...env },
    maxBuffer: 16 << 20,
  });
}

/**
 * Runs `work` in one process of the run: the first to take `${marker}.lock` does it and writes
 * `marker`; the others wait for `marker` (and take over if the first process died meanwhile).
 * @param {string} marker
 * @param {() => Promise<void>} work
 */
async function once(marker, work) {
  const lock = `${marker}.lock`;
  const deadline = Date.now() + SEEDING_WITHIN_MS;
  for (;;) {
    if (existsSync(marker)) return;
    try {
      mkdirSync(lock);
    } catch {
      const holder = Number(readIfThere(join(lock, "pid")));
      if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) {
        throw new Error(
          `${marker}: process ${holder} did not finish within ${SEEDING_WITHIN_MS} ms`,
        );
      } else await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      writeFileSync(join(lock, "pid"), String(process.pid));
      await work();
      writeFileSync(marker, "");
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** @param {string} file */
function readIfThere(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the production site (`node server.mjs` in the web app, or `command` in `cwd`, e.g. the
 * release artefact's start.sh) on a free port and resolves once `readyPath` answers as
 * `isReady` wants (default: 200). The process gets this one's environment unless `inheritEnv`
 * is false (the artefact, which must stand on its own), then `env`.
 * @param {import("./site.d.mts").StartSiteOptions} [options]
 * @returns {Promise<import("./site.d.mts").RunningSite>}
 */
export async function startSite(options = {}) {
  const port = options.port ?? (await freeLocalPort());
  const url = `http://127.0.0.1:${port}`;
  const [command, ...args] = options.command ?? [process.execPath, "server.mjs"];
  const child = spawn(command ?? process.execPath, args, {
    cwd: options.cwd ?? WEB_DIR,
    env: {
      ...(options.inheritEnv === false
        ? { PATH: process.env.PATH ?? "/usr/bin:/bin" }
        : process.env),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));

  const stop = async () => {
    if (!ended) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const readyPath = options.readyPath ?? "/robots.txt";
  const isReady = options.isReady ?? ((/** @type {number} */ status) => status === 200);
  const startWithinMs = options.startWithinMs ?? 30_000;
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (ended) throw new Error(`The site exited during start-up:\n${output}`);
    try {
      // A probe may wait as long as the start-up may still take: a first page that needs the
      // catalogue's first read answers after it, and a shorter probe would give up on it forever.
      const answer = await fetch(`${url}${readyPath}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())),
      });
      if (isReady(answer.status)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The site did not answer ${readyPath} within ${startWithinMs} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, output: () => output, exited, stop };
}
