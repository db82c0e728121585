import Holidays from "date-holidays";

/**
 * Public holidays per country from `date-holidays` (ISC; its holiday data CC BY-SA 3.0 from
 * Wikipedia, credited at /attribution): maintained rules for about 200 countries, computed
 * offline. Server only: its data is about 800 KB of JavaScript (decision 182). A country's year
 * is worked out once per process and kept.
 */
export type PublicHoliday = { date: string; name: string };

/** What the pages say about where the holidays come from. */
export const HOLIDAYS_SOURCE =
  "Public holidays: the date-holidays library's national rules (data from Wikipedia, CC BY-SA 3.0).";

const years = new Map<string, PublicHoliday[]>();
/** About 200 countries × a few years, a few KB each: small enough to keep. */
const MAX_KEPT = 1_000;

/** A country's (lower-case ISO code) national public holidays in a year, by date. */
function publicHolidays(countryCode: string, year: number): PublicHoliday[] {
  const key = `${countryCode}:${year}`;
  let found = years.get(key);
  if (!found) {
    const calendar = new Holidays(countryCode.toUpperCase(), {
      languages: ["en"],
      types: ["public"],
    });
    const seen = new Set<string>();
    found = (calendar.getHolidays(year) || [])
      .filter((holiday) => holiday.type === "public")
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      // A holiday and its substitute day are two entries; the same name twice on a day is one.
      .filter((holiday) => {
        const id = `${holiday.date} ${holiday.name}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    if (years.size >= MAX_KEPT) years.clear();
    years.set(key, found);
  }
  return found;
}

/** The holidays of a country from `first` to `last` (YYYY-MM-DD, both included). */
export function holidaysBetween(countryCode: string, first: string, last: string) {
  const from = Number(first.slice(0, 4));
  const to = Number(last.slice(0, 4));
  const all: PublicHoliday[] = [];
  for (let year = from; year <= to; year++) all.push(...publicHolidays(countryCode, year));
  return all.filter((holiday) => holiday.date >= first && holiday.date <= last);
}
