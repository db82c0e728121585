#!/usr/bin/env node
/**
 * Public pages at static speed (issue 44, decisions 195–197): one run that prints, for `/`,
 * `/destinations`, a destination page and `/blogs`,
 *   - warm-cache throughput against a static copy of the same page (the HTML saved once and
 *     served by the same production server as a file: the same middleware, express.static), as
 *     a fraction of static (target ≥ 0.5); beside it, the same copy from a bare Node server that
 *     holds it in memory (no middleware at all: the ceiling), and the throughput with the page
 *     cache off (PAGE_CACHE_SECONDS=0: every visit rendered, each reading the catalogue's
 *     version first, as before);
 *   - the cold render (a page not held: a new query string each time, median of 7 after 5
 *     warm-up renders) with the cache on and off;
 *   - the page cache's memory at its bound (filled with distinct pages until its byte bound):
 *     the bytes it counts and the process's RSS before and after;
 *   - the time from a publish (written straight to Firestore, as another instance's back-office
 *     would) to the new text on every one of two instances, polled every 20 ms, with the cache
 *     on and off (off, each request reads the version first: the time is the full re-read).
 * autocannon and the server share the machine's cores, as in bench:memory; the load average is
 * printed beside the figures. Not a test: the figures move with the machine.
 *
 *   pnpm --filter @travel/web bench:pages
 *   pnpm --filter @travel/web bench:pages --seconds 8 --connections 10 --rounds 2
 *
 * It copies the build to bench/.out/pages (the static copies are written into it), starts
 * emulators of its own on free ports, and stops everything it started.
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { createFirebaseServices, loadFirebaseConfig } from "@travel/firebase-client";
import { freePort, startEmulators } from "@travel/firebase-emulators";
import { ratesDatedToday } from "../test/harness/site.mjs";
import { memoryOf, startSite, stopSite } from "./site.mjs";

const webDir = new URL("..", import.meta.url).pathname;
const repoRoot = new URL("../../..", import.meta.url).pathname;
const OUT = join(webDir, "bench/.out/pages");
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    "cold-runs": { type: "string", default: "7" },
    publishes: { type: "string", default: "3" },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const COLD_RUNS = Number(values["cold-runs"]);
const PUBLISHES = Number(values.publishes);
const PAGES = [
  { path: "/", file: "home.html" },
  { path: "/destinations", file: "destinations.html" },
  { path: "/destinations/101", file: "destination-101.html" },
  { path: "/blogs", file: "blogs.html" },
];
const TARGET = 0.5;

const log = (message) => console.log(`[bench:pages] ${message}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** A copy of the build and the server beside it: the static copies go into its client folder. */
function copyBuild() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  cpSync(join(webDir, "build"), join(OUT, "build"), { recursive: true });
  cpSync(join(webDir, "server.mjs"), join(OUT, "server.mjs"));
  cpSync(join(webDir, "server"), join(OUT, "server"), { recursive: true });
  mkdirSync(join(OUT, "build/client/static-copy"), { recursive: true });
}

/** Requests per second for `url` over SECONDS (after a one-second warm-up), and any failures. */
async function throughput(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    perSecond: result.requests.average,
    failed: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
  };
}

/** A bare Node server holding the static copies in memory: no middleware at all. */
async function startBareStatic() {
  const port = await freePort("127.0.0.1");
  const script = `
    const { readFileSync, readdirSync } = require("node:fs");
    const dir = ${JSON.stringify(join(OUT, "build/client/static-copy"))};
    const files = new Map(readdirSync(dir).map((name) => ["/" + name, readFileSync(dir + "/" + name)]));
    require("node:http").createServer((req, res) => {
      const body = files.get(req.url);
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { url: `http://127.0.0.1:${port}`, server: child };
}

/** The time of one answer to a page not held: a query string nobody asked for yet. */
async function coldRender(base, path) {
  const times = [];
  for (let i = -5; i < COLD_RUNS; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}${path}?cold=${Date.now()}-${i}`);
    await answer.text();
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    if (i >= 0) times.push(performance.now() - started);
  }
  return median(times);
}

const readyz = async (base) => (await (await fetch(`${base}/readyz`)).json()).pageCache;

/**
 * Publishes a new summary of destination 101 straight to Firestore PUBLISHES times and returns,
 * for each, the write's time and the time until every instance showed it.
 */
async function publishToBoth(instances, services) {
  const times = [];
  for (let i = 0; i < PUBLISHES; i++) {
    for (const site of instances)
      for (let k = 0; k < 3; k++) await (await fetch(`${site.url}/destinations/101`)).text();
    const edit = await services.destinationEdits.get(101);
    const summary = `Published for the page-cache bench, run ${Date.now()}-${i}.`;
    const { id: _id, ...draft } = edit.draft;
    const started = performance.now();
    const saved = await services.destinationEdits.save(
      101,
      { ...draft, summary },
      edit.version,
      { uid: "bench-editor", email: "bench-editor@wayfarer.test" },
      { publish: true },
    );
    if (!saved.ok) throw new Error(`publish failed: ${saved.error}`);
    const written = performance.now();
    const shownAt = await Promise.all(
      instances.map(async (site) => {
        for (;;) {
          const text = await (await fetch(`${site.url}/destinations/101`)).text();
          if (text.includes(summary)) return performance.now();
          if (performance.now() - written > 60_000) throw new Error("not shown within 60 s");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    times.push({ write: written - started, shown: Math.max(...shownAt) - written });
    log(
      `publish ${i + 1}: written in ${(written - started).toFixed(0)} ms, on every instance ${(Math.max(...shownAt) - written).toFixed(0)} ms later`,
    );
  }
  return times;
}

async function main() {
  log(`load average at the start: ${load()} (1, 5, 15 min)`);
  copyBuild();
  const ports = { auth: await freePort("127.0.0.1"), storage: await freePort("127.0.0.1") };
  ports.firestore = await freePort("127.0.0.1");
  const emulators = await startEmulators({
    projectId: "demo-travel-bench-pages",
    ports,
    quiet: true,
  });
  const sites = [];
  const services = createFirebaseServices(loadFirebaseConfig(emulators.env));
  try {
    const seed = join(repoRoot, "packages/firebase-client/dist/cli/seed.js");
    await promisify(execFile)(process.execPath, [seed], {
      env: { ...process.env, ...emulators.env },
      maxBuffer: 16 << 20,
    });
    const rates = ratesDatedToday(join(OUT, "rates"));
    const start = async (extraEnv = {}) => {
      const site = await startSite({
        dir: OUT,
        port: await freePort("127.0.0.1"),
        emulatorEnv: emulators.env,
        plainNode: true,
        extraEnv: { EXCHANGE_RATES_FILE: rates, ...extraEnv },
      });
      sites.push(site);
      return site;
    };
    const stop = async (site) => {
      await stopSite(site.server);
      sites.splice(sites.indexOf(site), 1);
    };

    // Before: every visit rendered (the page cache off), each reading the catalogue's version.
    const before = await start({ PAGE_CACHE_SECONDS: "0" });
    const results = new Map(PAGES.map(({ path }) => [path, { path }]));
    for (const { path } of PAGES) {
      await (await fetch(`${before.url}${path}`)).text();
      const result = results.get(path);
      result.before = await throughput(`${before.url}${path}`);
      result.coldBefore = await coldRender(before.url, path);
      log(
        `${path}: cache off ${result.before.perSecond.toFixed(0)}/s, cold render ${result.coldBefore.toFixed(1)} ms`,
      );
    }
    await stop(before);

    // After: the page cache on (the defaults), and the static copy served by the same server.
    const after = await start();
    for (const { path, file } of PAGES) {
      const html = await (await fetch(`${after.url}${path}`)).text();
      writeFileSync(join(OUT, "build/client/static-copy", file), html);
      results.get(path).bytes = Buffer.byteLength(html);
    }
    const bare = await startBareStatic();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const { path, file } of PAGES) {
          const result = results.get(path);
          const copy = await throughput(`${after.url}/static-copy/${file}`);
          const cached = await throughput(`${after.url}${path}`);
          const ceiling = await throughput(`${bare.url}/${file}`);
          // The best round of each: a busy moment of the machine is not the page's speed.
          if (!result.static || copy.perSecond > result.static.perSecond) result.static = copy;
          if (!result.cached || cached.perSecond > result.cached.perSecond) result.cached = cached;
          if (!result.bare || ceiling.perSecond > result.bare.perSecond) result.bare = ceiling;
          log(
            `${path} round ${round + 1}: static ${copy.perSecond.toFixed(0)}/s, cached ${cached.perSecond.toFixed(0)}/s, bare ${ceiling.perSecond.toFixed(0)}/s (load ${load()})`,
          );
        }
      }
    } finally {
      bare.server.kill("SIGTERM");
    }
    // Cold renders once this process has served as much as the one before it had.
    for (const { path } of PAGES) results.get(path).coldAfter = await coldRender(after.url, path);

    // The page cache at its bound: distinct pages (new query strings) until it counts its bytes
    // bound, each asked plain, gzipped and in Brotli so every copy is held.
    const restMemory = memoryOf(after.server.pid);
    const settings = { maxBytes: 32 * 1024 * 1024 };
    let held = await readyz(after.url);
    let filled = 0;
    for (; filled < 2_000 && held.bytes < settings.maxBytes * 0.97; filled++) {
      const url = `${after.url}/destinations?fill=${filled}`;
      for (const encoding of ["identity", "gzip", "br"])
        await (await fetch(url, { headers: { "Accept-Encoding": encoding } })).arrayBuffer();
      if (filled % 20 === 0) held = await readyz(after.url);
    }
    held = await readyz(after.url);
    const fullMemory = memoryOf(after.server.pid);

    // Publish → every instance: two instances holding the page, a publish written to Firestore.
    const publishTimes = await publishToBoth([after, await start()], services);
    for (const site of [...sites]) await stop(site);
    const publishTimesBefore = await publishToBoth(
      [await start({ PAGE_CACHE_SECONDS: "0" }), await start({ PAGE_CACHE_SECONDS: "0" })],
      services,
    );

    const rows = PAGES.map(({ path }) => {
      const r = results.get(path);
      const ratio = r.cached.perSecond / r.static.perSecond;
      return `| \`${path}\` | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.static.perSecond.toFixed(0)}/s | ${r.cached.perSecond.toFixed(0)}/s | **${ratio.toFixed(2)}** ${ratio >= TARGET ? "✓" : "✗"} | ${r.bare.perSecond.toFixed(0)}/s (${(r.cached.perSecond / r.bare.perSecond).toFixed(2)}) | ${r.before.perSecond.toFixed(0)}/s (${(r.before.perSecond / r.static.perSecond).toFixed(3)}) | ${r.coldBefore.toFixed(1)} ms | ${r.coldAfter.toFixed(1)} ms | ${r.static.failed + r.cached.failed + r.before.failed} |`;
    });
    console.log(`
Load average at the end: ${load()}; ${CONNECTIONS} connections, ${SECONDS} s a measure, best of ${ROUNDS} rounds.

| page | HTML | static copy (same server) | warm cache | cache ÷ static (≥ ${TARGET}) | bare Node from memory (cache ÷ it) | cache off (÷ static) | cold render, cache off | cold render, cache on | failed |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

| page cache at its bound | value |
|---|---|
| pages held | ${held.entries} (${filled} distinct pages asked, each plain, gzip and Brotli) |
| bytes it counts | ${mib(held.bytes)} MiB of ${mib(settings.maxBytes)} MiB |
| RSS before / after filling | ${restMemory.rss.toFixed(0)} MiB / ${fullMemory.rss.toFixed(0)} MiB (peak ${fullMemory.peak.toFixed(0)} MiB) |

| publish → both instances | cache on | cache off (before) |
|---|---|---|
${publishTimes.map((t, i) => `| publish ${i + 1} | ${t.shown.toFixed(0)} ms | ${publishTimesBefore[i]?.shown.toFixed(0) ?? "?"} ms |`).join("\n")}
`);
    const failed = [...results.values()].some(
      (r) => r.static.failed + r.cached.failed + r.before.failed > 0,
    );
    if (failed) {
      console.error("✗ some requests failed");
      process.exitCode = 1;
    }
  } finally {
    for (const site of [...sites]) await stopSite(site.server);
    await services.close();
    await emulators.stop({ exportData: false });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
