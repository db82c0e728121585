import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

export default defineConfig({
  test: sharedTestConfig({ coverage: { thresholds: { branches: 95, lines: 95, functions: 95 } } }),
});
