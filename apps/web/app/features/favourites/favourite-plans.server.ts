import {
  destinationPath,
  formatDate,
  formatPrice,
  type PriceDisplay,
  travellersLabel,
  type Destination,
} from "@travel/domain";
import type { FavouritePlan } from "@travel/firebase-client";
import { airportLabel } from "../airports/airports.server";
import {
  estimateDestinationTrip,
  planQuery,
  readPlan,
  tripPartnerOffers,
} from "../planner/trip-plan.server";
import { QUERY_FORM_MESSAGES } from "../planner/query-form.server";
import { planCalendarPath, type FavouritePlanSummaryData } from "./favourite-plan-summary";

export type { FavouritePlanSummaryData };

/**
 * A favourite's trip on My destinations: the saved plan (origin, dates, travellers) estimated
 * like the planner does, with every partner search for the same trip and a way back to the
 * planner. A favourite saved without a plan shows the planner's default plan, and says so.
 */

/** The saved plan as a planner query string (only the fields it has: the rest take the defaults). */
export function favouritePlanQuery(plan: FavouritePlan | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!plan) return params;
  if (plan.originAirport) params.set("departure_area_code", plan.originAirport);
  if (plan.departureDate) params.set("departureDate", plan.departureDate);
  if (plan.returnDate) params.set("returnDate", plan.returnDate);
  for (const key of ["adults", "children", "infants"] as const) {
    if (plan[key] !== undefined) params.set(key, String(plan[key]));
  }
  return params;
}

export function favouritePlanSummary(
  destination: Destination,
  plan: FavouritePlan | undefined,
  display: PriceDisplay,
  { today, homeAirport }: { today?: string; homeAirport?: string | undefined } = {},
): FavouritePlanSummaryData {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const path = destinationPath(destination.id);
  const params = favouritePlanQuery(plan);
  // A plan saved without its airport starts from the traveller's home airport, if they gave one.
  const { form, trip, needsOrigin } = readPlan(params, { today, origin: homeAirport, path });
  const saved = params.size > 0;
  const calendarHref =
    plan?.departureDate && plan.returnDate ? planCalendarPath(destination.id, "plan") : null;
  if (!trip) {
    const pastDates = form.errors.departureDate === QUERY_FORM_MESSAGES.pastDate;
    return {
      saved,
      description: "",
      total: null,
      perPerson: null,
      problem: needsOrigin
        ? "Tell us where you fly from to see what this trip costs."
        : pastDates
          ? "The dates of this plan have passed: choose new ones in the planner."
          : "This plan needs another look in the planner.",
      offers: [],
      plannerHref: `${path}?${params}#planner`,
      calendarHref,
    };
  }
  const { estimate } = estimateDestinationTrip(destination, trip);
  return {
    saved,
    description: [
      travellersLabel(trip.travellers),
      `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`,
      `from ${airportLabel(trip.origin)}`,
    ].join(" · "),
    total: formatMoney(estimate.totalCost),
    perPerson: formatMoney(estimate.perPerson),
    problem: null,
    offers: tripPartnerOffers(destination, trip),
    plannerHref: `${path}?${planQuery(trip)}#planner`,
    calendarHref,
  };
}
