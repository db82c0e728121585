import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "~/lib/config.server";
import { serverLog } from "~/lib/http/request-log.server";

/**
 * Every rate limit of the site, on the account and the public forms, per client address and per
 * account, in one table. A limit is spent before the work it guards and refunded when that work
 * shows the attempt was fine, so parallel requests cannot slip past it (decision 061). With REDIS_URL every server instance counts in
 * one Redis; without it each process counts in its own memory (decision 062).
 * - Sign-in: guessing is slowed, the owner is not locked out (see signInAttempt below).
 * - Sign-up and password changes count every attempt: each one is costly or a guess.
 */
type Policy = { points: number; durationSeconds: number };

export const RATE_LIMIT_POLICIES = {
  signInFailuresPerClient: { points: 30, durationSeconds: 15 * 60 },
  // Free failures of one address at one account; beyond them each guess waits (signInBackOff).
  signInFailuresPerAccountAndClient: { points: 5, durationSeconds: 24 * 60 * 60 },
  // Every address together; over it only addresses with no recent failure at the account may try.
  signInFailuresPerAccount: { points: 50, durationSeconds: 15 * 60 },
  // One guess per back-off window; each window's length is chosen when it opens.
  signInBackOff: { points: 1, durationSeconds: 15 * 60 },
  // E-mail actions (features/account/account-mail-limits.server.ts): every attempt counts, as
  // each one mails someone or tries a code; per address they bound the mails one inbox gets.
  passwordResetMailPerClient: { points: 20, durationSeconds: 15 * 60 },
  passwordResetMailPerEmail: { points: 5, durationSeconds: 60 * 60 },
  actionCodeTriesPerClient: { points: 30, durationSeconds: 15 * 60 },
  verificationMailPerClient: { points: 20, durationSeconds: 60 * 60 },
  verificationMailPerAccount: { points: 5, durationSeconds: 60 * 60 },
  signUpPerClient: { points: 20, durationSeconds: 60 * 60 },
  signUpPerEmail: { points: 5, durationSeconds: 60 * 60 },
  passwordChangePerClient: { points: 30, durationSeconds: 15 * 60 },
  passwordChangePerAccount: { points: 5, durationSeconds: 15 * 60 },
  // Public forms, the newsletter and the contact form (decision 060): every attempt counts, per
  // client address, before the work it guards (storing, mailing). The newsletter's per-address
  // limit bounds the mails one address can be sent, whoever asks.
  newsletterPerClient: { points: 10, durationSeconds: 60 * 60 },
  newsletterMailsPerAddress: { points: 3, durationSeconds: 60 * 60 },
  contactPerClient: { points: 5, durationSeconds: 60 * 60 },
  // My Profile's danger zone and data download, and Google sign-in (features/account): every
  // attempt counts, spent before the work.
  accountDeletion: { points: 5, durationSeconds: 15 * 60 },
  accountDeletionPerClient: { points: 30, durationSeconds: 15 * 60 },
  accountDataExport: { points: 10, durationSeconds: 60 * 60 },
  googleSignInPerClient: { points: 30, durationSeconds: 15 * 60 },
  // Picture work a visitor can ask for without end (decisions 092, 093): new share cards per
  // client address, profile pictures per account and per address. Spent before the picture is
  // drawn or decoded; a card already drawn costs nothing.
  shareCardRendersPerClient: { points: 10, durationSeconds: 60 },
  profilePictureUploadsPerAccount: { points: 5, durationSeconds: 15 * 60 },
  profilePictureUploadsPerClient: { points: 20, durationSeconds: 15 * 60 },
  // Editors' photos (decision 131): each one is decoded and rendered 16 times; spent per editor
  // before the upload is read.
  editorPhotoUploadsPerEditor: { points: 30, durationSeconds: 15 * 60 },
} satisfies Record<string, Policy>;

type LimitName = keyof typeof RATE_LIMIT_POLICIES;
type Limiter = RateLimiterMemory | RateLimiterRedis;

type SharedStore = { client: Redis; firstConnection: Promise<void> };

/**
 * Redis calls have short deadlines and no offline queue: when Redis is slow or gone, a call
 * fails within half a second (at once while disconnected) and the in-memory insurance limiter
 * answers instead, so sign-in keeps working with per-process counts until Redis is back.
 */
function connectRedis(url: string): SharedStore {
  const client = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    serverLog().warn(
      { reason: error.message },
      "Rate limits: Redis unavailable, counting in this process until it is back",
    );
  });
  client.on("ready", () => {
    if (down) serverLog().info({}, "Rate limits: Redis is back; counting there again");
    down = false;
  });
  // The first attempts after start-up wait for the connection (as long as connecting may take),
  // so they are counted with everyone else's rather than in this process alone.
  const firstConnection = new Promise<void>((resolve) => {
    client.once("ready", () => resolve());
    setTimeout(resolve, 1000).unref();
  });
  return { client, firstConnection };
}

let sharedStore: SharedStore | null | undefined;
/** Redis when REDIS_URL is set, connected once per process; null keeps every count in memory. */
function store(): SharedStore | null {
  if (sharedStore === undefined) {
    const url = getConfig().redisUrl;
    sharedStore = url ? connectRedis(url) : null;
  }
  return sharedStore;
}

/** The one factory every limit goes through: Redis with an in-memory insurance, or memory. */
function createLimiter(name: LimitName, policy: Policy): Limiter {
  const options = {
    keyPrefix: `rl:${name}`,
    points: policy.points,
    duration: policy.durationSeconds,
  };
  const memory = new RateLimiterMemory(options);
  const shared = store();
  if (!shared) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: shared.client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function createLimiters(): Record<LimitName, Limiter> {
  const entries = Object.entries(RATE_LIMIT_POLICIES).map(([name, policy]) => [
    name,
    createLimiter(name as LimitName, policy),
  ]);
  return Object.fromEntries(entries) as Record<LimitName, Limiter>;
}

let current: Record<LimitName, Limiter> | undefined;
/** Created on first use, so a bad REDIS_URL is reported by the configuration, not at import. */
const limiters = (): Record<LimitName, Limiter> => (current ??= createLimiters());

/** Forgets every count kept in memory, of every limit in the table (tests). */
export function resetRateLimits(): void {
  current = createLimiters();
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const blocked = (msBeforeNext: number): { ok: false; retryAfterSeconds: number } => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
});

/** E-mail addresses differ only in case for people: count them as one account. */
export const accountKey = (emailOrUid: string) => emailOrUid.trim().toLowerCase();

/** Spends one point on each limit; refused when any of them is used up. */
export async function consumeAll(limits: [LimitName, string][]): Promise<RateLimitVerdict> {
  let longestWaitMs = 0;
  for (const [name, key] of limits) {
    const spent = await spend(name, key);
    if (spent.over) longestWaitMs = Math.max(longestWaitMs, spent.state.msBeforeNext);
  }
  return longestWaitMs > 0 ? blocked(longestWaitMs) : { ok: true };
}

/** One point spent on a limit, and its state after that, whether or not the limit was passed. */
async function spend(
  name: LimitName,
  key: string,
  customDuration?: number,
): Promise<{ over: boolean; state: RateLimiterRes }> {
  await store()?.firstConnection;
  try {
    const state = await limiters()[name].consume(
      key,
      1,
      customDuration === undefined ? {} : { customDuration },
    );
    return { over: false, state };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { over: true, state: rejection };
  }
}

/**
 * How long a guesser waits before the next password check, once the free failures at an
 * account are used up: 5 s, then twice as long after each further failure, at most 15 minutes.
 * `beyondFree` is 0 for the last free attempt, which opens the first window.
 */
export function signInBackOffSeconds(beyondFree: number): number {
  return Math.min(
    5 * 2 ** Math.max(0, beyondFree),
    RATE_LIMIT_POLICIES.signInBackOff.durationSeconds,
  );
}

/** What the password check showed: only a wrong password keeps the attempt counted. */
type SignInOutcome = "signed-in" | "wrong-password" | "not-checked";

export type SignInAttempt =
  | { ok: true; settle(outcome: SignInOutcome): Promise<void> }
  | { ok: false; retryAfterSeconds: number };

/**
 * Asks to check one password for `email` from `clientIp`, spending the attempt first.
 * - Per address (any account): 30 failures in 15 minutes.
 * - Per (account, address): 5 failures free, then one guess per back-off window.
 * - Per account (every address): over 50 failures in 15 minutes, an address that has failed
 *   at this account in the last day is refused; one that has not (the owner elsewhere) may try.
 * Refused attempts are refunded: the counts hold the failures and the checks in flight.
 */
export async function signInAttempt(clientIp: string, email: string): Promise<SignInAttempt> {
  const account = accountKey(email);
  // An address holds no space; the account's e-mail may hold anything else.
  const pair = `${account} ${clientIp}`;
  const keys = {
    signInFailuresPerClient: clientIp,
    signInFailuresPerAccountAndClient: pair,
    signInFailuresPerAccount: account,
  };
  type Counted = keyof typeof keys;
  const counted = Object.keys(keys) as Counted[];
  const refund = async (names: Counted[]) => {
    await Promise.all(names.map((name) => limiters()[name].reward(keys[name])));
  };
  const refuse = async (waitMs: number) => {
    await refund(counted);
    return blocked(waitMs);
  };

  const [client, accountAndClient, accountWide] = await Promise.all([
    spend("signInFailuresPerClient", clientIp),
    spend("signInFailuresPerAccountAndClient", pair),
    spend("signInFailuresPerAccount", account),
  ]);
  if (client.over) return refuse(client.state.msBeforeNext);
  // This address's attempts at this account, this one included (failures and checks in flight).
  const attempts = accountAndClient.state.consumedPoints;
  if (accountWide.over && attempts > 1) return refuse(accountWide.state.msBeforeNext);
  const free = RATE_LIMIT_POLICIES.signInFailuresPerAccountAndClient.points;
  if (attempts >= free) {
    const backOff = await spend("signInBackOff", pair, signInBackOffSeconds(attempts - free));
    if (backOff.over) return refuse(backOff.state.msBeforeNext);
  }

  return {
    ok: true,
    async settle(outcome) {
      if (outcome === "wrong-password") return;
      if (outcome === "not-checked") return refund(counted);
      // The address knows the password: its failures and back-off at this account are forgiven.
      await Promise.all([
        refund(["signInFailuresPerClient", "signInFailuresPerAccount"]),
        limiters().signInFailuresPerAccountAndClient.delete(pair),
        limiters().signInBackOff.delete(pair),
      ]);
    },
  };
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

export function limitShareCardRenders(clientIp: string): Promise<RateLimitVerdict> {
  return consumeAll([["shareCardRendersPerClient", clientIp]]);
}

export function limitPictureUploads(clientIp: string, uid: string): Promise<RateLimitVerdict> {
  return consumeAll([
    ["profilePictureUploadsPerClient", clientIp],
    ["profilePictureUploadsPerAccount", uid],
  ]);
}

export function limitEditorPhotoUploads(uid: string): Promise<RateLimitVerdict> {
  return consumeAll([["editorPhotoUploadsPerEditor", uid]]);
}

/** How long to wait, in words: "a minute", "3 minutes". */
export function waitWords(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

/**
 * The message and headers of a 429 answer: `what` happened (a sentence), then how long to wait.
 */
export function tooManyAttempts(
  retryAfterSeconds: number,
  what = "Too many attempts.",
): { message: string; headers: Record<string, string> } {
  return {
    message: `${what} Please wait ${waitWords(retryAfterSeconds)} and try again.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}
