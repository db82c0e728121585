/**
 * Cookie consent lasts 30 days. Either answer (accepted or declined) hides the banner until
 * it expires; after that the visitor is asked again.
 */
export const CONSENT_COOKIE_NAME = "cookieConsent";
export const CONSENT_MAX_AGE_DAYS = 30;
/** The same period in seconds, for a cookie's Max-Age attribute. */
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_SECONDS * 1000;

function toTimestamp(now: Date | number): number {
  const ms = now instanceof Date ? now.getTime() : now;
  if (typeof ms !== "number" || !Number.isFinite(ms))
    throw new RangeError("now must be a valid Date or timestamp");
  return ms;
}

/** When consent given at `now` expires, as a timestamp in ms. Throws a RangeError for an invalid date. */
export function consentExpiry(now: Date | number): number {
  return toTimestamp(now) + CONSENT_MAX_AGE_MS;
}

/** The cookie's answer: "true" → true, "false" → false (surrounding spaces ignored), anything else → null (no answer). */
export function parseConsentCookie(value: string | null | undefined): boolean | null {
  const trimmed = value?.trim();
  if (trimmed === "true") return true;
  if (trimmed === "false") return false;
  return null;
}

/** An expiry read back from storage: a timestamp in ms, a numeric string, or a date string. */
function parseExpiry(expiresAt: number | string | null | undefined): number | null {
  if (typeof expiresAt === "number") return Number.isFinite(expiresAt) ? expiresAt : null;
  if (typeof expiresAt !== "string" || expiresAt.trim() === "") return null;
  const text = expiresAt.trim();
  const ms = /^\d+$/u.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

export interface StoredConsent {
  /** The cookie's text: "true" or "false" when answered; anything else counts as no answer. */
  value: string | undefined;
  expiresAt: number | string | null | undefined;
}

/**
 * Whether the banner should stay hidden: the visitor answered (value "true" or "false") and the
 * answer has not expired (expiresAt is after `now`). A missing or unreadable value or expiry shows the banner.
 */
export function isConsentValid(
  stored: StoredConsent | null | undefined,
  now: Date | number,
): boolean {
  if (!stored || parseConsentCookie(stored.value) === null) return false;
  const expiresAt = parseExpiry(stored.expiresAt);
  return expiresAt !== null && expiresAt > toTimestamp(now);
}
