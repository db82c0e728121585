import type { Attraction, Destination } from "./destination.js";
import { arrivalPoint } from "./destination-airports.js";
import { estimateFlightEmissions, type FlightEmissions } from "./flight-emissions.js";
import {
  estimateFlightFareCents,
  estimateTrip,
  greatCircleKm,
  totalCostRange,
  type Coordinates,
  type TripEstimate,
} from "./trip-cost.js";
import type { Travellers } from "./travellers.js";

/**
 * One plan applied to destinations: the estimate for a destination, budget discovery and the
 * "good value" ranking. Pure: the app reads the plan
 * from a query and the destinations from the catalogue, then asks these.
 */

/** Where a trip starts: an airport's code and position. */
export type TripOrigin = Coordinates & { readonly code: string };

/** What the estimate of a destination needs from a plan. */
export interface DestinationTripPlan {
  readonly origin: TripOrigin;
  readonly nights: number;
  readonly travellers: Travellers;
  /** Ids of the chosen sights; "all" when the plan has not chosen. */
  readonly attractionIds: readonly string[] | "all";
}

export interface DestinationEstimate {
  destinationId: number;
  estimate: TripEstimate;
  nights: number;
  /** Great-circle distance from the origin airport, whole km; 0 when the trip starts there. */
  distanceKm: number;
  /** Return economy fare of one seat; 0 when the trip starts at the destination's airport. */
  flightFareCents: number;
  attractions: Attraction[];
  startsAtDestination: boolean;
  /** The return flights' CO₂e for the party (estimateFlightEmissions); 0 kg without a flight. */
  emissions: FlightEmissions;
}

/** An origin this close to a city's centre is in that city: nobody flies there. */
const SAME_CITY_KM = 50;

/**
 * No flight when the trip starts where the destination is: at its main airport, at another of
 * its airports, or within SAME_CITY_KM of its centre (a second airport of the same city).
 */
export function startsAtDestination(
  origin: TripOrigin,
  destination: Pick<Destination, "airportCode" | "airports" | "latitude" | "longitude">,
  /** The origin's distance from the destination's centre, when the caller has measured it. */
  kmFromCentre?: number,
): boolean {
  return (
    origin.code === destination.airportCode ||
    (destination.airports ?? []).some((airport) => airport.code === origin.code) ||
    (kmFromCentre ?? greatCircleKm(origin, destination)) <= SAME_CITY_KM
  );
}

/**
 * What a plan costs at one destination: the fare model's flight from the origin airport (none
 * when the trip starts there), the hotel rate and daily costs, and the chosen sights; and what
 * those flights emit.
 */
export function estimateDestinationTrip(
  destination: Destination,
  plan: DestinationTripPlan,
): DestinationEstimate {
  const chosen = plan.attractionIds;
  const attractions =
    chosen === "all"
      ? destination.attractions
      : destination.attractions.filter((attraction) => chosen.includes(attraction.id));
  const atDestination = startsAtDestination(plan.origin, destination);
  const distance = atDestination ? 0 : greatCircleKm(plan.origin, arrivalPoint(destination));
  const flightFareCents = atDestination ? 0 : estimateFlightFareCents(distance);
  const estimate = estimateTrip({
    nightlyRateCents: destination.nightlyRateCents,
    dailyCostCents: destination.dailyCostCents,
    attractions,
    nights: plan.nights,
    travellers: plan.travellers,
    flightFareCents,
  });
  return {
    destinationId: destination.id,
    estimate,
    nights: plan.nights,
    distanceKm: Math.round(distance),
    flightFareCents,
    attractions,
    startsAtDestination: atDestination,
    emissions: estimateFlightEmissions({ distanceKm: distance, travellers: plan.travellers }),
  };
}

/** Budget discovery's slider moves in steps of this many euros. */
export const BUDGET_STEP_EUROS = 50;
/** The largest budget a person may enter, in whole euros. */
export const MAX_BUDGET_EUROS = 1_000_000;
/** How many destinations just above the budget are shown, as a hint of what a little more buys. */
export const JUST_OVER_COUNT = 3;

export type BudgetSlider = { min: number; max: number; step: number; value: number };

export interface BudgetDiscovery<Entry> {
  slider: BudgetSlider;
  /** Within the budget, cheapest first. */
  within: Entry[];
  /** The next few above it. */
  justOver: Entry[];
  considered: number;
}

/**
 * Budget discovery ("where can we go for €X?"): destinations ranked by estimated total (then
 * name), those the budget covers, and the JUST_OVER_COUNT just above it. The slider spans the
 * estimates' range in €50 steps; without a budget it starts at the middle estimate, so half the
 * places show.
 */
export function discoverByBudget<
  Entry extends { destination: Pick<Destination, "name">; result: { estimate: TripEstimate } },
>(entries: readonly Entry[], budgetEuros?: number): BudgetDiscovery<Entry> {
  const ranked = [...entries].sort(
    (a, b) =>
      a.result.estimate.totalCost - b.result.estimate.totalCost ||
      a.destination.name.localeCompare(b.destination.name, "en"),
  );
  const range = totalCostRange(ranked.map((entry) => entry.result.estimate));
  const step = BUDGET_STEP_EUROS;
  const min = Math.floor(range.min / 100 / step) * step;
  const max = Math.max(Math.ceil(range.max / 100 / step) * step, min + step);
  const middle = ranked[Math.floor((ranked.length - 1) / 2)]?.result.estimate.totalCost ?? 0;
  const value = budgetEuros ?? Math.min(max, Math.ceil(middle / 100 / step) * step);
  const within = ranked.filter((entry) => entry.result.estimate.totalCost <= value * 100);
  return {
    slider: { min, max, step, value },
    within,
    justOver: ranked.slice(within.length, within.length + JUST_OVER_COUNT),
    considered: ranked.length,
  };
}

/** What "good value" means on cards: a night (half a double room) and a day for one person. */
export function dayCostCents(
  destination: Pick<Destination, "nightlyRateCents" | "dailyCostCents">,
): number {
  return destination.nightlyRateCents / 2 + destination.dailyCostCents;
}

/** The destinations cheapest to spend a day in first (a new array). */
export function byBestValue<D extends Pick<Destination, "nightlyRateCents" | "dailyCostCents">>(
  destinations: readonly D[],
): D[] {
  return [...destinations].sort((a, b) => dayCostCents(a) - dayCostCents(b));
}

const DESTINATION_ID = /^[1-9]\d{0,8}$/;

/**
 * A destination id from text (a URL segment, a form field, a query value): digits only, no
 * leading zero, at most nine digits. Null for anything else.
 */
export function parseDestinationId(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  return DESTINATION_ID.test(trimmed) ? Number(trimmed) : null;
}
