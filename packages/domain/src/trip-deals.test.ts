import { describe, expect, it } from "vitest";
import { makeDestination } from "./testing.js";
import { DEAL_NIGHTS, DEAL_PARTY, onePerCountry, tripDeals } from "./trip-deals.js";

const paris = { code: "CDG", latitude: 49.0097, longitude: 2.5479 };
const open = { scheduledFlights: true };

const place = (id: number, name: string, countryCode: string, dayCents: number, extra = {}) =>
  makeDestination({
    id,
    name,
    countryCode,
    airportCode: `XX${String.fromCharCode(64 + id)}`,
    latitude: 40 + id / 100,
    longitude: 10,
    nightlyRateCents: dayCents,
    dailyCostCents: dayCents,
    population: 10_000_000 - id,
    access: open,
    ...extra,
  });

describe("tripDeals", () => {
  it("ranks by the whole trip for two from the origin, one place per country", () => {
    const deals = tripDeals(
      [
        place(1, "Dear", "it", 20_000),
        place(2, "Cheap", "it", 3_000),
        place(3, "Middle", "hr", 9_000),
        place(4, "Cheaper still", "it", 2_000),
      ],
      { origin: paris, limit: 5 },
    );
    expect(deals.map((deal) => deal.destination.name)).toEqual(["Cheaper still", "Middle"]);
    // Each figure is the planner's estimate for the deal's party and nights, not a nightly rate.
    const [first] = deals;
    expect(first?.result.estimate.hotelCost).toBe(2_000 * DEAL_NIGHTS);
    const total = first?.result.estimate.totalCost ?? 0;
    expect(
      Math.abs((first?.result.estimate.perPerson ?? 0) * DEAL_PARTY.adults - total),
    ).toBeLessThanOrEqual(1);
  });

  it("never ranks by population and skips places kept out, without a summary or at the origin", () => {
    const places = [
      place(1, "Big and dear", "cn", 30_000, { population: 20_000_000 }),
      place(2, "Small and cheap", "pt", 4_000, { population: 5_000 }),
      place(3, "Closed sky", "ua", 1_000, { access: { scheduledFlights: false } }),
      place(4, "Do not travel", "by", 1_000, {
        advisory: { doNotTravel: true, level: 4 },
      }),
      place(5, "No summary", "es", 1_000, { summary: undefined }),
      place(6, "Home", "fr", 1_000, { airportCode: "CDG" }),
    ];
    const names = (deals: ReturnType<typeof tripDeals>) => deals.map((d) => d.destination.name);
    expect(names(tripDeals(places, { origin: paris, limit: 10 }))).toEqual([
      "Small and cheap",
      "Big and dear",
    ]);
    expect(names(tripDeals(places, { origin: paris, limit: 10, includeKeptOut: true }))).toEqual([
      "Closed sky",
      "Do not travel",
      "Small and cheap",
      "Big and dear",
    ]);
    expect(names(tripDeals(places, { origin: paris, limit: 1 }))).toEqual(["Small and cheap"]);
  });

  it("breaks a tie in cost by name", () => {
    const twin = (id: number, name: string, country: string) =>
      place(id, name, country, 5_000, { latitude: 45, longitude: 10, airportCode: "TWN" });
    const deals = tripDeals([twin(1, "Verona", "it"), twin(2, "Annecy", "fr")], {
      origin: paris,
      limit: 2,
    });
    expect(deals.map((deal) => deal.destination.name)).toEqual(["Annecy", "Verona"]);
  });
});

describe("onePerCountry", () => {
  it("keeps each country's first item in the list's order", () => {
    const items = [
      { countryCode: "it", n: 1 },
      { countryCode: "fr", n: 2 },
      { countryCode: "it", n: 3 },
    ];
    expect(onePerCountry(items).map((item) => item.n)).toEqual([1, 2]);
    expect(onePerCountry(["a1", "b1", "a2"], (item) => item[0] as string)).toEqual(["a1", "b1"]);
  });
});
