import { describe, expect, it } from "vitest";
import { compareHighlights, distanceLabel } from "./compare-view";
import type { DestinationTripView } from "./planner-types";

const column = (id: number, totalCents: number, co2TotalKg: number): DestinationTripView => ({
  id,
  name: `Place ${id}`,
  country: "Portugal",
  slug: `place-${id}`,
  typeIds: [],
  climate: "mediterranean",
  totalCents,
  perPersonCents: totalCents / 2,
  parts: [],
  distanceKm: 1000,
  co2TotalKg,
  co2Total: `${co2TotalKg} kg`,
  co2PerPerson: `${co2TotalKg / 2} kg`,
  co2OnlyPerPerson: `${co2TotalKg / 4} kg`,
  nights: 5,
  sights: 0,
  href: `/destinations/${id}`,
  scene: { seed: `place-${id}`, climate: "mediterranean", landscape: "coast", time: "day" },
});

describe("compareHighlights", () => {
  it("marks the lowest total and the lowest CO₂e, which may be different places", () => {
    expect(compareHighlights([column(1, 90_000, 400), column(2, 120_000, 150)])).toEqual({
      cheapest: 90_000,
      greenest: 150,
    });
  });

  it("marks nothing with a single destination", () => {
    expect(compareHighlights([column(1, 90_000, 400)])).toEqual({
      cheapest: null,
      greenest: null,
    });
  });
});

describe("distanceLabel", () => {
  it("writes kilometres with a thousands separator", () => {
    expect(distanceLabel(1234)).toBe("1,234 km");
  });

  it("says there is no flight when the trip starts where it goes", () => {
    expect(distanceLabel(0)).toBe("No flight");
  });
});
