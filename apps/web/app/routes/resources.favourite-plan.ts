import type { ActionFunctionArgs } from "react-router";
import { destinationPath, FAVOURITE_DESTINATIONS_PATH } from "@travel/domain";
import { savePlan, toMyDestinations } from "~/features/favourites/save-plan.server";
import { readPlan } from "~/features/planner/trip-plan.server";
import { getServices } from "~/lib/services.server";

/**
 * Saves a destination to the signed-in user's favourites together with the plan on screen
 * (origin airport, dates, travellers), read and validated like the planner's own query.
 */
export const loader = toMyDestinations;

export function action({ request }: ActionFunctionArgs) {
  return savePlan(request, {
    page: FAVOURITE_DESTINATIONS_PATH,
    name: "plan",
    checkPlan: "Check your plan before saving it.",
    read(fields, destination) {
      // The form sends the plan's airport; a plan without one is not saved.
      const { trip } = readPlan(fields, { path: destinationPath(destination.id) });
      return trip
        ? {
            originAirport: trip.origin.code,
            departureDate: trip.departureDate,
            returnDate: trip.returnDate,
            ...trip.travellers,
          }
        : null;
    },
    store: (uid, destinationId, plan) => getServices().favourites.add(uid, destinationId, plan),
  });
}
