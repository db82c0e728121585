import { countryName, type Destination } from "@travel/domain";

/**
 * What a destination card shows, and so all a list page needs to send to the browser: the
 * catalogue entry without its long description and attractions (about two thirds of it), plus
 * the country's name, worked out here so the browser needs no country data. This keeps the
 * page's data script and its hydration small.
 */
export type DestinationCardData = Pick<
  Destination,
  "id" | "slug" | "name" | "countryCode" | "typeIds" | "climate" | "summary" | "nightlyRateCents" | "dailyCostCents" | "ratingTenths" | "reviewCount"
> & { country: string };

export function toCardData(destination: Destination): DestinationCardData {
  const { id, slug, name, countryCode, typeIds, climate, summary, nightlyRateCents, dailyCostCents, ratingTenths, reviewCount } = destination;
  const country = countryName(countryCode) ?? countryCode.toUpperCase();
  return { id, slug, name, countryCode, country, typeIds, climate, summary, nightlyRateCents, dailyCostCents, ratingTenths, reviewCount };
}
