import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

// The launcher starts real emulators (Java Firestore, Auth compiling its schema): give it time.
export default defineConfig({
  test: {
    ...sharedTestConfig({ include: ["test/**/*.test.js"] }),
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
