import { describe, expect, it } from "vitest";
import {
  attractionSchema,
  climates,
  destinationPhotoSchema,
  destinationSchema,
  destinationTypeSchema,
  type Destination,
  photoWidths,
} from "./destination.js";
import { makeDestination } from "./testing.js";

const lisbon = makeDestination();

function failingPaths(input: unknown): string[] {
  const result = destinationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("destinationSchema", () => {
  it("accepts a complete destination", () => {
    expect(destinationSchema.parse(lisbon)).toEqual(lisbon);
  });

  it.each<[string, Partial<Destination> | Record<string, unknown>, string]>([
    ["a zero id", { id: 0 }, "id"],
    ["an upper-case slug", { slug: "Lisbon" }, "slug"],
    ["an upper-case country code", { countryCode: "PT" }, "countryCode"],
    ["a lower-case airport code", { airportCode: "lis" }, "airportCode"],
    ["a latitude past the pole", { latitude: 90.5 }, "latitude"],
    ["a longitude past the antimeridian", { longitude: -180.5 }, "longitude"],
    ["no destination type", { typeIds: [] }, "typeIds"],
    ["an unknown climate", { climate: "lunar" }, "climate"],
    ["a fractional nightly rate", { nightlyRateCents: 120.5 }, "nightlyRateCents"],
    ["a free daily cost", { dailyCostCents: 0 }, "dailyCostCents"],
    ["a rating above 5.0", { ratingTenths: 51 }, "ratingTenths"],
    ["a negative review count", { reviewCount: -1 }, "reviewCount"],
    ["a 13th month", { bestMonths: [13] }, "bestMonths.0"],
    [
      "a negative attraction price",
      { attractions: [{ id: "x", name: "X", priceCents: -1 }] },
      "attractions.0.priceCents",
    ],
  ])("rejects %s", (_, change, path) => {
    expect(failingPaths({ ...lisbon, ...change })).toEqual([path]);
  });
});

describe("a destination built from open data", () => {
  const porto: Destination = {
    id: 1001,
    slug: "porto",
    name: "Porto",
    countryCode: "pt",
    airportCode: "OPO",
    latitude: 41.14961,
    longitude: -8.61099,
    typeIds: ["city-break"],
    nightlyRateCents: 9100,
    dailyCostCents: 4700,
    attractions: [],
    bestMonths: [],
    geonameId: 2735943,
    population: 249633,
    continent: "Europe",
    timeZone: "Europe/Lisbon",
    currencyCodes: ["EUR"],
    languages: ["Portuguese"],
    airports: [
      {
        code: "OPO",
        name: "Francisco de Sá Carneiro Airport",
        latitude: 41.2481,
        longitude: -8.68139,
        distanceKm: 12,
      },
    ],
    costBasis: "price-level",
    priceLevel: 61.5,
  };

  it("needs no copy, climate or rating, and keeps its facts", () => {
    expect(destinationSchema.parse(porto)).toEqual(porto);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an unknown continent", { continent: "Atlantis" }, "continent"],
    ["an unknown cost basis", { costBasis: "guess" }, "costBasis"],
    ["a lower-case currency", { currencyCodes: ["eur"] }, "currencyCodes.0"],
    [
      "an airport at a fractional distance",
      { airports: [{ code: "OPO", name: "OPO", latitude: 41, longitude: -8, distanceKm: 1.5 }] },
      "airports.0.distanceKm",
    ],
  ])("rejects %s", (_, change, path) => {
    expect(failingPaths({ ...porto, ...change })).toEqual([path]);
  });
});

describe("attractionSchema and destinationTypeSchema", () => {
  it("accept free attractions and kebab-case type ids", () => {
    expect(attractionSchema.parse({ id: "park", name: "Park", priceCents: 0 }).priceCents).toBe(0);
    expect(
      destinationTypeSchema.parse({
        id: "old-town",
        name: "Old town",
        description: "Narrow streets.",
      }).id,
    ).toBe("old-town");
  });

  it("reject empty names and other id shapes", () => {
    expect(attractionSchema.safeParse({ id: "park", name: "", priceCents: 0 }).success).toBe(false);
    expect(
      destinationTypeSchema.safeParse({ id: "Old Town", name: "Old town", description: "x" })
        .success,
    ).toBe(false);
  });
});

describe("climates", () => {
  it("lists the six climates a destination can have", () => {
    expect(climates).toEqual([
      "tropical",
      "mediterranean",
      "temperate",
      "continental",
      "arid",
      "cold",
    ]);
  });
});

describe("photoWidths", () => {
  it("keeps the spec's widths up to the original, never wider", () => {
    expect(photoWidths(4000)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(photoWidths(2000)).toEqual([640, 750, 828, 1080, 1200, 1920]);
    expect(photoWidths(1200)).toEqual([640, 750, 828, 1080, 1200]);
  });

  it("gives a photo narrower than 640 px its own width only", () => {
    expect(photoWidths(500)).toEqual([500]);
  });
});

describe("destinationPhotoSchema", () => {
  const photo = {
    id: "a1b2c3d4e5f6a7b8",
    alt: "Tram",
    credit: "Ana",
    licence: "CC BY 4.0",
    width: 800,
    height: 600,
  };
  it("requires alt text, a credit and a licence", () => {
    expect(destinationPhotoSchema.safeParse(photo).success).toBe(true);
    for (const field of ["alt", "credit", "licence"] as const) {
      expect(destinationPhotoSchema.safeParse({ ...photo, [field]: "  " }).success).toBe(false);
    }
  });
});
