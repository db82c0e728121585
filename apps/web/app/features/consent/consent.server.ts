import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_SECONDS, parseConsentCookie } from "@travel/domain";
import { readCookie } from "../../lib/cookies";

/** The visitor's cookie choice: true accepted, false declined, null not asked yet or expired. */
export function readConsent(request: Request): boolean | null {
  return parseConsentCookie(readCookie(request.headers.get("Cookie"), CONSENT_COOKIE_NAME));
}

/**
 * Stores the choice for 30 days. Not HttpOnly on purpose: the value is not secret, and the
 * browser clears it when its own recorded expiry has passed (see docs/decisions/021).
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
