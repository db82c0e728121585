// Runs in each integration test worker before the test file loads: points the services
// (getServices() reads process.env on first use) at the emulators of the global setup.
import { inject } from "vitest";
import { TEST_DEADLINE_SCALE } from "./deadline-scale";

// These tests are about the routes, not the deadlines (test/fault checks those at production's
// values): with a second run of the suite on the machine the emulators answer a cold read in
// over a second, so deadlines here are stretched as in the browser tests.
Object.assign(process.env, inject("firebaseEnv"), {
  FIREBASE_DEADLINE_SCALE: TEST_DEADLINE_SCALE,
});
