import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

/**
 * Every Vitest layer of the web app, one project each; each package script runs one project
 * (`test:unit` → `--project unit`), which is a turbo task of its own (decision 148).
 * A file's place decides its layer: nothing is listed by hand.
 */
const { include: unitTests, ...shared } = sharedTestConfig({
  include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
  coverage: { include: ["app/**/*.ts", "app/**/*.tsx"] },
});
// Actions and loaders against the emulators (started once by the global setup).
const integration = ["app/**/*.integration.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    ...shared,
    projects: [
      { extends: true, test: { name: "unit", include: unitTests, exclude: integration } },
      {
        extends: true,
        test: {
          name: "integration",
          include: integration,
          globalSetup: ["./test/emulators.global-setup.ts"],
          setupFiles: ["./test/emulator-env.setup.ts"],
          // One project on the emulators serves every file: one file at a time.
          fileParallelism: false,
        },
      },
      // The release artefact, copied outside the repository and started as a process (decision 069).
      {
        extends: true,
        test: {
          name: "release",
          include: ["test/release/**/*.test.ts"],
          globalSetup: ["./test/release/global-setup.ts"],
          // A beforeAll starts the artefact, which the harness gives 30 s to answer.
          hookTimeout: 30_000,
        },
      },
      // The production build over HTTP, no browser: refusals, headers, the HTML that forms and
      // loaders send (decision 149).
      {
        extends: true,
        test: {
          name: "http",
          include: ["test/http/**/*.test.ts"],
          globalSetup: ["./test/http/global-setup.ts"],
          // Tests that read what the server stored use the services on the same project.
          setupFiles: ["./test/emulator-env.setup.ts"],
        },
      },
      // Two production servers sharing one Redis. Their beforeAll starts the servers, each given
      // the harness's 30 s to answer.
      {
        extends: true,
        test: {
          name: "instances",
          include: ["test/multi-instance/**/*.test.ts"],
          hookTimeout: 30_000,
        },
      },
      // The production build while its backends are silent (test/fault), the same start.
      {
        extends: true,
        test: { name: "fault", include: ["test/fault/**/*.test.ts"], hookTimeout: 30_000 },
      },
    ],
  },
});
