#!/usr/bin/env node
/**
 * Server-rendering throughput of `/`, before and after, in one run: the production server of two
 * builds, each against the same seeded emulators, and a static copy of the same page (its HTML and
 * the build's assets served by a plain node:http file server, the ceiling of what this machine
 * answers), each loaded in turn by autocannon with keep-alive connections. Prints requests per
 * second and each server's ratio to the static copy, with the load average (`uptime`) at the
 * start and the end: on 2 shared cores every figure moves with what else runs.
 *
 *   pnpm --filter @travel/web bench:throughput --before /tmp/before/apps/web
 *     [--after .] [--seconds 15] [--connections 10] [--rounds 2]
 *
 * `--before` and `--after` are the apps/web folders of two builds (each with its build/ and
 * server.mjs); the default "after" is this one. The three targets take turns for `--rounds`
 * rounds, so a change in the machine's load over the run falls on each of them alike.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { freePort, startEmulators } from "@travel/firebase-emulators";
import { startSite, stopSite } from "./site.mjs";

const HERE = fileURLToPath(import.meta.url);
const WEB = new URL("..", import.meta.url).pathname;
const REPO = join(WEB, "..", "..");

/** The static copy's file server, run as its own process: `--serve-static <folder> <port>`. */
function serveStatic(folder, port) {
  const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
    ".woff2": "font/woff2",
    ".svg": "image/svg+xml",
    ".webp": "image/webp",
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = normalize(join(folder, path === "/" ? "index.html" : path));
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    response
      .writeHead(200, {
        "Content-Type": types[extname(file)] ?? "application/octet-stream",
        "Content-Length": body.length,
      })
      .end(body);
  });
  server.keepAliveTimeout = 10_000;
  server.listen(port, "127.0.0.1", () => console.log("static copy listening"));
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

if (process.argv[2] === "--serve-static") {
  serveStatic(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}

/** Writes `/` of `url` as index.html into a folder beside the build's client assets. */
async function staticCopyOf(url, clientDir) {
  const { mkdtempSync, cpSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const folder = mkdtempSync(join(tmpdir(), "ssr-throughput-static-"));
  cpSync(clientDir, folder, { recursive: true });
  const html = await (await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) })).text();
  writeFileSync(join(folder, "index.html"), html);
  return { folder, bytes: Buffer.byteLength(html) };
}

async function startStatic(folder) {
  const port = await freePort("127.0.0.1");
  const child = spawn(process.execPath, [HERE, "--serve-static", folder, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the static copy did not start")), 10_000);
    child.stdout.once("data", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { server: child, url: `http://127.0.0.1:${port}` };
}

function uptime() {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return "(uptime not available)";
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: "string" },
      after: { type: "string", default: WEB },
      seconds: { type: "string", default: "15" },
      connections: { type: "string", default: "10" },
      rounds: { type: "string", default: "2" },
    },
  });
  if (!values.before)
    throw new Error("--before <apps/web folder of the build to compare> is needed");
  for (const dir of [values.before, values.after])
    if (!existsSync(join(dir, "build/server/index.js")) || !existsSync(join(dir, "server.mjs")))
      throw new Error(`${dir} has no build (build/server/index.js) or no server.mjs`);
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const rounds = Number(values.rounds);
  console.log(`start: ${uptime()}`);

  const emulators = await startEmulators({
    projectId: "demo-travel-throughput",
    ports: { auth: 0, firestore: 0, storage: 0 },
    quiet: true,
  });
  const running = [];
  try {
    await promisify(execFile)(
      process.execPath,
      [join(REPO, "packages/firebase-client/dist/cli/seed.js")],
      { env: { ...process.env, ...emulators.env } },
    );
    const start = async (dir) =>
      startSite({
        dir,
        port: await freePort("127.0.0.1"),
        emulatorEnv: emulators.env,
        plainNode: true,
        startWithinMs: 60_000,
      });
    const before = await start(values.before);
    running.push(before.server);
    const after = await start(values.after);
    running.push(after.server);
    const copy = await staticCopyOf(after.url, join(values.after, "build/client"));
    const staticCopy = await startStatic(copy.folder);
    running.push(staticCopy.server);
    const targets = [
      { name: "static copy of / (node:http)", url: staticCopy.url, runs: [] },
      { name: `before (${values.before})`, url: before.url, runs: [] },
      { name: `after (${values.after})`, url: after.url, runs: [] },
    ];
    // Warm each: the catalogue read, the route modules, the JIT.
    for (const target of targets)
      await autocannon({ url: `${target.url}/`, connections: 2, duration: 3 });
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const result = await autocannon({ url: `${target.url}/`, connections, duration: seconds });
        const failed = result.errors + result.timeouts + result.non2xx;
        target.runs.push(result.requests.average);
        console.log(
          `round ${round}: ${target.name}: ${result.requests.average.toFixed(1)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed (${result.non2xx} non-2xx)` : ""}`,
        );
      }
    }
    const mean = (runs) => runs.reduce((sum, value) => sum + value, 0) / runs.length;
    const ceiling = mean(targets[0].runs);
    console.log(
      `\nGET / for ${seconds} s × ${rounds} rounds each, ${connections} keep-alive connections (autocannon), static copy ${copy.bytes.toLocaleString("en-US")} bytes of HTML:`,
    );
    for (const target of targets)
      console.log(
        `  ${target.name}: ${mean(target.runs).toFixed(1)} requests/s (${target.runs.map((value) => value.toFixed(1)).join(", ")}), ${((mean(target.runs) / ceiling) * 100).toFixed(1)} % of the static copy`,
      );
    console.log(`  after / before: ${(mean(targets[2].runs) / mean(targets[1].runs)).toFixed(2)}×`);
  } finally {
    for (const server of running.reverse()) await stopSite(server);
    await emulators.stop({ exportData: false });
    console.log(`end: ${uptime()}`);
  }
}
