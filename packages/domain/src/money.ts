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
