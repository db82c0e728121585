// Starts a private emulator set for this package's tests and stops it afterwards (also when
// tests fail; if the runner dies, the emulators' watchdog ends the Java process).
import { type EmulatorEnv, startEmulators } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    firebaseEnv: EmulatorEnv;
  }
}

/** Free ports (0), so a running bin/up, another suite or a second run of this one never collide. */
const TEST_PORTS = { auth: 0, firestore: 0, storage: 0 };
export const TEST_PROJECT_ID = "demo-travel-test";

export default async function setup(project: TestProject) {
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
