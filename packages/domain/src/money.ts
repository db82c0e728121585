import { assertFinite } from "./internal.js";

/**
 * Prices are stored as whole hundredths of the currency unit (cents), so sums stay
 * exact; they are turned into text only at the edge.
 *
 * Non-finite input (NaN, ±Infinity) throws a RangeError: showing "0.00" for a
 * broken price would mislead the traveller; an error points at the bad data instead.
 */

// One formatter per currency, reused across calls: building Intl formatters is slow.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats hundredths as money with its currency sign: formatMoney(123456) → "€1,234.56"
 * (spec §9: value / 100 with 2 decimals, en-US grouping and rounding, half away from zero).
 * An unknown currency code throws the RangeError raised by Intl.
 */
export function formatMoney(cents: number, currency = "EUR"): string {
  assertFinite(cents, "amount");
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      signDisplay: "negative",
    });
    moneyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

/** Prices are kept in euro cents; other currencies are shown converted (display-currency.ts). */
export const BASE_CURRENCY = "EUR";

/** Marks a converted price: the amount is an estimate, not what a partner charges. */
export const APPROXIMATE_SIGN = "≈";

/** How prices are shown: in euros, or converted at one rate of one day. */
export type PriceDisplay =
  { currency: typeof BASE_CURRENCY } | { currency: string; perEuro: number; ratesDate: string };

export const EURO_DISPLAY: PriceDisplay = { currency: BASE_CURRENCY };

// Built on first use, like the money formats: a page that never shows a bare amount never
// pays for building it.
let amountFormat: Intl.NumberFormat | undefined;

/**
 * A price stored in hundredths as a bare amount, without a currency sign (spec §9: value / 100
 * with 2 decimals, en-US grouping and rounding): formatPrice(123456) → "1,234.56". This was
 * the package's first form of formatPrice (0.1.0) and stays for apps written against it.
 */
export function formatPrice(cents: number): string;
/**
 * The one way a price reaches a page. Euro cents are shown as they are (`formatMoney`); in
 * another currency they are converted at the display's rate and written by that currency's
 * rules (Intl: two decimals for pounds, none for yen), after "≈": an estimate, not a charge.
 */
export function formatPrice(cents: number, display: PriceDisplay): string;
export function formatPrice(cents: number, display?: PriceDisplay): string {
  if (display === undefined) {
    assertFinite(cents, "price");
    amountFormat ??= new Intl.NumberFormat("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Hides the minus sign of values that round to zero ("-0.00").
      signDisplay: "negative",
    });
    return amountFormat.format(cents / 100);
  }
  if (!("perEuro" in display)) return formatMoney(cents);
  // formatMoney takes hundredths; Intl rounds them to the currency's own digits.
  return `${APPROXIMATE_SIGN}${formatMoney(cents * display.perEuro, display.currency)}`;
}

/** A whole-euro price (budgets, slider ends), through the same converter. */
export const formatEuros = (euros: number, display: PriceDisplay) =>
  formatPrice(euros * 100, display);
