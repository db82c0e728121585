// The release artefact's tests: the artefact the `artefact` task packaged from this build
// (dist/artefact, once per build: turbo caches it), copied to a temporary folder outside the
// repository, and the suite's own project on the run's emulators, seeded.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EmulatorEnv } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";
import { suiteEmulators, WEB_DIR } from "../harness/site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    releaseDir: string;
    releaseFirebaseEnv: EmulatorEnv;
  }
}

export default async function setup(project: TestProject) {
  const packaged = join(WEB_DIR, "dist/artefact");
  if (!existsSync(join(packaged, "start.sh"))) {
    throw new Error(
      "No artefact: run `pnpm --filter @travel/web artefact` (test:release's turbo task does).",
    );
  }
  const outside = mkdtempSync(join(tmpdir(), "wayfarer-release-"));
  const releaseDir = join(outside, "web");
  // pnpm's links inside node_modules are relative, so the copy stands on its own.
  cpSync(packaged, releaseDir, { recursive: true, verbatimSymlinks: true });
  const emulators = await suiteEmulators("demo-travel-release");
  project.provide("releaseDir", releaseDir);
  project.provide("releaseFirebaseEnv", emulators.env);
  return async () => {
    await emulators.stop();
    rmSync(outside, { recursive: true, force: true });
  };
}
