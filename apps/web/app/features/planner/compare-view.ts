import type { DestinationTripView } from "./planner-types";

/*
 * The comparison page's rules and wording, without React or the server: which destinations
 * were asked for and found, the note when the choice is not clear, and which column is the
 * cheapest and which the greenest.
 */

/** The comparison page's address: the form sends the plan and the picks back to it. */
export const COMPARE_PAGE = "/trips/compare";

/** The cost parts the table has one row each for, in the order of the cost bar. */
export const COMPARE_ROWS = [
  { key: "flights", label: "Flights" },
  { key: "hotel", label: "Hotel" },
  { key: "daily", label: "Daily costs" },
  { key: "attractions", label: "Attractions" },
] as const;

/** The asked-for destinations in the order asked, and the ids the catalogue does not have. */
export function pickCompared<Place extends { id: number }>(
  ids: readonly number[],
  catalogue: readonly Place[],
): { chosen: Place[]; unknown: number[] } {
  const chosen = ids.flatMap((id) => catalogue.filter((place) => place.id === id));
  const unknown = ids.filter((id) => !chosen.some((place) => place.id === id));
  return { chosen, unknown };
}

/** What the visitor is told when the choice is unclear: the ids' problem first, then unknown ids. */
export function compareNotice(problem: string | undefined, unknown: readonly number[]) {
  return (
    problem ??
    (unknown.length > 0
      ? `We have no destination ${unknown.join(", ")}: choose from the lists.`
      : undefined)
  );
}

/** The lowest total and the lowest CO₂e, marked only when there is something to compare. */
export function compareHighlights(compared: readonly DestinationTripView[]): {
  cheapest: number | null;
  greenest: number | null;
} {
  if (compared.length < 2) return { cheapest: null, greenest: null };
  return {
    cheapest: Math.min(...compared.map((trip) => trip.totalCents)),
    greenest: Math.min(...compared.map((trip) => trip.co2TotalKg)),
  };
}

/** The flight distance, or "No flight" for a trip that starts where it goes. */
export const distanceLabel = (distanceKm: number) =>
  distanceKm > 0 ? `${distanceKm.toLocaleString("en-US")} km` : "No flight";
