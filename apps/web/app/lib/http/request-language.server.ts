/**
 * The country a request's preferred language names, lower case ("en-GB" → "gb"), if any: a
 * language alone counts as its likely country in Unicode's data ("fr" → France, "pt" → Brazil).
 * Only ever a suggestion (a currency, a home airport) that the visitor confirms.
 */
export function requestCountry(request: Request): string | null {
  const header = request.headers.get("Accept-Language") ?? "";
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
