// This package's project on the run's emulators (a private set when the tests run alone),
// stopped afterwards when this run started it.
import { type EmulatorEnv, emulatorsFor } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    firebaseEnv: EmulatorEnv;
  }
}

export const TEST_PROJECT_ID = "demo-travel-test";

export default async function setup(project: TestProject) {
  const emulators = await emulatorsFor(TEST_PROJECT_ID);
  project.provide("firebaseEnv", emulators.env);
  return () => emulators.stop();
}
