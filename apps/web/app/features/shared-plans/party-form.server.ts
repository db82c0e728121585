import { planPartySchema, type PlanPartyInput } from "@travel/firebase-client";
import { z } from "zod";
import { airportLabel, resolveAirport } from "../airports/airports.server";
import { airportProblem } from "../planner/query-form.server";
import type { PartyFields, PartyFormErrors, PartyFormState } from "./party-form-types";

/**
 * A party's fields as the join, start and change forms send them: a name, the home airport as
 * typed (or picked from the airport search), adults, children and infants. The airport's
 * country is the party's country (its public holidays on the date grid).
 */
export type { PartyFields, PartyFormState };

const count = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `Enter how many ${what}.` })
    .int(`Enter a whole number of ${what}.`)
    .min(min, `At least ${min} ${what}.`)
    .max(max, `At most ${max} ${what}.`);

const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give your party a name the others will know, e.g. your first name.")
    .max(40, "At most 40 characters."),
});
const countsSchema = z.object({
  adults: count(1, 9, "adults"),
  children: count(0, 8, "children"),
  infants: count(0, 9, "infants"),
});

const text = (form: FormData, name: string, fallback = "") => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : fallback;
};

export const blankParty = (name = ""): PartyFields => ({
  name,
  from: "",
  adults: "1",
  children: "0",
  infants: "0",
});

/** The posted party, checked; or the form again with a message beside each field. */
export function readPartyForm(
  form: FormData,
): { ok: true; party: PlanPartyInput } | { ok: false; state: PartyFormState } {
  // A "pick one" button names the airport chosen from an ambiguous search.
  const picked = text(form, "pickAirport");
  const values: PartyFields = {
    name: text(form, "name"),
    from: picked || text(form, "from"),
    adults: text(form, "adults", "1"),
    children: text(form, "children", "0"),
    infants: text(form, "infants", "0"),
  };
  const errors: PartyFormErrors = {};
  let airportChoices: PartyFormState["airportChoices"] = [];
  const resolution = resolveAirport(values.from);
  const problem = airportProblem(
    resolution,
    values.from,
    "Enter the airport or city your party flies from.",
  );
  if (problem) errors.from = problem;
  if (resolution.status === "ambiguous")
    airportChoices = resolution.candidates.map((airport) => ({
      code: airport.code,
      label: airportLabel(airport),
    }));
  const name = nameSchema.safeParse(values);
  const counts = countsSchema.safeParse(values);
  for (const result of [name, counts])
    if (!result.success)
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof PartyFields;
        errors[key] ??= issue.message;
      }
  if (counts.success && counts.data.infants > counts.data.adults)
    errors.infants = "Each infant travels on an adult's lap: at most one infant per adult.";
  if (counts.success && counts.data.adults + counts.data.children > 9)
    errors.children = "At most 9 seats per party (adults and children): it is one booking.";
  if (
    resolution.status !== "found" ||
    !name.success ||
    !counts.success ||
    Object.keys(errors).length > 0
  )
    return { ok: false, state: { values, errors, airportChoices } };
  const party = planPartySchema.safeParse({
    ...name.data,
    ...counts.data,
    originAirport: resolution.airport.code,
    country: resolution.airport.countryCode,
  });
  if (!party.success) {
    errors.name = "Use letters, digits and spaces for the name.";
    return { ok: false, state: { values, errors, airportChoices } };
  }
  return { ok: true, party: party.data };
}

/** A stored party as the change form shows it. */
export function partyFieldsOf(party: PlanPartyInput, airportText?: string): PartyFields {
  return {
    name: party.name,
    from: airportText ?? party.originAirport,
    adults: String(party.adults),
    children: String(party.children),
    infants: String(party.infants),
  };
}
