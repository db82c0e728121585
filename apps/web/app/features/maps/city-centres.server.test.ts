import { EURO_DISPLAY } from "@travel/domain";
import { type Destination, estimateDestinationTrip, greatCircleKm } from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { describe, expect, it } from "vitest";
import { findAirport } from "~/features/airports/airports.server";
import { unproject } from "./geometry.server";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { MapFigure } from "./MapFigure";
import { locatorMapView } from "./map-views.server";

/** The locator as the page draws it. */
const locatorMapHtml = (...args: Parameters<typeof locatorMapView>) =>
  renderToStaticMarkup(createElement(MapFigure, locatorMapView(...args)));

// Pins and "from the centre" use the city's own position; flights run airport to airport
// (decision 107). Checked on the committed catalogue, the one every instance serves.
const paris = defaultCatalogue.destinations.find((place) => place.slug === "paris") as Destination;
const lisbonAirport = findAirport("LIS");
const cdg = paris.airports?.find((airport) => airport.code === "CDG");

/** Where the map's pin points: the tip of its path (`M x y …`), read back as a position. */
function pinPosition(html: string) {
  const tip = /class="map-mark map-mark--pin"[^>]*>.*?<path d="M([\d.-]+) ([\d.-]+)l/s.exec(html);
  if (!tip) throw new Error("The map has no pin.");
  return unproject({ x: Number(tip[1]), y: Number(tip[2]) });
}

describe("Paris on the map", () => {
  it("is pinned within 0.05° of its centre (48.857, 2.352), not at Charles de Gaulle", () => {
    const pin = pinPosition(
      locatorMapHtml({
        destination: paris,
        countryName: "France",
        route: null,
        display: EURO_DISPLAY,
      }),
    );
    expect(Math.abs(pin.latitude - 48.857)).toBeLessThan(0.05);
    expect(Math.abs(pin.longitude - 2.352)).toBeLessThan(0.05);
    expect(cdg).toBeDefined();
    expect(Math.abs(pin.latitude - cdg!.latitude)).toBeGreaterThan(0.1);
  });

  it("keeps the pin at the centre while the route's distance is the flight's, Lisbon airport to CDG", () => {
    expect(lisbonAirport).toBeDefined();
    const origin = lisbonAirport!;
    const trip = estimateDestinationTrip(paris, {
      origin,
      nights: 3,
      travellers: { adults: 2, children: 0, infants: 0 },
      attractionIds: "all",
    });
    const airportToAirport = Math.round(greatCircleKm(origin, cdg!));
    expect(trip.distanceKm).toBe(airportToAirport);
    expect(trip.distanceKm).not.toBe(Math.round(greatCircleKm(origin, paris)));

    const html = locatorMapHtml({
      destination: paris,
      countryName: "France",
      route: { origin, distanceKm: trip.distanceKm, totalCents: trip.estimate.totalCost },
      display: EURO_DISPLAY,
    });
    expect(html).toContain(`${airportToAirport.toLocaleString("en-US")} km from`);
    const pin = pinPosition(html);
    expect(Math.abs(pin.latitude - 48.857)).toBeLessThan(0.05);
    expect(Math.abs(pin.longitude - 2.352)).toBeLessThan(0.05);
  });
});

describe("every place's airports", () => {
  it("are listed with their distance from the city's centre", () => {
    for (const place of defaultCatalogue.destinations) {
      for (const airport of place.airports ?? []) {
        expect(
          Math.abs(airport.distanceKm - greatCircleKm(place, airport)),
          `${place.name}: ${airport.code}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});
