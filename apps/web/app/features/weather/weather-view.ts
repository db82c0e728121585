import { BEST_MONTHS_RULE, type Destination, type WeatherNormals } from "@travel/domain";
import { monthName, shortMonthName } from "./weather-words";

/**
 * A destination's weather as its page draws it: each month's average high and low, rainy days
 * (or precipitation, where the table has no count of days) and sunshine, scaled for the chart's
 * bars; where the figures come from; and the best months with who chose them. Plain data for the
 * chart (a lazy island), built on the server from the record alone.
 */

type WeatherMonthView = {
  month: number;
  name: string;
  short: string;
  highC: number;
  lowC: number;
  /** Rainy days, else precipitation in mm (see `rain.unit`); null where the table has none. */
  rain: number | null;
  sunHours: number | null;
  best: boolean;
  /** The temperature bar: from the low to the high, in % of the chart's range from its bottom. */
  barFrom: number;
  barTo: number;
  /** Rain's and sunshine's bars, in % of the year's largest month. */
  rainBar: number;
  sunBar: number;
};

export type WeatherView = {
  place: string;
  months: WeatherMonthView[];
  rain: { unit: "days" | "mm"; label: string } | null;
  hasSun: boolean;
  source: {
    /** The Wikipedia article of the climate table. */
    title: string;
    url: string;
    /** "nearest station: Battambang, 77 km", when the figures are a neighbour's. */
    borrowed: string | null;
  };
  bestMonths: { names: string[]; by: string } | null;
  /** One sentence for the chart's picture (screen readers get the table). */
  summary: string;
};

const round = (value: number) => Math.round(value * 10) / 10;
const percent = (value: number, max: number) => (max > 0 ? round((value / max) * 100) : 0);

/** The article's title as a reader knows it: "Split (city)" and "Kiev" as they are. */
const articleTitle = (url: string, fallback: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.replace(/^\/wiki\//, "")).replaceAll("_", " ");
  } catch {
    return fallback;
  }
};

function rainOf(
  weather: WeatherNormals,
): { unit: "days" | "mm"; values: (number | null)[] } | null {
  if (weather.rainyDays?.some((value) => value !== null))
    return { unit: "days", values: weather.rainyDays };
  if (weather.precipMm?.some((value) => value !== null))
    return { unit: "mm", values: weather.precipMm };
  return null;
}

const rule = BEST_MONTHS_RULE;
const BEST_BY = {
  editors: "Chosen by our editors.",
  climate: `Worked out from the climate table: the months with an average high of ${rule.comfortableFromC}–${rule.comfortableToC} °C that are not wet (at most ${rule.wetFromPrecipMm} mm of rain, or ${rule.wetFromRainyDays} rainy days); where no month is both, the ${rule.fallbackMonths} whose high is nearest ${rule.idealHighC} °C.`,
} as const;

export function weatherView(
  destination: Pick<Destination, "name" | "weather" | "bestMonths" | "bestMonthsSource">,
): WeatherView | null {
  const { weather } = destination;
  if (!weather) return null;
  // The bars share one scale from the year's coldest low to its warmest high (0 °C always in it).
  const bottom = Math.min(0, ...weather.lowC);
  const top = Math.max(...weather.highC);
  const span = top - bottom || 1;
  const rain = rainOf(weather);
  const maxRain = Math.max(0, ...(rain?.values.map((value) => value ?? 0) ?? []));
  const maxSun = Math.max(0, ...(weather.sunHours?.map((value) => value ?? 0) ?? []));
  const best = new Set(destination.bestMonths);
  const months = weather.highC.map((highC, index): WeatherMonthView => {
    const lowC = weather.lowC[index] as number;
    const rainValue = rain?.values[index] ?? null;
    const sunHours = weather.sunHours?.[index] ?? null;
    return {
      month: index + 1,
      name: monthName(index + 1),
      short: shortMonthName(index + 1),
      highC,
      lowC,
      rain: rainValue,
      sunHours,
      best: best.has(index + 1),
      barFrom: percent(lowC - bottom, span),
      barTo: percent(highC - bottom, span),
      rainBar: rainValue === null ? 0 : percent(rainValue, maxRain),
      sunBar: sunHours === null ? 0 : percent(sunHours, maxSun),
    };
  });
  const warmest = months.reduce((a, b) => (b.highC > a.highC ? b : a));
  const coldest = months.reduce((a, b) => (b.lowC < a.lowC ? b : a));
  return {
    place: destination.name,
    months,
    rain: rain
      ? { unit: rain.unit, label: rain.unit === "days" ? "Rainy days" : "Rain, mm" }
      : null,
    hasSun: weather.sunHours?.some((value) => value !== null) ?? false,
    source: {
      title: articleTitle(weather.url, weather.place),
      url: weather.url,
      borrowed: weather.matchedBy === "nearest" ? (weather.label ?? null) : null,
    },
    bestMonths:
      destination.bestMonths.length > 0
        ? {
            names: destination.bestMonths.map(monthName),
            by: BEST_BY[destination.bestMonthsSource ?? "editors"],
          }
        : null,
    summary: `Average highs from ${Math.min(...weather.highC)} °C to ${warmest.highC} °C (${warmest.name}); the coldest nights average ${coldest.lowC} °C (${coldest.name}).`,
  };
}
