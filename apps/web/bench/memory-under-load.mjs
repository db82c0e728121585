#!/usr/bin/env node
/**
 * Memory under load: starts the release artefact the way the container does (./start.sh, heap
 * sized from MEMORY_LIMIT_MB) against a private emulator set, loads `/` with autocannon for a
 * while, and prints the RSS at rest, the peak RSS (the kernel's high-water mark), errors and
 * throughput. Fails when any request failed or the peak RSS reached the limit.
 *
 *   pnpm release && pnpm --filter @travel/web bench:memory
 *   pnpm --filter @travel/web bench:memory --limit 512 --seconds 60 --connections 20 [--no-heap-limit]
 *
 * --no-heap-limit runs `node server.mjs` as it ran before the artefact existed, for comparison.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { startEmulators } from "@travel/firebase-emulators";
import { memoryOf, startSite, stopSite } from "./site.mjs";

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

  let url;
  ({ server, url } = await startSite({
    dir: values.dir,
    port: values.port,
    emulatorEnv: emulators.env,
    limitMb,
    plainNode: values["no-heap-limit"],
  }));
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
  await stopSite(server);
  await emulators.stop({ exportData: false });
}
