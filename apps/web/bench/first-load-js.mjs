#!/usr/bin/env node
/**
 * First-load JavaScript of pages, as a browser loads them (bench/first-load-js-meter.mjs: every
 * script fetched until the network is idle, gzipped at the default level, 1 KB = 1024 bytes;
 * perf/measure.mjs reports the same figure), beside a bare app of the same framework, React and
 * build settings (perf/bare-app: one route with a heading and a paragraph). The bar for public
 * pages is at most 15 KB gzipped over the bare app (docs/decisions/152).
 *
 *   pnpm --filter @travel/web bench:first-load-js
 *     builds the site and the bare app, starts seeded emulators, the site's production server and
 *     the bare app, and measures the public pages;
 *   node bench/first-load-js.mjs [--no-build] [--no-bare] [<origin>] [<path>…]
 *     measures `path`s (default: the public pages) of a site already running at `origin`, or of
 *     the current build started here; --no-build serves the bare app's last build.
 *
 * Prints the kilobytes per page and each page's difference from the bare app. VERBOSE=1 lists
 * each page's files. Exits 1 when a page is over the bar.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { freePort, startEmulators } from "@travel/firebase-emulators";
import { buildBareApp, startBareApp } from "../perf/bare-app/serve.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/harness/chromium.mjs";
import { kb, measureFirstLoadJs, PHONE } from "./first-load-js-meter.mjs";
import { startSite, stopSite } from "./site.mjs";

/** The public pages the bar applies to: one of each kind a visitor lands on. */
const PUBLIC_PAGES = [
  "/",
  "/destinations",
  "/destinations/101",
  "/blogs",
  "/blogs/what-a-week-in-lisbon-really-costs",
  "/trips/budget",
  "/trips/plan",
  "/trips/compare",
  "/trips/group",
  "/about-us",
];
/** How much more than the bare app a public page may load: 15 KB gzipped. */
const BAR_OVER_BARE_BYTES = 15 * 1024;

const WEB = new URL("..", import.meta.url).pathname;
const REPO = join(WEB, "..", "..");
const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const [givenOrigin, ...givenPaths] = args.filter((arg) => !arg.startsWith("--"));
const origin = givenOrigin && /^https?:/.test(givenOrigin) ? givenOrigin : undefined;
const paths = [...(origin ? [] : givenOrigin ? [givenOrigin] : []), ...givenPaths];
if (paths.length === 0) paths.push(...PUBLIC_PAGES);

const stops = [];
try {
  let siteUrl = origin;
  if (!siteUrl) {
    if (!existsSync(join(WEB, "build/server/index.js")))
      throw new Error("No build in apps/web/build: run `pnpm --filter @travel/web build` first.");
    const emulators = await startEmulators({
      projectId: "demo-travel-first-load",
      ports: { auth: 0, firestore: 0, storage: 0 },
      quiet: true,
    });
    stops.push(() => emulators.stop({ exportData: false }));
    await promisify(execFile)(
      process.execPath,
      [join(REPO, "packages/firebase-client/dist/cli/seed.js")],
      { env: { ...process.env, ...emulators.env } },
    );
    const { server, url } = await startSite({
      dir: WEB,
      port: await freePort("127.0.0.1"),
      emulatorEnv: emulators.env,
      plainNode: true,
    });
    stops.push(() => stopSite(server));
    siteUrl = url;
  }
  let bareUrl;
  if (!flags.has("--no-bare")) {
    if (!flags.has("--no-build") || !existsSync(join(WEB, "perf/bare-app/build"))) buildBareApp();
    const bare = await startBareApp();
    stops.push(bare.stop);
    bareUrl = bare.url;
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  stops.push(() => browser.close());
  /** One load to warm the server's caches and renditions, then the measured one. */
  const measure = async (url) => {
    await measureFirstLoadJs(browser, url, PHONE);
    return measureFirstLoadJs(browser, url, PHONE);
  };
  const list = (js) => {
    if (process.env.VERBOSE)
      for (const file of js.files.sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`  ${kb(file.gzipBytes).padStart(6)} KB  ${file.url}`);
  };
  const bytes = (count) => `${count.toLocaleString("en-US")} B`;

  const bare = bareUrl ? await measure(`${bareUrl}/`) : undefined;
  if (bare) {
    console.log(
      `bare app (perf/bare-app, one route): ${kb(bare.gzipBytes)} KB (${bytes(bare.gzipBytes)}) gzipped in ${bare.files.length} files`,
    );
    list(bare);
  }
  const over = [];
  for (const path of paths) {
    const js = await measure(new URL(path, siteUrl).href);
    const difference = bare ? js.gzipBytes - bare.gzipBytes : undefined;
    const versus =
      difference === undefined
        ? ""
        : `, ${difference >= 0 ? "+" : "−"}${kb(Math.abs(difference))} KB (${bytes(difference)}) against the bare app${difference > BAR_OVER_BARE_BYTES ? ", OVER THE BAR" : ""}`;
    if (difference !== undefined && difference > BAR_OVER_BARE_BYTES) over.push(path);
    console.log(
      `${path}: ${kb(js.gzipBytes)} KB (${bytes(js.gzipBytes)}) gzipped in ${js.files.length} files${versus}${js.firebase ? ", FIREBASE SDK FOUND" : ""}`,
    );
    list(js);
  }
  if (bare)
    console.log(
      over.length
        ? `${over.length} of ${paths.length} pages over the bar (bare app + ${kb(BAR_OVER_BARE_BYTES)} KB = ${bytes(bare.gzipBytes + BAR_OVER_BARE_BYTES)}): ${over.join(", ")}`
        : `every page within ${kb(BAR_OVER_BARE_BYTES)} KB of the bare app (${bytes(bare.gzipBytes + BAR_OVER_BARE_BYTES)})`,
    );
  process.exitCode = over.length ? 1 : 0;
} finally {
  for (const stop of stops.reverse()) await stop();
}
