import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseDisplay,
  displayCurrencies,
  parseEurofxrefDaily,
  ratesAgeDays,
  ratesAreStale,
  RATES_WARN_AFTER_DAYS,
  type EuroRates,
} from "./display-currency.js";
import { EURO_DISPLAY, formatEuros, formatPrice } from "./money.js";

const ECB_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<Cube>
		<Cube time='2024-11-25'>
			<Cube currency='USD' rate='1.0495'/>
			<Cube currency='JPY' rate='161.64'/>
			<Cube currency='GBP' rate='0.83465'/>
			<Cube currency='ISK' rate='145.30'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

const rates: EuroRates = parseEurofxrefDaily(ECB_FILE);
const gbp = { currency: "GBP", perEuro: 0.83465, ratesDate: "2024-11-25" };
const jpy = { currency: "JPY", perEuro: 161.64, ratesDate: "2024-11-25" };

describe("parseEurofxrefDaily", () => {
  it("reads the day and every currency's units per euro", () => {
    expect(rates).toEqual({
      date: "2024-11-25",
      perEuro: { USD: 1.0495, JPY: 161.64, GBP: 0.83465, ISK: 145.3 },
    });
  });

  it.each([
    ["no day", ECB_FILE.replace(/<Cube time='[^']*'>/, "<Cube>")],
    [
      "two days",
      ECB_FILE.replace("<Cube currency='USD'", "<Cube time='2024-11-22'><Cube currency='USD'"),
    ],
    ["an impossible date", ECB_FILE.replace("2024-11-25", "2024-02-30")],
    ["no rates", ECB_FILE.replace(/<Cube currency=[^>]*>/g, "")],
    ["a zero rate", ECB_FILE.replace("0.83465", "0")],
    ["a web page", "<html><body>Service unavailable</body></html>"],
  ])("refuses a file with %s", (_, text) => {
    expect(() => parseEurofxrefDaily(text)).toThrow(RangeError);
  });
});

describe("ratesAgeDays", () => {
  it("counts days since the rates' date, so the server can warn before they are stale", () => {
    expect(ratesAgeDays(rates, "2024-11-25")).toBe(0);
    expect(ratesAgeDays(rates, "2024-11-29")).toBe(RATES_WARN_AFTER_DAYS);
    expect(ratesAgeDays(rates, "2024-12-10")).toBe(15);
    expect(ratesAgeDays(rates, "2024-11-23")).toBe(-2);
  });
});

describe("ratesAreStale", () => {
  it("keeps rates for 14 days and drops them on the 15th, or when dated in the future", () => {
    expect(ratesAreStale(rates, "2024-11-25")).toBe(false);
    expect(ratesAreStale(rates, "2024-12-09")).toBe(false);
    expect(ratesAreStale(rates, "2024-12-10")).toBe(true);
    expect(ratesAreStale(rates, "2024-11-24")).toBe(true);
  });
});

describe("chooseDisplay", () => {
  const today = "2024-11-27";
  it("shows euros when nothing or EUR is asked for", () => {
    expect(chooseDisplay(null, rates, today)).toEqual({
      display: EURO_DISPLAY,
      requested: null,
      fallback: null,
    });
    expect(chooseDisplay("eur", rates, today).fallback).toBeNull();
  });

  it("converts at the file's rate for a listed currency, in any case", () => {
    expect(chooseDisplay(" gbp ", rates, today).display).toEqual(gbp);
  });

  it("falls back to euros, saying why, for an unknown code, missing or stale rates", () => {
    expect(chooseDisplay("XYZ", rates, today)).toMatchObject({
      display: EURO_DISPLAY,
      requested: "XYZ",
      fallback: "unknown-currency",
    });
    expect(chooseDisplay("<script>", rates, today).fallback).toBe("unknown-currency");
    expect(chooseDisplay("GBP", null, today).fallback).toBe("rates-unavailable");
    expect(chooseDisplay("GBP", rates, "2025-01-01")).toMatchObject({
      display: EURO_DISPLAY,
      fallback: "rates-stale",
    });
  });

  it("offers the euro first, then the file's currencies", () => {
    expect(displayCurrencies(rates)).toEqual(["EUR", "GBP", "ISK", "JPY", "USD"]);
    expect(displayCurrencies(null)).toEqual(["EUR"]);
  });
});

describe("formatPrice", () => {
  it("shows euros exactly as formatMoney does", () => {
    expect(formatPrice(123456, EURO_DISPLAY)).toBe("€1,234.56");
  });

  it("converts, rounds to the currency's digits and marks the amount as approximate", () => {
    // €1,234.56 × 0.83465 = £1,030.4255… → £1,030.43
    expect(formatPrice(123456, gbp)).toBe("≈£1,030.43");
    // €1,234.56 × 161.64 = ¥199,554.27… → ¥199,554 (no fractions of a yen)
    expect(formatPrice(123456, jpy)).toBe("≈¥199,554");
    // €12.50 × 145.30 = 1,816.25 krónur → ISK 1,816 (written without decimals)
    expect(formatPrice(1250, { currency: "ISK", perEuro: 145.3, ratesDate: "2024-11-25" })).toBe(
      "≈ISK\u00a01,816",
    );
    expect(formatEuros(1500, { currency: "USD", perEuro: 1.0495, ratesDate: "2024-11-25" })).toBe(
      "≈$1,574.25",
    );
  });

  it("is the euro amount times the rate, to the currency's unit, for any price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => {
        const yen = Number(formatPrice(cents, jpy).replace(/[≈¥,]/g, ""));
        expect(Math.abs(yen - (cents / 100) * 161.64)).toBeLessThanOrEqual(0.5);
        const pounds = Number(formatPrice(cents, gbp).replace(/[≈£,]/g, ""));
        expect(Math.abs(pounds - (cents / 100) * 0.83465)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
