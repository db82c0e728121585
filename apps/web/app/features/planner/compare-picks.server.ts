import type { Destination } from "@travel/domain";
import {
  destinationChoices,
  destinationLabel,
  destinationProblem,
  resolveDestination,
} from "~/features/destinations/destination-search.server";
import { COMPARE_PAGE } from "./compare-view";
import type { ComparePick } from "./planner-types";
import { MAX_COMPARED } from "./trip-limits";

export type ComparePicks = {
  /** The places found, in the order asked, each once. */
  chosen: Destination[];
  /** The form's fields: what each holds (a found place's label), with its problem and choices. */
  fields: ComparePick[];
  /** A problem with the choice as a whole (more than three). */
  problem?: string;
};

const ID_LIST = /^\s*\d+(?:\s*,\s*\d+)*\s*$/;

/**
 * The places to compare, from the `ids` fields: each typed ("Porto", "Porto, Portugal") or an id
 * from a link, and `ids=101,102,103` as links write it. At most three; anything else is a
 * message for people, not a silent cut. A field naming no place, or several, says so beside it.
 */
export function readComparePicks(
  params: URLSearchParams,
  destinations: readonly Destination[],
): ComparePicks {
  const typed = params
    .getAll("ids")
    .flatMap((value) => (ID_LIST.test(value) ? value.split(",") : [value]))
    .map((value) => value.trim().slice(0, 100))
    .filter(Boolean);
  const problem =
    typed.length > MAX_COMPARED
      ? `You can compare up to ${MAX_COMPARED} destinations side by side, and you chose ${typed.length}. Keep the three you like best.`
      : undefined;
  const kept = typed.slice(0, MAX_COMPARED);
  const chosen: Destination[] = [];
  const fields = kept.map((text, index): ComparePick => {
    const resolution = resolveDestination(destinations, text);
    if (resolution.status === "found") {
      if (!chosen.includes(resolution.destination)) chosen.push(resolution.destination);
      return { value: destinationLabel(resolution.destination) };
    }
    const hrefFor = (id: number) => {
      const next = new URLSearchParams(params);
      next.delete("ids");
      kept.forEach((other, at) => next.append("ids", at === index ? String(id) : other));
      return `${COMPARE_PAGE}?${next}`;
    };
    return {
      value: text,
      error: destinationProblem(resolution, text, { required: false }),
      ...(resolution.status === "ambiguous"
        ? { choices: destinationChoices(resolution.candidates, hrefFor) }
        : {}),
    };
  });
  while (fields.length < MAX_COMPARED) fields.push({ value: "" });
  return { chosen, fields, ...(problem ? { problem } : {}) };
}
