// Starts a private emulator set for this package's tests and stops it afterwards (also when
// tests fail; if the runner dies, the emulators' watchdog ends the Java process).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type EmulatorEnv, startEmulators } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    firebaseEnv: EmulatorEnv;
  }
}

/** Not the defaults (9099/8080/9199), so a running bin/up or another suite does not collide. */
export const TEST_PORTS = { auth: 19099, firestore: 18080, storage: 19199 };
export const TEST_PROJECT_ID = "demo-travel-test";

/** @travel/domain is imported from its build; build it when a lone `--filter` run lacks it. */
function ensureDomainBuilt() {
  const domainDist = fileURLToPath(new URL("../../domain/dist/index.js", import.meta.url));
  if (existsSync(domainDist)) return;
  console.log("@travel/domain is not built yet: building it (tsc)…");
  const build = spawnSync("pnpm", ["--filter", "@travel/domain", "build"], {
    stdio: "inherit",
    timeout: 180_000,
  });
  if (build.status !== 0 || !existsSync(domainDist)) {
    throw new Error(
      "@travel/domain has no dist/ and building it failed: run `pnpm --filter @travel/domain build`.",
    );
  }
}

export default async function setup(project: TestProject) {
  ensureDomainBuilt();
  const startedAt = performance.now();
  const emulators = await startEmulators({
    projectId: TEST_PROJECT_ID,
    ports: TEST_PORTS,
    quiet: true,
  });
  console.log(`emulators ready in ${Math.round(performance.now() - startedAt)} ms`);
  project.provide("firebaseEnv", emulators.env);
  return async () => {
    await emulators.stop();
  };
}
