import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../src/build.js";
import { buildPlaceIndex, PLACE_INDEX } from "../src/place-index.js";
import { fixtureFeatured, fixtureSources, realDestinationTypes } from "./sources.js";

const sources = fixtureSources();
const catalogue = buildCatalogue({
  sources,
  featured: fixtureFeatured(sources),
  destinationTypes: realDestinationTypes(),
  registry: [],
});
const index = buildPlaceIndex(sources, catalogue);
const named = (name: string, country: string) =>
  index.places.filter((place) => place.name === name && place.countryCode === country);

describe("the place index", () => {
  it("holds the catalogue's places and the cities large enough with an airport of their own", () => {
    for (const destination of catalogue.destinations)
      expect(
        index.places.some((place) => place.geonameId === destination.geonameId),
        destination.name,
      ).toBe(true);
    for (const place of index.places) {
      const listed = catalogue.destinations.some((d) => d.geonameId === place.geonameId);
      if (!listed) {
        expect(place.population, place.name).toBeGreaterThanOrEqual(PLACE_INDEX.minPopulation);
        expect(place.airports.length, place.name).toBeGreaterThan(0);
      }
    }
  });

  it("gives a place what the catalogue gives it: centre, time zone, main airport, weather, best months", () => {
    const [porto] = named("Porto", "PT");
    const listed = catalogue.destinations.find((d) => d.geonameId === porto?.geonameId);
    expect(porto).toBeDefined();
    expect(listed).toBeDefined();
    expect(porto).toMatchObject({
      latitude: listed!.latitude,
      longitude: listed!.longitude,
      timeZone: listed!.timeZone,
      airportCode: listed!.airportCode,
      bestMonths: listed!.bestMonths,
    });
    const table = index.climateTables[porto!.weather!.table]!;
    expect({ ...table, ...porto!.weather, table: undefined }).toMatchObject({
      place: listed!.weather!.place,
      highC: listed!.weather!.highC,
      matchedBy: listed!.weather!.matchedBy,
    });
  });

  it("prices every country from its price level with the catalogue's cost model", () => {
    const portugal = index.countries.PT!;
    const porto = catalogue.destinations.find((d) => d.slug === "porto")!;
    expect(portugal).toMatchObject({
      continent: "Europe",
      currencyCodes: ["EUR"],
      costBasis: porto.costBasis,
      priceLevel: porto.priceLevel,
      nightlyRateCents: porto.nightlyRateCents,
      dailyCostCents: porto.dailyCostCents,
    });
  });

  it("refers only to airports and climate tables it holds, once each", () => {
    for (const place of index.places) {
      for (const airport of place.airports) expect(index.airports[airport.code]).toBeDefined();
      expect(place.airports.map((airport) => airport.code)).toContain(place.airportCode);
      if (place.weather) expect(index.climateTables[place.weather.table]).toBeDefined();
      expect(index.countries[place.countryCode], place.name).toBeDefined();
    }
    const tablePlaces = index.climateTables.map((table) => table.place);
    expect(new Set(tablePlaces).size).toBe(tablePlaces.length);
  });
});
