import { toIsoDate } from "@travel/domain";
import type { FindPlaceForms } from "./find-place-forms";
import { travellersSummary } from "~/features/planner/trip-plan.server";
import type { FindPlaceSearch } from "~/features/planner/trip-search.server";

/**
 * The find-place widget's forms for a loader's data: the tab to open and, after a search, the
 * values, messages and choices of its form. The markup is the widget's own (SearchForms.tsx).
 */
export function findPlaceForms(
  search: FindPlaceSearch | null = null,
  today: string = toIsoDate(new Date()),
): FindPlaceForms {
  const flights = search?.tab === "Flights" ? search.outcome.form : null;
  return {
    initialTab: search?.tab ?? "Flights",
    flights,
    hotel: search?.tab === "Hotel" ? search.outcome.form : null,
    today,
    travellersSummary: travellersSummary(flights?.values ?? {}),
  };
}
