import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { TEST_DEADLINE_SCALE } from "./test/deadline-scale";

/**
 * Browser tests against the production build, served by `pnpm start` on a free port.
 * Debian's Chromium is used (no browser download); the port is chosen once and handed to the
 * workers through the environment.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
process.env.E2E_FUZZ_PORT ??= freePort();
const fuzzPort = process.env.E2E_FUZZ_PORT;
// The servers and the test workers share one session secret, so e2e/session-cookie.ts can write
// the session cookie with the app's own cookie code and the servers accept it.
process.env.SESSION_SECRET ??= "e2e-only-session-secret-0123456789abcdef";
// The test workers call Firebase themselves (signing travellers in, reading what a page stored):
// the same stretched deadlines as the servers below, or a cold first call fails the test.
// Ten times production's: with two whole test runs sharing two cores (load average about 25),
// one emulator call of an account deletion took longer than five times its deadline (7.5 s for
// a write), and the page rightly said the deletion was unfinished. The deadlines' own behaviour
// is tested at production's scale (test/fault/backends-paused.test.ts).
process.env.FIREBASE_DEADLINE_SCALE ??= TEST_DEADLINE_SCALE;

// Prices are converted only with rates younger than 14 days. The servers get the shipped ECB
// file's figures dated today (what the tests check is the figures and the rounding); the stale
// file's own fallback is a unit test (display-currency.server.test.ts).
const ratesFile = fileURLToPath(
  new URL("test-results/e2e-rates/eurofxref-daily.xml", import.meta.url),
);
process.env.E2E_RATES_FILE = ratesFile;
const freshRates = readFileSync(
  new URL("app/features/currency/rates/eurofxref-daily.xml", import.meta.url),
  "utf8",
).replace(/time='\d{4}-\d{2}-\d{2}'/, `time='${new Date().toISOString().slice(0, 10)}'`);
mkdirSync(new URL("test-results/e2e-rates/", import.meta.url), { recursive: true });
// Workers load this config too: the file is written only when it differs, never under a reading server.
const written = (() => {
  try {
    return readFileSync(ratesFile, "utf8");
  } catch {
    return null;
  }
})();
if (written !== freshRates) writeFileSync(ratesFile, freshRates);

const serverEnv = {
  HOST: "127.0.0.1",
  SESSION_SECRET: process.env.SESSION_SECRET,
  // Affiliate ids, so the planning tests can check that partner links carry them.
  PARTNER_FLIGHTS_MARKER: "e2e-flights",
  PARTNER_PACKAGES_AFFCID: "e2e-packages",
  PARTNER_HOTELS_AID: "e2e-hotels",
  PARTNER_HOTELS_LABEL: "e2e-label",
  PARTNER_HOTEL_WIDGET_MARKER: "e2e-widget",
  EXCHANGE_RATES_FILE: ratesFile,
  // The emulators share this machine with the browsers, the servers and maybe a second run of
  // the suite, and then answer in seconds: production's Firebase deadlines (1 s for a read)
  // would fail pages these tests are not about. The deadlines themselves are tested at scale 1
  // (test/fault, firebase-client's deadline tests). The workers' scale, set above.
  FIREBASE_DEADLINE_SCALE: process.env.FIREBASE_DEADLINE_SCALE,
};

export default defineConfig({
  testDir: "e2e",
  // Playwright empties its output folder on start; a subfolder keeps Vitest's report beside it.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Both only bound how long a failing test keeps trying: a passing one ends the moment what it
  // waits for is there. On a 2-core machine running a second copy of the suite, a sign-up is
  // several Firebase calls and page loads that took 20 s, and a test of two travellers 60 s;
  // beside two other runs, the account journey (sign-up to sign-out) took over 120 s.
  timeout: 300_000,
  // A wait that spans a form's round trip (a sign-in: the Auth emulator, a redirect, the next
  // page's loaders) passed 30 s beside a second whole run, the page still on its way.
  expect: { timeout: 90_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
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
    },
  },
  // Two servers of the same build. The hostile-request run gets its own, so its thousands of
  // posts spend that process's in-memory form limits, not the ones the other tests meet.
  // Tests start once each server is ready for travellers: a destination page answers 200 when
  // the server holds the catalogue (a first read that outlasts its deadline on a loaded machine
  // answers 503, and Playwright asks again), so no test has to retry its first page.
  // The editors' tests publish, edit and archive places and posts, which the other tests read
  // from the same catalogue (counts, map marks, the blog list): they run once the rest is done.
  projects: [
    { name: "site", testIgnore: /back-office\.spec\.ts$/ },
    { name: "editors", testMatch: /back-office\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: [port, fuzzPort].map((serverPort) => ({
    command: "node server.mjs",
    url: `http://127.0.0.1:${serverPort}/destinations/101`,
    reuseExistingServer: false,
    // A server's first catalogue read on a machine that busy has taken over a minute.
    timeout: 180_000,
    env: { ...serverEnv, PORT: serverPort },
  })),
});
