import { countryName, destinationPath, type Destination } from "@travel/domain";
import { destinationFacts } from "./destination-facts";

/**
 * What a destination card shows, and so all a list page needs to send to the browser: the
 * catalogue entry without its long description and attractions (about two thirds of it), plus
 * the country's name and the page's address, worked out here so the browser needs neither
 * country data nor path code. This keeps the page's data script and its hydration small.
 */
export type DestinationCardData = Pick<
  Destination,
  | "id"
  | "slug"
  | "name"
  | "countryCode"
  | "typeIds"
  | "climate"
  | "summary"
  | "nightlyRateCents"
  | "dailyCostCents"
  | "ratingTenths"
  | "reviewCount"
> & {
  country: string;
  href: string;
  /** Facts shown instead of a rating on places that have none (destination-facts.ts). */
  facts?: string;
};

export function toCardData(destination: Destination): DestinationCardData {
  const {
    id,
    slug,
    name,
    countryCode,
    typeIds,
    climate,
    summary,
    nightlyRateCents,
    dailyCostCents,
    ratingTenths,
    reviewCount,
  } = destination;
  const country = countryName(countryCode) ?? countryCode.toUpperCase();
  return {
    id,
    slug,
    name,
    countryCode,
    country,
    href: destinationPath(id),
    typeIds,
    climate,
    summary,
    nightlyRateCents,
    dailyCostCents,
    ratingTenths,
    reviewCount,
    ...(ratingTenths === undefined ? { facts: destinationFacts(destination) } : {}),
  };
}
