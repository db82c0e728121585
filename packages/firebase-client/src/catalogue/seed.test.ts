import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "./seed.js";

describe("the seeded catalogue", () => {
  it("has at least 500 destinations on every inhabited continent", () => {
    const { destinations } = defaultCatalogue;
    expect(destinations.length).toBeGreaterThanOrEqual(500);
    const continents = new Set(destinations.map((destination) => destination.continent));
    expect([...continents].sort()).toEqual([
      "Africa",
      "Asia",
      "Europe",
      "North America",
      "Oceania",
      "South America",
    ]);
  });
});
