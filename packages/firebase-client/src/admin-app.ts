import { randomUUID } from "node:crypto";
import { type App, applicationDefault, cert, deleteApp, initializeApp } from "firebase-admin/app";
import { type Auth, getAuth } from "firebase-admin/auth";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import type { FirebaseConfig } from "./config.js";

type Bucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

export interface AdminHandles {
  app: App;
  auth: Auth;
  firestore: Firestore;
  bucket: Bucket;
  close(): Promise<void>;
}

/**
 * The admin SDK finds the emulators only through these environment variables (it reads them
 * on each call), so emulator mode sets them for this process. One process talks to one
 * emulator set: a second, different set is refused rather than silently mixed.
 */
function pointSdkAtEmulators(emulators: { auth: string; firestore: string; storage: string }) {
  const wanted = {
    FIREBASE_AUTH_EMULATOR_HOST: emulators.auth,
    FIRESTORE_EMULATOR_HOST: emulators.firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: emulators.storage,
  };
  for (const [name, value] of Object.entries(wanted)) {
    const current = process.env[name];
    if (current && current !== value) {
      throw new Error(`${name} is already ${current} in this process; cannot also use ${value}.`);
    }
    process.env[name] = value;
  }
  // @google-cloud/storage reads this one (firebase-admin sets it too, but only on first use).
  process.env.STORAGE_EMULATOR_HOST = `http://${emulators.storage}`;
  // No credentials are needed, so do not look for a cloud metadata server (a 2 s probe and a
  // warning on every machine that is not one).
  process.env.METADATA_SERVER_DETECTION ??= "none";
}

/** A named admin app of its own, so several service sets (and tests) can coexist. */
export function createAdminHandles(config: FirebaseConfig): AdminHandles {
  const name = `travel-${randomUUID()}`;
  let app: App;
  if (config.mode === "emulator") {
    pointSdkAtEmulators(config.emulators);
    app = initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket }, name);
  } else {
    const credential =
      config.credential.kind === "service-account"
        ? cert({
            projectId: config.credential.projectId,
            clientEmail: config.credential.clientEmail,
            privateKey: config.credential.privateKey,
          })
        : applicationDefault();
    app = initializeApp(
      { credential, projectId: config.projectId, storageBucket: config.storageBucket },
      name,
    );
  }
  const firestore = getFirestore(app);
  // A partial update never writes `undefined` by accident.
  firestore.settings({ ignoreUndefinedProperties: true });
  return {
    app,
    auth: getAuth(app),
    firestore,
    bucket: getStorage(app).bucket(),
    close: () => deleteApp(app),
  };
}
