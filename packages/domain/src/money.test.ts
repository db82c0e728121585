import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EURO_DISPLAY, formatMoney, formatPrice } from "./money.js";

describe("formatMoney", () => {
  it("divides hundredths, groups thousands and adds the euro sign by default", () => {
    expect(formatMoney(123456)).toBe("€1,234.56");
    expect(formatMoney(100000000)).toBe("€1,000,000.00");
  });

  it("always shows two decimals", () => {
    expect(formatMoney(0)).toBe("€0.00");
    expect(formatMoney(5)).toBe("€0.05");
    expect(formatMoney(1250)).toBe("€12.50");
  });

  it("rounds fractions of a cent the en-US way, half away from zero", () => {
    expect(formatMoney(0.5)).toBe("€0.01");
    expect(formatMoney(0.4)).toBe("€0.00");
    expect(formatMoney(199.5)).toBe("€2.00");
    expect(formatMoney(-199.5)).toBe("-€2.00");
  });

  it("formats other currencies with their own sign", () => {
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(123456, "GBP")).toBe("£1,234.56");
  });

  it("accepts a lower-case currency code", () => {
    expect(formatMoney(999, "usd")).toBe("$9.99");
  });

  it("shows negative amounts (refunds) with a leading minus and no negative zero", () => {
    expect(formatMoney(-250)).toBe("-€2.50");
    expect(formatMoney(-0)).toBe("€0.00");
    expect(formatMoney(-0.2)).toBe("€0.00");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "throws a RangeError for %s",
    (value) => {
      expect(() => formatMoney(value)).toThrow(RangeError);
    },
  );

  it("throws a RangeError for an unknown currency code or a string smuggled past the types", () => {
    expect(() => formatMoney(100, "EURO")).toThrow(RangeError);
    expect(() => formatMoney("1234" as unknown as number)).toThrow(RangeError);
  });

  it("round-trips: the text parses back to the same number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^-?€\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[€,]/g, "")) * 100)).toBe(cents);
      }),
    );
  });
});

describe("formatPrice without a display (the 0.1.0 form)", () => {
  it("is formatMoney's amount without the currency sign", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (cents) => {
        expect(formatPrice(cents)).toBe(formatMoney(cents).replace("€", ""));
      }),
    );
    expect(formatPrice(123456)).toBe("1,234.56");
    expect(formatPrice(-0.4)).toBe("0.00");
  });

  it("differs from the euro display only by the sign", () => {
    expect(formatPrice(1250, EURO_DISPLAY)).toBe(`€${formatPrice(1250)}`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "1234" as unknown as number])(
    "throws a RangeError for %s",
    (value) => {
      expect(() => formatPrice(value)).toThrow(RangeError);
    },
  );
});
