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
