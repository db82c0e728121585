import { travellersLabel } from "@travel/domain";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { COMPARE_PAGE, compareNotice, pickCompared } from "./compare-view";
import { destinationTripView, estimateAll, readCompareIds } from "./trip-discovery.server";
import { MAX_COMPARED } from "./trip-limits";
import { plannerFormOptions, readPlan, todayIso } from "./trip-plan.server";

/**
 * The comparison page from its address: the plan, the chosen destinations, each one's trip
 * side by side, and the status (400 while the plan or the choice needs fixing).
 */
export async function comparePage(params: URLSearchParams) {
  const today = todayIso();
  const { form, trip } = readPlan(params, { today, path: COMPARE_PAGE });
  const { ids, problem } = readCompareIds(params);
  const destinations = await listDestinations();
  const { chosen, unknown } = pickCompared(ids, destinations);
  const notice = compareNotice(problem, unknown);
  // The comparison shows only when the choice is clear: no silent cut to three.
  const compared =
    trip && !problem
      ? estimateAll(chosen, trip).map((entry) => destinationTripView(entry, trip))
      : [];
  return {
    status: notice || !trip ? 400 : 200,
    page: {
      form,
      options: plannerFormOptions(today, form.values),
      notice,
      selected: chosen.slice(0, MAX_COMPARED).map((destination) => destination.id),
      choices: destinations
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
      compared,
      party: trip ? travellersLabel(trip.travellers) : "",
      nights: trip?.nights ?? 0,
    },
  };
}
