// Debian's Chromium as every browser run of the project starts it: the browser tests
// (playwright.config.ts), the first-load JavaScript bench and the performance script (its
// Playwright loads and Lighthouse). No browser is downloaded; CHROMIUM_PATH names another one.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, no sandbox (CI runs as root), and none of the browser's own background traffic. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
