import type { ActionFunctionArgs } from "react-router";
import { savePlan, toMyDestinations } from "~/features/favourites/save-plan.server";
import { readGroupPlan, storedGroupPlan } from "~/features/group-trips/group-plan.server";
import { GROUP_PATH } from "~/features/group-trips/group-types";
import { getServices } from "~/lib/services.server";

/**
 * Saves a group plan (parties, dates, budget, ranking) with its destination to the signed-in
 * user's My destinations, read and validated like the group page's own query.
 */
export const loader = toMyDestinations;

export function action({ request }: ActionFunctionArgs) {
  return savePlan(request, {
    page: GROUP_PATH,
    name: "group plan",
    checkPlan: "Check the group's plan before saving it.",
    read(fields) {
      const { trip } = readGroupPlan(fields);
      return trip ? storedGroupPlan(trip) : null;
    },
    store: (uid, destinationId, plan) =>
      getServices().favourites.addGroupPlan(uid, destinationId, plan),
  });
}
