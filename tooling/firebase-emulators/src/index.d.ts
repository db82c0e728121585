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
  /** How long the Firestore JVM may take to answer. Default 60 000 ms. */
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
  /** The project id: Auth calls that carry only a key are answered for that project. */
  FIREBASE_WEB_API_KEY: string;
};

/** A suite's project on the run's shared set, or on a set of its own (see emulatorsFor). */
export interface SuiteEmulators {
  projectId: string;
  hosts: { auth: string; firestore: string; storage: string };
  env: EmulatorEnv;
  /** True when the set belongs to the test run (the suite must not pause or stop it). */
  shared: boolean;
  /** A folder the run's suites share (a shared set only). */
  runDir: string | undefined;
  /** Deletes this project's Firestore documents and Auth accounts. */
  clear(): Promise<void>;
  /** Stops the set if this suite started it; nothing on a shared set. */
  stop(): Promise<void>;
}

export interface RunningEmulators {
  projectId: string;
  bucket: string;
  ports: EmulatorPorts;
  /** host:port of each emulator. */
  hosts: { auth: string; firestore: string; storage: string };
  env: EmulatorEnv;
  /** Deletes this project's Firestore documents, Auth accounts and Storage objects (its bucket). */
  clear(): Promise<void>;
  /** Writes all data to a folder (default: dataDir) in `firebase emulators:export` layout. */
  exportData(dataDir?: string): Promise<void>;
  /** Exports to dataDir (unless exportData: false), then stops everything. Idempotent. */
  stop(options?: { exportData?: boolean }): Promise<void>;
}

export const REPO_ROOT: string;
export const DEFAULT_PROJECT_ID: "demo-travel";
export const DEFAULT_PORTS: Readonly<EmulatorPorts>;
export const SHARED_EMULATORS_VARIABLE: "TRAVEL_TEST_EMULATORS";
export const PROFILE_PICTURE_MAX_BYTES: number;
export const PROFILE_PICTURE_CONTENT_TYPES: RegExp;

export function startEmulators(options?: StartEmulatorsOptions): Promise<RunningEmulators>;
export function projectEnv(
  hosts: { auth: string; firestore: string; storage: string },
  projectId: string,
  bucket?: string,
): EmulatorEnv;
export function emulatorsFor(projectId: string): Promise<SuiteEmulators>;
/** Copies one project's Firestore documents and Auth accounts into another on the same set. */
export function copyProject(options: {
  hosts: { auth: string; firestore: string };
  from: string;
  to: string;
}): Promise<void>;
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
