import { accountKey, consumeAll, type RateLimitVerdict } from "../../lib/rate-limit.server";

/**
 * Limits on the e-mail actions, counted like the other account forms (per client address and
 * per account, in Redis when REDIS_URL is set). The per-address count is spent whether or not
 * an account exists, so hitting it says nothing about who has one.
 */
export function limitPasswordResetMail(clientIp: string, email: string): Promise<RateLimitVerdict> {
  return consumeAll([
    ["passwordResetMailPerClient", clientIp],
    ["passwordResetMailPerEmail", accountKey(email)],
  ]);
}

/** Each code tried on the reset or verification page (codes are long and random; this bounds the tries). */
export function limitActionCodeTry(clientIp: string): Promise<RateLimitVerdict> {
  return consumeAll([["actionCodeTriesPerClient", clientIp]]);
}

export function limitVerificationMail(clientIp: string, uid: string): Promise<RateLimitVerdict> {
  return consumeAll([
    ["verificationMailPerClient", clientIp],
    ["verificationMailPerAccount", uid],
  ]);
}
