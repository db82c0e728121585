import { compareIsoDates, isIsoDate } from "@travel/domain";
import {
  airportLabel,
  toSuggestion,
  type Airport,
  type AirportResolution,
} from "../airports/airports.server";
import type { FieldChoice } from "./search-form";

/**
 * What every GET form of the site (the find-place searches, the planner) does with its query:
 * trimmed, bounded values; the first message of each field; the same words for an airport
 * that cannot be used and for a date in the past; "pick one" links for an ambiguous airport.
 */
export const QUERY_FORM_MESSAGES = {
  pastDate: "Choose a date from today on.",
  unknownAirport: (text: string) =>
    `We couldn't find an airport for “${text}”. Try the city or the 3-letter code.`,
  ambiguousAirport: (text: string) => `Several airports match “${text}”: pick one.`,
} as const;

/** Longer values are cut: no field of these forms needs more, and links stay short. */
const MAX_VALUE_LENGTH = 100;

/** A query value as the form reads it: trimmed and bounded (null when absent). */
export function readQueryValue(params: URLSearchParams, field: string): string | null {
  const value = params.get(field);
  return value === null ? null : value.trim().slice(0, MAX_VALUE_LENGTH);
}

/** The first message of each of `fields`, as zod reports them in order. */
export function firstErrorPerField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field))
      errors[field as Field] ??= issue.message;
  }
  return errors;
}

/** A date before today cannot be booked; the partners would show an error page. */
export function isPastDate(value: string | undefined, today: string): boolean {
  return Boolean(value) && isIsoDate(value) && compareIsoDates(value as string, today) < 0;
}

/** Why an airport field cannot be used (the caller says what to ask for when it is empty). */
export function airportProblem(
  resolution: AirportResolution,
  text: string,
  emptyMessage: string,
): string | undefined {
  switch (resolution.status) {
    case "found":
      return undefined;
    case "empty":
      return emptyMessage;
    case "unknown":
      return QUERY_FORM_MESSAGES.unknownAirport(text);
    case "ambiguous":
      return QUERY_FORM_MESSAGES.ambiguousAirport(text);
  }
}

/** "Pick one" links for an ambiguous airport: the same query with the field set to each airport. */
export function airportChoices(
  params: URLSearchParams,
  field: string,
  airports: readonly Airport[],
  path: string,
): FieldChoice[] {
  return airports.map((airport) => {
    const next = new URLSearchParams(params);
    next.set(field, airport.code);
    const suggestion = toSuggestion(airport);
    return {
      label: airportLabel(airport),
      detail: `${suggestion.name}, ${suggestion.country}`,
      href: `${path}?${next}`,
    };
  });
}
