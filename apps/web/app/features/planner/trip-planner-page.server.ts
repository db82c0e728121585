import { destinationPath, formatPrice } from "@travel/domain";
import { readCurrency } from "~/features/currency/display-currency.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import {
  homeAirportQuestion,
  readHomeAirport,
  tripOriginView,
} from "~/features/home-airport/home-airport.server";
import {
  destinationChoices,
  destinationLabel,
  destinationProblem,
  resolveDestination,
} from "~/features/destinations/destination-search.server";
import {
  estimateDestinationTrip,
  estimateView,
  plannerFormOptions,
  planQuery,
  planSummary,
  readPlan,
  todayIso,
  tripPartnerOffers,
  withDestinationSights,
} from "./trip-plan.server";
import { pageUrl } from "~/lib/http/page-url.server";

const TRIP_PLANNER_PATH = "/trips/plan";

/**
 * The trip cost planner page (/trips/plan): the destination is a field of the form, the rest is
 * the planner of the destination pages (same reading, estimate, breakdown and partner links).
 * A destination that is not in the catalogue, or a plan with problems, is a 400 with messages.
 */
export async function tripPlannerPage(request: Request) {
  const params = pageUrl(request).searchParams;
  const today = todayIso();
  const [destinations, home] = await Promise.all([listDestinations(), readHomeAirport(request)]);
  const typed = (params.get("destination") ?? "").slice(0, 100);
  const resolution = resolveDestination(destinations, typed);
  const destination = resolution.status === "found" ? resolution.destination : null;
  const destinationError = destinationProblem(resolution, typed, { required: false });
  const withPlace = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("destination", String(id));
    return `${TRIP_PLANNER_PATH}?${next}`;
  };

  const reading = readPlan(params, { today, origin: home?.code, path: TRIP_PLANNER_PATH });
  const trip =
    reading.trip && destination ? withDestinationSights(reading.trip, destination) : reading.trip;
  const result = trip && destination ? estimateDestinationTrip(destination, trip) : null;
  const { display } = readCurrency(request);
  const estimate =
    trip && destination && result ? estimateView(destination, trip, result, display) : null;

  return {
    status: destinationError || (destination && !trip && !reading.needsOrigin) ? 400 : 200,
    page: {
      form: { ...reading.form, attractionIds: trip?.attractionIds ?? reading.form.attractionIds },
      options: plannerFormOptions(today, reading.form.values),
      destinationField: {
        value: destination ? destinationLabel(destination) : typed,
        error: destinationError,
        choices:
          resolution.status === "ambiguous"
            ? destinationChoices(resolution.candidates, withPlace)
            : undefined,
      },
      destination: destination
        ? {
            id: destination.id,
            name: destination.name,
            attractions: destination.attractions.map(({ id, name, priceCents }) => ({
              id,
              name,
              price: priceCents === 0 ? "Free" : formatPrice(priceCents, display),
            })),
          }
        : null,
      estimate,
      offers: trip && destination ? tripPartnerOffers(destination, trip) : null,
      question: reading.needsOrigin ? homeAirportQuestion(request, destinations) : null,
      origin: trip ? tripOriginView(trip.origin, request) : null,
      summary: trip && destination ? planSummary(trip, destination.name) : null,
      destinationHref:
        trip && destination ? destinationPath(destination.id, planQuery(trip)) : null,
    },
  };
}
