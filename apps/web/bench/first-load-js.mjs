#!/usr/bin/env node
/**
 * First-load JavaScript of pages, as a browser loads them (bench/first-load-js-meter.mjs: every
 * script fetched until the network is idle, gzipped at the default level, 1 KB = 1024 bytes;
 * perf/measure.mjs reports the same figure).
 *
 *   node bench/first-load-js.mjs http://127.0.0.1:3000 / /destinations/101 /trips/search
 *
 * Prints the kilobytes per page; the budget for public pages is 100 KB (docs/decisions/020, 054).
 */
import { chromium } from "@playwright/test";
import { kb, measureFirstLoadJs } from "./first-load-js-meter.mjs";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error("usage: node bench/first-load-js.mjs <origin> <path> [path…]");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const path of paths) {
    const js = await measureFirstLoadJs(browser, new URL(path, origin).href);
    console.log(
      `${path}: ${kb(js.gzipBytes)} KB (${js.gzipBytes.toLocaleString("en-US")} bytes) gzipped in ${js.files.length} files${js.firebase ? ", FIREBASE SDK FOUND" : ""}`,
    );
    if (process.env.VERBOSE)
      for (const file of js.files.sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`  ${kb(file.gzipBytes).padStart(6)} KB  ${file.url}`);
  }
} finally {
  await browser.close();
}
