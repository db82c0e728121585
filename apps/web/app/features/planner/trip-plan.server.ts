import {
  addDays,
  estimateDestinationTrip,
  formatDate,
  flightFareRangeCents,
  formatKgEstimate,
  formatPrice,
  nightsBetween,
  toIsoDate,
  travellersLabel,
  travellerCategories,
  tripPlanSchema,
  type DestinationEstimate,
  type Destination,
  type PriceDisplay,
  type Travellers,
} from "@travel/domain";
import type { PlannerFormOptions } from "~/features/planner/PlannerForm";
import type { TravellerCategoryCopy, TravellerField } from "./TravellersPicker";
import { airportLabel, resolveAirport, type Airport } from "../airports/airports.server";
import { keptOutFlightProblem } from "~/features/destinations/destination-access";
import { partnerLink } from "./partners.server";
import {
  planFields,
  type Co2View,
  type CostPart,
  type EstimateView,
  type PartnerOffer,
  type PlanField,
  type PlanForm,
} from "./planner-types";
import {
  airportChoices,
  airportProblem,
  firstErrorPerField,
  isPastDate,
  QUERY_FORM_MESSAGES,
  readQueryValue,
} from "./query-form.server";
import type { FieldChoice } from "./search-form";
import { OFFER_ACTIONS, offerWording } from "./offer-wording";

export { planFields, type EstimateView, type PartnerOffer, type PlanForm };

/**
 * A trip being planned: where from, when, who, and which sights, read from a query string (the
 * planner forms use GET, so a plan is a link: it works without JavaScript and can be shared or
 * saved). The same plan is estimated for one destination (its page), for all of them (budget
 * discovery) or for a few side by side (compare), with the domain's estimator.
 */

/** A default plan starts this many days from today and lasts this many nights, for two adults. */
export const DEFAULT_PLAN = { startInDays: 42, nights: 5, adults: 2 } as const;

/** Sent with a destination's sight checkboxes: from then on, unticked sights are left out (instead of all by default). */
const PLAN_MARKER = "plan";
const ATTRACTION_PARAM = "attraction";

export type PlannedTrip = {
  origin: Airport;
  departureDate: string;
  returnDate: string;
  nights: number;
  travellers: Travellers;
  /** Ids of the chosen sights; "all" when the plan has not chosen. */
  attractionIds: string[] | "all";
};

export type PlanReading = {
  form: PlanForm;
  trip: PlannedTrip | null;
  isDefault: boolean;
  /**
   * Neither the query nor the traveller says where the trip starts: the page asks "Where do you
   * fly from?" (features/home-airport) instead of guessing an airport or showing an error.
   */
  needsOrigin: boolean;
};

export function todayIso(): string {
  return toIsoDate(new Date());
}

function defaultPlanValues(today: string, origin: string): Record<PlanField, string> {
  const departureDate = addDays(today, DEFAULT_PLAN.startInDays);
  return {
    departure_area_code: origin,
    departureDate,
    returnDate: addDays(departureDate, DEFAULT_PLAN.nights),
    adults: String(DEFAULT_PLAN.adults),
    children: "0",
    infants: "0",
  };
}

/**
 * Reads a plan from a query string. Missing fields take the default plan's values, so a page
 * without a query still shows figures, and a link may set only what it cares about. The start
 * is the query's airport, else `origin` (the traveller's home airport); with neither, the plan
 * waits for it (`needsOrigin`), with no message against a field nobody filled in yet.
 * `path` is where "pick one" links for an ambiguous origin lead (the page itself).
 */
export function readPlan(
  params: URLSearchParams,
  {
    today = todayIso(),
    origin,
    path,
  }: { today?: string; origin?: string | undefined; path: string },
): PlanReading {
  const defaults = defaultPlanValues(today, origin ?? "");
  const isDefault = planFields.every((field) => !params.has(field)) && !params.has(PLAN_MARKER);
  const needsOrigin = !origin && !params.has("departure_area_code");
  const values = Object.fromEntries(
    planFields.map((field) => [field, readQueryValue(params, field) ?? defaults[field]]),
  ) as Record<PlanField, string>;
  const attractionIds = params.has(PLAN_MARKER) ? params.getAll(ATTRACTION_PARAM) : "all";
  const errors: Partial<Record<PlanField, string>> = {};
  const choices: Partial<Record<PlanField, FieldChoice[]>> = {};
  const form: PlanForm = { values, errors, choices, attractionIds };

  const resolution = resolveAirport(values.departure_area_code);
  const originProblem = airportProblem(
    resolution,
    values.departure_area_code,
    "Enter the airport or city you leave from.",
  );
  if (originProblem && !needsOrigin) errors.departure_area_code = originProblem;
  if (resolution.status === "ambiguous")
    choices.departure_area_code = airportChoices(
      params,
      "departure_area_code",
      resolution.candidates,
      path,
    );

  const parsed = tripPlanSchema.safeParse(values);
  if (!parsed.success)
    Object.assign(errors, { ...firstErrorPerField(parsed.error.issues, planFields), ...errors });
  if (!errors.departureDate && isPastDate(values.departureDate, today))
    errors.departureDate = QUERY_FORM_MESSAGES.pastDate;
  if (!parsed.success || resolution.status !== "found" || Object.keys(errors).length > 0)
    return { form, trip: null, isDefault, needsOrigin };

  const { departureDate, returnDate, adults, children, infants } = parsed.data;
  // Show what was understood: "lisbon" reads "Lisbon (LIS)" from now on.
  values.departure_area_code = airportLabel(resolution.airport);
  return {
    form,
    isDefault,
    needsOrigin,
    trip: {
      origin: resolution.airport,
      departureDate,
      returnDate,
      nights: nightsBetween(departureDate, returnDate),
      travellers: { adults, children, infants },
      attractionIds,
    },
  };
}

/** A plan on one line, as a folded search form says it: "From Lisbon (LIS) · Jan 12 – Jan 17, 2027 · 2 Adults". */
export function planSummary(trip: PlannedTrip, ...more: string[]): string {
  return [
    `From ${airportLabel(trip.origin)}`,
    `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`,
    travellersLabel(trip.travellers),
    ...more,
  ].join(" · ");
}

/** The travellers picker's summary for what the form holds: "2 Adults, 1 Child", or "Adults" before anyone is chosen. */
export function travellersSummary(
  values: Partial<Record<"adults" | "children" | "infants", string>>,
): string {
  const count = (value: string | undefined) =>
    value && /^\d+$/.test(value) ? Number(value) : undefined;
  return travellersLabel({
    adults: count(values.adults),
    children: count(values.children),
    infants: count(values.infants),
  });
}

/** The traveller categories as every travellers picker shows them. */
const travellerCategoryCopy: readonly TravellerCategoryCopy[] = travellerCategories.map(
  ({ value, label, ages }) => ({
    value: value as TravellerField,
    label,
    ages,
  }),
);

/** What a planner form needs besides its values: the earliest date, the categories and the picker's summary. */
export function plannerFormOptions(today: string, values: PlanForm["values"]): PlannerFormOptions {
  return {
    today,
    travellersSummary: travellersSummary(values),
    travellerCategories: travellerCategoryCopy,
  };
}

/** The query string of a plan, e.g. for links from one planner page to another. */
export function planQuery(trip: PlannedTrip, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  params.set("departure_area_code", trip.origin.code);
  params.set("departureDate", trip.departureDate);
  params.set("returnDate", trip.returnDate);
  params.set("adults", String(trip.travellers.adults));
  params.set("children", String(trip.travellers.children));
  params.set("infants", String(trip.travellers.infants));
  if (trip.attractionIds !== "all") {
    params.set(PLAN_MARKER, "1");
    for (const id of trip.attractionIds) params.append(ATTRACTION_PARAM, id);
  }
  return params;
}

/**
 * The planner page's rule for sights: ticked sights of another destination do not carry over,
 * and when none of the ticked ones is this destination's, all of its sights are planned. Its
 * share card follows the same rule, so the card shows the page's figures.
 */
export function withDestinationSights(trip: PlannedTrip, destination: Destination): PlannedTrip {
  if (trip.attractionIds === "all") return trip;
  const known = trip.attractionIds.filter((id) =>
    destination.attractions.some((attraction) => attraction.id === id),
  );
  return {
    ...trip,
    attractionIds: trip.attractionIds.length > 0 && known.length === 0 ? "all" : known,
  };
}

/**
 * What the trip costs at one destination: the domain's rule (its estimator and fare model, no
 * flight when the trip starts at the destination's airport).
 */
export { estimateDestinationTrip, type DestinationEstimate };

/** Flights, hotels and a package for a planned trip to a destination, with what each covers. */
export function tripPartnerOffers(destination: Destination, trip: PlannedTrip): PartnerOffer[] {
  const route = {
    origin: trip.origin.code,
    destination: destination.airportCode,
    departureDate: trip.departureDate,
    returnDate: trip.returnDate,
  };
  const { adults, children, infants } = trip.travellers;
  const dates = `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`;
  const party = travellersLabel(trip.travellers);
  // A place under a do-not-travel advisory or without scheduled flights gets no flight link
  // (decisions 141 and 190): the offer says why instead.
  const noFlight = keptOutFlightProblem(destination);
  const flightLink = (kind: "flights" | "packages", build: Parameters<typeof partnerLink>[1]) =>
    noFlight ? { kind, partner: "", problem: noFlight } : partnerLink(kind, build);
  return [
    {
      ...flightLink("flights", (links) => links.flights({ ...route, adults, children, infants })),
      title: offerWording.flightsTitle(trip.origin.city || trip.origin.code, destination.name),
      detail: offerWording.flightsDetail(party),
      action: OFFER_ACTIONS.flights,
    },
    {
      ...partnerLink("hotels", (links) =>
        links.hotels({
          city: destination.name,
          country: destination.countryCode,
          checkIn: trip.departureDate,
          checkOut: trip.returnDate,
          adults,
          children,
          infants,
        }),
      ),
      title: offerWording.hotelsTitle(destination.name),
      detail: `${dates} · ${party}`,
      action: OFFER_ACTIONS.hotels,
    },
    {
      ...flightLink("packages", (links) => links.packages({ ...route, adults, children })),
      title: "Flight + hotel package",
      detail: offerWording.packageDetail(dates),
      action: OFFER_ACTIONS.packages,
    },
  ];
}

/** Each part's share of the total, in whole percent (for reading the bar, not for sums). */
const sharePercent = (cents: number, total: number) =>
  total > 0 ? Math.round((cents / total) * 100) : 0;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The flights' emissions as the planner shows them, with how they were counted. */
function co2View(trip: PlannedTrip, result: DestinationEstimate): Co2View {
  const { emissions } = result;
  const { infants } = trip.travellers;
  const note =
    emissions.band === null
      ? "No flight, no flight emissions"
      : `${plural(emissions.seats, "seat")} × ${result.distanceKm.toLocaleString("en-US")} km each way, there and back (${emissions.band} factor)${infants ? "; infants on a lap add none" : ""}`;
  return {
    totalKg: emissions.totalKg,
    total: formatKgEstimate(emissions.totalKg),
    perPerson: formatKgEstimate(emissions.perPersonKg),
    co2OnlyPerPerson: formatKgEstimate(emissions.co2OnlyPerPersonKg),
    note,
  };
}

/** The estimate as the planner shows it: the four parts of the trip cost record with how each was counted. */
export function estimateView(
  destination: Destination,
  trip: PlannedTrip,
  result: DestinationEstimate,
  display: PriceDisplay,
): EstimateView {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const { estimate } = result;
  const { adults, children, infants } = trip.travellers;
  const seats = adults + children;
  // A fare is an estimate with a known spread: the range says how far real fares stray.
  const fareRange = flightFareRangeCents(result.flightFareCents);
  const flightsNote = result.startsAtDestination
    ? `No flight: you start at ${destination.name}'s airport`
    : `${plural(seats, "return seat")} × ${formatMoney(result.flightFareCents)} (real fares ${formatMoney(fareRange.lowCents)}–${formatMoney(fareRange.highCents)})${infants ? `, infants at 10%` : ""} · ${result.distanceKm.toLocaleString("en-US")} km each way`;
  const attractionsNote =
    result.attractions.length === 0
      ? "No sights chosen"
      : `${plural(result.attractions.length, "sight")}${children ? ", half price for children" : ""}${infants ? ", free for infants" : ""}`;
  const parts: Omit<CostPart, "amount" | "sharePercent">[] = [
    { key: "flights", label: "Flights", cents: estimate.flightCost, note: flightsNote },
    {
      key: "hotel",
      label: "Hotel",
      cents: estimate.hotelCost,
      note: `${plural(estimate.rooms, "room")} × ${plural(trip.nights, "night")} × ${formatMoney(destination.nightlyRateCents)}`,
    },
    {
      key: "daily",
      label: "Daily costs",
      cents: estimate.totalDailyCost,
      note: `${formatMoney(destination.dailyCostCents)} a day per adult${children ? ", half for children" : ""} · ${plural(trip.nights, "day")}`,
    },
    {
      key: "attractions",
      label: "Attractions",
      cents: estimate.attractionCost,
      note: attractionsNote,
    },
  ];
  return {
    totalCents: estimate.totalCost,
    total: formatMoney(estimate.totalCost),
    perPerson: formatMoney(estimate.perPerson),
    travellers: adults + children + infants,
    travellersLabel: travellersLabel(trip.travellers),
    nights: trip.nights,
    parts: parts.map((part) => ({
      ...part,
      amount: formatMoney(part.cents),
      sharePercent: sharePercent(part.cents, estimate.totalCost),
    })),
    co2: co2View(trip, result),
  };
}
