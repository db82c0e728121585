import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  compareIsoDates,
  formatDate,
  isIsoDate,
  nightsBetween,
  parseIsoDate,
  toIsoDate,
} from "./dates.js";

const isoDay = fc
  .date({
    min: new Date("1900-01-01T00:00:00Z"),
    max: new Date("2199-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe("parseIsoDate", () => {
  it("accepts real calendar dates as UTC midnight", () => {
    expect(parseIsoDate("2025-01-05")?.toISOString()).toBe("2025-01-05T00:00:00.000Z");
    expect(parseIsoDate("2024-02-29")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(parseIsoDate("2000-02-29")).not.toBeNull();
  });

  it("rejects days that do not exist", () => {
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("1900-02-29")).toBeNull();
    expect(parseIsoDate("2024-04-31")).toBeNull();
    expect(parseIsoDate("2024-13-01")).toBeNull();
    expect(parseIsoDate("2024-00-10")).toBeNull();
    expect(parseIsoDate("2024-01-00")).toBeNull();
  });

  it("keeps early years as written", () => {
    expect(parseIsoDate("0099-12-31")?.getUTCFullYear()).toBe(99);
    expect(parseIsoDate("0000-02-29")?.getUTCDate()).toBe(29);
  });

  it("only takes the strict YYYY-MM-DD form", () => {
    for (const text of [
      "2024-1-5",
      "2024-01-05T00:00:00Z",
      " 2024-01-05",
      "05/01/2024",
      "",
      "20240105",
    ]) {
      expect(parseIsoDate(text)).toBeNull();
    }
    expect(parseIsoDate(20240105)).toBeNull();
    expect(parseIsoDate(new Date())).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it("round-trips every date through toIsoDate", () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const date = parseIsoDate(day);
        expect(date).not.toBeNull();
        expect(toIsoDate(date as Date)).toBe(day);
      }),
    );
  });
});

describe("isIsoDate", () => {
  it("says whether a value is a real date", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe("toIsoDate", () => {
  it("uses the UTC calendar day", () => {
    expect(toIsoDate(new Date("2025-03-01T23:30:00-05:00"))).toBe("2025-03-02");
  });

  it("throws a RangeError for an invalid Date", () => {
    expect(() => toIsoDate(new Date("nope"))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it("moves across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addDays("2025-03-30", 0)).toBe("2025-03-30");
  });

  it("throws a RangeError for a bad date or a fractional day count", () => {
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2025-02-03", 1.5)).toThrow(RangeError);
    expect(() => addDays("2025-02-03", Number.NaN)).toThrow(RangeError);
  });

  it("is undone by nightsBetween", () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 4000 }), (day, n) => {
        expect(nightsBetween(day, addDays(day, n))).toBe(n);
      }),
    );
  });
});

describe("nightsBetween", () => {
  it("counts nights, including a leap day", () => {
    expect(nightsBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(nightsBetween("2023-02-28", "2023-03-01")).toBe(1);
    expect(nightsBetween("2025-01-05", "2025-01-12")).toBe(7);
    expect(nightsBetween("2025-01-05", "2025-01-05")).toBe(0);
  });

  it("is not thrown off by daylight-saving changes", () => {
    // Europe moved clocks forward on 2025-03-30 and back on 2025-10-26.
    expect(nightsBetween("2025-03-29", "2025-03-31")).toBe(2);
    expect(nightsBetween("2025-10-25", "2025-10-27")).toBe(2);
  });

  it("throws a RangeError when check-out is before check-in", () => {
    expect(() => nightsBetween("2025-01-12", "2025-01-05")).toThrow(/before check-in/);
  });

  it("throws a RangeError for invalid dates", () => {
    expect(() => nightsBetween("2023-02-29", "2023-03-02")).toThrow(RangeError);
    expect(() => nightsBetween("2023-02-20", "soon")).toThrow(RangeError);
  });
});

describe("compareIsoDates", () => {
  it("orders dates", () => {
    expect(compareIsoDates("2025-01-01", "2025-01-02")).toBeLessThan(0);
    expect(compareIsoDates("2025-01-02", "2025-01-02")).toBe(0);
    expect(compareIsoDates("2026-01-01", "2025-12-31")).toBeGreaterThan(0);
    expect(() => compareIsoDates("2025-01-01", "tomorrow")).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("formats a YYYY-MM-DD day as 'Mon DD, YYYY'", () => {
    expect(formatDate("2025-01-05")).toBe("Jan 05, 2025");
    expect(formatDate("2024-02-29")).toBe("Feb 29, 2024");
    expect(formatDate("1999-12-31")).toBe("Dec 31, 1999");
  });

  it("keeps a calendar day in every time zone of this process", () => {
    for (const tz of ["Pacific/Kiritimati", "America/Adak", "Asia/Kolkata", "UTC"]) {
      process.env.TZ = tz;
      expect(formatDate("2025-01-05")).toBe("Jan 05, 2025");
    }
  });

  it("formats a Date on its day in the local time zone", () => {
    process.env.TZ = "Pacific/Kiritimati"; // UTC+14
    expect(formatDate(new Date("2025-01-05T12:00:00Z"))).toBe("Jan 06, 2025");
    process.env.TZ = "America/Adak"; // UTC-10 in January
    expect(formatDate(new Date("2025-01-05T08:00:00Z"))).toBe("Jan 04, 2025");
  });

  it("reads other date strings as instants", () => {
    process.env.TZ = "UTC";
    expect(formatDate("2025-01-05T23:00:00-03:00")).toBe("Jan 06, 2025");
  });

  it("throws a RangeError for invalid input", () => {
    expect(() => formatDate("2023-02-29")).toThrow(RangeError);
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate(20250105 as unknown as string)).toThrow(RangeError);
  });

  it("formats every day to its own month, day and year", () => {
    const months = [
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ];
    fc.assert(
      fc.property(isoDay, (day) => {
        const [year, month, date] = day.split("-");
        expect(formatDate(day)).toBe(`${months[Number(month) - 1]} ${date}, ${year}`);
      }),
    );
  });
  // test/dist.test.ts runs the built formatDate in fresh Node processes under other TZ values.
});
