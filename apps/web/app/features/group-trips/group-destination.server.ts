import type { Destination } from "@travel/domain";
import {
  destinationChoices,
  destinationLabel,
  destinationProblem,
  resolveDestination,
} from "~/features/destinations/destination-search.server";
import { GROUP_PATH, type GroupDestinationField } from "./group-types";

/**
 * The group form's optional "place in mind" (`destination`, typed or an id from a link): the
 * place whose split the page opens with. Nothing typed ranks every place as before.
 */
export function readGroupDestination(
  params: URLSearchParams,
  destinations: readonly Destination[],
): { chosenId: string | null; field: GroupDestinationField } {
  const typed = (params.get("destination") ?? "").slice(0, 100);
  const resolution = resolveDestination(destinations, typed);
  if (resolution.status === "found")
    return {
      chosenId: String(resolution.destination.id),
      field: { value: destinationLabel(resolution.destination) },
    };
  const withPlace = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("destination", String(id));
    return `${GROUP_PATH}?${next}#chosen`;
  };
  return {
    chosenId: null,
    field: {
      value: typed,
      error: destinationProblem(resolution, typed, { required: false }),
      ...(resolution.status === "ambiguous"
        ? { choices: destinationChoices(resolution.candidates, withPlace) }
        : {}),
    },
  };
}
