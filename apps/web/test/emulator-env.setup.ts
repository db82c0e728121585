// Runs in each integration test worker before the test file loads: points the services
// (getServices() reads process.env on first use) at the emulators of the global setup.
import { inject } from "vitest";

Object.assign(process.env, inject("firebaseEnv"));
