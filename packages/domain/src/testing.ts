// Test data for this package's types, exported as "@travel/domain/testing" for tests only: no
// module of the package or of an app imports it outside tests.
import type { Destination } from "./destination.js";

/**
 * A valid destination for tests: Lisbon, with whatever `overrides` a test depends on. State the
 * fields a test asserts on as overrides rather than relying on these defaults. Overrides are not
 * checked, so a test may build the out-of-range data that storage can hand back.
 */
export function makeDestination(overrides: Partial<Destination> = {}): Destination {
  return {
    id: 101,
    slug: "lisbon",
    name: "Lisbon",
    countryCode: "pt",
    airportCode: "LIS",
    latitude: 38.7813,
    longitude: -9.1359,
    typeIds: ["city-break"],
    climate: "mediterranean",
    summary: "Seven hills above the Tagus.",
    description: "Trams and miradouros.",
    nightlyRateCents: 12_000,
    dailyCostCents: 6_000,
    ratingTenths: 46,
    reviewCount: 1280,
    attractions: [
      { id: "belem", name: "Belém Tower", priceCents: 1200 },
      { id: "oceanario", name: "Oceanário", priceCents: 2500 },
    ],
    bestMonths: [4, 5],
    ...overrides,
  };
}
