import type { DestinationTripView } from "./planner-types";

/*
 * The comparison page's rules and wording, without React or the server: its rows, and which
 * column is the cheapest and which the greenest.
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
