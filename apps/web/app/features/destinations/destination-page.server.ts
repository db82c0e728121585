import type { Destination, OverridableFact } from "@travel/domain";

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

/** The editors' reason for a figure they set in place of the data's (decision 174). */
const editorsReason = (destination: Destination, fact: OverridableFact) =>
  destination.overrides?.find((override) => override.fact === fact)?.reason.replace(/[.!?]+$/, "");

/**
 * Where the prices come from: the editors' reasons for a figure they set, then the World Bank's
 * figures the others are scaled from, or the editors' own research for a hand-written place.
 */
export function costNote(destination: Destination, country: string): string | null {
  const set = [
    ["hotel price", editorsReason(destination, "nightlyRate")],
    ["daily cost", editorsReason(destination, "dailyCost")],
  ].flatMap(([what, reason]) => (reason ? [`The ${what} is set by our editors: ${reason}.`] : []));
  const scaled = scaledNote(destination, country);
  if (set.length === 0) return scaled;
  // Both set by the editors: the price level explains neither.
  return set.length === 2 || !scaled
    ? set.join(" ")
    : `${set.join(" ")} ${scaled.replace(/^Estimates/, "The other is an estimate")}`;
}

function scaledNote(destination: Destination, country: string): string | null {
  const level = destination.priceLevel?.toFixed(1);
  switch (destination.costBasis) {
    case "price-level":
      return `Estimates, scaled from the World Bank's 2025 price level for ${country} (${level}, USA = 100).`;
    case "continent-median":
      return `Estimates: the World Bank has no 2025 price level for ${country}, so they are scaled from the median of ${destination.continent ?? "its continent"} (${level}, USA = 100).`;
    case "world-median":
      return `Estimates: the World Bank has no 2025 price level for ${country}, so they are scaled from the world median (${level}, USA = 100).`;
    case "hand-set":
      return "Set by our editors from their own research on the ground.";
    default:
      return null;
  }
}

/**
 * Where the facts beside it come from (the open data the catalogue is built from, decision 105),
 * with the editors' reason for any they set instead.
 */
export function factSources(destination: Destination): string | null {
  if (!destination.population && !destination.timeZone && !destination.airports?.length)
    return null;
  const own = [
    ["time zone", editorsReason(destination, "timeZone")],
    ["main airport", editorsReason(destination, "airportCode")],
    ["centre", editorsReason(destination, "coordinates")],
  ].flatMap(([what, reason]) => (reason ? [` Our editors set the ${what}: ${reason}.`] : []));
  return `Sources: population from GeoNames; time zone from the centre's coordinates; currencies and languages from countries-list; airports and their routes from the air-routes data (August 2022).${own.join("")}`;
}
