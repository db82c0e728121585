import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STAR_COUNT, formatRating, starSlots, starSlotsForRating } from "./rating.js";

describe("formatRating", () => {
  it("divides tenths with one decimal", () => {
    expect(formatRating(45)).toBe("4.5");
    expect(formatRating(50)).toBe("5.0");
    expect(formatRating(0)).toBe("0.0");
    expect(formatRating(7)).toBe("0.7");
  });

  it("rounds a fraction of a tenth", () => {
    expect(formatRating(44.5)).toBe("4.5");
    expect(formatRating(44.4)).toBe("4.4");
  });

  it("does not group large values", () => {
    expect(formatRating(123456)).toBe("12345.6");
  });

  it("writes negative ratings with a minus, and no minus for a rating that rounds to zero", () => {
    expect(formatRating(-45)).toBe("-4.5");
    expect(formatRating(-0.4)).toBe("0.0");
  });

  it("reads as the en-US number format with one decimal would, for whole and half tenths", () => {
    const reference = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
      signDisplay: "negative",
    });
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (halves) => {
        const tenths = halves / 2;
        expect(formatRating(tenths)).toBe(reference.format(tenths / 10));
      }),
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("throws a RangeError for %s", (value) => {
    expect(() => formatRating(value)).toThrow(RangeError);
  });
});

describe("starSlots", () => {
  it("fills the first stars", () => {
    expect(starSlots(3)).toEqual([true, true, true, false, false]);
    expect(starSlots(0)).toEqual([false, false, false, false, false]);
    expect(starSlots(5)).toEqual([true, true, true, true, true]);
  });

  it("clamps to 0..5", () => {
    expect(starSlots(-2)).toEqual(starSlots(0));
    expect(starSlots(9)).toEqual(starSlots(5));
  });

  it("rounds to the nearest star, halves up", () => {
    expect(starSlots(4.5).filter(Boolean)).toHaveLength(5);
    expect(starSlots(4.49).filter(Boolean)).toHaveLength(4);
    expect(starSlots(0.5).filter(Boolean)).toHaveLength(1);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "throws a RangeError for %s",
    (value) => {
      expect(() => starSlots(value)).toThrow(RangeError);
    },
  );

  it("is always five slots with a filled prefix of the rounded, clamped count", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
        (filled) => {
          const slots = starSlots(filled);
          expect(slots).toHaveLength(STAR_COUNT);
          const count = slots.filter(Boolean).length;
          expect(slots).toEqual(slots.map((_, index) => index < count));
          expect(count).toBe(Math.min(5, Math.max(0, Math.round(filled))));
        },
      ),
    );
  });
});

describe("starSlotsForRating", () => {
  it("converts tenths to stars", () => {
    expect(starSlotsForRating(42).filter(Boolean)).toHaveLength(4);
    expect(starSlotsForRating(45).filter(Boolean)).toHaveLength(5);
    expect(() => starSlotsForRating(Number.NaN)).toThrow(RangeError);
  });
});
