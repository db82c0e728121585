import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  consentExpiry,
  isConsentValid,
} from "@travel/domain";
import { readCookie } from "../../lib/cookies";

/** The banner's answer from routes/resources.cookie-consent.ts when it posts with mode=fetch. */
export type ConsentAnswer = { ok: true; accepted: boolean } | { ok: false; error: string };

/** Where the browser keeps the moment the cookie choice runs out (spec: a local expiry). */
export const CONSENT_EXPIRY_STORAGE_KEY = "cookieConsentExpiresAt";

/**
 * The consent cookie for 30 days, as the server sets it and as the banner writes it. Not
 * HttpOnly on purpose: the value is not secret, and the browser clears it when its own recorded
 * expiry has passed (see docs/decisions/021).
 */
export function consentCookieHeader(accepted: boolean, { secure }: { secure: boolean }): string {
  return [
    `${CONSENT_COOKIE_NAME}=${accepted}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Records a choice just made, before the server has answered: the cookie at once (a page left
 * right after the click cancels the request that sets it, and the next page would ask again)
 * and the local expiry, 30 days from now.
 */
export function rememberConsent(accepted: boolean, now = Date.now()): void {
  document.cookie = consentCookieHeader(accepted, { secure: location.protocol === "https:" });
  try {
    window.localStorage.setItem(CONSENT_EXPIRY_STORAGE_KEY, String(consentExpiry(now)));
  } catch (error) {
    console.error("Could not store the cookie choice's expiry", error);
  }
}

/**
 * Whether a choice the cookie still carries has run out by the local clock. A choice made
 * without JavaScript has no local expiry; the cookie's own Max-Age governs it then.
 * An expired choice is forgotten (the cookie removed) so the banner asks again. The past expiry
 * stays until the next choice replaces it: a page requested while the cookie was being removed
 * can still carry it to the server, and that page must ask again too, not find no expiry.
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
  return true;
}
