import { type Destination, destinationSchema, type TripOrigin } from "@travel/domain";
import { QuoteInputError } from "./errors.js";

export interface Catalogue {
  destinations: Destination[];
  /** Records that are not valid destinations: left out, and counted so the quote can say so. */
  skipped: number;
}

/** A catalogue as the site's importer writes it (`{ destinations: [...] }`) or a bare list. */
export function readCatalogue(json: unknown): Catalogue {
  const records = Array.isArray(json)
    ? json
    : typeof json === "object" && json !== null && "destinations" in json
      ? json.destinations
      : undefined;
  if (!Array.isArray(records)) {
    throw new QuoteInputError(
      "The catalogue must be a list of destinations or { destinations: [...] }.",
    );
  }
  const destinations: Destination[] = [];
  for (const record of records) {
    const parsed = destinationSchema.safeParse(record);
    if (parsed.success) destinations.push(parsed.data);
  }
  return { destinations, skipped: records.length - destinations.length };
}

/**
 * The airport a trip starts from, by its IATA code: one of a destination's airports, or its
 * main airport placed at the city centre when the record lists no airports.
 */
export function findOrigin(
  destinations: readonly Destination[],
  code: string,
): TripOrigin | undefined {
  for (const destination of destinations) {
    const airport = destination.airports?.find((candidate) => candidate.code === code);
    if (airport) return { code, latitude: airport.latitude, longitude: airport.longitude };
  }
  const city = destinations.find((destination) => destination.airportCode === code);
  return city && { code, latitude: city.latitude, longitude: city.longitude };
}
