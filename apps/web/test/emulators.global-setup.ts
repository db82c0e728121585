// Starts a private emulator set for the web app's integration tests (*.integration.test.ts),
// seeds the destination catalogue, and stops the set afterwards. Free ports and a project of
// their own, so bin/up, the e2e run, the package suites and a second run of all of them can go
// at the same time.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type EmulatorEnv, startEmulators } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    firebaseEnv: EmulatorEnv;
  }
}

const WEB_TEST_PORTS = { auth: 0, firestore: 0, storage: 0 };
export const WEB_TEST_PROJECT_ID = "demo-travel-web-test";

export default async function setup(project: TestProject) {
  const emulators = await startEmulators({
    projectId: WEB_TEST_PROJECT_ID,
    ports: WEB_TEST_PORTS,
    quiet: true,
  });
  try {
    // The seed CLI in its own process, so the admin SDK it loads leaves this one untouched; not
    // a synchronous call, because the Auth emulator answers from this process's event loop.
    const seed = new URL("../../../packages/firebase-client/dist/cli/seed.js", import.meta.url)
      .pathname;
    await promisify(execFile)(process.execPath, [seed], {
      env: { ...process.env, ...emulators.env },
    });
  } catch (error) {
    await emulators.stop({ exportData: false });
    throw error;
  }
  project.provide("firebaseEnv", emulators.env);
  return async () => {
    await emulators.stop({ exportData: false });
  };
}
