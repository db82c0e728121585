// Apart from options.ts, so browser code that needs only the categories (the travellers summary)
// does not load the country list; only the Option type comes from there.
import type { Option } from "./options.js";

export type TravellerCategory = "adults" | "children" | "infants";

export interface TravellerCategoryOption extends Option<TravellerCategory> {
  /** Singular label, for counts of one ("1 Child"). */
  readonly singular: string;
  /** Ages covered, as shown under the label. */
  readonly ages: string;
  /** Youngest age in years, inclusive. */
  readonly minAge: number;
  /** Oldest age in years, inclusive; null when open-ended. */
  readonly maxAge: number | null;
}

/** Traveller categories as airlines define them: Adults 12+, Children 2–11, Infants under 2. */
export const travellerCategories: readonly TravellerCategoryOption[] = Object.freeze([
  Object.freeze({
    value: "adults",
    label: "Adults",
    singular: "Adult",
    ages: "12+ years",
    minAge: 12,
    maxAge: null,
  }),
  Object.freeze({
    value: "children",
    label: "Children",
    singular: "Child",
    ages: "2–11 years",
    minAge: 2,
    maxAge: 11,
  }),
  Object.freeze({
    value: "infants",
    label: "Infants",
    singular: "Infant",
    ages: "Under 2 years",
    minAge: 0,
    maxAge: 1,
  }),
] as const);

/** The traveller category for an age in whole years (12 → "adults", 11 → "children", 1 → "infants"). */
export function travellerCategoryForAge(age: number): TravellerCategory {
  if (!Number.isInteger(age) || age < 0) {
    throw new RangeError(`age must be a whole number of years, got ${String(age)}`);
  }
  if (age >= 12) return "adults";
  return age >= 2 ? "children" : "infants";
}
