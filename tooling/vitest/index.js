// Shared Vitest settings: tests beside the code, coverage printed on every run, and a JSON
// report that tooling/scripts/run-tests.mjs adds up for the closing line.

/**
 * The layer a run belongs to, from the package script that started it: `test:unit` → "unit".
 * Each layer is a turbo task of its own, so its report has a folder of its own
 * (test-results/<layer>/), which is what that task caches and restores.
 */
export function testLayer() {
  const script = process.env.npm_lifecycle_event ?? "";
  return script.startsWith("test:") ? script.slice("test:".length) : "vitest";
}

/** @type {import("./index.d.ts").sharedTestConfig} */
export function sharedTestConfig(options = {}) {
  return {
    include: options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: `test-results/${testLayer()}/vitest.json` }]],
    // A deadline catches a hang, it does not measure speed: property tests that take 1 s alone
    // take 7 s on a busy 2-core machine, so Vitest's 5 s default failed good runs.
    testTimeout: 60_000,
    coverage: {
      provider: "v8",
      reporter: ["text-summary", "text", "json-summary"],
      include: options.coverage?.include ?? ["src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/index.ts"],
      thresholds: options.coverage?.thresholds,
    },
  };
}
