// Runs every package's typecheck, lint and tests through turbo, checks that the tree is formatted
// (prettier --check, the repository's written style) and that no file, export or dependency is
// unused (knip, knip.jsonc), then adds up what each runner reported
// (Vitest and Playwright JSON reports under */test-results/) into one closing line:
// "N passed, N failed, N skipped". A run that executed no test fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const workspaces = ["apps", "packages", "tooling"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
for (const dir of workspaces) rmSync(join(dir, "test-results"), { recursive: true, force: true });

const turbo = spawnSync(
  "pnpm",
  // --continue: one failing package must not hide what the others would report.
  ["exec", "turbo", "run", "typecheck", "lint", "test", "--continue", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
  },
);

// The formatting rules in @travel/prettier-config are enforced, not only written down.
const formatting = spawnSync("pnpm", ["exec", "prettier", "--check", "--log-level", "warn", "."], {
  cwd: root,
  stdio: "inherit",
});
if (formatting.status !== 0) console.error("Formatting: run `pnpm format` and commit the result.");

// Unused files, exports and dependencies across the workspace. Silent when there are none.
const unused = spawnSync("pnpm", ["exec", "knip"], { cwd: root, stdio: "inherit" });
if (unused.status !== 0) {
  console.error("Unused code: remove it, or stop exporting it (see knip.jsonc for entry points).");
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const dir of workspaces) {
  const resultsDir = join(dir, "test-results");
  if (!existsSync(resultsDir)) continue;
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), "utf8"));
    if ("numPassedTests" in report) {
      // Vitest (Jest-compatible JSON)
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      // Playwright JSON reporter
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  }
}

const ranNothing = totals.passed + totals.failed === 0;
if (ranNothing) console.error("No test ran: check the test-results reports.");
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(
  turbo.status !== 0 ||
    formatting.status !== 0 ||
    unused.status !== 0 ||
    totals.failed > 0 ||
    ranNothing
    ? 1
    : 0,
);
