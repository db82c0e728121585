import { createServer, type AddressInfo, type Server } from "node:net";
import { createServer as createHttpServer } from "node:http";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createAccountEmails, type HeldMessage } from "../src/auth/action-codes.js";
import { signInWithPasswordRest } from "../src/auth/identity-toolkit.js";
import {
  admin,
  clearEmulators,
  closeServices,
  newUser,
  recordingLogger,
  services,
  testConfig,
  uniqueEmail,
} from "./helpers.js";

beforeEach(clearEmulators);
afterAll(closeServices);

async function held(kind: HeldMessage["kind"], email: string) {
  const messages = await services().accountEmails.heldMessages();
  return messages.filter((message) => message.kind === kind && message.email === email);
}

async function onlyCode(kind: HeldMessage["kind"], email: string) {
  const messages = await held(kind, email);
  expect(messages).toHaveLength(1);
  return messages[0]!.oobCode;
}

const closedPort = async () => {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/**
 * The Auth emulator never lets a code expire (it keeps each one until it is used). This proxy
 * answers for one chosen code what Firebase answers for an expired one, and passes everything
 * else to the emulator untouched.
 */
async function expiringProxy(expiredCode: string) {
  const config = testConfig();
  if (config.mode !== "emulator") throw new Error("the tests run on the emulators");
  const target = `http://${config.emulators.auth}`;
  const server = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    if (body.includes(expiredCode)) {
      response.writeHead(400, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { code: 400, message: "EXPIRED_OOB_CODE" } }));
      return;
    }
    const upstream = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers: { "Content-Type": "application/json" },
      body: request.method === "POST" ? body : undefined,
    });
    response.writeHead(upstream.status, { "Content-Type": "application/json" });
    response.end(await upstream.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("forgot password", () => {
  it("has Firebase hold a reset code for a known address", async () => {
    const set = services();
    const { email } = await newUser(set);
    expect(await set.accountEmails.sendPasswordReset(email)).toEqual({ ok: true });
    expect(await held("password-reset", email)).toHaveLength(1);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const set = services();
    const email = uniqueEmail("nobody");
    expect(await set.accountEmails.sendPasswordReset(email)).toEqual({ ok: true });
    expect(await held("password-reset", email)).toEqual([]);
  });

  it("says the backend is unavailable when Auth does not answer", async () => {
    const handles = admin();
    const emails = createAccountEmails({
      config: testConfig(),
      auth: handles.auth,
      firestore: handles.firestore,
      logger: recordingLogger().logger,
      identityToolkit: `http://127.0.0.1:${await closedPort()}/identitytoolkit.googleapis.com/v1`,
    });
    expect(await emails.sendPasswordReset("ana@example.com")).toEqual({
      ok: false,
      error: "unavailable",
    });
  });
});

describe("reset password", () => {
  it("sets the new password, ends every old session, and spends the code", async () => {
    const set = services();
    const { email, password, uid } = await newUser(set);
    const old = await set.auth.signIn(email, password);
    if (!old.ok) throw new Error(old.error);
    expect(await set.auth.verifySession(old.sessionCookie)).toMatchObject({ uid });

    await set.accountEmails.sendPasswordReset(email);
    const code = await onlyCode("password-reset", email);
    expect(await set.accountEmails.checkPasswordResetCode(code)).toEqual({ ok: true, email });

    expect(await set.accountEmails.resetPassword(code, "brand-new-secret")).toEqual({
      ok: true,
      uid,
      email,
    });
    expect(await set.auth.verifySession(old.sessionCookie)).toBeNull();
    expect((await set.auth.signInWithPassword(email, password)).ok).toBe(false);
    expect((await set.auth.signInWithPassword(email, "brand-new-secret")).ok).toBe(true);

    // The same link again: "used", not merely "invalid".
    expect(await set.accountEmails.checkPasswordResetCode(code)).toEqual({
      ok: false,
      error: "used",
    });
    expect(await set.accountEmails.resetPassword(code, "another-secret")).toEqual({
      ok: false,
      error: "used",
    });
    expect((await signInWithPasswordRest(testConfig(), email, "brand-new-secret")).uid).toBe(uid);
  });

  it("refuses a made-up code and a malformed one as invalid", async () => {
    const emails = services().accountEmails;
    expect(await emails.checkPasswordResetCode("made-up-code-0123456789")).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await emails.resetPassword("<not a code>", "brand-new-secret")).toEqual({
      ok: false,
      error: "invalid",
    });
  });

  it("refuses a verification code as a reset code", async () => {
    const set = services();
    const { uid, email } = await newUser(set);
    await set.accountEmails.sendEmailVerification(uid);
    const code = await onlyCode("email-verification", email);
    expect(await set.accountEmails.checkPasswordResetCode(code)).toEqual({
      ok: false,
      error: "invalid",
    });
  });

  it("refuses a password Firebase finds too weak, and leaves the code usable", async () => {
    const set = services();
    const { email } = await newUser(set);
    await set.accountEmails.sendPasswordReset(email);
    const code = await onlyCode("password-reset", email);
    expect(await set.accountEmails.resetPassword(code, "12345")).toEqual({
      ok: false,
      error: "weak-password",
    });
    expect((await set.accountEmails.checkPasswordResetCode(code)).ok).toBe(true);
  });

  it("says a code has expired when Firebase says so", async () => {
    const set = services();
    const { email, password } = await newUser(set);
    await set.accountEmails.sendPasswordReset(email);
    const code = await onlyCode("password-reset", email);
    const proxy = await expiringProxy(code);
    try {
      const handles = admin();
      const emails = createAccountEmails({
        config: testConfig(),
        auth: handles.auth,
        firestore: handles.firestore,
        logger: recordingLogger().logger,
        identityToolkit: proxy.base,
      });
      expect(await emails.checkPasswordResetCode(code)).toEqual({ ok: false, error: "expired" });
      expect(await emails.resetPassword(code, "brand-new-secret")).toEqual({
        ok: false,
        error: "expired",
      });
    } finally {
      await proxy.close();
    }
    expect((await set.auth.signInWithPassword(email, password)).ok).toBe(true);
  });
});

describe("e-mail verification", () => {
  it("mails a code to the account's address, and the code verifies it once", async () => {
    const set = services();
    const { uid, email } = await newUser(set);
    expect(await set.accountEmails.isEmailVerified(uid)).toBe(false);
    expect(await set.accountEmails.sendEmailVerification(uid)).toEqual({ ok: true });
    const code = await onlyCode("email-verification", email);

    expect(await set.accountEmails.verifyEmail(code)).toEqual({ ok: true, email });
    expect(await set.accountEmails.isEmailVerified(uid)).toBe(true);
    expect(await set.accountEmails.verifyEmail(code)).toEqual({ ok: false, error: "used" });
    expect(await set.accountEmails.sendEmailVerification(uid)).toEqual({
      ok: false,
      error: "already-verified",
    });
  });

  it("refuses a made-up code and a reset code", async () => {
    const set = services();
    const { email } = await newUser(set);
    expect(await set.accountEmails.verifyEmail("made-up-code-0123456789")).toEqual({
      ok: false,
      error: "invalid",
    });
    await set.accountEmails.sendPasswordReset(email);
    const resetCode = await onlyCode("password-reset", email);
    const verified = await set.accountEmails.verifyEmail(resetCode);
    expect(verified.ok).toBe(false);
  });

  it("says there is no such account", async () => {
    expect(await services().accountEmails.sendEmailVerification("no-such-uid")).toEqual({
      ok: false,
      error: "no-user",
    });
  });
});

describe("held messages", () => {
  it("are never read on a real project", async () => {
    const handles = admin();
    const emails = createAccountEmails({
      config: {
        mode: "project",
        projectId: "wayfarer-prod",
        storageBucket: "wayfarer-prod.firebasestorage.app",
        webApiKey: "key",
        credential: { kind: "application-default", keyFile: "/nonexistent" },
      },
      auth: handles.auth,
      firestore: handles.firestore,
      logger: recordingLogger().logger,
    });
    const set = services();
    const { email } = await newUser(set);
    await set.accountEmails.sendPasswordReset(email);
    expect(await held("password-reset", email)).toHaveLength(1);
    expect(await emails.heldMessages()).toEqual([]);
  });
});
