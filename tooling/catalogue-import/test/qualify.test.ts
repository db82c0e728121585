import { describe, expect, it } from "vitest";
import {
  airportsNear,
  assignAirports,
  candidateCities,
  mainAirport,
  QUALIFICATION,
  servingAirports,
} from "../src/qualify.js";
import type { City } from "../src/sources.js";
import { fixtureSources } from "./sources.js";

const sources = fixtureSources();
const city = (name: string, countryCode: string): City => {
  const found = sources.cities
    .filter((entry) => entry.name === name && entry.countryCode === countryCode)
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`no ${name} in the fixture`);
  return found;
};
const served = assignAirports(sources.cities, sources.airports);
const airportsOf = (place: City) =>
  (served.get(place.geonameId) ?? []).map((airport) => airport.code).sort();

describe("which airports count", () => {
  it("keeps scheduled service with an IATA code and drops the rest", () => {
    const codes = servingAirports(sources.airports).map((airport) => airport.code);
    expect(codes).toContain("CDG");
    expect(codes).not.toContain("LBG"); // Le Bourget: business flights, no scheduled service
    const small = { ...sources.airports[0]!, code: "XXS", type: "small_airport" };
    expect(servingAirports([small])).toEqual([]);
  });
});

describe("which cities count", () => {
  const names = candidateCities(sources.cities).map(
    (entry) => `${entry.name} ${entry.countryCode}`,
  );

  it("takes cities of at least the minimum population, and capitals of any size", () => {
    expect(QUALIFICATION.minPopulation).toBe(500_000);
    expect(names).toContain("Athens GR"); // 664,046 people
    expect(names).not.toContain("Porto PT"); // 249,633 people
    expect(names).not.toContain("London CA"); // 346,765 people
    expect(names).toContain("Male MV"); // 103,693 people, the capital
    expect(names).toContain("Nuuk GL"); // 14,798 people, the capital
    expect(names).not.toContain("Beauvais FR"); // 53,393 people
  });

  it("folds a city into a larger one within the urban-area distance of the same country", () => {
    expect(names).toContain("New York City US");
    expect(names).not.toContain("Brooklyn US");
    expect(names).not.toContain("Queens US");
    expect(names).not.toContain("Newark US"); // 14 km from Manhattan
    expect(names).toContain("Singapore SG");
    expect(names).toContain("Johor Bahru MY"); // 20 km away, but another country
  });
});

describe("which city an airport serves", () => {
  it("gives a big city its airports, including one nearer a suburb", () => {
    expect(airportsOf(city("Paris", "FR"))).toEqual(["CDG", "ORY"]);
    expect(airportsOf(city("New York City", "US"))).toEqual(["EWR", "JFK", "LGA"]);
  });

  it("lets a city keep the airport next to it over a bigger city 40 km away", () => {
    expect(airportsOf(city("Düsseldorf", "DE"))).toEqual(["DUS"]);
    expect(airportsOf(city("Köln", "DE"))).toEqual(["CGN"]);
  });

  it("never crosses a border", () => {
    expect(airportsOf(city("Singapore", "SG"))).toEqual(["SIN"]);
    expect(airportsOf(city("Johor Bahru", "MY"))).toEqual(["JHB"]);
  });

  it("serves no city beyond the maximum distance, so Beauvais airport makes no destination", () => {
    expect(QUALIFICATION.maxAirportKm).toBe(50);
    const all = [...served.values()].flat().map((airport) => airport.code);
    expect(all).not.toContain("BVA");
    expect(all).not.toContain("LBG");
    // Firá has the island's airport but 2,376 people: only a hand-written place can use it.
    expect(served.has(city("Firá", "GR").geonameId)).toBe(false);
  });

  it("gives each airport to one city at most", () => {
    const all = [...served.values()].flat().map((airport) => airport.code);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("a city's airports", () => {
  it("lists every serving airport within reach, nearest first, with its distance", () => {
    const near = airportsNear(city("Paris", "FR"), servingAirports(sources.airports));
    expect(near.map((airport) => [airport.code, Math.round(airport.distanceKm)])).toEqual([
      ["ORY", 15],
      ["CDG", 23],
    ]);
  });

  it("prices flights to a large airport before a nearer medium one", () => {
    const london = airportsNear(city("London", "GB"), servingAirports(sources.airports));
    expect(mainAirport(london).code).toBe("LHR");
    const dubai = airportsNear(city("Dubai", "AE"), servingAirports(sources.airports));
    expect(mainAirport(dubai).code).toBe("DXB");
  });
});
