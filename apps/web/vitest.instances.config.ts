import { defineConfig } from "vitest/config";

// Two production servers of the built app, one Redis and one emulator set, started by the suite
// itself (test/multi-instance). Run after `remix vite:build`; its report joins the others.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["test/multi-instance/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest-instances.json" }]],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
