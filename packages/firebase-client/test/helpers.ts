import { randomUUID } from "node:crypto";
import { clearEmulatorData } from "@travel/firebase-emulators";
import { inject } from "vitest";
import { type AdminHandles, createAdminHandles } from "../src/admin-app.js";
import { type FirebaseConfig, loadFirebaseConfig } from "../src/config.js";
import type { Logger } from "../src/results.js";
import { createFirebaseServices, type FirebaseServices } from "../src/services.js";

/**
 * The services run at production's deadlines here, as everywhere (decision 148); the deadlines'
 * own behaviour is tested with silent stand-ins (deadline.test.ts, the silent-backend cases
 * here) and end to end in apps/web/test/fault.
 */
export const emulatorEnv = () => inject("firebaseEnv");
export const testConfig = (): FirebaseConfig => loadFirebaseConfig(emulatorEnv());

/** A logger that keeps what the services report, so tests can check the "console only" cases. */
export function recordingLogger() {
  const lines: { level: "info" | "warn" | "error"; message: string }[] = [];
  const logger: Logger = {
    info: (message) => lines.push({ level: "info", message }),
    warn: (message) => lines.push({ level: "warn", message }),
    error: (message) => lines.push({ level: "error", message }),
  };
  return { logger, lines };
}

const open: { close(): Promise<void> }[] = [];

/** Plain admin SDK handles, for arranging data the services would not write. */
export function admin(): AdminHandles {
  const handles = createAdminHandles(testConfig());
  open.push(handles);
  return handles;
}

export function services(logger: Logger = recordingLogger().logger): FirebaseServices {
  const created = createFirebaseServices(testConfig(), { logger });
  open.push(created);
  return created;
}

export async function closeServices() {
  await Promise.all(open.splice(0).map((set) => set.close()));
}

/** Deletes every document and account of the test emulators. */
export async function clearEmulators() {
  const env = emulatorEnv();
  await clearEmulatorData({
    projectId: env.FIREBASE_PROJECT_ID,
    firestoreHost: env.FIRESTORE_EMULATOR_HOST,
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  });
}

export const uniqueEmail = (name = "traveller") =>
  `${name}-${randomUUID().slice(0, 8)}@wayfarer.test`;

export async function newUser(
  set: FirebaseServices,
  names = { firstName: "Grace", lastName: "Hopper" },
) {
  const email = uniqueEmail(names.firstName.toLowerCase());
  const password = "correct-horse-42";
  const created = await set.auth.signUp({ email, password, ...names });
  if (!created.ok) throw new Error(`sign-up failed: ${created.error}`);
  return { uid: created.uid, email, password };
}
