import { CONSENT_COOKIE_NAME, parseConsentCookie } from "@travel/domain";
import {
  CURRENCY_COOKIE_NAME,
  HOME_AIRPORT_COOKIE_NAME,
  readCookie,
  TOAST_COOKIE_NAME,
} from "~/lib/cookies";
import { languageCountry } from "~/lib/http/request-language.server";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";

/**
 * What a public page is made from besides its address (decision 196), in one place: the page
 * cache here (page-cache.server.ts) and a CDN in front (docs/deploy.md) key on exactly these.
 *
 * The cookies whose values change an anonymous visitor's page: the display currency (prices,
 * the picker, the notice under the header), the cookie-consent state (the banner is rendered or
 * not) and the remembered home airport (the home page's deals, a destination page's trip cost).
 */
export const PAGE_VARIANT_COOKIES = [
  CURRENCY_COOKIE_NAME,
  CONSENT_COOKIE_NAME,
  HOME_AIRPORT_COOKIE_NAME,
] as const;

/**
 * The cookies that make a page one person's: the session (signed in, or was) and a flash
 * message (shown once, then cleared). A request carrying either is never answered from a cache.
 */
export const PRIVATE_PAGE_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME] as const;

/**
 * The request header that changes a page too: a visitor who has not picked a currency is
 * offered their language's country's one, and a trip question pre-fills its airport from it.
 */
export const PAGE_VARIANT_HEADER = "Accept-Language";

/** A value longer than any the site sets: such a request is served, never kept. */
const LONGEST_VALUE = 32;

/** True when the Cookie header carries any of the private cookies, by name. */
export function carriesPrivateCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return PRIVATE_PAGE_COOKIES.some((name) => readCookie(cookieHeader, name) !== null);
}

/**
 * The variant of a public page a request asks for, as text: the variant cookies' values (the
 * consent cookie by the state it means) and the country its language names. Null when the
 * request carries a private cookie or an odd value, and so must not be answered from a cache.
 */
export function pageVariant(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string | null {
  if (carriesPrivateCookie(cookieHeader)) return null;
  const values: string[] = [];
  for (const name of PAGE_VARIANT_COOKIES) {
    const raw = readCookie(cookieHeader, name);
    const value = name === CONSENT_COOKIE_NAME ? String(parseConsentCookie(raw)) : (raw ?? "");
    if (value.length > LONGEST_VALUE) return null;
    values.push(value);
  }
  values.push(languageCountry(acceptLanguage) ?? "");
  return values.map((value) => encodeURIComponent(value)).join("&");
}
