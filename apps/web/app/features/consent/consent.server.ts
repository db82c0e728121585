import { CONSENT_COOKIE_NAME, parseConsentCookie } from "@travel/domain";
import { readCookie } from "../../lib/cookies";

/** The visitor's cookie choice: true accepted, false declined, null not asked yet or expired. */
export function readConsent(request: Request): boolean | null {
  return parseConsentCookie(readCookie(request.headers.get("Cookie"), CONSENT_COOKIE_NAME));
}
