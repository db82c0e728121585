import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

// The launcher starts real emulators (Java Firestore, Auth compiling its schema) and gives a start
// 180 s (src/index.js): a test gets that bound and two minutes for its own requests and the stop,
// so only a start the launcher itself would refuse can fail it. Two starts get twice (see the test).
export default defineConfig({
  test: {
    ...sharedTestConfig({ include: ["test/**/*.test.js"] }),
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
