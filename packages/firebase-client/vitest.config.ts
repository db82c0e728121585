import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

/**
 * Two layers, told apart by where a file lives (decision 148): src/**\/*.test.ts are unit tests
 * beside the code (no emulators); test/**\/*.test.ts run against the emulators.
 * `test:unit` runs the first project, `test:integration` the second.
 */
// Each project names its files; the shared default globs would add the other layer's.
const { include: _defaultFiles, ...shared } = sharedTestConfig();
export default defineConfig({
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          // One project on the emulators (the global setup's) serves every file.
          globalSetup: ["./test/global-setup.ts"],
          // Files share that project and clear it between tests: one after another.
          fileParallelism: false,
          // Real SDKs over real protocols: a password change waits for the next whole second, and
          // an emulator listen stream may back off and retry now and then.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
