import { formatDate, keptOutReasons, type Destination } from "@travel/domain";

/**
 * Whether a place can be reached and is safe to go to, as its page says it (decision 141): the
 * official travel advice of Canada and the United States with their dates and links, how the
 * place is reached, and, for a place kept out of suggestions by default, why (decision 190: its
 * page then offers no flight search and no trip cost).
 */
type AdviceLine = { government: string; advice: string; updated: string; url: string };

export type AccessView = {
  name: string;
  country: string;
  /** Kept out of suggestions by default: the page offers no flights and no trip cost. */
  keptOut: boolean;
  doNotTravel: boolean;
  /** Why no scheduled flight reaches the place, or null when one does. */
  noFlights: { reason: string; bulletin: { name: string; url: string } | null } | null;
  advice: AdviceLine[];
  /** "No airport of its own: reached overland from Kyoto, 40 km away." */
  gateway: string | null;
};

export function accessView(
  destination: Pick<Destination, "name" | "advisory" | "access">,
  country: string,
): AccessView {
  const reasons = keptOutReasons(destination);
  const { advisory, access } = destination;
  const advice: AdviceLine[] = [];
  if (advisory?.canada)
    advice.push({
      government: "Canada",
      ...advisory.canada,
      updated: formatDate(advisory.canada.updated),
    });
  if (advisory?.unitedStates)
    advice.push({
      government: "United States",
      ...advisory.unitedStates,
      updated: formatDate(advisory.unitedStates.updated),
    });
  const closed = access?.airspaceClosed;
  return {
    name: destination.name,
    country,
    keptOut: reasons.length > 0,
    doNotTravel: reasons.includes("do-not-travel"),
    noFlights: reasons.includes("no-scheduled-flights")
      ? closed
        ? {
            reason: `${country}'s airspace is closed to airlines by a conflict-zone bulletin, so no scheduled flight reaches ${destination.name}.`,
            bulletin: { name: closed.bulletin, url: closed.url },
          }
        : {
            reason: `No airport near ${destination.name} has a scheduled route in the routes data (August 2022).`,
            bulletin: null,
          }
      : null,
    advice: advice.map(({ government, advice: words, updated, url }) => ({
      government,
      advice: words,
      updated,
      url,
    })),
    gateway: access?.gateway
      ? `No airport of its own: reached overland from ${access.gateway.name}, ${access.gateway.distanceKm} km away, whose airport its flights are priced to.`
      : null,
  };
}

/** What a partner offer says instead of a flight link to a place kept out by default. */
export function keptOutFlightProblem(
  destination: Pick<Destination, "name" | "advisory" | "access">,
): string | null {
  const reasons = keptOutReasons(destination);
  if (reasons.length === 0) return null;
  return reasons.includes("do-not-travel")
    ? `No flight search: official advice is against all travel to ${destination.name}'s country.`
    : `No flight search: no scheduled flight reaches ${destination.name}.`;
}
