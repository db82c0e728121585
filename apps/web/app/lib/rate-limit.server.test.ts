import { beforeEach, describe, expect, it } from "vitest";
import {
  checkSignIn,
  limitPasswordChange,
  limitSignUp,
  RATE_LIMIT_POLICIES,
  resetRateLimits,
  signInFailed,
  signInSucceeded,
  tooManyAttempts,
} from "./rate-limit.server";

beforeEach(() => resetRateLimits());

describe("sign-in limits", () => {
  it("count failures per account, case-insensitively, and a success clears the account's count", async () => {
    const limit = RATE_LIMIT_POLICIES.signInFailuresPerAccount.points;
    for (let failure = 0; failure < limit - 1; failure++) await signInFailed(`10.0.0.${failure}`, "Ana@Example.com");
    expect(await checkSignIn("10.0.1.1", "ana@example.com")).toEqual({ ok: true });
    await signInSucceeded(" ANA@example.com ");
    await signInFailed("10.0.0.200", "ana@example.com");
    expect(await checkSignIn("10.0.1.1", "ana@example.com")).toEqual({ ok: true });
    for (let failure = 0; failure < limit - 1; failure++) await signInFailed("10.0.0.201", "ana@example.com");
    const blocked = await checkSignIn("10.0.1.1", "ana@example.com");
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(!blocked.ok && blocked.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMIT_POLICIES.signInFailuresPerAccount.durationSeconds);
    expect(await checkSignIn("10.0.1.1", "bruno@example.com")).toEqual({ ok: true });
  });

  it("count failures per client address across accounts", async () => {
    const limit = RATE_LIMIT_POLICIES.signInFailuresPerClient.points;
    for (let failure = 0; failure < limit; failure++) await signInFailed("10.0.0.9", `user${failure}@example.com`);
    expect((await checkSignIn("10.0.0.9", "new@example.com")).ok).toBe(false);
    expect((await checkSignIn("10.0.0.10", "new@example.com")).ok).toBe(true);
  });
});

describe("attempt limits", () => {
  it("allow exactly the policy's attempts for sign-up per e-mail", async () => {
    const limit = RATE_LIMIT_POLICIES.signUpPerEmail.points;
    for (let attempt = 0; attempt < limit; attempt++) expect((await limitSignUp(`10.1.0.${attempt}`, "a@example.com")).ok).toBe(true);
    expect((await limitSignUp("10.1.0.250", "A@example.com")).ok).toBe(false);
  });

  it("allow exactly the policy's password changes per account", async () => {
    const limit = RATE_LIMIT_POLICIES.passwordChangePerAccount.points;
    for (let attempt = 0; attempt < limit; attempt++) expect((await limitPasswordChange("10.2.0.1", "uid-1")).ok).toBe(true);
    expect((await limitPasswordChange("10.2.0.1", "uid-1")).ok).toBe(false);
    expect((await limitPasswordChange("10.2.0.1", "uid-2")).ok).toBe(true);
  });
});

describe("tooManyAttempts", () => {
  it("says how long to wait, in minutes, and sets Retry-After in seconds", () => {
    expect(tooManyAttempts(30)).toEqual({ message: "Too many attempts. Please wait a minute and try again.", headers: { "Retry-After": "30" } });
    expect(tooManyAttempts(60).message).toBe("Too many attempts. Please wait a minute and try again.");
    expect(tooManyAttempts(61).message).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(tooManyAttempts(900).message).toBe("Too many attempts. Please wait 15 minutes and try again.");
  });
});
