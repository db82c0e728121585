import { defineConfig } from "vitest/config";
import { sharedTestConfig } from "@travel/vitest-config";

export default defineConfig({ test: sharedTestConfig() });
