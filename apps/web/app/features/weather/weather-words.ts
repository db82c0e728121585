import { MONTH_WEATHER_RULE, type WeatherWish } from "@travel/domain";

/**
 * The words of the "weather in <month>" filter and of the climate chart: month names, what a
 * wish asks for in a sentence, and the rule in the words the pages print beside the filter.
 * Plain (no server code): the filter's fields and the summaries share it.
 */

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const shortMonthNames = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/** A month's English name, 1 (January) to 12 (December). */
export const monthName = (month: number) => monthNames.format(Date.UTC(2000, month - 1, 1));
/** "Jan" … "Dec". */
export const shortMonthName = (month: number) =>
  shortMonthNames.format(Date.UTC(2000, month - 1, 1));

export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** "warm, dry and sunny in March"; "in March" for a month alone. */
export function weatherWishWords(wish: WeatherWish): string {
  const parts = [
    wish.warmth,
    wish.dry ? "dry" : undefined,
    wish.sunny ? "sunny" : undefined,
  ].filter((part): part is string => part !== undefined);
  const what =
    parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1) ?? ""}` : parts[0];
  return `${what ? `${what} ` : ""}in ${monthName(wish.month)}`;
}

const rule = MONTH_WEATHER_RULE;

/** The month rule (decision 142) as the pages state it next to the filter. */
export const WEATHER_RULE_WORDS = `Warm: an average high of ${rule.warmFromC} °C or more; mild: ${rule.mildFromC}–${rule.warmFromC} °C; cool: below ${rule.mildFromC} °C. Dry: at most ${rule.dryMaxRainyDays} rainy days (or ${rule.dryMaxPrecipMm} mm) in the month; sunny: ${rule.sunnyMinHours} hours of sunshine or more. From each place's climate table (Wikipedia); a place without the figure is left out.`;
