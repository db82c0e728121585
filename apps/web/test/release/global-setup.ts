// The release artefact's tests: builds it from the current builds (`pnpm release --no-build`),
// copies it to a temporary folder outside the repository, and starts an emulator set of its
// own (ports and project unlike the other suites', so they can run at the same time).
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type EmulatorEnv, startEmulators } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    releaseDir: string;
    releaseFirebaseEnv: EmulatorEnv;
  }
}

const run = promisify(execFile);
const webDir = new URL("../..", import.meta.url).pathname;

export default async function setup(project: TestProject) {
  const built = join(webDir, "../../dist/release/web");
  await run(process.execPath, [join(webDir, "scripts/release.mjs"), "--no-build", "--out", built], {
    maxBuffer: 16 << 20,
  });
  const outside = mkdtempSync(join(tmpdir(), "wayfarer-release-"));
  const releaseDir = join(outside, "web");
  // pnpm's links inside node_modules are relative, so the copy stands on its own.
  cpSync(built, releaseDir, { recursive: true, verbatimSymlinks: true });

  const emulators = await startEmulators({
    projectId: "demo-travel-release",
    ports: { auth: 47099, firestore: 47080, storage: 47199 },
    quiet: true,
  });
  try {
    const seed = join(webDir, "../../packages/firebase-client/dist/cli/seed.js");
    await run(process.execPath, [seed], { env: { ...process.env, ...emulators.env } });
  } catch (error) {
    await emulators.stop({ exportData: false });
    throw error;
  }
  project.provide("releaseDir", releaseDir);
  project.provide("releaseFirebaseEnv", emulators.env);
  return async () => {
    await emulators.stop({ exportData: false });
    rmSync(outside, { recursive: true, force: true });
  };
}
