import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AdminHandles, createAdminHandles } from "../admin-app.js";
import type { ProjectConfig } from "../config.js";
import { createAuthSessions } from "./sessions.js";
import { createGoogleSignIn } from "./google-sign-in.js";

/**
 * The Auth emulator cannot sign tokens, so the admin SDK skips signature checks whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set: on the emulators an unsigned ID token of a Google-only
 * account gets a session. These tests show what a real project's configuration does with the
 * same token. Nothing here leaves the process: the SDK refuses before it would fetch Google's keys.
 */
const EMULATOR_VARIABLES = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "STORAGE_EMULATOR_HOST",
] as const;
const saved = new Map<string, string | undefined>();

const PROJECT_ID = "wayfarer-signature-check";

function realProjectConfig(): ProjectConfig {
  // A throwaway key: the SDK needs one to start; it signs nothing in these tests.
  const { privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return {
    mode: "project",
    projectId: PROJECT_ID,
    storageBucket: `${PROJECT_ID}.firebasestorage.app`,
    webApiKey: "unused",
    credential: {
      kind: "service-account",
      projectId: PROJECT_ID,
      clientEmail: `site@${PROJECT_ID}.iam.gserviceaccount.com`,
      privateKey,
    },
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** What the Auth emulator hands out for a Google sign-in: a well-formed JWT with no signature. */
function unsignedGoogleIdToken(uid: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    email: "hedy@wayfarer.test",
    email_verified: true,
    firebase: { sign_in_provider: "google.com", identities: {} },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

let handles: AdminHandles;
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(() => {
  for (const name of EMULATOR_VARIABLES) {
    saved.set(name, process.env[name]);
    delete process.env[name];
  }
  handles = createAdminHandles(realProjectConfig());
});

afterAll(async () => {
  await handles.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("Google sign-in on a real project", () => {
  it("asks the admin SDK to check the token's signature and revocation", async () => {
    const verify = vi.spyOn(handles.auth, "verifyIdToken");
    const createSession = vi.spyOn(handles.auth, "createSessionCookie");
    const google = createGoogleSignIn({ ...handles, logger });

    const token = unsignedGoogleIdToken("google-only-uid");
    expect(await google.signInWithGoogle(token)).toEqual({ ok: false, error: "invalid-token" });
    // checkRevoked: a token from before a sign-out or password reset is refused too.
    expect(verify).toHaveBeenCalledWith(token, true);
    // The SDK refused the unsigned token itself (RS256 with Google's key id is required).
    await expect(handles.auth.verifyIdToken(token, true)).rejects.toMatchObject({
      code: "auth/argument-error",
      message: expect.stringMatching(/algorithm|kid/i) as unknown,
    });
    expect(createSession).not.toHaveBeenCalled();
  });

  it("refuses an unsigned session cookie", async () => {
    const sessions = createAuthSessions({
      config: realProjectConfig(),
      auth: handles.auth,
      logger,
      createProfile: () => Promise.resolve(),
    });
    const verify = vi.spyOn(handles.auth, "verifySessionCookie");
    const cookie = unsignedGoogleIdToken("google-only-uid").replace(
      "securetoken.google.com",
      "session.firebase.google.com",
    );
    expect(await sessions.verifySession(cookie)).toBeNull();
    expect(verify).toHaveBeenCalledWith(cookie, true);
    await expect(handles.auth.verifySessionCookie(cookie, true)).rejects.toMatchObject({
      code: "auth/argument-error",
    });
  });
});
