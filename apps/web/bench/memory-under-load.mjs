#!/usr/bin/env node
/**
 * Memory under load: starts the release artefact the way the container does (./start.sh, heap
 * sized from MEMORY_LIMIT_MB) against a private emulator set, loads `/` with autocannon for a
 * while, and prints the RSS at rest, the peak RSS (the kernel's high-water mark), errors and
 * throughput. Fails when any request failed or the peak RSS reached the limit.
 *
 *   pnpm release && pnpm --filter @travel/web bench:memory
 *   pnpm --filter @travel/web bench:memory -- --limit 512 --seconds 60 --connections 20 [--no-heap-limit]
 *
 * --no-heap-limit runs `node server.mjs` as it ran before the artefact existed, for comparison.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { startEmulators } from "@travel/firebase-emulators";

const repoRoot = new URL("../../..", import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    dir: { type: "string", default: join(repoRoot, "dist/release/web") },
    limit: { type: "string", default: "512" },
    seconds: { type: "string", default: "60" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "43100" },
    "no-heap-limit": { type: "boolean", default: false },
  },
});
const limitMb = Number(values.limit);
if (!existsSync(join(values.dir, "start.sh")))
  throw new Error(`No artefact in ${values.dir}: run \`pnpm release\` first.`);

/** VmRSS and VmHWM (peak) of a process, in MiB, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

const emulators = await startEmulators({
  projectId: "demo-travel-bench",
  ports: { auth: 43099, firestore: 43080, storage: 43199 },
  quiet: true,
});
let server;
try {
  const seed = join(repoRoot, "packages/firebase-client/dist/cli/seed.js");
  await promisify(execFile)(process.execPath, [seed], {
    env: { ...process.env, ...emulators.env },
  });

  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: values.port,
    MEMORY_LIMIT_MB: String(limitMb),
    SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
    // Tuning experiments reach start.sh: `NODE_HEAP_MB=256 pnpm --filter @travel/web bench:memory`.
    ...Object.fromEntries(
      ["NODE_OPTIONS", "NODE_HEAP_MB", "MALLOC_ARENA_MAX"]
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]]),
    ),
    LOG_LEVEL: "warn", // one line per request would measure the terminal, not the site
    ...emulators.env,
  };
  const [command, args] = values["no-heap-limit"]
    ? [process.execPath, ["server.mjs"]]
    : ["sh", ["start.sh"]];
  server = spawn(command, args, { cwd: values.dir, env, stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${values.port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      if (tries > 300) throw new Error("The site did not start within 30 s.");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A few warm-up requests, then the resting figure.
  for (let i = 0; i < 5; i += 1) await (await fetch(`${url}/`)).text();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rest = memoryOf(server.pid);

  const result = await autocannon({
    url: `${url}/`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  const after = memoryOf(server.pid);

  const failed = result.errors + result.timeouts + result.non2xx;
  const rows = [
    [
      "instance limit",
      values["no-heap-limit"] ? `none (node server.mjs)` : `${limitMb} MiB (start.sh)`,
    ],
    ["load", `${values.seconds} s, ${values.connections} connections, GET /`],
    ["RSS at rest", `${rest.rss.toFixed(0)} MiB`],
    ["RSS peak (VmHWM)", `${after.peak.toFixed(0)} MiB`],
    ["RSS after the load", `${after.rss.toFixed(0)} MiB`],
    ["requests", `${result.requests.total} (${result.requests.average.toFixed(1)}/s average)`],
    ["latency p50 / p99", `${result.latency.p50} ms / ${result.latency.p99} ms`],
    ["errors, timeouts, non-2xx", `${result.errors}, ${result.timeouts}, ${result.non2xx}`],
  ];
  console.log(
    `\n| measure | value |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`,
  );
  const tooBig = !values["no-heap-limit"] && after.peak >= limitMb;
  if (failed > 0 || tooBig) {
    console.error(
      failed > 0 ? `✗ ${failed} requests failed` : `✗ peak RSS reached the ${limitMb} MiB limit`,
    );
    process.exitCode = 1;
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await emulators.stop({ exportData: false });
}
