import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

export default defineConfig({
  test: {
    ...sharedTestConfig(),
    // One emulator set (started by the global setup on ports of its own) serves every file.
    globalSetup: ["./test/global-setup.ts"],
    // Files share that emulator set and clear it between tests: run them one after another.
    fileParallelism: false,
    // Real SDKs over real protocols: a password change waits for the next whole second, and
    // an emulator listen stream may back off and retry now and then.
    hookTimeout: 120_000,
  },
});
