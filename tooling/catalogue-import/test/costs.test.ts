import { describe, expect, it } from "vitest";
import { fitCostModel, priceLevelFor, scaledCosts } from "../src/costs.js";
import type { Country } from "../src/sources.js";
import { fixtureSources } from "./sources.js";

const sources = fixtureSources();
const country = (code: string) => sources.countries.find((entry) => entry.code === code) as Country;

describe("fitCostModel", () => {
  it("finds the slope of costs that are exactly proportional to the price level, with no error", () => {
    const model = fitCostModel([
      { priceLevel: 50, nightlyRateCents: 10_000, dailyCostCents: 4_000 },
      { priceLevel: 100, nightlyRateCents: 20_000, dailyCostCents: 8_000 },
    ]);
    expect(model).toEqual({
      nightlyCentsPerPoint: 200,
      dailyCentsPerPoint: 80,
      fit: {
        places: 2,
        nightlyRmseCents: 0,
        dailyRmseCents: 0,
        nightlyMeanErrorPercent: 0,
        dailyMeanErrorPercent: 0,
      },
    });
  });

  it("minimises the squared error through the origin and reports what is left", () => {
    // Σxy / Σx² = (50·12,000 + 100·18,000) / (50² + 100²) = 192 cents per point.
    const model = fitCostModel([
      { priceLevel: 50, nightlyRateCents: 12_000, dailyCostCents: 5_000 },
      { priceLevel: 100, nightlyRateCents: 18_000, dailyCostCents: 8_000 },
    ]);
    expect(model.nightlyCentsPerPoint).toBe(192);
    // Residuals −2,400 and +1,200: RMSE √((2,400² + 1,200²) / 2) ≈ 1,897; mean |e|/y = (20 % + 6.7 %) / 2.
    expect(model.fit.nightlyRmseCents).toBe(1897);
    expect(model.fit.nightlyMeanErrorPercent).toBe(13.3);
  });

  it("needs at least two places", () => {
    expect(() =>
      fitCostModel([{ priceLevel: 50, nightlyRateCents: 1, dailyCostCents: 1 }]),
    ).toThrow(/two/);
  });
});

describe("scaledCosts", () => {
  it("multiplies the price level and rounds to whole euros", () => {
    expect(
      scaledCosts({ nightlyCentsPerPoint: 210.95, dailyCentsPerPoint: 95.65 }, 60.365733),
    ).toEqual({
      nightlyRateCents: 12_700, // 210.95 × 60.37 = 12,734 cents
      dailyCostCents: 5_800, // 95.65 × 60.37 = 5,774 cents
    });
  });

  it("never goes below a euro", () => {
    expect(scaledCosts({ nightlyCentsPerPoint: 0.1, dailyCentsPerPoint: 0.1 }, 1)).toEqual({
      nightlyRateCents: 100,
      dailyCostCents: 100,
    });
  });
});

describe("priceLevelFor", () => {
  it("uses the country's own World Bank figure", () => {
    expect(priceLevelFor(country("PT"), sources.countries, sources.priceLevels)).toEqual({
      priceLevel: 60.365733,
      basis: "price-level",
    });
  });

  it("falls back to the median of the continent's figures for a country without one", () => {
    // The UAE has no 2025 figure; the fixture's Asian figures are Malaysia's, Saudi Arabia's,
    // Singapore's and the Maldives' (the continent as countries-list draws it).
    const asia = ["MY", "SA", "SG", "MV"].map((code) => sources.priceLevels.get(code) as number);
    const sorted = asia.sort((a, b) => a - b);
    const median = ((sorted[1] as number) + (sorted[2] as number)) / 2;
    expect(priceLevelFor(country("AE"), sources.countries, sources.priceLevels)).toEqual({
      priceLevel: Number(median.toFixed(2)),
      basis: "continent-median",
    });
  });

  it("falls back to the world median when the continent has no figure either", () => {
    const withoutAmericas = new Map(
      [...sources.priceLevels].filter(([code]) => code !== "US" && code !== "CA"),
    );
    const world = [...withoutAmericas.values()].sort((a, b) => a - b);
    expect(world).toHaveLength(10); // an even count: the median is the mean of the middle two
    const median = ((world[4] as number) + (world[5] as number)) / 2;
    expect(priceLevelFor(country("GL"), sources.countries, withoutAmericas)).toEqual({
      priceLevel: Number(median.toFixed(2)),
      basis: "world-median",
    });
  });
});
