import { continents } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "./seed.js";

describe("the seeded catalogue", () => {
  it("has one to three thousand destinations on every inhabited continent", () => {
    const { destinations } = defaultCatalogue;
    expect(destinations.length).toBeGreaterThanOrEqual(1000);
    expect(destinations.length).toBeLessThanOrEqual(3000);
    const seen = new Set(destinations.map((destination) => destination.continent));
    expect([...seen].sort()).toEqual([...continents].sort());
  });
});
