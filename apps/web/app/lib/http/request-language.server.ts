/**
 * The country a request's preferred language names, lower case ("en-GB" → "gb"), if any: a
 * language alone counts as its likely country in Unicode's data ("fr" → France, "pt" → Brazil).
 * Only ever a suggestion (a currency, a home airport) that the visitor confirms.
 */
export function requestCountry(request: Request): string | null {
  return languageCountry(request.headers.get("Accept-Language"));
}

/** Headers seen lately and their country: browsers send a handful of them, and pages ask often. */
const seen = new Map<string, string | null>();
const SEEN_MAX = 500;

/** The country an Accept-Language header names (see requestCountry). */
export function languageCountry(header: string | null | undefined): string | null {
  const text = header ?? "";
  const known = seen.get(text);
  if (known !== undefined) return known;
  const country = firstCountry(text);
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(text, country);
  return country;
}

function firstCountry(header: string): string | null {
  for (const part of header.split(",").slice(0, 8)) {
    const tag = part.split(";")[0]?.trim() ?? "";
    if (!tag || tag === "*") continue;
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region.toLowerCase();
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return null;
}
