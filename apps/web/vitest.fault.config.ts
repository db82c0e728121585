import { defineConfig } from "vitest/config";

/**
 * Fault tests (test/fault): the production build against emulators that the tests pause and
 * resume. Run after a build (`pnpm test` runs them after test:e2e, which builds). Their own
 * JSON report, so tooling/scripts/run-tests.mjs counts them beside the other suites.
 */
export default defineConfig({
  test: {
    include: ["test/fault/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/fault.json" }]],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
