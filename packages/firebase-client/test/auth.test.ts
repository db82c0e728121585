import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createFirebaseServices } from "../src/services.js";
import {
  clearEmulators,
  closeServices,
  emulatorEnv,
  newUser,
  recordingLogger,
  services,
  testConfig,
  uniqueEmail,
} from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

describe("sign-up", () => {
  it("creates the account and its users document", async () => {
    const set = services();
    const email = uniqueEmail("ada");
    const created = await set.auth.signUp({
      email,
      password: "analytical-engine",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await set.profiles.getProfile(created.uid)).toEqual({
      id: created.uid,
      userId: created.uid,
      firstName: "Ada",
      lastName: "Lovelace",
      profilePicture: "",
      homeAirport: "",
    });
  });

  it("says the e-mail is taken", async () => {
    const set = services();
    const { email } = await newUser(set);
    const again = await set.auth.signUp({
      email,
      password: "another-password",
      firstName: "Eve",
      lastName: "Again",
    });
    expect(again).toEqual({ ok: false, error: "email-taken" });
  });

  it("refuses a weak password (the service's own policy: at least 6 characters)", async () => {
    const set = services();
    const result = await set.auth.signUp({
      email: uniqueEmail(),
      password: "12345",
      firstName: "Short",
      lastName: "Pass",
    });
    expect(result).toEqual({ ok: false, error: "weak-password" });
  });

  it("refuses a malformed e-mail", async () => {
    const set = services();
    const result = await set.auth.signUp({
      email: "not-an-email",
      password: "long-enough",
      firstName: "No",
      lastName: "Mail",
    });
    expect(result).toEqual({ ok: false, error: "invalid-email" });
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password and turns the ID token into a session", async () => {
    const set = services();
    const user = await newUser(set, { firstName: "Grace", lastName: "Hopper" });
    const signedIn = await set.auth.signIn(user.email, user.password);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect(signedIn.user).toEqual({
      uid: user.uid,
      email: user.email,
      displayName: "Grace Hopper",
      photoURL: null,
    });
    // The session also reports when it was signed in (its own auth_time, decision 091).
    const session = await set.auth.verifySession(signedIn.sessionCookie);
    expect(session).toEqual({ ...signedIn.user, signedInAt: expect.any(Number) });
    expect(Math.abs((session?.signedInAt ?? 0) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const set = services();
    const user = await newUser(set);
    const wrongPassword = await set.auth.signInWithPassword(user.email, "not-the-password");
    const unknownEmail = await set.auth.signInWithPassword(
      uniqueEmail("nobody"),
      "whatever-password",
    );
    expect(wrongPassword).toEqual({ ok: false, error: "invalid-credentials" });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(await set.auth.signIn(user.email, "not-the-password")).toEqual(wrongPassword);
  });

  it("reports an unreachable auth service as unknown and logs it", async () => {
    const { logger, lines } = recordingLogger();
    const config = testConfig();
    if (config.mode !== "emulator") throw new Error("emulator config expected");
    const broken = createFirebaseServices(config, { logger });
    // The admin SDK keeps its hosts; only the REST sign-in now goes where nothing listens.
    config.emulators.auth = "127.0.0.1:1";
    const result = await broken.auth.signInWithPassword("a@b.test", "whatever");
    await broken.close();
    expect(result).toEqual({ ok: false, error: "unknown" });
    expect(lines.some((line) => line.level === "error")).toBe(true);
  });

  it("treats missing, malformed and foreign cookies as signed out", async () => {
    const set = services();
    expect(await set.auth.verifySession(undefined)).toBeNull();
    expect(await set.auth.verifySession("")).toBeNull();
    expect(await set.auth.verifySession("not-a-cookie")).toBeNull();
  });

  it("clamps a session lifetime to Firebase's 5 minutes – 14 days", async () => {
    const set = services();
    const user = await newUser(set);
    const short = await set.auth.signIn(user.email, user.password, 1000);
    const long = await set.auth.signIn(user.email, user.password, 365 * 24 * 3600 * 1000);
    expect(short.ok && short.expiresInMs).toBe(5 * 60 * 1000);
    expect(long.ok && long.expiresInMs).toBe(14 * 24 * 3600 * 1000);
  });

  it("ends every session on sign-out: verifySession returns null afterwards", async () => {
    const set = services();
    const user = await newUser(set);
    const first = await set.auth.signIn(user.email, user.password);
    const second = await set.auth.signIn(user.email, user.password);
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    // Revocation is compared in whole seconds: sign out in a later second than the sign-ins.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    expect(await set.auth.signOut(user.uid)).toBe(true);
    expect(await set.auth.verifySession(first.sessionCookie)).toBeNull();
    expect(await set.auth.verifySession(second.sessionCookie)).toBeNull();
  });

  it("logs a failed sign-out instead of throwing (spec §8)", async () => {
    const { logger, lines } = recordingLogger();
    const set = services(logger);
    expect(await set.auth.signOut("no-such-user")).toBe(false);
    expect(lines).toContainEqual({ level: "error", message: "Sign-out failed" });
  });
});

describe("re-authentication", () => {
  it("confirms the current password and rejects a wrong one", async () => {
    const set = services();
    const user = await newUser(set);
    expect((await set.auth.reauthenticate(user.email, user.password)).ok).toBe(true);
    expect(await set.auth.reauthenticate(user.email, "wrong")).toEqual({
      ok: false,
      error: "wrong-password",
    });
    expect(await set.auth.reauthenticate(uniqueEmail(), "whatever")).toEqual({
      ok: false,
      error: "no-user",
    });
  });
});

describe("password change", () => {
  it("changes the password, keeps this browser signed in and ends the other sessions", async () => {
    const set = services();
    const user = await newUser(set);
    const thisTab = await set.auth.signIn(user.email, user.password);
    const otherDevice = await set.auth.signIn(user.email, user.password);
    if (!thisTab.ok || !otherDevice.ok) throw new Error("sign-in failed");

    // Same second as the sign-ins on purpose: the service must still end the old sessions.
    const changed = await set.auth.changePassword({
      uid: user.uid,
      currentPassword: user.password,
      newPassword: "a-brand-new-secret",
    });
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;

    expect(await set.auth.verifySession(changed.sessionCookie)).toMatchObject({ uid: user.uid });
    expect(await set.auth.verifySession(thisTab.sessionCookie)).toBeNull();
    expect(await set.auth.verifySession(otherDevice.sessionCookie)).toBeNull();
    expect((await set.auth.signInWithPassword(user.email, user.password)).ok).toBe(false);
    expect((await set.auth.signInWithPassword(user.email, "a-brand-new-secret")).ok).toBe(true);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const set = services();
    const user = await newUser(set);
    const result = await set.auth.changePassword({
      uid: user.uid,
      currentPassword: "guess",
      newPassword: "whatever-new",
    });
    expect(result).toEqual({ ok: false, error: "wrong-password" });
    expect((await set.auth.signInWithPassword(user.email, user.password)).ok).toBe(true);
  });

  it("needs a signed-in user", async () => {
    const set = services();
    const result = await set.auth.changePassword({
      uid: null,
      currentPassword: "x",
      newPassword: "y",
    });
    expect(result).toEqual({ ok: false, error: "not-signed-in" });
  });

  it("refuses a weak new password", async () => {
    const set = services();
    const user = await newUser(set);
    const result = await set.auth.changePassword({
      uid: user.uid,
      currentPassword: user.password,
      newPassword: "123",
    });
    expect(result).toEqual({ ok: false, error: "weak-password" });
  });

  it("reports an account that no longer exists", async () => {
    const set = services();
    const result = await set.auth.changePassword({
      uid: "deleted-user",
      currentPassword: "x",
      newPassword: "long-enough",
    });
    expect(result).toEqual({ ok: false, error: "no-user" });
  });
});

describe("emulator environment", () => {
  it("runs on a set of its own, never on bin/up's default ports", () => {
    const host = emulatorEnv().FIREBASE_AUTH_EMULATOR_HOST;
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(host).not.toBe("127.0.0.1:9099");
  });
});
