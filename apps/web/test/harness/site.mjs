// What every suite that runs the production site shares (decision 137): its project on the
// run's emulators, seeded; the site started on a free port and stopped again. Used by the
// release, HTTP, browser, multi-instance and fault suites, and by the fuzz script.
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { emulatorsFor, freePort } from "@travel/firebase-emulators";

export const WEB_DIR = new URL("../../", import.meta.url).pathname;
const SEED = new URL("../../../../packages/firebase-client/dist/cli/seed.js", import.meta.url)
  .pathname;

export { freePort };
/** A free port on the loopback interface the site listens on. */
export const freeLocalPort = () => freePort("127.0.0.1");

/**
 * The suite's own project on the run's emulators (or a private set when run alone), seeded with
 * the catalogue, the posts and the demo accounts unless `seed` is false. The seed runs in its own
 * process: its admin SDK stays out of this one, and the Auth emulator of a private set answers
 * from this process's event loop meanwhile.
 * @param {string} projectId
 * @param {{ seed?: boolean }} [options]
 */
export async function suiteEmulators(projectId, { seed = true } = {}) {
  const emulators = await emulatorsFor(projectId);
  if (!seed) return emulators;
  try {
    await promisify(execFile)(process.execPath, [SEED], {
      env: { ...process.env, ...emulators.env },
      maxBuffer: 16 << 20,
    });
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  return emulators;
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
      const answer = await fetch(`${url}${readyPath}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(5_000),
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
