/**
 * Calendar dates travel through forms and storage as `YYYY-MM-DD` strings. They name a
 * day, not an instant, so they are handled in UTC: the same string shows the same day
 * in every time zone (a traveller in Honolulu and one in Kiritimati see "Jan 05, 2025").
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Strictly parses a `YYYY-MM-DD` calendar date to a Date at UTC midnight, or null when the
 * text is not a real date: "2024-02-29" parses, "2023-02-29", "2024-13-01" and "2024-1-5" do not.
 */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear (unlike Date.UTC) keeps years 0000..0099 as written; it rolls 2023-02-29
  // over to March 1st, so reading the parts back catches impossible days.
  date.setUTCFullYear(year, month - 1, day);
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

/** True when `value` is a real `YYYY-MM-DD` calendar date. */
export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

function requireIsoDate(value: string, what: string): Date {
  const date = parseIsoDate(value);
  if (!date)
    throw new RangeError(`${what} must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`);
  return date;
}

/** Formats a Date as `YYYY-MM-DD` using its UTC calendar day (the inverse of parseIsoDate). */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date");
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days))
    throw new RangeError(`days must be a whole number, got ${String(days)}`);
  const date = requireIsoDate(isoDate, "date");
  return toIsoDate(new Date(date.getTime() + days * MS_PER_DAY));
}

/**
 * Nights between check-in and check-out, both `YYYY-MM-DD`: 2024-02-28 → 2024-03-01 is 2 nights
 * (leap day included). Throws a RangeError for an invalid date or a check-out before check-in.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = requireIsoDate(checkIn, "check-in");
  const end = requireIsoDate(checkOut, "check-out");
  // Both are UTC midnights, so the difference is an exact number of days (no DST hours).
  const nights = (end.getTime() - start.getTime()) / MS_PER_DAY;
  if (nights < 0) throw new RangeError(`check-out ${checkOut} is before check-in ${checkIn}`);
  return nights;
}

/** Compares two `YYYY-MM-DD` dates: negative when a is earlier, 0 when equal, positive when later. */
export function compareIsoDates(a: string, b: string): number {
  return requireIsoDate(a, "date").getTime() - requireIsoDate(b, "date").getTime();
}

const dateFormatOptions: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "2-digit",
  year: "numeric",
};
const calendarDayFormat = new Intl.DateTimeFormat("en-US", {
  ...dateFormatOptions,
  timeZone: "UTC",
});

/**
 * Formats a date for display: "Jan 05, 2025".
 * - A `YYYY-MM-DD` string is a calendar day and formats to that day in every time zone.
 * - A Date, or any other date string (e.g. an ISO timestamp), is an instant and formats to
 *   its day in the runtime's time zone, which is what the reader expects for "created at".
 * Invalid input throws a RangeError rather than printing "Invalid Date".
 */
export function formatDate(date: Date | string): string {
  if (typeof date === "string") {
    if (ISO_DATE.test(date)) return calendarDayFormat.format(requireIsoDate(date, "date"));
    date = new Date(date);
  }
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError("formatDate needs a valid Date or date string");
  }
  // Built per call so a change of the TZ environment variable is honoured.
  return new Intl.DateTimeFormat("en-US", dateFormatOptions).format(date);
}
