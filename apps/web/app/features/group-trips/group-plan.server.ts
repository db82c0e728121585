import {
  addDays,
  formatDate,
  MAX_GROUP_PARTIES,
  MIN_GROUP_PARTIES,
  isGroupRanking,
  nightsBetween,
  readWeatherWish,
  tripPlanSchema,
  weatherWishParams,
  type GroupRanking,
  type GroupTripPlan,
  type Travellers,
  type WeatherWish,
} from "@travel/domain";
import type { GroupPlan } from "@travel/firebase-client";
import { planCalendarPath } from "../favourites/favourite-plan-summary";
import { airportLabel, resolveAirport, type Airport } from "../airports/airports.server";
import { readBudget, readIncludeKeptOut } from "../planner/trip-discovery.server";
import { DEFAULT_PLAN, todayIso } from "../planner/trip-plan.server";
import {
  airportChoices,
  airportProblem,
  firstErrorPerField,
  isPastDate,
  QUERY_FORM_MESSAGES,
  readQueryValue,
} from "../planner/query-form.server";
import {
  GROUP_PATH,
  partyFields,
  type GroupForm,
  type PartyField,
  type PartyForm,
} from "./group-types";

/**
 * A group trip read from a query string: shared dates, a budget, the ranking, and the parties
 * as numbered fields (`from1`, `adults1`, `children1`, `infants1`, `from2`, …). The form uses
 * GET, so the whole group's choice is a link that works without JavaScript and can be shared
 * or saved; `add` and `remove=N` (the form's buttons) change the list of parties the same way.
 */

type ReadParty = { airport: Airport; travellers: Travellers };

export type GroupTrip = {
  departureDate: string;
  returnDate: string;
  nights: number;
  parties: ReadParty[];
  ranking: GroupRanking;
  budgetEuros?: number | undefined;
  /** Only places whose weather in a month meets this ("warm in March"). */
  weather?: WeatherWish | undefined;
  /** `everywhere=1`: places kept out by default are ranked too (decision 141). */
  includeKeptOut?: boolean;
};

export type GroupReading = {
  form: GroupForm;
  trip: GroupTrip | null;
  /** True when the visitor only asked for the empty form or changed the list of parties. */
  editing: boolean;
  /** For each party on the form, the same query without it (null for an empty row). */
  removeHrefs: (string | null)[];
};

/** Numbered party fields; more than this many numbers are not read at all (input is bounded first). */
const PARTY_FIELD = /^(from|adults|children|infants)([1-9][0-9]?)$/;
const MAX_PARTY_ROWS = 12;

export const GROUP_MESSAGES = {
  tooFew: `A group trip needs at least ${MIN_GROUP_PARTIES} parties: add the home airport of another party.`,
  tooMany: `A group trip has at most ${MAX_GROUP_PARTIES} parties: remove one to see the estimates.`,
  emptyAirport: "Enter the airport or city this party leaves from.",
  check: "Check the highlighted fields to see where the group can meet.",
} as const;

const blankParty = (): PartyForm => ({
  values: { from: "", adults: "1", children: "0", infants: "0" },
  errors: {},
  choices: [],
});

function readPartyRows(params: URLSearchParams): { rows: PartyForm[]; numbers: string[] } {
  const numbers = new Set<string>();
  for (const key of params.keys()) {
    const match = PARTY_FIELD.exec(key);
    if (match) numbers.add(match[2] as string);
  }
  const ordered = [...numbers].sort((a, b) => Number(a) - Number(b)).slice(0, MAX_PARTY_ROWS);
  const rows = ordered.map((number): PartyForm => {
    const value = (field: PartyField, fallback: string) =>
      readQueryValue(params, `${field}${number}`) ?? fallback;
    return {
      values: {
        from: value("from", ""),
        adults: value("adults", "1"),
        children: value("children", "0"),
        infants: value("infants", "0"),
      },
      errors: {},
      choices: [],
    };
  });
  return { rows, numbers: ordered };
}

export function readGroupPlan(
  params: URLSearchParams,
  { today = todayIso(), homeAirport }: { today?: string; homeAirport?: string | undefined } = {},
): GroupReading {
  const departureDefault = addDays(today, DEFAULT_PLAN.startInDays);
  const sort = params.get("sort");
  const ranking: GroupRanking = isGroupRanking(sort) ? sort : "total";
  const budgetText = readQueryValue(params, "budget") ?? "";
  const budget = readBudget(budgetText);
  let { rows, numbers } = readPartyRows(params);
  const weather = readWeatherWish(params);
  const includeKeptOut = readIncludeKeptOut(params);
  const form: GroupForm = {
    parties: rows,
    departureDate: readQueryValue(params, "departureDate") ?? departureDefault,
    returnDate:
      readQueryValue(params, "returnDate") ?? addDays(departureDefault, DEFAULT_PLAN.nights),
    budget: budgetText,
    ranking,
    errors: {},
    today,
    weather: weather.ok
      ? { wish: weather.wish }
      : { error: weather.problems[0]?.message ?? GROUP_MESSAGES.check },
    includeKeptOut,
  };

  // The form's buttons: remove a party (by its place in the list), or add an empty one.
  const remove = Number(params.get("remove"));
  if (Number.isInteger(remove) && remove >= 1 && remove <= rows.length && rows.length > 0) {
    rows = rows.filter((_, index) => index !== remove - 1);
    numbers = numbers.filter((_, index) => index !== remove - 1);
    form.parties = rows;
  }
  const removeHrefs = numbers.map((number) => {
    const next = new URLSearchParams(params);
    for (const field of partyFields) next.delete(`${field}${number}`);
    next.delete("add");
    next.delete("remove");
    return `${GROUP_PATH}?${next}`;
  });
  const nothingAsked = numbers.length === 0 && !params.has("departureDate");
  if (params.has("add") || nothingAsked) {
    while (form.parties.length < MIN_GROUP_PARTIES) form.parties.push(blankParty());
    // A fresh form starts the first party at the traveller's own airport, when they gave one.
    const first = form.parties[0];
    if (nothingAsked && homeAirport && first && !first.values.from) first.values.from = homeAirport;
    if (params.has("add") && form.parties.length < MAX_GROUP_PARTIES && !nothingAsked)
      form.parties.push(blankParty());
    return { form, trip: null, editing: true, removeHrefs };
  }

  if (budget.error) form.errors.budget = budget.error;
  if (rows.length < MIN_GROUP_PARTIES) form.errors.parties = GROUP_MESSAGES.tooFew;
  if (rows.length > MAX_GROUP_PARTIES) form.errors.parties = GROUP_MESSAGES.tooMany;

  // The shared dates, read by the planner's own schema (return before departure, at most 60 nights).
  const dates = tripPlanSchema.safeParse({
    departureDate: form.departureDate,
    returnDate: form.returnDate,
    adults: "1",
  });
  if (!dates.success) {
    Object.assign(
      form.errors,
      firstErrorPerField(dates.error.issues, ["departureDate", "returnDate"] as const),
    );
  }
  if (!form.errors.departureDate && isPastDate(form.departureDate, today))
    form.errors.departureDate = QUERY_FORM_MESSAGES.pastDate;

  const parties: ReadParty[] = [];
  rows.forEach((row, index) => {
    const resolution = resolveAirport(row.values.from);
    const problem = airportProblem(resolution, row.values.from, GROUP_MESSAGES.emptyAirport);
    if (problem) row.errors.from = problem;
    if (resolution.status === "ambiguous")
      row.choices = airportChoices(
        params,
        `from${numbers[index]}`,
        resolution.candidates,
        GROUP_PATH,
      );
    // The planner's party rules: an adult in every party, one infant per adult, nine seats.
    const party = tripPlanSchema.safeParse({
      departureDate: dates.success ? dates.data.departureDate : departureDefault,
      returnDate: dates.success ? dates.data.returnDate : departureDefault,
      adults: row.values.adults,
      children: row.values.children,
      infants: row.values.infants,
    });
    if (!party.success)
      Object.assign(row.errors, firstErrorPerField(party.error.issues, partyFields.slice(1)));
    if (resolution.status === "found" && party.success) {
      row.values.from = airportLabel(resolution.airport);
      const { adults, children, infants } = party.data;
      parties.push({ airport: resolution.airport, travellers: { adults, children, infants } });
    }
  });

  const rowErrors = rows.some((row) => Object.keys(row.errors).length > 0);
  if (!dates.success || rowErrors || Object.keys(form.errors).length > 0 || !weather.ok)
    return { form, trip: null, editing: false, removeHrefs };
  const { departureDate, returnDate } = dates.data;
  return {
    form,
    editing: false,
    removeHrefs,
    trip: {
      departureDate,
      returnDate,
      nights: nightsBetween(departureDate, returnDate),
      parties,
      ranking,
      budgetEuros: budget.euros,
      weather: weather.wish,
      includeKeptOut,
    },
  };
}

/** The domain's plan for a group trip read from a query. */
export function domainPlan(trip: GroupTrip): GroupTripPlan {
  return {
    nights: trip.nights,
    parties: trip.parties.map(({ airport, travellers }) => ({
      origin: { code: airport.code, latitude: airport.latitude, longitude: airport.longitude },
      travellers,
    })),
  };
}

/** The query string of a group trip (the page's own link; `extra` adds or overrides fields). */
function groupQuery(
  trip: Pick<
    GroupTrip,
    "departureDate" | "returnDate" | "ranking" | "budgetEuros" | "weather" | "includeKeptOut"
  > & {
    parties: { code: string; travellers: Travellers }[];
  },
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  params.set("departureDate", trip.departureDate);
  params.set("returnDate", trip.returnDate);
  trip.parties.forEach(({ code, travellers }, index) => {
    params.set(`from${index + 1}`, code);
    params.set(`adults${index + 1}`, String(travellers.adults));
    params.set(`children${index + 1}`, String(travellers.children));
    params.set(`infants${index + 1}`, String(travellers.infants));
  });
  if (trip.budgetEuros !== undefined) params.set("budget", String(trip.budgetEuros));
  params.set("sort", trip.ranking);
  for (const [name, value] of weatherWishParams(trip.weather)) params.set(name, value);
  if (trip.includeKeptOut) params.set("everywhere", "1");
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

export const tripQuery = (trip: GroupTrip, extra?: Record<string, string>) =>
  groupQuery(
    {
      ...trip,
      parties: trip.parties.map((party) => ({
        code: party.airport.code,
        travellers: party.travellers,
      })),
    },
    extra,
  );

/** The group plan as My destinations stores it (favourites.ts groupPlanSchema). */
export function storedGroupPlan(trip: GroupTrip): GroupPlan {
  return {
    departureDate: trip.departureDate,
    returnDate: trip.returnDate,
    parties: trip.parties.map(({ airport, travellers }) => ({
      originAirport: airport.code,
      ...travellers,
    })),
    ranking: trip.ranking,
    ...(trip.budgetEuros !== undefined ? { budgetEuros: trip.budgetEuros } : {}),
  };
}

/** A stored group plan back as the page's query: it reopens exactly as it was saved. */
export function storedGroupPlanQuery(plan: GroupPlan, destinationId?: number): URLSearchParams {
  return groupQuery(
    {
      departureDate: plan.departureDate,
      returnDate: plan.returnDate,
      ranking: plan.ranking,
      budgetEuros: plan.budgetEuros,
      parties: plan.parties.map(({ originAirport, adults, children, infants }) => ({
        code: originAirport,
        travellers: { adults, children, infants },
      })),
    },
    destinationId === undefined ? {} : { destination: String(destinationId) },
  );
}

/** A saved group plan on My destinations: what it is, and the link that reopens it. */
export function savedGroupPlanSummary(
  destinationId: number,
  plan: GroupPlan,
): { description: string; href: string; calendarHref: string } {
  const people = plan.parties.reduce(
    (sum, party) => sum + party.adults + party.children + party.infants,
    0,
  );
  return {
    description: [
      `${plan.parties.length} parties, ${people} travellers`,
      `${formatDate(plan.departureDate)} – ${formatDate(plan.returnDate)}`,
      `from ${plan.parties.map((party) => party.originAirport).join(", ")}`,
    ].join(" · "),
    href: `${GROUP_PATH}?${storedGroupPlanQuery(plan, destinationId)}#chosen`,
    calendarHref: planCalendarPath(destinationId, "group"),
  };
}
