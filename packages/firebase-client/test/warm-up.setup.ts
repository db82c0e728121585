// Runs in each integration test file's worker first: one Firestore read with no deadline, so the
// process has loaded the SDK's protocol code before any test's first call. These tests run at
// production's deadlines (decision 137) and are about what the services do; a process's very
// first Firestore call spends its time loading that code, which no later call does.
import { beforeAll } from "vitest";
import { createAdminHandles } from "../src/admin-app.js";
import { testConfig } from "./helpers.js";

beforeAll(async () => {
  const handles = createAdminHandles(testConfig());
  try {
    await handles.firestore.collection("warm-up").limit(1).get();
  } finally {
    await handles.close();
  }
});
