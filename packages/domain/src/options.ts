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

/**
 * The currency a country pays in, as `countries-list` gives it first ("gb" → "GBP", "pt" →
 * "EUR"), or undefined for an unknown code.
 */
export function countryCurrency(code: string): string | undefined {
  const country = countries[code.trim().toUpperCase() as keyof typeof countries];
  return country?.currency[0];
}

export const genders = ["male", "female", "other"] as const;
export type Gender = (typeof genders)[number];

/** Gender choices (spec §3's option list; the site's profile does not ask for one). */
export const genderOptions: readonly Option<Gender>[] = Object.freeze([
  Object.freeze({ value: "male", label: "Male" }),
  Object.freeze({ value: "female", label: "Female" }),
  Object.freeze({ value: "other", label: "Other" }),
] as const);
