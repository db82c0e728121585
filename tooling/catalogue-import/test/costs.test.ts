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
    // The UAE has no 2025 figure; these are four real Asian figures of the file.
    const asia = ["MY", "SA", "SG", "MV"];
    const levels = new Map([
      ["MY", 40],
      ["SA", 60],
      ["SG", 90],
      ["MV", 70],
      ["FR", 100],
    ]);
    expect(asia.every((code) => country(code)?.continent === "Asia")).toBe(true);
    expect(priceLevelFor(country("AE"), sources.countries, levels)).toEqual({
      priceLevel: 65, // the mean of the middle two, 60 and 70
      basis: "continent-median",
    });
  });

  it("falls back to the world median when the continent has no figure either", () => {
    const levels = new Map([
      ["FR", 100],
      ["PT", 60],
      ["JP", 80],
    ]);
    expect(priceLevelFor(country("GL"), sources.countries, levels)).toEqual({
      priceLevel: 80,
      basis: "world-median",
    });
  });
});
