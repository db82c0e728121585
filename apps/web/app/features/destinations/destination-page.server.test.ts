import type { Destination } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { costNote, destinationFactList, factSources } from "./destination-page.server";

const dubai: Destination = {
  id: 1080,
  slug: "dubai",
  name: "Dubai",
  countryCode: "ae",
  airportCode: "DXB",
  latitude: 25.07725,
  longitude: 55.30927,
  typeIds: ["city-break"],
  nightlyRateCents: 7_100,
  dailyCostCents: 3_200,
  attractions: [],
  bestMonths: [],
  population: 2_956_587,
  continent: "Asia",
  timeZone: "Asia/Dubai",
  currencyCodes: ["AED"],
  languages: ["Arabic"],
  airports: [
    {
      code: "DXB",
      name: "Dubai International Airport",
      latitude: 25.2528,
      longitude: 55.3644,
      distanceKm: 20,
    },
    {
      code: "DWC",
      name: "Al Maktoum International Airport",
      latitude: 24.89636,
      longitude: 55.16139,
      distanceKm: 25,
    },
  ],
  costBasis: "continent-median",
  priceLevel: 33.62,
};

describe("destinationFactList", () => {
  it("lists the facts from open data, airports with their distance from the centre", () => {
    expect(destinationFactList(dubai)).toEqual([
      { term: "Population", detail: "2,956,587" },
      { term: "Time zone", detail: "Asia/Dubai" },
      { term: "Currency", detail: "AED" },
      { term: "Languages", detail: "Arabic" },
      {
        term: "Airports",
        detail:
          "Dubai International Airport (DXB), 20 km from the centre; Al Maktoum International Airport (DWC), 25 km from the centre",
      },
    ]);
  });

  it("is empty for a record without facts", () => {
    const {
      population: _p,
      timeZone: _t,
      currencyCodes: _c,
      languages: _l,
      airports: _a,
      ...bare
    } = dubai;
    expect(destinationFactList(bare)).toEqual([]);
  });
});

describe("costNote", () => {
  it("says the prices are estimates and which price level they come from", () => {
    expect(costNote(dubai, "United Arab Emirates")).toBe(
      "Estimates: the World Bank has no 2025 price level for United Arab Emirates, so they are scaled from the median of Asia (33.6, USA = 100).",
    );
    expect(
      costNote({ ...dubai, costBasis: "price-level", priceLevel: 60.365733 }, "Portugal"),
    ).toBe(
      "Estimates, scaled from the World Bank's 2025 price level for Portugal (60.4, USA = 100).",
    );
  });

  it("says nothing of hand-set prices", () => {
    expect(costNote({ ...dubai, costBasis: "hand-set" }, "United Arab Emirates")).toBe(
      "Set by our editors from their own research on the ground.",
    );
  });
});

describe("what editors set instead of the data", () => {
  const reason = "Rooms by the river cost more than the city's average.";
  it("the cost note gives the editors' reason, and the data's source for the other figure", () => {
    const both = { ...dubai, costBasis: "price-level" as const, priceLevel: 60.4 };
    expect(costNote({ ...both, overrides: [{ fact: "nightlyRate", reason }] }, "Portugal")).toBe(
      `The hotel price is set by our editors: ${reason} The other is an estimate, scaled from the World Bank's 2025 price level for Portugal (60.4, USA = 100).`,
    );
    expect(
      costNote(
        {
          ...both,
          overrides: [
            { fact: "nightlyRate", reason },
            { fact: "dailyCost", reason: "Meals by the lodges." },
          ],
        },
        "Portugal",
      ),
    ).toBe(
      `The hotel price is set by our editors: ${reason} The daily cost is set by our editors: Meals by the lodges.`,
    );
  });

  it("the facts say their sources, and an editor's reason for a fact they set", () => {
    expect(factSources(dubai)).toMatch(/^Sources: population from GeoNames;/);
    expect(
      factSources({
        ...dubai,
        overrides: [{ fact: "airportCode", reason: "Most flights land at DWC." }],
      }),
    ).toMatch(/Our editors set the main airport: Most flights land at DWC\.$/);
  });
});
