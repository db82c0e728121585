import type { ViteUserConfig } from "vitest/config";

export interface SharedTestOptions {
  /** Test file globs; defaults to src/**\/*.test.ts and test/**\/*.test.ts. */
  include?: string[];
  coverage?: { include?: string[]; thresholds?: Record<string, number> };
}

export function sharedTestConfig(options?: SharedTestOptions): NonNullable<ViteUserConfig["test"]>;
