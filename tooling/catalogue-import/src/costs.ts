import type { CostBasis } from "@travel/domain";
import type { Country } from "./sources.js";

/**
 * Hotel and daily costs from the World Bank price level (PA.NUS.GDP.PLI, 2025, USA = 100):
 *
 *   nightly rate = a × price level,  daily cost = b × price level
 *
 * with a and b fitted by least squares through the origin on the featured places' hand-set
 * costs (docs/decisions/105-catalogue-from-open-data.md). Results are rounded to whole euros.
 * A country without a figure takes the median figure of its continent's countries, else the
 * world's; the record names which (costBasis). No place gets a number of its own.
 */
export interface CostModel {
  /** a: cents of a night's double room per price-level point. */
  nightlyCentsPerPoint: number;
  /** b: cents of a day's food and local transport per price-level point. */
  dailyCentsPerPoint: number;
  fit: {
    places: number;
    /** Root-mean-square error of the fit on the places it was fitted on, in cents. */
    nightlyRmseCents: number;
    dailyRmseCents: number;
    /** Mean of |fitted − hand-set| ÷ hand-set, in percent. */
    nightlyMeanErrorPercent: number;
    dailyMeanErrorPercent: number;
  };
}

export interface CalibrationPoint {
  priceLevel: number;
  nightlyRateCents: number;
  dailyCostCents: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Least squares through the origin: the slope that minimises Σ (y − a·x)², Σxy ÷ Σx². */
function slope(points: readonly { x: number; y: number }[]): number {
  const xy = points.reduce((sum, { x, y }) => sum + x * y, 0);
  const xx = points.reduce((sum, { x }) => sum + x * x, 0);
  return xy / xx;
}

function errors(points: readonly { x: number; y: number }[], a: number) {
  const residuals = points.map(({ x, y }) => a * x - y);
  const rmse = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / points.length);
  const meanPercent =
    (points.reduce((sum, { y }, i) => sum + Math.abs(residuals[i] as number) / y, 0) /
      points.length) *
    100;
  return { rmse: Math.round(rmse), meanPercent: round(meanPercent, 1) };
}

export function fitCostModel(points: readonly CalibrationPoint[]): CostModel {
  if (points.length < 2) throw new Error("fitCostModel: needs at least two calibration places");
  const nightly = points.map((p) => ({ x: p.priceLevel, y: p.nightlyRateCents }));
  const daily = points.map((p) => ({ x: p.priceLevel, y: p.dailyCostCents }));
  const a = round(slope(nightly), 2);
  const b = round(slope(daily), 2);
  const nightlyError = errors(nightly, a);
  const dailyError = errors(daily, b);
  return {
    nightlyCentsPerPoint: a,
    dailyCentsPerPoint: b,
    fit: {
      places: points.length,
      nightlyRmseCents: nightlyError.rmse,
      dailyRmseCents: dailyError.rmse,
      nightlyMeanErrorPercent: nightlyError.meanPercent,
      dailyMeanErrorPercent: dailyError.meanPercent,
    },
  };
}

const toWholeEuros = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

/** The model's costs at a price level, in cents rounded to whole euros (at least €1). */
export function scaledCosts(
  model: Pick<CostModel, "nightlyCentsPerPoint" | "dailyCentsPerPoint">,
  priceLevel: number,
): { nightlyRateCents: number; dailyCostCents: number } {
  return {
    nightlyRateCents: toWholeEuros(model.nightlyCentsPerPoint * priceLevel),
    dailyCostCents: toWholeEuros(model.dailyCentsPerPoint * priceLevel),
  };
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export type PriceLevelBasis = Exclude<CostBasis, "hand-set">;

/**
 * The price level a country's costs are scaled from, and where it comes from: its own figure,
 * else the median figure of its continent's countries, else of the world's (rounded to 0.01).
 */
export function priceLevelFor(
  country: Pick<Country, "code" | "continent">,
  countries: readonly Country[],
  priceLevels: ReadonlyMap<string, number>,
): { priceLevel: number; basis: PriceLevelBasis } {
  const own = priceLevels.get(country.code);
  if (own !== undefined) return { priceLevel: own, basis: "price-level" };
  const figuresOf = (keep: (other: Country) => boolean) =>
    countries.filter(keep).flatMap((other) => {
      const level = priceLevels.get(other.code);
      return level === undefined ? [] : [level];
    });
  const fallbacks: [PriceLevelBasis, number | undefined][] = [
    [
      "continent-median",
      country.continent === null
        ? undefined
        : median(figuresOf((other) => other.continent === country.continent)),
    ],
    ["world-median", median([...priceLevels.values()])],
  ];
  for (const [basis, level] of fallbacks) {
    if (level !== undefined) return { priceLevel: round(level, 2), basis };
  }
  throw new Error("priceLevelFor: no price level at all");
}
