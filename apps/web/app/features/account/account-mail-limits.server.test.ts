import { beforeEach, describe, expect, it } from "vitest";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import {
  limitActionCodeTry,
  limitPasswordResetMail,
  limitVerificationMail,
} from "./account-mail-limits.server";

beforeEach(() => resetRateLimits());

async function spend(times: number, attempt: () => Promise<{ ok: boolean }>) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push((await attempt()).ok);
  return verdicts;
}

describe("e-mail action limits", () => {
  it("bounds the reset links one address gets, whichever client asks, counting case-blind", async () => {
    const limit = RATE_LIMIT_POLICIES.passwordResetMailPerEmail.points;
    const verdicts = await spend(limit, () =>
      limitPasswordResetMail(`198.51.100.${Math.floor(Math.random() * 200)}`, "Ana@Example.com"),
    );
    expect(verdicts.every(Boolean)).toBe(true);
    const refused = await limitPasswordResetMail("203.0.113.99", "ana@example.com ");
    expect(refused).toMatchObject({ ok: false });
    expect(await limitPasswordResetMail("203.0.113.99", "other@example.com")).toEqual({ ok: true });
  });

  it("bounds the reset requests of one client across addresses", async () => {
    const limit = RATE_LIMIT_POLICIES.passwordResetMailPerClient.points;
    let n = 0;
    const verdicts = await spend(limit, () =>
      limitPasswordResetMail("203.0.113.7", `p${n++}@example.com`),
    );
    expect(verdicts.every(Boolean)).toBe(true);
    expect(await limitPasswordResetMail("203.0.113.7", "fresh@example.com")).toMatchObject({
      ok: false,
    });
  });

  it("bounds code tries per client and verification mails per account", async () => {
    const tries = RATE_LIMIT_POLICIES.actionCodeTriesPerClient.points;
    expect((await spend(tries, () => limitActionCodeTry("203.0.113.8"))).every(Boolean)).toBe(true);
    expect(await limitActionCodeTry("203.0.113.8")).toMatchObject({ ok: false });

    const mails = RATE_LIMIT_POLICIES.verificationMailPerAccount.points;
    expect(
      (await spend(mails, () => limitVerificationMail("203.0.113.9", "uid-1"))).every(Boolean),
    ).toBe(true);
    expect(await limitVerificationMail("203.0.113.10", "uid-1")).toMatchObject({ ok: false });
    expect(await limitVerificationMail("203.0.113.10", "uid-2")).toEqual({ ok: true });
  });
});
