import { continents } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "./seed.js";

describe("the seeded catalogue", () => {
  it("has at least 500 destinations on every inhabited continent", () => {
    const { destinations } = defaultCatalogue;
    expect(destinations.length).toBeGreaterThanOrEqual(500);
    const seen = new Set(destinations.map((destination) => destination.continent));
    expect([...seen].sort()).toEqual([...continents].sort());
  });
});
