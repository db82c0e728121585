import { describe, expect, it } from "vitest";
import { makeDestination } from "@travel/domain/testing";
import { accessView, keptOutFlightProblem } from "./destination-access";
import { destinationCredits } from "./destination-credits";

const ukraine = {
  doNotTravel: true,
  level: 4,
  canada: {
    advice: "Avoid all travel",
    level: 4,
    updated: "2026-07-29",
    url: "https://travel.gc.ca/destinations/ukraine",
  },
};

describe("accessView", () => {
  it("says why a place is kept out, with each government's advice and its date", () => {
    const kyiv = makeDestination({
      name: "Kyiv",
      advisory: ukraine,
      access: {
        scheduledFlights: false,
        airspaceClosed: { bulletin: "EASA CZIB 2022-01", url: "https://example.org/czib" },
      },
    });
    const view = accessView(kyiv, "Ukraine");
    expect(view).toMatchObject({ keptOut: true, doNotTravel: true });
    expect(view.advice).toEqual([
      {
        government: "Canada",
        advice: "Avoid all travel",
        updated: "Jul 29, 2026",
        url: "https://travel.gc.ca/destinations/ukraine",
      },
    ]);
    expect(view.noFlights?.bulletin).toEqual({
      name: "EASA CZIB 2022-01",
      url: "https://example.org/czib",
    });
    expect(keptOutFlightProblem(kyiv)).toMatch(/^No flight search: official advice/);
  });

  it("keeps a reachable place with normal advice in, and names its gateway", () => {
    const place = makeDestination({
      name: "Nara",
      advisory: { ...ukraine, doNotTravel: false, level: 1 },
      access: { scheduledFlights: true, gateway: { name: "Osaka", distanceKm: 32 } },
    });
    const view = accessView(place, "Japan");
    expect(view.keptOut).toBe(false);
    expect(view.noFlights).toBeNull();
    expect(view.gateway).toMatch(/reached overland from Osaka, 32 km away/);
    expect(keptOutFlightProblem(place)).toBeNull();
    const unreachable = { ...place, access: { scheduledFlights: false } };
    expect(accessView(unreachable, "Japan").noFlights?.reason).toMatch(/no.*scheduled route/i);
    expect(keptOutFlightProblem(unreachable)).toBe(
      "No flight search: no scheduled flight reaches Nara.",
    );
  });
});

describe("destinationCredits", () => {
  it("credits the guide, the climate table, the routes and the advice, each linked", () => {
    const credits = destinationCredits(
      makeDestination({
        summarySource: "wikivoyage",
        guide: { title: "Kyiv", url: "https://en.wikivoyage.org/wiki/Kyiv", goNext: 13 },
        weather: {
          place: "Kiev",
          url: "https://en.wikipedia.org/wiki/Kiev",
          source: "wikipedia-2015",
          matchedBy: "coordinates",
          highC: Array<number>(12).fill(10),
          lowC: Array<number>(12).fill(0),
        },
        airports: [
          {
            code: "KBP",
            name: "Boryspil",
            latitude: 50.3,
            longitude: 30.9,
            distanceKm: 29,
            routes: 100,
          },
        ],
        advisory: ukraine,
      }),
    );
    expect(credits.map((credit) => [credit.what, credit.licence, credit.href])).toEqual([
      ["Summary", "CC BY-SA 4.0", "https://en.wikivoyage.org/wiki/Kyiv"],
      ["Climate", "CC BY-SA 4.0", "https://en.wikipedia.org/wiki/Kiev"],
      ["Airports and routes", "Apache License 2.0", "https://github.com/krlawrence/graph"],
      [
        "Travel advice",
        "Open Government Licence – Canada; public domain (United States)",
        undefined,
      ],
    ]);
    // An editor's summary is not Wikivoyage's.
    expect(destinationCredits(makeDestination({ summarySource: "editors" }))).toEqual([]);
  });
});
