import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

// src/**/*.test.js are unit tests beside the code; test/ starts real emulator sets (the
// launcher's own start, stop and restart cannot use the run's shared set). decision 148.
// Each project names its files; the shared default globs would add the other layer's.
const { include: _defaultFiles, ...shared } = sharedTestConfig();
export default defineConfig({
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.js"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.js"],
          // A test starts a set (the launcher gives the Firestore JVM 60 s) and may start a
          // second one (the restart test): room for both starts and the requests.
          testTimeout: 150_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
