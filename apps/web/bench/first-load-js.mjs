#!/usr/bin/env node
/**
 * First-load JavaScript of pages, as a browser loads them: every same-origin script the page
 * fetches until the network is idle (entry, route modules, anything imported during hydration),
 * gzipped one file at a time (level 9, as the budget counts them).
 *
 *   node bench/first-load-js.mjs http://127.0.0.1:3000 / /destinations/101 /trips/search
 *
 * Prints the kilobytes per page; the budget for public pages is 100 KB (docs/decisions/020).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error("usage: node bench/first-load-js.mjs <origin> <path> [path…]");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== "script" || !url.startsWith(origin)) return;
      scripts.set(url, response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(new URL(path, origin).href, { waitUntil: "networkidle" });
    const sizes = await Promise.all([...scripts].map(async ([url, size]) => [new URL(url).pathname, await size]));
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(`${path}: ${(total / 1000).toFixed(1)} KB gzipped in ${sizes.length} files`);
    if (process.env.VERBOSE) for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1000).toFixed(1).padStart(6)} KB  ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
