import type { Destination } from "./destination.js";
import {
  estimateDestinationTrip,
  type DestinationEstimate,
  type TripOrigin,
} from "./destination-trip.js";
import { suggestablePlaces } from "./travel-access.js";
import type { Travellers } from "./travellers.js";

/**
 * "Deals": the places whose whole trip costs least from the visitor's own airport, for two
 * (decision 141). Never by population, never by a price per night alone: flights from the
 * origin, the hotel, daily costs and sights for the party, as the planner counts them.
 */

/** Deals are priced for two adults, a week: what a couple's trip costs. */
export const DEAL_PARTY: Travellers = Object.freeze({ adults: 2, children: 0, infants: 0 });
export const DEAL_NIGHTS = 7;

export interface TripDeal<D extends Destination = Destination> {
  destination: D;
  result: DestinationEstimate;
}

export interface TripDealOptions {
  origin: TripOrigin;
  limit: number;
  nights?: number;
  travellers?: Travellers;
  /** The traveller asked to see places under a do-not-travel advisory or without flights. */
  includeKeptOut?: boolean;
}

/** The first item of each country, in the list's order (home modules show one per country). */
export function onePerCountry<T>(
  items: readonly T[],
  countryOf: (item: T) => string = (item) => (item as { countryCode: string }).countryCode,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const country = countryOf(item);
    if (seen.has(country)) return false;
    seen.add(country);
    return true;
  });
}

/**
 * The cheapest whole trips from `origin`: places that may be suggested (suggestablePlaces),
 * that have a summary to show, and that are not where the trip starts; cheapest total first
 * (then name), at most one per country, `limit` of them.
 */
export function tripDeals<D extends Destination>(
  destinations: readonly D[],
  { origin, limit, nights = DEAL_NIGHTS, travellers = DEAL_PARTY, includeKeptOut }: TripDealOptions,
): TripDeal<D>[] {
  const priced = suggestablePlaces(destinations, { includeKeptOut })
    .filter((destination) => destination.summary !== undefined)
    .map((destination) => ({
      destination,
      result: estimateDestinationTrip(destination, {
        origin,
        nights,
        travellers,
        attractionIds: "all",
      }),
    }))
    .filter((deal) => !deal.result.startsAtDestination)
    .sort(
      (a, b) =>
        a.result.estimate.totalCost - b.result.estimate.totalCost ||
        a.destination.name.localeCompare(b.destination.name, "en"),
    );
  return onePerCountry(priced, (deal) => deal.destination.countryCode).slice(0, limit);
}
