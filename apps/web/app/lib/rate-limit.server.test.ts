import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  consumeAll,
  limitPasswordChange,
  limitSignUp,
  RATE_LIMIT_POLICIES,
  resetRateLimits,
  signInAttempt,
  signInBackOffSeconds,
  tooManyAttempts,
} from "./rate-limit.server";

beforeEach(() => resetRateLimits());

const FREE = RATE_LIMIT_POLICIES.signInFailuresPerAccountAndClient.points;

/** One attempt that, when let through, turns out to be a wrong password. */
async function wrongGuess(clientIp: string, email: string) {
  const attempt = await signInAttempt(clientIp, email);
  if (attempt.ok) await attempt.settle("wrong-password");
  return attempt;
}

describe("sign-in limits", () => {
  afterEach(() => vi.useRealTimers());

  it("spend the attempt before the password is checked: of 50 parallel guesses only the free ones go through", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => signInAttempt("10.0.0.1", "ana@example.com")),
    );
    const through = attempts.filter((attempt) => attempt.ok);
    expect(through).toHaveLength(FREE);
    for (const attempt of attempts) {
      if (attempt.ok) await attempt.settle("wrong-password");
      else expect(attempt.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect((await signInAttempt("10.0.0.1", "ana@example.com")).ok).toBe(false);
  });

  it("slow one address's guesses at one account with a back-off that doubles", async () => {
    vi.useFakeTimers();
    for (let guess = 0; guess < FREE; guess++)
      expect((await wrongGuess("10.0.0.2", "Ana@Example.com")).ok).toBe(true);
    for (const wait of [5, 10, 20, 40]) {
      expect(await wrongGuess("10.0.0.2", " ana@example.com")).toEqual({
        ok: false,
        retryAfterSeconds: wait,
      });
      vi.advanceTimersByTime(wait * 1000);
      expect((await wrongGuess("10.0.0.2", "ana@example.com")).ok).toBe(true);
    }
    expect(signInBackOffSeconds(0)).toBe(5);
    expect(signInBackOffSeconds(3)).toBe(40);
    expect(signInBackOffSeconds(20)).toBe(15 * 60);
  });

  it("let the owner in from another address while a stranger is slowed, and forgive an address that signs in", async () => {
    for (let guess = 0; guess < 10; guess++) await wrongGuess("10.0.0.3", "ana@example.com");
    expect((await signInAttempt("10.0.0.3", "ana@example.com")).ok).toBe(false);

    const owner = await signInAttempt("10.0.0.4", "ana@example.com");
    expect(owner.ok).toBe(true);
    if (owner.ok) await owner.settle("signed-in");

    // Typos before a success are forgotten: the owner's address gets its free attempts again.
    for (let guess = 0; guess < FREE - 1; guess++) await wrongGuess("10.0.0.4", "ana@example.com");
    const again = await signInAttempt("10.0.0.4", "ana@example.com");
    if (again.ok) await again.settle("signed-in");
    for (let guess = 0; guess < FREE; guess++)
      expect((await wrongGuess("10.0.0.4", "ana@example.com")).ok).toBe(true);
  });

  it("over an account's budget refuse addresses that failed there, never one that has not", async () => {
    const budget = RATE_LIMIT_POLICIES.signInFailuresPerAccount.points;
    for (let guess = 0; guess < budget; guess++)
      expect((await wrongGuess(`10.1.${guess}.1`, "ana@example.com")).ok).toBe(true);
    const stranger = await signInAttempt("10.1.0.1", "ana@example.com");
    expect(stranger.ok).toBe(false);
    expect(!stranger.ok && stranger.retryAfterSeconds).toBeLessThanOrEqual(
      RATE_LIMIT_POLICIES.signInFailuresPerAccount.durationSeconds,
    );
    expect((await signInAttempt("10.2.0.1", "ana@example.com")).ok).toBe(true);
    expect((await signInAttempt("10.1.0.1", "bruno@example.com")).ok).toBe(true);
  });

  it("count failures per client address across accounts, and refund attempts the password check never saw", async () => {
    const limit = RATE_LIMIT_POLICIES.signInFailuresPerClient.points;
    for (let attempt = 0; attempt < limit * 2; attempt++) {
      const unchecked = await signInAttempt("10.0.0.9", `user${attempt}@example.com`);
      expect(unchecked.ok).toBe(true);
      if (unchecked.ok) await unchecked.settle("not-checked");
    }
    for (let failure = 0; failure < limit; failure++)
      await wrongGuess("10.0.0.9", `user${failure}@example.com`);
    expect((await signInAttempt("10.0.0.9", "new@example.com")).ok).toBe(false);
    expect((await signInAttempt("10.0.0.10", "new@example.com")).ok).toBe(true);
  });
});

describe("attempt limits", () => {
  it("allow exactly the policy's attempts for sign-up per e-mail", async () => {
    const limit = RATE_LIMIT_POLICIES.signUpPerEmail.points;
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await limitSignUp(`10.1.0.${attempt}`, "a@example.com")).ok).toBe(true);
    expect((await limitSignUp("10.1.0.250", "A@example.com")).ok).toBe(false);
  });

  it("allow exactly the policy's password changes per account", async () => {
    const limit = RATE_LIMIT_POLICIES.passwordChangePerAccount.points;
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await limitPasswordChange("10.2.0.1", "uid-1")).ok).toBe(true);
    expect((await limitPasswordChange("10.2.0.1", "uid-1")).ok).toBe(false);
    expect((await limitPasswordChange("10.2.0.1", "uid-2")).ok).toBe(true);
  });

  it("keep the public forms' numbers in the one table, and forget them on reset like every other", async () => {
    expect({
      newsletterPerClient: RATE_LIMIT_POLICIES.newsletterPerClient,
      newsletterMailsPerAddress: RATE_LIMIT_POLICIES.newsletterMailsPerAddress,
      contactPerClient: RATE_LIMIT_POLICIES.contactPerClient,
    }).toEqual({
      newsletterPerClient: { points: 10, durationSeconds: 3600 },
      newsletterMailsPerAddress: { points: 3, durationSeconds: 3600 },
      contactPerClient: { points: 5, durationSeconds: 3600 },
    });
    const message = () => consumeAll([["contactPerClient", "10.3.0.1"]]);
    for (let sent = 0; sent < 5; sent++) expect((await message()).ok).toBe(true);
    expect(await message()).toEqual({ ok: false, retryAfterSeconds: 3600 });
    resetRateLimits();
    expect((await message()).ok).toBe(true);
  });
});

describe("tooManyAttempts", () => {
  it("says how long to wait, in minutes, and sets Retry-After in seconds", () => {
    expect(tooManyAttempts(30)).toEqual({
      message: "Too many attempts. Please wait a minute and try again.",
      headers: { "Retry-After": "30" },
    });
    expect(tooManyAttempts(60).message).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(tooManyAttempts(61).message).toBe(
      "Too many attempts. Please wait 2 minutes and try again.",
    );
    expect(tooManyAttempts(900).message).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
  });

  it("starts with what the form says happened, when it has its own words", () => {
    expect(tooManyAttempts(3600, "You have sent several messages in a short time.")).toEqual({
      message:
        "You have sent several messages in a short time. Please wait 60 minutes and try again.",
      headers: { "Retry-After": "3600" },
    });
  });
});
