import { destinationSchema, greatCircleKm, isKeptOutByDefault } from "@travel/domain";
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
const names = first.destinations.map((d) => d.name);

describe("the fixture's catalogue", () => {
  it("has the hand-written places and every guide that qualifies, each valid", () => {
    expect(featured.map((place) => place.slug).sort()).toEqual([
      "dubrovnik",
      "edinburgh",
      "florence",
      "kyoto",
      "lisbon",
      "paris",
      "queenstown",
      "reykjavik",
    ]);
    for (const name of ["Venice", "Porto", "Nice", "Bruges", "Cuzco", "Geneva", "Phuket", "Kyiv"])
      expect(names).toContain(name);
    for (const destination of first.destinations) {
      expect(importedDestinationSchema.safeParse(destination).success, destination.name).toBe(true);
      expect(destinationSchema.safeParse(destination).success).toBe(true);
    }
  });

  it("leaves out a region's guide and a district's, and never lists a place twice", () => {
    expect(names).not.toContain("Tuscany");
    expect(names).not.toContain("Sacred Valley");
    const geonameIds = first.destinations.map((d) => d.geonameId);
    expect(new Set(geonameIds).size).toBe(geonameIds.length);
  });

  it("matches a guide to the same-named town near it, never to a namesake far away", () => {
    const venice = byName("Venice");
    expect(venice.countryCode).toBe("it");
    expect(venice.guide?.url).toBe("https://en.wikivoyage.org/wiki/Venice");
    // Venice (Florida) is its own guide, matched to the Florida town, not to the Italian city.
    const florida = first.destinations.find((d) => d.guide?.title === "Venice (Florida)");
    if (florida) expect(florida.countryCode).toBe("us");
    expect(
      first.destinations.filter((d) => d.countryCode === "it" && d.name === "Venice"),
    ).toHaveLength(1);
  });

  it("matches Wikivoyage's spellings and English names to GeoNames' (Cuzco/Cusco, Geneva/Genève)", () => {
    expect(byName("Cuzco")).toMatchObject({ countryCode: "pe", geonameId: 3941584 });
    expect(byName("Geneva")).toMatchObject({ countryCode: "ch", geonameId: 2660646 });
    expect(byName("Bruges")).toMatchObject({ countryCode: "be", geonameId: 2800931 });
    expect(byName("Palma de Mallorca")).toMatchObject({ countryCode: "es", geonameId: 2512989 });
    // Phuket's guide, not Phuket Town's, is the place: its name is the town's.
    expect(byName("Phuket").guide?.title).toBe("Phuket");
  });

  it("describes each place with its guide's first sentence, credited, unless editors wrote one", () => {
    const porto = byName("Porto");
    expect(porto.summarySource).toBe("wikivoyage");
    expect(porto.summary).toMatch(/^Porto is Portugal's second largest city/);
    const paris = byName("Paris");
    const written = featured.find((place) => place.slug === "paris")!;
    expect(paris).toMatchObject({ summary: written.summary, summarySource: "editors", id: 104 });
  });

  it("keeps hand-written copy, sights, ratings, costs and best months", () => {
    const paris = byName("Paris");
    const written = featured.find((place) => place.slug === "paris")!;
    expect(paris).toMatchObject({
      description: written.description,
      attractions: written.attractions,
      ratingTenths: written.ratingTenths,
      nightlyRateCents: written.nightlyRateCents,
      bestMonths: written.bestMonths,
      bestMonthsSource: "editors",
      typeIds: written.typeIds,
      airportCode: "CDG",
      costBasis: "hand-set",
    });
  });
});

describe("reachable and safe", () => {
  it("records the country's advice, and keeps a do-not-travel country's places out by default", () => {
    const kyiv = byName("Kyiv");
    expect(kyiv.advisory).toMatchObject({ doNotTravel: true, level: 4 });
    expect(kyiv.advisory?.canada?.url).toBe("https://travel.gc.ca/destinations/ukraine");
    expect(kyiv.advisory?.canada?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isKeptOutByDefault(kyiv)).toBe(true);
    expect(isKeptOutByDefault(byName("Porto"))).toBe(false);
    expect(byName("Porto").advisory).toMatchObject({ doNotTravel: false });
  });

  it("has no scheduled flights where the airspace is closed, whatever the 2022 routes say", () => {
    const kyiv = byName("Kyiv");
    expect(kyiv.airports?.some((airport) => (airport.routes ?? 0) > 0)).toBe(true);
    expect(kyiv.access).toMatchObject({ scheduledFlights: false });
    expect(kyiv.access?.airspaceClosed?.bulletin).toMatch(/Ukraine/);
    // Minsk's airport still flies: it is kept out for its advice alone.
    expect(byName("Minsk").access).toMatchObject({ scheduledFlights: true });
  });

  it("prices flights to the airport with the most routes, and counts each airport's routes", () => {
    const venice = byName("Venice");
    expect(venice.airportCode).toBe("VCE");
    const vce = venice.airports?.find((airport) => airport.code === "VCE");
    expect(vce?.routes).toBeGreaterThan(50);
  });
});

describe("airports", () => {
  it("lists each place's airports with their distance from its own centre, a gateway's too", () => {
    // Yangshuo has no airport within 50 km: it is reached through Guilin, which its guide names.
    const yangshuo = byName("Yangshuo");
    expect(yangshuo.access?.gateway).toMatchObject({ name: "Guilin" });
    expect(yangshuo.airports?.find((airport) => airport.code === "KWL")?.distanceKm).toBe(67);
    for (const destination of first.destinations)
      for (const airport of destination.airports ?? [])
        expect(
          Math.abs(airport.distanceKm - greatCircleKm(destination, airport)),
          `${destination.name}: ${airport.code}`,
        ).toBeLessThanOrEqual(1);
  });
});

describe("weather, types and scene facts", () => {
  it("matches a climate table by coordinates and derives best months where editors set none", () => {
    const porto = byName("Porto");
    expect(porto.weather).toMatchObject({ place: "Porto", matchedBy: "coordinates" });
    expect(porto.weather?.url).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\//);
    expect(porto.bestMonthsSource).toBe("climate");
    expect(porto.bestMonths.length).toBeGreaterThan(0);
  });

  it("lends a place without a table of its own its nearest neighbour's, and says so", () => {
    expect(byName("Siem Reap").weather).toMatchObject({
      place: "Battambang",
      matchedBy: "nearest",
      label: "nearest station: Battambang, 77 km",
    });
    expect(byName("Siem Reap").scene).toMatchObject({
      climate: "tropical",
      climateBasis: "normals",
    });
  });

  it("draws Edinburgh and Reykjavik cool, Phuket tropical on an island", () => {
    expect(byName("Edinburgh").scene).toMatchObject({
      climate: "temperate",
      climateBasis: "normals",
    });
    expect(byName("Reykjavík").scene).toMatchObject({ climate: "cold", setting: "coast" });
    expect(byName("Phuket").scene).toMatchObject({ climate: "tropical", setting: "island" });
    expect(byName("Geneva").scene?.setting).toBe("inland"); // a lake is not the sea
  });

  it("types places from their data: beaches by a warm sea, islands, cities", () => {
    expect(byName("Phuket").typeIds).toEqual(expect.arrayContaining(["beach", "islands"]));
    expect(byName("Nice").typeIds).toEqual(expect.arrayContaining(["city-break", "beach"]));
    expect(byName("Geneva").typeIds).not.toContain("beach");
    for (const destination of first.destinations)
      expect(destination.typeIds.length).toBeGreaterThan(0);
  });
});

describe("ids across imports", () => {
  it("gives places from data ids from the data range, and hand-written places their own", () => {
    for (const destination of first.destinations) {
      const written = featured.find((place) => place.geonameId === destination.geonameId);
      expect(destination.id).toBe(written ? written.id : destination.id);
      if (!written) expect(destination.id).toBeGreaterThanOrEqual(FIRST_DATA_ID);
    }
  });

  it("changes nothing when the same data is imported again with the registry", () => {
    const again = buildCatalogue({ sources, featured, destinationTypes, registry: first.registry });
    expect(again.destinations).toEqual(first.destinations);
    expect(again.registry).toEqual(first.registry);
    expect(again.report.newIds).toBe(0);
    expect(again.archived).toEqual([]);
  });

  it("archives a place that stops qualifying at its id, and lists it again when it returns", () => {
    const porto = byName("Porto");
    const withoutPorto = { ...sources, guides: sources.guides.filter((g) => g.title !== "Porto") };
    const gone = buildCatalogue({
      sources: withoutPorto,
      featured,
      destinationTypes,
      registry: first.registry,
    });
    expect(gone.destinations.some((d) => d.geonameId === porto.geonameId)).toBe(false);
    expect(gone.archived.find((d) => d.geonameId === porto.geonameId)).toMatchObject({
      id: porto.id,
      slug: porto.slug,
    });
    expect(gone.registry).toEqual(first.registry);
    const back = buildCatalogue({ sources, featured, destinationTypes, registry: gone.registry });
    expect(byName("Porto", back).id).toBe(porto.id);
  });

  it("builds the same catalogue whatever order the data comes in", () => {
    const shuffled = {
      ...sources,
      cities: [...sources.cities].reverse(),
      guides: [...sources.guides].reverse(),
      airports: [...sources.airports].reverse(),
    };
    const other = buildCatalogue({ sources: shuffled, featured, destinationTypes, registry: [] });
    expect(other.destinations.map((d) => [d.id, d.slug, d.airportCode])).toEqual(
      first.destinations.map((d) => [d.id, d.slug, d.airportCode]),
    );
  });
});
