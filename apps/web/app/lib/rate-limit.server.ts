import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Limits on the account forms, per client address and per account, kept in this process's
 * memory (one server process; several would each count on their own — see decision 033).
 * - Sign-in counts failures only: people who type their password right are never slowed,
 *   guessing is. A success clears the account's count.
 * - Sign-up and password changes count every attempt: each one is costly or a guess.
 */
type Policy = { points: number; durationSeconds: number };

export const RATE_LIMIT_POLICIES = {
  signInFailuresPerClient: { points: 30, durationSeconds: 15 * 60 },
  signInFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 },
  signUpPerClient: { points: 20, durationSeconds: 60 * 60 },
  signUpPerEmail: { points: 5, durationSeconds: 60 * 60 },
  passwordChangePerClient: { points: 30, durationSeconds: 15 * 60 },
  passwordChangePerAccount: { points: 5, durationSeconds: 15 * 60 },
} satisfies Record<string, Policy>;

type LimitName = keyof typeof RATE_LIMIT_POLICIES;

function createLimiters(): Record<LimitName, RateLimiterMemory> {
  const entries = Object.entries(RATE_LIMIT_POLICIES).map(([name, policy]) => [
    name,
    new RateLimiterMemory({ keyPrefix: name, points: policy.points, duration: policy.durationSeconds }),
  ]);
  return Object.fromEntries(entries) as Record<LimitName, RateLimiterMemory>;
}

let limiters = createLimiters();

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  limiters = createLimiters();
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const blocked = (msBeforeNext: number): RateLimitVerdict => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
});

/** E-mail addresses differ only in case for people: count them as one account. */
const accountKey = (emailOrUid: string) => emailOrUid.trim().toLowerCase();

/** Spends one point on each limit; refused when any of them is used up. */
async function consumeAll(limits: [LimitName, string][]): Promise<RateLimitVerdict> {
  let longestWaitMs = 0;
  for (const [name, key] of limits) {
    try {
      await limiters[name].consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      longestWaitMs = Math.max(longestWaitMs, rejection.msBeforeNext);
    }
  }
  return longestWaitMs > 0 ? blocked(longestWaitMs) : { ok: true };
}

/** Whether a sign-in may be tried now (looks only; failures are counted by signInFailed). */
export async function checkSignIn(clientIp: string, email: string): Promise<RateLimitVerdict> {
  const checks: [LimitName, string][] = [
    ["signInFailuresPerClient", clientIp],
    ["signInFailuresPerAccount", accountKey(email)],
  ];
  let longestWaitMs = 0;
  for (const [name, key] of checks) {
    const state = await limiters[name].get(key);
    if (state && state.consumedPoints >= RATE_LIMIT_POLICIES[name].points) {
      longestWaitMs = Math.max(longestWaitMs, state.msBeforeNext);
    }
  }
  return longestWaitMs > 0 ? blocked(longestWaitMs) : { ok: true };
}

export async function signInFailed(clientIp: string, email: string): Promise<void> {
  await consumeAll([
    ["signInFailuresPerClient", clientIp],
    ["signInFailuresPerAccount", accountKey(email)],
  ]);
}

export async function signInSucceeded(email: string): Promise<void> {
  await limiters.signInFailuresPerAccount.delete(accountKey(email));
}

export function limitSignUp(clientIp: string, email: string): Promise<RateLimitVerdict> {
  return consumeAll([
    ["signUpPerClient", clientIp],
    ["signUpPerEmail", accountKey(email)],
  ]);
}

export function limitPasswordChange(clientIp: string, uid: string): Promise<RateLimitVerdict> {
  return consumeAll([
    ["passwordChangePerClient", clientIp],
    ["passwordChangePerAccount", uid],
  ]);
}

/** The message and headers of a 429 answer. */
export function tooManyAttempts(retryAfterSeconds: number): { message: string; headers: HeadersInit } {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? "a minute" : `${minutes} minutes`;
  return {
    message: `Too many attempts. Please wait ${wait} and try again.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}

// ---------------------------------------------------------------------------------------------
// Public forms: the newsletter and the contact form (docs/decisions/060). Every attempt counts,
// per client address, and is counted before the work it guards (storing, mailing). The
// newsletter's per-address limit bounds the mails one address can be sent, whoever asks.
export const PUBLIC_FORM_LIMITS = {
  newsletterPerClient: { points: 10, durationSeconds: 60 * 60 },
  newsletterMailsPerAddress: { points: 3, durationSeconds: 60 * 60 },
  contactPerClient: { points: 5, durationSeconds: 60 * 60 },
} satisfies Record<string, { points: number; durationSeconds: number }>;

const publicFormLimiters = new Map(
  Object.entries(PUBLIC_FORM_LIMITS).map(([name, policy]) => [
    name,
    new RateLimiterMemory({ keyPrefix: name, points: policy.points, duration: policy.durationSeconds }),
  ]),
);

/** Spends one point of `limit` for `key` (a client address, an e-mail); refused once used up. */
export async function limitPublicForm(
  limit: keyof typeof PUBLIC_FORM_LIMITS,
  key: string,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  try {
    await publicFormLimiters.get(limit)?.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
