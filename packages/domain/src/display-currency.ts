import { z } from "zod";
import { isIsoDate, nightsBetween } from "./dates.js";
import { BASE_CURRENCY, EURO_DISPLAY, type PriceDisplay } from "./money.js";

/**
 * Prices are kept in euro cents. A visitor may read them in another currency: converted with
 * the European Central Bank's euro reference rates (units of a currency per euro, the ECB's
 * `eurofxref-daily.xml`), rounded as that currency is written and marked as approximate.
 */

/** Rates older than this (the ECB publishes on working days; holidays leave gaps of a few days) are not used. */
export const RATES_STALE_AFTER_DAYS = 14;

/** An ISO 4217 code as a visitor may type it: three letters, any case, spaces around ignored. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "A currency is three letters, for example GBP.")
  .transform((code) => code.toUpperCase());

/** The reference rates of one day: how many units of each currency one euro buys. */
export const euroRatesSchema = z.object({
  date: z.string().refine(isIsoDate, "a YYYY-MM-DD date"),
  perEuro: z
    .record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite())
    .refine((rates) => Object.keys(rates).length > 0, "at least one rate")
    .refine((rates) => !(BASE_CURRENCY in rates), "no rate for the euro itself"),
});
export type EuroRates = z.infer<typeof euroRatesSchema>;

/** The ECB file is a few kilobytes; anything much larger is not it. */
const MAX_RATES_FILE_CHARS = 64 * 1024;

/**
 * Reads the ECB's daily reference-rate file (`eurofxref-daily.xml`: one `<Cube time=…>` holding a
 * `<Cube currency=… rate=…/>` per currency). Throws a RangeError when the text is not such a file.
 */
export function parseEurofxrefDaily(xml: string): EuroRates {
  if (typeof xml !== "string" || xml.length > MAX_RATES_FILE_CHARS)
    throw new RangeError("Not an ECB reference-rate file");
  const days = [...xml.matchAll(/<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/g)];
  if (days.length !== 1) throw new RangeError("An ECB daily file names exactly one day");
  const perEuro: Record<string, number> = {};
  for (const match of xml.matchAll(
    /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["'](\d{1,9}(?:\.\d{1,9})?)["']\s*\/>/g,
  )) {
    perEuro[match[1] as string] = Number(match[2]);
  }
  const parsed = euroRatesSchema.safeParse({ date: days[0]?.[1], perEuro });
  if (!parsed.success)
    throw new RangeError(`Not an ECB reference-rate file: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Rates older than this on a working day mean the daily refresh has stopped: the ECB's longest
 * gap (Good Friday to Easter Monday) leaves Tuesday's morning with rates four days old. Prices
 * are still converted (until RATES_STALE_AFTER_DAYS), but the server says so.
 */
export const RATES_WARN_AFTER_DAYS = 4;

/** How many days before `today` the rates are dated (negative when dated after it). */
export function ratesAgeDays(rates: Pick<EuroRates, "date">, today: string): number {
  return rates.date > today ? -nightsBetween(today, rates.date) : nightsBetween(rates.date, today);
}

/** True when the rates are older than RATES_STALE_AFTER_DAYS on `today`, or dated after it. */
export function ratesAreStale(rates: Pick<EuroRates, "date">, today: string): boolean {
  if (rates.date > today) return true;
  return nightsBetween(rates.date, today) > RATES_STALE_AFTER_DAYS;
}

/** Why prices are in euros although the visitor asked for another currency. */
export type DisplayFallback = "unknown-currency" | "rates-unavailable" | "rates-stale";

export type DisplayChoice = {
  display: PriceDisplay;
  /** The code asked for, as read (upper case), when the page falls back to euros. */
  requested: string | null;
  fallback: DisplayFallback | null;
};

/**
 * The display a visitor gets for a requested code: euros when none (or EUR) is asked for,
 * when the code is not a currency the rates list, or when there are no usable rates.
 */
export function chooseDisplay(
  requested: string | null | undefined,
  rates: EuroRates | null,
  today: string,
): DisplayChoice {
  if (requested === null || requested === undefined || requested === "")
    return { display: EURO_DISPLAY, requested: null, fallback: null };
  const code = currencyCodeSchema.safeParse(requested);
  const asked = code.success ? code.data : requested.slice(0, 12);
  if (code.success && code.data === BASE_CURRENCY)
    return { display: EURO_DISPLAY, requested: null, fallback: null };
  if (!rates) return { display: EURO_DISPLAY, requested: asked, fallback: "rates-unavailable" };
  const perEuro = code.success ? rates.perEuro[code.data] : undefined;
  if (!code.success || perEuro === undefined || !isKnownCurrency(code.data))
    return { display: EURO_DISPLAY, requested: asked, fallback: "unknown-currency" };
  if (ratesAreStale(rates, today))
    return { display: EURO_DISPLAY, requested: asked, fallback: "rates-stale" };
  return {
    display: { currency: code.data, perEuro, ratesDate: rates.date },
    requested: null,
    fallback: null,
  };
}

/** Whether Intl can write amounts in this currency (every ECB code can). */
function isKnownCurrency(code: string): boolean {
  try {
    new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    return true;
  } catch {
    return false;
  }
}

/** The currencies a visitor can pick: the euro first, then each the rates list, alphabetically. */
export function displayCurrencies(rates: EuroRates | null): string[] {
  return [
    BASE_CURRENCY,
    ...Object.keys(rates?.perEuro ?? {})
      .filter(isKnownCurrency)
      .sort(),
  ];
}
