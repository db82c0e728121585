/**
 * Pieces the benches share: starting the site as the container does (start.sh, heap sized from
 * MEMORY_LIMIT_MB) against emulators, waiting until it answers, reading its memory from /proc,
 * and stopping it.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** VmRSS and VmHWM (peak) of a process, in MiB, from /proc. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/**
 * Starts the site in `dir` (`sh start.sh`, or `node server.mjs` with `plainNode`) on `port` with
 * the emulators' environment, and resolves once `/` answers 200 (within `startWithinMs`).
 */
export async function startSite({
  dir,
  port,
  emulatorEnv,
  limitMb = 512,
  plainNode = false,
  extraEnv = {},
  startWithinMs = 30_000,
}) {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    MEMORY_LIMIT_MB: String(limitMb),
    SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
    // Tuning experiments reach start.sh: `NODE_HEAP_MB=256 pnpm --filter @travel/web bench:memory`.
    ...Object.fromEntries(
      ["NODE_OPTIONS", "NODE_HEAP_MB", "MALLOC_ARENA_MAX"]
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]]),
    ),
    LOG_LEVEL: "warn", // one line per request would measure the terminal, not the site
    ...emulatorEnv,
    ...extraEnv,
  };
  const [command, args] = plainNode ? [process.execPath, ["server.mjs"]] : ["sh", ["start.sh"]];
  const server = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site exited (${server.exitCode}).`);
    try {
      if ((await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) })).ok) break;
    } catch {
      if (Date.now() - started > startWithinMs) {
        await stopSite(server);
        throw new Error(`The site did not start within ${startWithinMs / 1000} s.`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server, url };
}

/** Stops the site (SIGTERM, then SIGKILL after 15 s) and waits for it to exit. */
export async function stopSite(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
