import type { Destination } from "@travel/domain";

const count = new Intl.NumberFormat("en-US");

/**
 * The facts a destination page lists, from open data (GeoNames, OurAirports, country data):
 * population, time zone, currencies, languages and the airports with their distance from the
 * centre. Records from before the importer have none of them, and the list is then empty.
 */
export function destinationFactList(destination: Destination): { term: string; detail: string }[] {
  const facts: { term: string; detail: string }[] = [];
  if (destination.population) {
    facts.push({ term: "Population", detail: count.format(destination.population) });
  }
  if (destination.timeZone) facts.push({ term: "Time zone", detail: destination.timeZone });
  if (destination.currencyCodes?.length) {
    facts.push({ term: "Currency", detail: destination.currencyCodes.join(", ") });
  }
  if (destination.languages?.length) {
    facts.push({ term: "Languages", detail: destination.languages.join(", ") });
  }
  if (destination.airports?.length) {
    facts.push({
      term: destination.airports.length === 1 ? "Airport" : "Airports",
      detail: destination.airports
        .map(
          (airport) =>
            `${airport.name} (${airport.code}), ${airport.distanceKm} km from the centre`,
        )
        .join("; "),
    });
  }
  return facts;
}

/** Where the prices come from, for places whose prices are scaled from the World Bank's figures. */
export function costNote(destination: Destination, country: string): string | null {
  const level = destination.priceLevel?.toFixed(1);
  switch (destination.costBasis) {
    case "price-level":
      return `Estimates, scaled from the World Bank's 2025 price level for ${country} (${level}, USA = 100).`;
    case "continent-median":
      return `Estimates: the World Bank has no 2025 price level for ${country}, so they are scaled from the median of ${destination.continent ?? "its continent"} (${level}, USA = 100).`;
    case "world-median":
      return `Estimates: the World Bank has no 2025 price level for ${country}, so they are scaled from the world median (${level}, USA = 100).`;
    default:
      return null;
  }
}
