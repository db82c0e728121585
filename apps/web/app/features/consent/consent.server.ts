import { CONSENT_COOKIE_NAME, parseConsentCookie } from "@travel/domain";
import { getConfig } from "../../lib/config.server";
import { readCookie } from "../../lib/cookies";

/** The visitor's cookie choice: true accepted, false declined, null not asked yet or expired. */
export function readConsent(request: Request): boolean | null {
  return parseConsentCookie(readCookie(request.headers.get("Cookie"), CONSENT_COOKIE_NAME));
}

/** A preference is kept this long when the visitor accepted optional cookies. */
const PREFERENCE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * A cookie that remembers a choice the visitor made (their display currency, their home airport):
 * set only in answer to that choice and read only to show pages the way they asked, so it is
 * exempt from consent for the browser session (decision 124); kept 180 days only with consent
 * to optional cookies. HttpOnly: no script reads it.
 */
export function preferenceCookieHeader(name: string, value: string, request: Request): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(readConsent(request) === true ? [`Max-Age=${PREFERENCE_MAX_AGE_SECONDS}`] : []),
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(getConfig().isProduction ? ["Secure"] : []),
  ].join("; ");
}
