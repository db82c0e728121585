import { countries } from "countries-list";

/** An entry of a select list. */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/**
 * Every country and territory known to the `countries-list` package, as
 * `{ value: "pt", label: "Portugal" }` (lower-case ISO 3166-1 alpha-2 code), sorted by label.
 */
export const countryOptions: readonly Option[] = Object.freeze(
  Object.entries(countries)
    .map(([code, country]) => Object.freeze({ value: code.toLowerCase(), label: country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, "en")),
);

const countryNames = new Map(countryOptions.map((option) => [option.value, option.label]));

/** True for a two-letter code from the country list, in either case ("pt", "PT"). */
export function isCountryCode(code: unknown): code is string {
  return typeof code === "string" && countryNames.has(code.toLowerCase());
}

/** The English name of a country code in either case ("pt" → "Portugal"), or undefined. */
export function countryName(code: string): string | undefined {
  return countryNames.get(code.trim().toLowerCase());
}

export const genders = ["male", "female", "other"] as const;
export type Gender = (typeof genders)[number];

/** Gender choices for the profile form. */
export const genderOptions: readonly Option<Gender>[] = Object.freeze([
  Object.freeze({ value: "male", label: "Male" }),
  Object.freeze({ value: "female", label: "Female" }),
  Object.freeze({ value: "other", label: "Other" }),
] as const);

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
  if (!Number.isInteger(age) || age < 0)
    throw new RangeError(`age must be a whole number of years, got ${String(age)}`);
  if (age >= 12) return "adults";
  return age >= 2 ? "children" : "infants";
}
