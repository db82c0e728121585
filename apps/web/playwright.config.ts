import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./test/harness/chromium.mjs";
import { ratesDatedToday } from "./test/harness/site.mjs";

/**
 * Browser tests against the production build, served by e2e/global-setup.ts (the harness's
 * test/harness/site.mjs) on a free port. Debian's Chromium is used (no browser download); the
 * port is chosen once and handed to the workers through the environment.
 */
function freePort(): string {
  // The config is read synchronously: the launcher's own free-port choice, in a child process.
  const script =
    "const { freePort } = await import('@travel/firebase-emulators'); console.log(await freePort('127.0.0.1'))";
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    encoding: "utf8",
  }).trim();
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
// The server and the test workers share one session secret, so e2e/session-cookie.ts can write
// the session cookie with the app's own cookie code and the server accepts it.
process.env.SESSION_SECRET ??= "e2e-only-session-secret-0123456789abcdef";

// The server converts prices with the shipped ECB rates dated today (test/harness/site.mjs).
process.env.E2E_RATES_FILE = ratesDatedToday(
  fileURLToPath(new URL("test-results/e2e-rates/", import.meta.url)),
);

export default defineConfig({
  testDir: "e2e",
  // The layer's own folder (test-results/e2e/, what turbo caches); Playwright empties its
  // output folder on start, so the report sits beside it.
  outputDir: "test-results/e2e/artifacts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Playwright's own bounds (30 s a test, 5 s an assertion): a test that needs more says why.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // The editors' tests publish, edit and archive places and posts, which the other tests read
  // from the same catalogue (counts, map marks, the blog list): they run once the rest is done.
  projects: [
    { name: "site", testIgnore: /back-office\.spec\.ts$/ },
    { name: "editors", testMatch: /back-office\.spec\.ts$/, dependencies: ["site"] },
  ],
});
