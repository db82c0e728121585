import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: sharedTestConfig({
    include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    coverage: { include: ["app/**/*.ts", "app/**/*.tsx"] } }),
});
