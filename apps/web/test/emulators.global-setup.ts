// The web app's integration tests (*.integration.test.ts): their own project on the run's
// emulators (a private set when run alone), seeded with the destination catalogue.
import type { EmulatorEnv } from "@travel/firebase-emulators";
import type { TestProject } from "vitest/node";
import { suiteEmulators } from "./harness/site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    firebaseEnv: EmulatorEnv;
  }
}

export default async function setup(project: TestProject) {
  const emulators = await suiteEmulators("demo-travel-web-test");
  project.provide("firebaseEnv", emulators.env);
  return () => emulators.stop();
}
