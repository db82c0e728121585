import type { Destination } from "./destination.js";
import type { Coordinates } from "./trip-cost.js";

/**
 * Where a flight to a destination lands: its main airport (airportCode) when the record lists
 * its airports, else the destination's own coordinates (records from before airports were
 * listed). Flight distances run airport to airport; map pins use the city centre.
 */
export function arrivalPoint(
  destination: Pick<Destination, "airportCode" | "latitude" | "longitude" | "airports">,
): Coordinates {
  const airport = destination.airports?.find((entry) => entry.code === destination.airportCode);
  return airport
    ? { latitude: airport.latitude, longitude: airport.longitude }
    : { latitude: destination.latitude, longitude: destination.longitude };
}
