import { describe, expect, it } from "vitest";
import type { ClimateTable } from "../src/open-data.js";
import { WEATHER_MATCH, weatherMatcher } from "../src/weather.js";

const months = (value: number) => Array.from({ length: 12 }, () => value);
const table = (place: string, latitude: number | null, longitude: number | null): ClimateTable => ({
  place,
  url: `https://en.wikipedia.org/wiki/${encodeURIComponent(place)}`,
  source: "wikipedia-2021",
  latitude,
  longitude,
  highC: months(30),
  lowC: months(22),
  precipMm: months(100),
  rainyDays: months(10),
  sunHours: Array.from({ length: 12 }, () => null),
});

// One degree of latitude is 111 km: tables north of the place at these distances.
const north = (km: number) => 13 + km / 111.2;
const place = (overrides: Partial<Parameters<ReturnType<typeof weatherMatcher>>[0]> = {}) => ({
  latitude: 13,
  longitude: 104,
  names: ["town"],
  coastKm: 100,
  mountains: false,
  ...overrides,
});
// Tables at longitude 104.001 stand by the sea; the rest inland.
const coastKmOf = (point: { latitude: number; longitude: number }) =>
  point.longitude === 104.001 ? 2 : 100;

describe("weather matching", () => {
  it("takes its own table within 25 km, by coordinates", () => {
    const match = weatherMatcher([table("Own", north(20), 104)], new Map(), coastKmOf);
    expect(match(place())).toMatchObject({
      place: "Own",
      matchedBy: "coordinates",
      distanceKm: 20,
    });
    expect(match(place())?.label).toBeUndefined();
  });

  it("else takes the nearest table on the same side of the shore, labelled as a neighbour's", () => {
    const tables = [
      table("Seaside", north(40), 104.001),
      table("Inland", north(77), 104),
      table("Far", north(WEATHER_MATCH.nearestMaxKm + 5), 104),
    ];
    const match = weatherMatcher(tables, new Map(), coastKmOf);
    expect(match(place())).toMatchObject({
      place: "Inland",
      matchedBy: "nearest",
      distanceKm: 77,
      label: "nearest station: Inland, 77 km",
    });
    expect(match(place({ coastKm: 3 }))).toMatchObject({ place: "Seaside", distanceKm: 40 });
    // Beyond the limit nothing is borrowed.
    expect(
      weatherMatcher([tables[2] as ClimateTable], new Map(), coastKmOf)(place()),
    ).toBeUndefined();
  });

  it("never lends a neighbour's figures to a mountain place, nor a region's table to anyone", () => {
    const inland = table("Valley", north(50), 104);
    expect(
      weatherMatcher([inland], new Map(), coastKmOf)(place({ mountains: true })),
    ).toBeUndefined();
    const region = table("Geography of Somewhere", north(30), 104);
    expect(weatherMatcher([region], new Map(), coastKmOf)(place())).toBeUndefined();
  });

  it("matches a table without coordinates by a name unique in the catalogue, before any neighbour", () => {
    const tables = [table("Town (city)", null, null), table("Valley", north(50), 104)];
    expect(weatherMatcher(tables, new Map([["town", 1]]), coastKmOf)(place())).toMatchObject({
      place: "Town (city)",
      matchedBy: "title",
    });
    // Two places of that name: the title cannot tell them apart, so the neighbour's figures.
    expect(weatherMatcher(tables, new Map([["town", 2]]), coastKmOf)(place())).toMatchObject({
      place: "Valley",
      matchedBy: "nearest",
    });
  });
});
