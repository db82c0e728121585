import type { Destination } from "@travel/domain";

let countFormat: Intl.NumberFormat | undefined;

/**
 * What a card says about a place that has no hand-written summary or rating: facts from open
 * data, e.g. "517,802 people · LIS airport 7 km from the centre". Empty when there are none.
 */
export function destinationFacts(
  destination: Pick<Destination, "population" | "airportCode" | "airports">,
): string {
  const main = destination.airports?.find((airport) => airport.code === destination.airportCode);
  return [
    destination.population
      ? `${(countFormat ??= new Intl.NumberFormat("en-US")).format(destination.population)} people`
      : null,
    main ? `${main.code} airport ${main.distanceKm} km from the centre` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
