import { greatCircleKm } from "@travel/domain";
import type { AirspaceBulletin, RouteAirport } from "./open-data.js";

/**
 * How a place is reached by air (docs/decisions/141).
 *
 * - An airport counts when the routes data (August 2022) gives it at least one scheduled route.
 * - A place's own airports: those of its country within OWN_AIRPORT_KM of its centre, nearest
 *   first. Its flights are priced to the one with the most routes (then the nearest).
 * - A place without one is reached overland from a gateway: of the places its guide's "Go
 *   next" section names that have an airport of their own, the nearest within GATEWAY_KM. The
 *   guide's "Go next" lists where travellers go on from there by road, rail or ferry: that is
 *   the documented ground link. Its flights are priced to the gateway's airport.
 * - Scheduled flights: at least one of its airports has routes, and its country's airspace is
 *   not closed to landings and departures by a conflict-zone bulletin (the first country a
 *   bulletin names, when it says "incl. landing and departures": Ukraine since 2022).
 */
const REACH = Object.freeze({
  ownAirportKm: 50,
  gatewayKm: 100,
});

export type AirportNearby = RouteAirport & { distanceKm: number };

const degreesFor = (km: number) => km / 111 + 0.01;

/** Airports with at least one scheduled route. */
export function scheduledAirports(airports: readonly RouteAirport[]): RouteAirport[] {
  return airports.filter((airport) => airport.routesTo.length > 0);
}

/** The place's own airports: of its country, within REACH.ownAirportKm, nearest first. */
export function ownAirports(
  place: { latitude: number; longitude: number; countryCode: string },
  airports: readonly RouteAirport[],
): AirportNearby[] {
  const reach = degreesFor(REACH.ownAirportKm);
  return airports
    .filter(
      (airport) =>
        airport.countryCode === place.countryCode &&
        Math.abs(airport.latitude - place.latitude) < reach,
    )
    .map((airport) => ({ ...airport, distanceKm: greatCircleKm(place, airport) }))
    .filter((airport) => airport.distanceKm <= REACH.ownAirportKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.code.localeCompare(b.code));
}

/** The airport flights are priced to: the most routes, then the nearest. */
export function mainAirport<A extends AirportNearby>(airports: readonly A[]): A {
  const main = [...airports].sort(
    (a, b) =>
      b.routesTo.length - a.routesTo.length ||
      a.distanceKm - b.distanceKm ||
      a.code.localeCompare(b.code),
  )[0];
  if (!main) throw new Error("mainAirport: no airport");
  return main;
}

/** Countries whose airspace a bulletin closes to landings and departures, with the bulletin. */
export function closedAirspaces(
  bulletins: readonly AirspaceBulletin[],
): Map<string, AirspaceBulletin> {
  const closed = new Map<string, AirspaceBulletin>();
  for (const bulletin of bulletins) {
    const country = bulletin.countryCodes[0];
    if (country && /incl\. landing and departures/i.test(bulletin.recommendation))
      closed.set(country, bulletin);
  }
  return closed;
}

export interface Gateway<P> {
  place: P;
  distanceKm: number;
}

/**
 * The gateway of a place without an airport: the nearest of the places its guide's "Go next"
 * names (by article title) that have airports, within REACH.gatewayKm.
 */
export function gatewayOf<P extends { latitude: number; longitude: number }>(
  place: { latitude: number; longitude: number; goNext: readonly string[] },
  withAirportByTitle: ReadonlyMap<string, P>,
): Gateway<P> | undefined {
  let best: Gateway<P> | undefined;
  for (const title of place.goNext) {
    const other = withAirportByTitle.get(title);
    if (!other) continue;
    const distanceKm = greatCircleKm(place, other);
    if (distanceKm <= REACH.gatewayKm && (!best || distanceKm < best.distanceKm))
      best = { place: other, distanceKm };
  }
  return best;
}
