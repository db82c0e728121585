import { describe, expect, it } from "vitest";
import { FirebaseConfigError, loadFirebaseConfig } from "./config.js";

const emulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  FIREBASE_PROJECT_ID: "demo-travel",
};

// Shaped like a key file, but the key is a placeholder (assembled so it never looks like a real one).
const pem = (label: string) => ["-----", label, " PRIVATE KEY-----"].join("");
const serviceAccount = JSON.stringify({
  type: "service_account",
  project_id: "wayfarer-prod",
  client_email: "site@wayfarer-prod.iam.gserviceaccount.com",
  private_key: `${pem("BEGIN")}\nplaceholder\n${pem("END")}\n`,
});

describe("loadFirebaseConfig", () => {
  it("uses the emulators when their hosts are set, with defaults for bucket and key", () => {
    expect(loadFirebaseConfig(emulatorEnv)).toEqual({
      mode: "emulator",
      projectId: "demo-travel",
      storageBucket: "demo-travel.firebasestorage.app",
      webApiKey: "emulator-api-key",
      emulators: { auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080", storage: "127.0.0.1:9199" },
      deadlineScale: 1,
    });
  });

  it("stretches the emulators' deadlines as FIREBASE_DEADLINE_SCALE says, from 1 to 20", () => {
    const scale = (value: string) =>
      loadFirebaseConfig({ ...emulatorEnv, FIREBASE_DEADLINE_SCALE: value });
    expect(scale("4")).toMatchObject({ deadlineScale: 4 });
    expect(scale("")).toMatchObject({ deadlineScale: 1 });
    for (const refused of ["0.5", "21", "fast"])
      expect(() => scale(refused)).toThrow(/FIREBASE_DEADLINE_SCALE/);
  });

  it("takes GCLOUD_PROJECT (as firebase-tools sets it) when FIREBASE_PROJECT_ID is absent", () => {
    const { FIREBASE_PROJECT_ID: _unused, ...rest } = emulatorEnv;
    expect(loadFirebaseConfig({ ...rest, GCLOUD_PROJECT: "demo-other" }).projectId).toBe(
      "demo-other",
    );
  });

  it("refuses a non-demo project id with the emulators", () => {
    expect(() =>
      loadFirebaseConfig({ ...emulatorEnv, FIREBASE_PROJECT_ID: "wayfarer-prod" }),
    ).toThrow(/demo-/);
  });

  it("names every missing emulator host when only some are set", () => {
    try {
      loadFirebaseConfig({
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        FIREBASE_PROJECT_ID: "demo-travel",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FirebaseConfigError);
      const problems = (error as FirebaseConfigError).problems.join("\n");
      expect(problems).toMatch(/FIRESTORE_EMULATOR_HOST/);
      expect(problems).toMatch(/FIREBASE_STORAGE_EMULATOR_HOST/);
    }
  });

  it("rejects a host that is not host:port", () => {
    expect(() =>
      loadFirebaseConfig({ ...emulatorEnv, FIRESTORE_EMULATOR_HOST: "http://localhost" }),
    ).toThrow(/host:port/);
  });

  it("reads a real project from a service-account JSON", () => {
    const config = loadFirebaseConfig({
      FIREBASE_SERVICE_ACCOUNT: serviceAccount,
      FIREBASE_PROJECT_ID: "wayfarer-prod",
      FIREBASE_STORAGE_BUCKET: "wayfarer-prod.firebasestorage.app",
      FIREBASE_WEB_API_KEY: "web-key",
    });
    expect(config).toMatchObject({
      mode: "project",
      projectId: "wayfarer-prod",
      credential: {
        kind: "service-account",
        clientEmail: "site@wayfarer-prod.iam.gserviceaccount.com",
      },
    });
  });

  it("accepts GOOGLE_APPLICATION_CREDENTIALS instead of the JSON", () => {
    const config = loadFirebaseConfig({
      GOOGLE_APPLICATION_CREDENTIALS: "/secrets/key.json",
      FIREBASE_PROJECT_ID: "wayfarer-prod",
      FIREBASE_STORAGE_BUCKET: "wayfarer-prod.firebasestorage.app",
      FIREBASE_WEB_API_KEY: "web-key",
    });
    expect(config).toMatchObject({
      mode: "project",
      credential: { kind: "application-default", keyFile: "/secrets/key.json" },
    });
  });

  it("asks for the bucket and web API key of a real project", () => {
    expect(() =>
      loadFirebaseConfig({
        FIREBASE_SERVICE_ACCOUNT: serviceAccount,
        FIREBASE_PROJECT_ID: "wayfarer-prod",
      }),
    ).toThrow(/FIREBASE_STORAGE_BUCKET[\s\S]*FIREBASE_WEB_API_KEY/);
  });

  it("does not echo a malformed service account (it is a secret)", () => {
    const secret = "{not json but secret-ish";
    try {
      loadFirebaseConfig({
        FIREBASE_SERVICE_ACCOUNT: secret,
        FIREBASE_PROJECT_ID: "wayfarer-prod",
        FIREBASE_STORAGE_BUCKET: "b",
        FIREBASE_WEB_API_KEY: "k",
      });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/FIREBASE_SERVICE_ACCOUNT: not valid JSON/);
      expect(String(error)).not.toContain(secret);
    }
  });

  it("rejects a service account without its key fields", () => {
    expect(() =>
      loadFirebaseConfig({
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: "x" }),
        FIREBASE_PROJECT_ID: "wayfarer-prod",
        FIREBASE_STORAGE_BUCKET: "b",
        FIREBASE_WEB_API_KEY: "k",
      }),
    ).toThrow(/client_email/);
  });

  it("explains both ways when nothing is configured", () => {
    expect(() => loadFirebaseConfig({})).toThrow(/emulator hosts[\s\S]*FIREBASE_SERVICE_ACCOUNT/);
  });
});
