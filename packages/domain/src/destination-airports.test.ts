import { describe, expect, it } from "vitest";
import type { Destination } from "./destination.js";
import { arrivalPoint } from "./destination-airports.js";
import { estimateDestinationTrip } from "./destination-trip.js";
import { greatCircleKm } from "./trip-cost.js";

// Paris's centre (GeoNames) and its two airports (OurAirports).
const paris: Destination = {
  id: 104,
  slug: "paris",
  name: "Paris",
  countryCode: "fr",
  airportCode: "CDG",
  latitude: 48.85341,
  longitude: 2.3488,
  typeIds: ["city-break"],
  nightlyRateCents: 17000,
  dailyCostCents: 8000,
  attractions: [],
  bestMonths: [],
  airports: [
    {
      code: "ORY",
      name: "Paris-Orly Airport",
      latitude: 48.7233,
      longitude: 2.3794,
      distanceKm: 15,
    },
    {
      code: "CDG",
      name: "Charles de Gaulle International Airport",
      latitude: 49.012798,
      longitude: 2.55,
      distanceKm: 23,
    },
  ],
};
const lisbonAirport = { code: "LIS", latitude: 38.7813, longitude: -9.13592 };

describe("arrivalPoint", () => {
  it("is the main airport, not the nearest one nor the city centre", () => {
    expect(arrivalPoint(paris)).toEqual({ latitude: 49.012798, longitude: 2.55 });
  });

  it("is the destination's own point when it lists no airports", () => {
    const { airports: _airports, ...withoutAirports } = paris;
    expect(arrivalPoint(withoutAirports)).toEqual({ latitude: 48.85341, longitude: 2.3488 });
  });
});

describe("flight distances run airport to airport", () => {
  it("measures from the origin airport to the destination's main airport", () => {
    const result = estimateDestinationTrip(paris, {
      origin: lisbonAirport,
      nights: 3,
      travellers: { adults: 1, children: 0, infants: 0 },
      attractionIds: "all",
    });
    const toCdg = Math.round(
      greatCircleKm(lisbonAirport, { latitude: 49.012798, longitude: 2.55 }),
    );
    const toCentre = Math.round(greatCircleKm(lisbonAirport, paris));
    expect(result.distanceKm).toBe(toCdg);
    expect(result.distanceKm).not.toBe(toCentre);
  });
});
