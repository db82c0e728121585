// Shared Vitest settings: tests beside the code, coverage printed on every run,
// and a JSON report that tooling/scripts/run-tests.mjs adds up for the closing line.

/** @type {import("./index.d.ts").sharedTestConfig} */
export function sharedTestConfig(options = {}) {
  return {
    include: options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // A test's deadline only catches a hang. Vitest's 5 s default lost to CPU-bound property
    // tests (fast-check) on a 2-core machine running two suites at once.
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      reporter: ["text-summary", "text", "json-summary"],
      include: options.coverage?.include ?? ["src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/index.ts"],
      thresholds: options.coverage?.thresholds,
    },
  };
}
