import { greatCircleKm } from "@travel/domain";
import type { Airport, City } from "./sources.js";

/**
 * Which cities become destinations (docs/decisions/105-catalogue-from-open-data.md).
 *
 * - An airport counts when OurAirports lists it as large or medium, with scheduled service and
 *   an IATA code.
 * - A city counts when GeoNames gives it at least MIN_POPULATION people, or it is its country's
 *   capital (PPLC) whatever its size; parts of cities, historical, abandoned and destroyed
 *   places never count.
 * - One destination per urban area: a city within URBAN_AREA_KM of a larger counting city of the
 *   same country is part of that city (Brooklyn and Queens belong to New York City).
 * - Each airport serves one city of its own country within MAX_AIRPORT_KM: the one that pulls
 *   hardest, population ÷ distance (any distance under NEAR_FLOOR_KM counts as NEAR_FLOOR_KM),
 *   so a big city 40 km away wins over a suburb next to the runway, yet a city with an airport
 *   of its own keeps it (Düsseldorf, not Cologne, gets DUS).
 * - A city qualifies when at least one airport serves it.
 */
export const QUALIFICATION = Object.freeze({
  airportTypes: Object.freeze(["large_airport", "medium_airport"]),
  minPopulation: 500_000,
  capitalsQualify: true,
  excludedFeatureCodes: Object.freeze(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]),
  urbanAreaKm: 20,
  maxAirportKm: 50,
  nearFloorKm: 10,
});

const IATA = /^[A-Z]{3}$/;

/** Airports with scheduled service, an IATA code and a size that counts. */
export function servingAirports(airports: readonly Airport[]): Airport[] {
  return airports.filter(
    (airport) =>
      airport.scheduledService &&
      IATA.test(airport.code) &&
      QUALIFICATION.airportTypes.includes(airport.type),
  );
}

/** A degree of latitude is about 111 km: anything further apart than this cannot be near. */
const degreesFor = (km: number) => km / 111 + 0.01;

/** Cities large enough (or capitals), one per urban area: the largest. */
export function candidateCities(cities: readonly City[]): City[] {
  const counting = cities
    .filter(
      (city) =>
        !QUALIFICATION.excludedFeatureCodes.includes(city.featureCode) &&
        (city.population >= QUALIFICATION.minPopulation ||
          (QUALIFICATION.capitalsQualify && city.featureCode === "PPLC")),
    )
    .sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const kept: City[] = [];
  const reach = degreesFor(QUALIFICATION.urbanAreaKm);
  for (const city of counting) {
    const inLargerCity = kept.some(
      (larger) =>
        larger.countryCode === city.countryCode &&
        Math.abs(larger.latitude - city.latitude) < reach &&
        greatCircleKm(larger, city) < QUALIFICATION.urbanAreaKm,
    );
    if (!inLargerCity) kept.push(city);
  }
  return kept;
}

export type AirportNearby = Airport & { distanceKm: number };

/** Serving airports of the city's country within MAX_AIRPORT_KM of its centre, nearest first. */
export function airportsNear(city: City, airports: readonly Airport[]): AirportNearby[] {
  const reach = degreesFor(QUALIFICATION.maxAirportKm);
  return airports
    .filter(
      (airport) =>
        airport.countryCode === city.countryCode &&
        Math.abs(airport.latitude - city.latitude) < reach,
    )
    .map((airport) => ({ ...airport, distanceKm: greatCircleKm(city, airport) }))
    .filter((airport) => airport.distanceKm <= QUALIFICATION.maxAirportKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.code.localeCompare(b.code));
}

/**
 * Which city each serving airport serves (see QUALIFICATION), as the airports each city
 * gets: a city is in the map when it qualifies.
 */
export function assignAirports(
  cities: readonly City[],
  airports: readonly Airport[],
): Map<number, AirportNearby[]> {
  const candidates = candidateCities(cities);
  const byCountry = new Map<string, City[]>();
  for (const city of candidates) {
    const list = byCountry.get(city.countryCode) ?? [];
    list.push(city);
    byCountry.set(city.countryCode, list);
  }
  const served = new Map<number, AirportNearby[]>();
  const reach = degreesFor(QUALIFICATION.maxAirportKm);
  for (const airport of servingAirports(airports)) {
    let best: { city: City; pull: number; distanceKm: number } | undefined;
    for (const city of byCountry.get(airport.countryCode) ?? []) {
      if (Math.abs(city.latitude - airport.latitude) > reach) continue;
      const distanceKm = greatCircleKm(city, airport);
      if (distanceKm > QUALIFICATION.maxAirportKm) continue;
      const pull = city.population / Math.max(distanceKm, QUALIFICATION.nearFloorKm);
      if (!best || pull > best.pull) best = { city, pull, distanceKm };
    }
    if (!best) continue;
    const list = served.get(best.city.geonameId) ?? [];
    list.push({ ...airport, distanceKm: best.distanceKm });
    served.set(best.city.geonameId, list);
  }
  return served;
}

/** The airport a city's flights are priced to: a large one if it has one, then the nearest. */
export function mainAirport<A extends AirportNearby>(airports: readonly A[]): A {
  const ranked = [...airports].sort(
    (a, b) =>
      Number(b.type === "large_airport") - Number(a.type === "large_airport") ||
      a.distanceKm - b.distanceKm ||
      a.code.localeCompare(b.code),
  );
  const main = ranked[0];
  if (!main) throw new Error("mainAirport: no airport");
  return main;
}
