import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { toCardData } from "./destination-card";

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
      reviewCount: 1843,
    });
    expect(card).not.toHaveProperty("description");
    expect(card).not.toHaveProperty("attractions");
    expect(card).not.toHaveProperty("latitude");
  });

  it("falls back to the upper-cased code for a country it does not know", () => {
    expect(toCardData({ ...lisbon, countryCode: "zz" }).country).toBe("ZZ");
  });
});
