import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

const { include: unitTests, ...shared } = sharedTestConfig({
  include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
  coverage: { include: ["app/**/*.ts", "app/**/*.tsx"] },
});
// Integration tests drive actions and loaders against real emulators (started once, by the
// global setup, only when such a file is run).
const integration = ["app/**/*.integration.test.ts"];
// The release artefact, copied outside the repository and started as a process (decision 069).
const release = ["test/release/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: "unit", include: unitTests, exclude: integration } },
      {
        extends: true,
        test: {
          name: "release",
          include: release,
          globalSetup: ["./test/release/global-setup.ts"],
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: integration,
          globalSetup: ["./test/emulators.global-setup.ts"],
          setupFiles: ["./test/emulator-env.setup.ts"],
          // One emulator set serves every file: one file at a time.
          fileParallelism: false,
          // Real SDKs over real protocols: a password change waits for the next whole second.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
