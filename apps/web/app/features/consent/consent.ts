import { CONSENT_COOKIE_NAME, consentExpiry, isConsentValid } from "@travel/domain";
import { readCookie } from "../../lib/cookies";

/** The banner's answer from routes/resources.cookie-consent.ts when it posts with mode=fetch. */
export type ConsentAnswer = { ok: true; accepted: boolean } | { ok: false; error: string };

/** Where the browser keeps the moment the cookie choice runs out (spec: a local expiry). */
export const CONSENT_EXPIRY_STORAGE_KEY = "cookieConsentExpiresAt";

/** Records a choice just made: the local expiry, 30 days from now. */
export function rememberConsentExpiry(now = Date.now()): void {
  try {
    window.localStorage.setItem(CONSENT_EXPIRY_STORAGE_KEY, String(consentExpiry(now)));
  } catch (error) {
    console.error("Could not store the cookie choice's expiry", error);
  }
}

/**
 * Whether a choice the cookie still carries has run out by the local clock. A choice made
 * without JavaScript has no local expiry; the cookie's own Max-Age governs it then.
 * An expired choice is forgotten (cookie and expiry removed) so the banner asks again.
 */
export function forgetConsentIfExpired(now = Date.now()): boolean {
  let expiresAt: string | null;
  try {
    expiresAt = window.localStorage.getItem(CONSENT_EXPIRY_STORAGE_KEY);
  } catch (error) {
    console.error("Could not read the cookie choice's expiry", error);
    return false;
  }
  if (expiresAt === null) return false;
  const value = readCookie(document.cookie, CONSENT_COOKIE_NAME) ?? undefined;
  if (isConsentValid({ value, expiresAt }, now)) return false;
  document.cookie = `${CONSENT_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  window.localStorage.removeItem(CONSENT_EXPIRY_STORAGE_KEY);
  return true;
}
