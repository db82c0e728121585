export interface EmulatorPorts {
  auth: number;
  firestore: number;
  storage: number;
}

export interface StartEmulatorsOptions {
  /** Must start with "demo-" (no real project is ever reached). Default "demo-travel". */
  projectId?: string;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** Defaults from firebase.json: 9099 / 8080 / 9199; 0 picks a free port (see `ports` of the result). */
  ports?: Partial<EmulatorPorts>;
  /** Import from this folder at start (when it holds an export) and export to it on stop(). */
  dataDir?: string;
  /** No emulator logs on stdout. */
  quiet?: boolean;
  /** Default `${projectId}.firebasestorage.app`. */
  storageBucket?: string;
  /** Rules files; default: the ones firebase.json names. */
  firestoreRules?: string;
  storageRules?: string;
  /** Folder holding firebase.json (default: the repository root). */
  root?: string;
  /** Where JAVA / FIRESTORE_EMULATOR_JAR are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** How long the Firestore JVM may take to answer. Default 300 000 ms. */
  startTimeoutMs?: number;
}

/** Environment for the Firebase SDKs (admin and web) to talk to this emulator set. */
// A type alias (not an interface) so it fits Record<string, string | undefined> parameters.
export type EmulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_STORAGE_EMULATOR_HOST: string;
  GCLOUD_PROJECT: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_STORAGE_BUCKET: string;
};

export interface RunningEmulators {
  projectId: string;
  bucket: string;
  ports: EmulatorPorts;
  /** host:port of each emulator. */
  hosts: { auth: string; firestore: string; storage: string };
  env: EmulatorEnv;
  /** Deletes every Firestore document, Auth account and Storage object. */
  clear(): Promise<void>;
  /** Writes all data to a folder (default: dataDir) in `firebase emulators:export` layout. */
  exportData(dataDir?: string): Promise<void>;
  /** Exports to dataDir (unless exportData: false), then stops everything. Idempotent. */
  stop(options?: { exportData?: boolean }): Promise<void>;
}

export const REPO_ROOT: string;
export const DEFAULT_PROJECT_ID: "demo-travel";
export const DEFAULT_PORTS: Readonly<EmulatorPorts>;
export const PROFILE_PICTURE_MAX_BYTES: number;
export const PROFILE_PICTURE_CONTENT_TYPES: RegExp;

export function startEmulators(options?: StartEmulatorsOptions): Promise<RunningEmulators>;
export function stopAllEmulators(): Promise<void>;
export function clearEmulatorData(target: {
  projectId: string;
  firestoreHost: string;
  authHost: string;
}): Promise<void>;
export function readFirebaseJson(root?: string): {
  firestoreRules: string;
  storageRules: string;
  ports: EmulatorPorts;
};

export class EmulatorPrerequisiteError extends Error {}
/** Throws EmulatorPrerequisiteError naming what is missing and how to get it. */
export function checkPrerequisites(env?: NodeJS.ProcessEnv): { java: string; firestoreJar: string };
export function findFirestoreJar(env?: NodeJS.ProcessEnv): string | null;
/** A port nothing listens on now on `host`, as the system hands one out. */
export function freePort(host: string): Promise<number>;

export interface StorageRulesRequest {
  method: string;
  /** "b/{bucket}/o/{object name}" */
  path: string;
  /** The caller's Firebase ID token, if any. */
  token?: string;
  file?: {
    before?: { size?: number | string; contentType?: string };
    after?: { size?: number | string; contentType?: string };
  };
}
/** The storage.rules mirror the offline Storage emulator uses instead of the rules engine. */
export function decideStorageRequest(request: StorageRulesRequest): {
  permitted: boolean;
  reason: string;
};
