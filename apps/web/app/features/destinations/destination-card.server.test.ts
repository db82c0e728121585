import type { Destination } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { toCardData } from "./destination-card.server";

const lisbon = makeDestination({
  nightlyRateCents: 11_000,
  reviewCount: 1843,
  description: "A long description that cards never show.",
});

describe("toCardData", () => {
  it("keeps what a card shows, names the country, and drops the rest", () => {
    const card = toCardData(lisbon);
    expect(card).toMatchObject({
      id: 101,
      name: "Lisbon",
      country: "Portugal",
      nightlyRateCents: 11_000,
      ratingTenths: 46,
    });
    // The score is the editors'; no review count travels, since there are no reviews behind it.
    expect(card).not.toHaveProperty("reviewCount");
    expect(card.scene.seed).toBe("lisbon");
    expect(card).not.toHaveProperty("description");
    expect(card).not.toHaveProperty("attractions");
    expect(card).not.toHaveProperty("latitude");
  });

  it("falls back to the upper-cased code for a country it does not know", () => {
    expect(toCardData({ ...lisbon, countryCode: "zz" }).country).toBe("ZZ");
  });
});

describe("a card of a place built from open data", () => {
  const porto: Destination = {
    id: 1946,
    slug: "porto",
    name: "Porto",
    countryCode: "pt",
    airportCode: "OPO",
    latitude: 41.14961,
    longitude: -8.61099,
    typeIds: ["city-break"],
    nightlyRateCents: 12_700,
    dailyCostCents: 5_800,
    attractions: [],
    bestMonths: [],
    population: 249_633,
    airports: [
      {
        code: "OPO",
        name: "Francisco de Sá Carneiro Airport",
        latitude: 41.2481,
        longitude: -8.68139,
        distanceKm: 12,
      },
    ],
  };

  it("shows facts instead of a rating, and no summary", () => {
    const card = toCardData(porto);
    expect(card.facts).toBe("249,633 people · OPO airport 12 km from the centre");
    expect(card.ratingTenths).toBeUndefined();
    expect(card.summary).toBeUndefined();
  });

  it("keeps a hand-written place's editors' score and shows no facts line", () => {
    expect(toCardData(lisbon)).not.toHaveProperty("facts");
  });
});
