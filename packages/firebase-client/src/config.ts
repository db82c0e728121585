import { z } from "zod";

/**
 * Where the services connect: the Local Emulator Suite (a demo- project, no credentials) or a
 * real Firebase project (service-account credentials). Same code path; only this differs.
 */
export type FirebaseConfig = EmulatorConfig | ProjectConfig;

export interface EmulatorConfig {
  mode: "emulator";
  projectId: string;
  storageBucket: string;
  /** Any value works against the Auth emulator. */
  webApiKey: string;
  /** host:port of each emulator. */
  emulators: { auth: string; firestore: string; storage: string };
  /**
   * How many times longer than production every Firebase deadline is (FIREBASE_DEADLINE_SCALE,
   * 1 to 20, default 1): the emulators on a machine shared with other work answer in seconds,
   * not milliseconds, and production's deadlines would then measure the machine.
   */
  deadlineScale: number;
}

export interface ProjectConfig {
  mode: "project";
  projectId: string;
  storageBucket: string;
  /** The project's Web API key, for the Identity Toolkit password sign-in call. */
  webApiKey: string;
  credential:
    | { kind: "service-account"; projectId: string; clientEmail: string; privateKey: string }
    /** GOOGLE_APPLICATION_CREDENTIALS names a key file; the admin SDK reads it itself. */
    | { kind: "application-default"; keyFile: string };
}

export class FirebaseConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Firebase configuration is incomplete:\n- ${problems.join("\n- ")}`);
    this.name = "FirebaseConfigError";
  }
}

const hostPort = z.string().regex(/^[^\s:/]+:\d{1,5}$/, "expected host:port, e.g. 127.0.0.1:9099");
const EMULATOR_HOST_VARS = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;

const emulatorEnvSchema = z.object({
  FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  FIRESTORE_EMULATOR_HOST: hostPort,
  FIREBASE_STORAGE_EMULATOR_HOST: hostPort,
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(
      /^demo-[a-z0-9-]+$/,
      "with the emulators the project id must start with demo- (nothing real is reached)",
    ),
  FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  FIREBASE_DEADLINE_SCALE: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number("a number of times production's deadlines, from 1 to 20")
      .min(1, "at least 1 (production's deadlines)")
      .max(20, "at most 20")
      .default(1),
  ),
});

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY"),
});

const projectEnvSchema = z.object({
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,30}$/, "a Firebase project id"),
  FIREBASE_STORAGE_BUCKET: z.string().min(1),
  FIREBASE_WEB_API_KEY: z.string().min(1),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
});

type Env = Record<string, string | undefined>;

const present = (value: string | undefined) => value !== undefined && value.trim() !== "";

function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`);
}

/**
 * Reads and validates the Firebase settings from the environment.
 * - Any *_EMULATOR_HOST set → emulator mode: all three hosts and a demo- project id
 *   (FIREBASE_PROJECT_ID, or GCLOUD_PROJECT as firebase-tools sets it).
 * - Otherwise FIREBASE_SERVICE_ACCOUNT (the key JSON) or GOOGLE_APPLICATION_CREDENTIALS (a key
 *   file path), plus FIREBASE_PROJECT_ID, FIREBASE_STORAGE_BUCKET and FIREBASE_WEB_API_KEY.
 * - Otherwise a FirebaseConfigError that says what to set.
 */
export function loadFirebaseConfig(env: Env = process.env): FirebaseConfig {
  const projectId = present(env.FIREBASE_PROJECT_ID) ? env.FIREBASE_PROJECT_ID : env.GCLOUD_PROJECT;

  if (EMULATOR_HOST_VARS.some((name) => present(env[name]))) {
    const parsed = emulatorEnvSchema.safeParse({ ...env, FIREBASE_PROJECT_ID: projectId });
    if (!parsed.success) throw new FirebaseConfigError(issues(parsed.error));
    const value = parsed.data;
    return {
      mode: "emulator",
      projectId: value.FIREBASE_PROJECT_ID,
      storageBucket:
        value.FIREBASE_STORAGE_BUCKET ?? `${value.FIREBASE_PROJECT_ID}.firebasestorage.app`,
      webApiKey: value.FIREBASE_WEB_API_KEY ?? "emulator-api-key",
      emulators: {
        auth: value.FIREBASE_AUTH_EMULATOR_HOST,
        firestore: value.FIRESTORE_EMULATOR_HOST,
        storage: value.FIREBASE_STORAGE_EMULATOR_HOST,
      },
      deadlineScale: value.FIREBASE_DEADLINE_SCALE,
    };
  }

  if (!present(env.FIREBASE_SERVICE_ACCOUNT) && !present(env.GOOGLE_APPLICATION_CREDENTIALS)) {
    throw new FirebaseConfigError([
      "no Firebase target: set the emulator hosts (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, " +
        "FIREBASE_STORAGE_EMULATOR_HOST and a demo- FIREBASE_PROJECT_ID; bin/up does this), or a real project's " +
        "FIREBASE_SERVICE_ACCOUNT (key JSON) or GOOGLE_APPLICATION_CREDENTIALS (key file), with FIREBASE_PROJECT_ID, " +
        "FIREBASE_STORAGE_BUCKET and FIREBASE_WEB_API_KEY",
    ]);
  }
  const parsed = projectEnvSchema.safeParse({ ...env, FIREBASE_PROJECT_ID: projectId });
  if (!parsed.success) throw new FirebaseConfigError(issues(parsed.error));
  const value = parsed.data;
  return {
    mode: "project",
    projectId: value.FIREBASE_PROJECT_ID,
    storageBucket: value.FIREBASE_STORAGE_BUCKET,
    webApiKey: value.FIREBASE_WEB_API_KEY,
    credential: value.FIREBASE_SERVICE_ACCOUNT
      ? parseServiceAccount(value.FIREBASE_SERVICE_ACCOUNT)
      : { kind: "application-default", keyFile: value.GOOGLE_APPLICATION_CREDENTIALS ?? "" },
  };
}

function parseServiceAccount(json: string): ProjectConfig["credential"] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    // Never echo the value: it is a secret.
    throw new FirebaseConfigError([
      "FIREBASE_SERVICE_ACCOUNT: not valid JSON (expected a service-account key file's content)",
    ]);
  }
  const parsed = serviceAccountSchema.safeParse(raw);
  if (!parsed.success) {
    throw new FirebaseConfigError(
      parsed.error.issues.map(
        (issue) => `FIREBASE_SERVICE_ACCOUNT.${issue.path.join(".")}: ${issue.message}`,
      ),
    );
  }
  return {
    kind: "service-account",
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    privateKey: parsed.data.private_key,
  };
}
