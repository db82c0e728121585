import type { WeatherNormals } from "./destination-weather-schema.js";

/**
 * A destination's weather: monthly climate normals from Wikipedia's climate tables, and the
 * rules read from them (docs/decisions/142-weather-rules.md). Pure: the importer matches the
 * normals to a place; the pages, budget discovery and the group ranking ask these rules.
 */

/** The thresholds of the month rule; pages say them in words next to the filter. */
export const MONTH_WEATHER_RULE = Object.freeze({
  /** Warm: the month's average daily high is at least this, °C. */
  warmFromC: 24,
  /** Mild: at least this and below warm; cool below it. */
  mildFromC: 16,
  /** Dry: at most this many rainy days, where the table counts them… */
  dryMaxRainyDays: 6,
  /** …else at most this much precipitation, mm. */
  dryMaxPrecipMm: 40,
  /** Sunny: at least this many hours of sunshine in the month (6½ hours a day). */
  sunnyMinHours: 200,
});

export const warmths = ["warm", "mild", "cool"] as const;
export type Warmth = (typeof warmths)[number];

export interface MonthWeather {
  month: number;
  highC: number;
  lowC: number;
  warmth: Warmth;
  /** undefined when the table has neither rainy days nor precipitation for the month. */
  dry: boolean | undefined;
  /** undefined when the table has no sunshine for the month. */
  sunny: boolean | undefined;
}

function requireMonth(month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month must be 1..12, got ${String(month)}`);
  return month - 1;
}

const at = (values: readonly (number | null)[] | undefined, index: number) =>
  values?.[index] ?? undefined;

/** What the weather is like in a month (1..12) by the rule's thresholds. */
export function monthWeather(weather: WeatherNormals, month: number): MonthWeather {
  const index = requireMonth(month);
  const rule = MONTH_WEATHER_RULE;
  const highC = weather.highC[index] as number;
  const rainyDays = at(weather.rainyDays, index);
  const precipMm = at(weather.precipMm, index);
  const sunHours = at(weather.sunHours, index);
  return {
    month,
    highC,
    lowC: weather.lowC[index] as number,
    warmth: highC >= rule.warmFromC ? "warm" : highC >= rule.mildFromC ? "mild" : "cool",
    dry:
      rainyDays !== undefined
        ? rainyDays <= rule.dryMaxRainyDays
        : precipMm !== undefined
          ? precipMm <= rule.dryMaxPrecipMm
          : undefined,
    sunny: sunHours === undefined ? undefined : sunHours >= rule.sunnyMinHours,
  };
}

/** A "weather in <month>" wish: any of warmth, dry and sunny, each optional. */
export interface WeatherWish {
  month: number;
  warmth?: Warmth | undefined;
  dry?: boolean | undefined;
  sunny?: boolean | undefined;
}

/**
 * True when the place's normals meet every part of the wish. A place without normals, or whose
 * table lacks what a part asks (no sunshine row for "sunny"), does not match: nothing is
 * claimed that the data does not say.
 */
export function matchesWeather(
  place: { weather?: WeatherNormals | undefined },
  wish: WeatherWish,
): boolean {
  if (!place.weather) return false;
  const month = monthWeather(place.weather, wish.month);
  if (wish.warmth !== undefined && month.warmth !== wish.warmth) return false;
  if (wish.dry !== undefined && month.dry !== wish.dry) return false;
  if (wish.sunny !== undefined && month.sunny !== wish.sunny) return false;
  return true;
}

/** The best-months rule's thresholds (decision 142). */
export const BEST_MONTHS_RULE = Object.freeze({
  /** A good month's average high lies in this range, °C. */
  comfortableFromC: 18,
  comfortableToC: 30,
  /**
   * …and it is not wet: at most this much precipitation, else (a table without it) at most
   * this many rainy days. Precipitation comes first: tables count rainy days from 0.1 or 1 mm.
   */
  wetFromPrecipMm: 150,
  wetFromRainyDays: 15,
  /** When no month is comfortable and dry: the months nearest this high, this many. */
  idealHighC: 24,
  fallbackMonths: 3,
});

const isWet = (weather: WeatherNormals, index: number) => {
  const rule = BEST_MONTHS_RULE;
  const precipMm = at(weather.precipMm, index);
  if (precipMm !== undefined) return precipMm > rule.wetFromPrecipMm;
  const rainyDays = at(weather.rainyDays, index);
  return rainyDays !== undefined && rainyDays > rule.wetFromRainyDays;
};

/**
 * The best months to go, from the normals alone: the months whose average high is comfortable
 * (18–30 °C) and that are not wet. A place where no month is both (Reykjavik, Dubai, a monsoon
 * coast) gets the three months whose high is nearest 24 °C.
 * Months are 1..12, in calendar order.
 */
export function bestMonthsFromWeather(weather: WeatherNormals): number[] {
  const rule = BEST_MONTHS_RULE;
  const months = weather.highC.map((highC, index) => ({
    month: index + 1,
    highC,
    wet: isWet(weather, index),
  }));
  const good = months.filter(
    ({ highC, wet }) => !wet && highC >= rule.comfortableFromC && highC <= rule.comfortableToC,
  );
  if (good.length > 0) return good.map(({ month }) => month);
  return [...months]
    .sort(
      (a, b) =>
        Math.abs(a.highC - rule.idealHighC) - Math.abs(b.highC - rule.idealHighC) ||
        a.month - b.month,
    )
    .slice(0, rule.fallbackMonths)
    .map(({ month }) => month)
    .sort((a, b) => a - b);
}

/** The four climates a scene is drawn in (decision 143). */
export const climateClasses = ["cold", "temperate", "tropical", "arid"] as const;
export type ClimateClass = (typeof climateClasses)[number];

/** The thresholds of the climate class, after Köppen's main groups. */
export const CLIMATE_CLASS_RULE = Object.freeze({
  /** Tropical: the coldest month's mean is at least this, °C (Köppen A). */
  tropicalColdestFromC: 18,
  /** Cold: the warmest month's mean is below this… */
  coldWarmestBelowC: 13,
  /** …or the coldest month's mean is below this, °C (Köppen D and E). */
  coldColdestBelowC: -3,
  /** Arid: a year's precipitation below 20 × the annual mean (°C) + 140 mm (Köppen B). */
  aridPerDegreeMm: 20,
  aridOffsetMm: 140,
});

/**
 * The climate of a place from its normals (a month's mean is the average of its high and
 * low): arid when the year's precipitation is known and below Köppen's dryness line, then
 * tropical, cold or temperate.
 */
export function climateClassOf(weather: WeatherNormals): ClimateClass {
  const rule = CLIMATE_CLASS_RULE;
  const means = weather.highC.map((high, index) => (high + (weather.lowC[index] as number)) / 2);
  const annualMean = means.reduce((sum, value) => sum + value, 0) / 12;
  const precip = weather.precipMm;
  if (precip && precip.every((value) => value !== null)) {
    const annual = precip.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    if (annual < rule.aridPerDegreeMm * annualMean + rule.aridOffsetMm) return "arid";
  }
  const coldest = Math.min(...means);
  const warmest = Math.max(...means);
  if (coldest >= rule.tropicalColdestFromC) return "tropical";
  if (warmest < rule.coldWarmestBelowC || coldest < rule.coldColdestBelowC) return "cold";
  return "temperate";
}
