// The site's own cookie names that more than one part of it reads: the feature that sets each
// one, and the page cache that keys public pages on them (lib/http/page-variants.server.ts).
/** The visitor's display currency (features/currency, decision 124). */
export const CURRENCY_COOKIE_NAME = "displayCurrency";
/** The visitor's remembered home airport (features/home-airport, decision 160). */
export const HOME_AIRPORT_COOKIE_NAME = "homeAirport";
/** A flash message for the next page (features/toasts, decision 022). */
export const TOAST_COOKIE_NAME = "wf_flash";

/** Reads one cookie's value from a Cookie header (or document.cookie); null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
