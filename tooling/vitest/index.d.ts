import type { ViteUserConfig } from "vitest/config";

export interface SharedTestOptions {
  /** Test file globs; defaults to src/**\/*.test.ts and test/**\/*.test.ts. */
  include?: string[];
  coverage?: { include?: string[]; thresholds?: Record<string, number> };
}

/** "unit" for `pnpm run test:unit`: the folder of the run's report under test-results/. */
export function testLayer(): string;

export function sharedTestConfig(options?: SharedTestOptions): NonNullable<ViteUserConfig["test"]>;
