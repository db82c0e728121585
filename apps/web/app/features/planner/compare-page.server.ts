import { travellersLabel } from "@travel/domain";
import { listDestinations } from "~/features/destinations/catalogue.server";
import {
  homeAirportQuestion,
  readHomeAirport,
  tripOriginView,
} from "~/features/home-airport/home-airport.server";
import { readComparePicks } from "./compare-picks.server";
import { COMPARE_PAGE } from "./compare-view";
import { destinationTripView, estimateAll } from "./trip-discovery.server";
import { plannerFormOptions, planSummary, readPlan, todayIso } from "./trip-plan.server";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * The comparison page from its address: the plan, the chosen destinations, each one's trip
 * side by side, and the status (400 while the plan or the choice needs fixing).
 */
export async function comparePage(request: Request) {
  const params = pageUrl(request).searchParams;
  const today = todayIso();
  const [destinations, home] = await Promise.all([listDestinations(), readHomeAirport(request)]);
  const { form, trip, needsOrigin } = readPlan(params, {
    today,
    origin: home?.code,
    path: COMPARE_PAGE,
  });
  const { chosen, fields, problem } = readComparePicks(params, destinations);
  const fieldProblem = fields.some((field) => field.error);
  const notice = problem ?? (fieldProblem ? "Check the destinations marked below." : undefined);
  // The comparison shows only when the choice is clear: no silent cut to three.
  const compared =
    trip && !notice
      ? estimateAll(chosen, trip).map((entry) => destinationTripView(entry, trip))
      : [];
  return {
    status: notice || (!trip && !needsOrigin) ? 400 : 200,
    page: {
      form,
      options: plannerFormOptions(today, form.values),
      notice,
      picks: fields,
      compared,
      party: trip ? travellersLabel(trip.travellers) : "",
      nights: trip?.nights ?? 0,
      question: needsOrigin ? homeAirportQuestion(request, destinations) : null,
      origin: trip ? tripOriginView(trip.origin, request) : null,
      summary:
        compared.length > 0 && trip
          ? planSummary(trip, compared.map((place) => place.name).join(", "))
          : null,
    },
  };
}
