import { beforeEach, describe, expect, it, vi } from "vitest";
import { RESET_MESSAGES, VERIFY_MESSAGES } from "~/features/account/account-recovery-messages";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { getUser } from "~/lib/session.server";
import {
  browserRequest,
  call,
  CookieJar,
  flashedToast,
  type Outcome,
  replyOf,
  signUpThroughForm,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../test/account-requests";
import { action as forgotAction } from "./auth.forgot-password";
import { action as resetAction, loader as resetLoader } from "./auth.reset-password";
import { action as verifyAction, loader as verifyLoader } from "./auth.verify-email";
import { loader as emailActionLoader } from "./auth.action";
import { loader as settingsLoader } from "./my-profile.settings";
import { action as resendAction } from "./my-profile.verify-email";

beforeEach(() => resetRateLimits());

const held = async (kind: "password-reset" | "email-verification", email: string) =>
  (await getServices().accountEmails.heldMessages()).filter(
    (message) => message.kind === kind && message.email === email,
  );

async function lastCode(kind: "password-reset" | "email-verification", email: string) {
  const messages = await held(kind, email);
  const code = messages.at(-1)?.oobCode;
  if (!code) throw new Error(`no ${kind} held for ${email}`);
  return code;
}

const forgot = (email: string, options: { origin?: string; clientIp?: string } = {}) =>
  call(
    forgotAction,
    browserRequest("/auth/forgot-password", {
      body: { email, website: "" },
      ...(options.origin ? { origin: options.origin } : {}),
    }),
    options.clientIp ? { clientIp: options.clientIp } : {},
  );

const resetPage = (oobCode: string) =>
  call(resetLoader, browserRequest(`/auth/reset-password?${new URLSearchParams({ oobCode })}`));

const reset = (fields: Record<string, string>, jar = new CookieJar()) =>
  call(resetAction, browserRequest("/auth/reset-password", { body: fields }), { jar });

describe("forgot password", () => {
  it("gives an unknown address exactly the answer a known one gets, and mails only the known", async () => {
    const { email: known } = await signUpThroughForm();
    const unknown = uniqueEmail("nobody");
    const [a, b] = [await forgot(known), await forgot(unknown)];
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(replyOf(a)).toEqual({ errors: {}, values: { email: known }, sentTo: known });
    expect(replyOf(b)).toEqual({ errors: {}, values: { email: unknown }, sentTo: unknown });
    expect(await held("password-reset", known)).toHaveLength(1);
    expect(await held("password-reset", unknown)).toEqual([]);
  });

  it("refuses a malformed address, a filled honeypot and a post from another site", async () => {
    const bad = await forgot("not-an-address");
    expect(bad.status).toBe(400);
    expect(replyOf(bad).errors.email).toEqual(["Enter an email address like name@example.com."]);

    const bot = await call(
      forgotAction,
      browserRequest("/auth/forgot-password", {
        body: { email: uniqueEmail(), website: "https://spam.example" },
      }),
    );
    expect(bot.status).toBe(400);
    expect(replyOf(bot).formError).toBe("We could not process this form. Please try again.");

    const crossSite = await forgot(uniqueEmail(), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("limits the links one address can be sent, the same way whether or not it has an account", async () => {
    const { email: known } = await signUpThroughForm();
    const unknown = uniqueEmail("nobody");
    const allowed = RATE_LIMIT_POLICIES.passwordResetMailPerEmail.points;
    for (const email of [known, unknown]) {
      for (let i = 0; i < allowed; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(replyOf(refused).formError).toMatch(/^Too many attempts/);
    }
    expect(await held("password-reset", known)).toHaveLength(allowed);
  });
});

describe("reset password", () => {
  it("checks the code, sets the password, ends the old session and signs this browser in", async () => {
    const { jar: oldBrowser, email, uid } = await signUpThroughForm();
    await forgot(email);
    const oobCode = await lastCode("password-reset", email);

    const page = await resetPage(oobCode);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ problem: null, oobCode, email });

    // A mismatch is a form error and leaves the code as it was.
    const mismatch = await reset({
      oobCode,
      newPassword: "new-secret-1",
      confirmPassword: "new-secret-2",
    });
    expect(mismatch.status).toBe(400);
    expect(replyOf(mismatch).errors.confirmPassword).toEqual(["The passwords don't match."]);
    expect((await resetPage(oobCode)).status).toBe(200);

    const newBrowser = new CookieJar();
    const done = await reset(
      { oobCode, newPassword: "new-secret-1", confirmPassword: "new-secret-1" },
      newBrowser,
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe("/");
    expect((await flashedToast(done))?.description).toBe(RESET_MESSAGES.done);
    expect((await getUser(browserRequest("/", { jar: newBrowser })))?.uid).toBe(uid);
    expect(await getUser(browserRequest("/", { jar: oldBrowser }))).toBeNull();

    const { auth } = getServices();
    expect((await auth.signInWithPassword(email, TEST_PASSWORD)).ok).toBe(false);
    expect((await auth.signInWithPassword(email, "new-secret-1")).ok).toBe(true);

    // The same link again: "already used", on the page and on the form.
    const again = await resetPage(oobCode);
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ problem: "used", message: RESET_MESSAGES.used });
    const reused = await reset({
      oobCode,
      newPassword: "new-secret-2",
      confirmPassword: "new-secret-2",
    });
    expect(reused.status).toBe(410);
    expect(reused.data).toMatchObject({ problem: "used" });
    expect((await auth.signInWithPassword(email, "new-secret-1")).ok).toBe(true);
  });

  it("says a made-up, cut-short or missing code is not valid", async () => {
    for (const path of [
      "/auth/reset-password?oobCode=made-up-code-0123456789",
      "/auth/reset-password?oobCode=abc",
      "/auth/reset-password",
    ]) {
      const page = await call(resetLoader, browserRequest(path));
      expect(page.status).toBe(400);
      expect(page.data).toMatchObject({ problem: "invalid", message: RESET_MESSAGES.invalid });
    }
  });

  it("applies the password change's rules before spending the code", async () => {
    const { email } = await signUpThroughForm();
    await forgot(email);
    const oobCode = await lastCode("password-reset", email);
    const short = await reset({ oobCode, newPassword: "abc", confirmPassword: "abc" });
    expect(short.status).toBe(400);
    expect(replyOf(short).errors.newPassword).toEqual(["Use at least 6 characters."]);
    expect((await resetPage(oobCode)).status).toBe(200);
  });
});

describe("codes opened by GET", () => {
  const limit = RATE_LIMIT_POLICIES.actionCodeTriesPerClient.points;
  const madeUp = (n: number) => `made-up-code-${String(n).padStart(4, "0")}-0123456789`;

  it("count against the per-client code limit, spent before Firebase is asked", async () => {
    const check = vi.spyOn(getServices().accountEmails, "checkPasswordResetCode");
    try {
      const statuses: number[] = [];
      let refusal: Outcome | undefined;
      for (let n = 0; n < limit + 5; n++) {
        const page = await call(
          resetLoader,
          browserRequest(`/auth/reset-password?oobCode=${madeUp(n)}`),
          { clientIp: "198.51.100.31" },
        );
        statuses.push(page.status);
        if (page.status === 429) refusal ??= page;
      }
      expect(statuses).toEqual([...Array<number>(limit).fill(400), ...Array<number>(5).fill(429)]);
      expect(check).toHaveBeenCalledTimes(limit);
      expect(refusal?.data).toMatchObject({
        oobCode: null,
        email: null,
        message: expect.stringMatching(/^Too many attempts\./) as unknown,
      });
      expect(Number(refusal?.headers.get("Retry-After"))).toBeGreaterThan(0);

      // The same limit as the form: the post is refused too. Another client is not held up.
      const post = await call(
        resetAction,
        browserRequest("/auth/reset-password", {
          body: {
            oobCode: madeUp(0),
            newPassword: "new-secret-1",
            confirmPassword: "new-secret-1",
          },
        }),
        { clientIp: "198.51.100.31" },
      );
      expect(post.status).toBe(429);
      const other = await call(
        resetLoader,
        browserRequest(`/auth/reset-password?oobCode=${madeUp(0)}`),
        { clientIp: "198.51.100.32" },
      );
      expect(other.status).toBe(400);
    } finally {
      check.mockRestore();
    }
  });

  it("count on the verification page too, shared with the reset page's limit", async () => {
    const open = (n: number) =>
      call(verifyLoader, browserRequest(`/auth/verify-email?oobCode=${madeUp(n)}`), {
        clientIp: "198.51.100.33",
      });
    for (let n = 0; n < limit; n++) expect((await open(n)).status).toBe(200);
    expect((await open(limit)).status).toBe(429);
    const resetPageToo = await call(
      resetLoader,
      browserRequest(`/auth/reset-password?oobCode=${madeUp(0)}`),
      { clientIp: "198.51.100.33" },
    );
    expect(resetPageToo.status).toBe(429);
  });
});

describe("e-mail verification", () => {
  it("is mailed on sign-up; the link verifies the address and My Profile says so", async () => {
    const { jar, email } = await signUpThroughForm();
    const profileBefore = await call(
      settingsLoader,
      browserRequest("/my-profile/settings", { jar }),
    );
    expect(profileBefore.data).toMatchObject({ email, emailVerified: false });

    const oobCode = await lastCode("email-verification", email);
    const page = await call(
      verifyLoader,
      browserRequest(`/auth/verify-email?${new URLSearchParams({ oobCode })}`),
    );
    // Opening the link alone changes nothing (mail scanners open links too).
    expect(page.data).toMatchObject({ problem: null, oobCode });
    expect(
      (await call(settingsLoader, browserRequest("/my-profile/settings", { jar }))).data,
    ).toMatchObject({ emailVerified: false });

    const confirmed = await call(
      verifyAction,
      browserRequest("/auth/verify-email", { body: { oobCode, website: "" } }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({
      verifiedEmail: email,
      message: VERIFY_MESSAGES.verified(email),
    });
    expect(
      (await call(settingsLoader, browserRequest("/my-profile/settings", { jar }))).data,
    ).toMatchObject({ emailVerified: true });

    const again = await call(
      verifyAction,
      browserRequest("/auth/verify-email", { body: { oobCode, website: "" } }),
    );
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ problem: "used", message: VERIFY_MESSAGES.used });

    const resent = await call(
      resendAction,
      browserRequest("/my-profile/verify-email", { jar, body: {} }),
    );
    expect(resent.location).toBe("/my-profile/settings");
    expect((await flashedToast(resent))?.description).toBe(VERIFY_MESSAGES.alreadyVerified);
  });

  it("sends the link again from My Profile, to the signed-in account only", async () => {
    const { jar, email } = await signUpThroughForm();
    expect(await held("email-verification", email)).toHaveLength(1);
    const resent = await call(
      resendAction,
      browserRequest("/my-profile/verify-email", { jar, body: {} }),
    );
    expect(resent.status).toBe(303);
    expect((await flashedToast(resent))?.description).toBe(VERIFY_MESSAGES.sent(email));
    expect(await held("email-verification", email)).toHaveLength(2);

    const signedOut = await call(
      resendAction,
      browserRequest("/my-profile/verify-email", { body: {} }),
    );
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(/^\/auth\/login/);
    const crossSite = await call(
      resendAction,
      browserRequest("/my-profile/verify-email", { jar, body: {}, origin: "https://evil.example" }),
    );
    expect(crossSite.status).toBe(403);
    expect(await held("email-verification", email)).toHaveLength(2);
  });

  it("says a made-up code is not valid", async () => {
    const refused = await call(
      verifyAction,
      browserRequest("/auth/verify-email", { body: { oobCode: "made-up-code-0123456789" } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ problem: "invalid", message: VERIFY_MESSAGES.invalid });
  });
});

describe("Firebase's action URL", () => {
  it("sends each kind of link to its own page with only the code", async () => {
    const reset = await call(
      emailActionLoader,
      browserRequest("/auth/action?mode=resetPassword&oobCode=abc_DEF-123&apiKey=k&lang=en"),
    );
    expect(reset.status).toBe(303);
    expect(reset.location).toBe("/auth/reset-password?oobCode=abc_DEF-123");
    const verify = await call(
      emailActionLoader,
      browserRequest("/auth/action?mode=verifyEmail&oobCode=xyz&apiKey=k"),
    );
    expect(verify.location).toBe("/auth/verify-email?oobCode=xyz");
    const other = await call(
      emailActionLoader,
      browserRequest("/auth/action?mode=signIn&oobCode=x"),
    );
    expect(other.status).toBe(400);
  });
});
