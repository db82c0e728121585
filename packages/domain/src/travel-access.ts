import { z } from "zod";

/**
 * Whether a place can be reached and is safe to go to (docs/decisions/141): its country's
 * official travel advice and whether its airports have scheduled flights. Places that are not
 * are kept out of every suggestion by default; a traveller may include them on purpose.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One government's advice for the country: level 1 (normal precautions) to 4 (do not travel). */
const governmentAdviceSchema = z.object({
  /** The government's own words, e.g. "Avoid all travel", "Level 2: Exercise Increased Caution". */
  advice: z.string().min(1),
  /** Absent when the advice varies by region ("Other"). */
  level: z.number().int().min(1).max(4).optional(),
  updated: isoDate,
  url: z.url(),
});

export const travelAdvisorySchema = z.object({
  /** Canada says "Avoid all travel" or the United States Level 4, "Do Not Travel". */
  doNotTravel: z.boolean(),
  /** The stricter of the two levels given. */
  level: z.number().int().min(1).max(4),
  canada: governmentAdviceSchema.optional(),
  unitedStates: governmentAdviceSchema.optional(),
});
export type TravelAdvisory = z.infer<typeof travelAdvisorySchema>;

/** How a place is reached, from the routes data. */
export const travelAccessSchema = z.object({
  /** At least one of its airports has scheduled routes and its country's airspace is open. */
  scheduledFlights: z.boolean(),
  /**
   * A place without an airport of its own is reached overland from a gateway: a place its
   * guide's "Go next" names, whose airport the record's airports list.
   */
  gateway: z
    .object({ name: z.string().min(1), distanceKm: z.number().int().nonnegative() })
    .optional(),
  /** Why there are no flights although the routes data lists some: the airspace bulletin. */
  airspaceClosed: z.object({ bulletin: z.string().min(1), url: z.url() }).optional(),
});
export type TravelAccess = z.infer<typeof travelAccessSchema>;

export type KeptOutReason = "do-not-travel" | "no-scheduled-flights";

type AccessFacts = {
  advisory?: TravelAdvisory | undefined;
  access?: TravelAccess | undefined;
};

/**
 * Why a place is kept out of suggestions by default: a do-not-travel advisory on its country,
 * or no scheduled flight to any of its airports. Empty for a place that may be suggested;
 * a place the data says nothing about is not kept out.
 */
export function keptOutReasons(place: AccessFacts): KeptOutReason[] {
  const reasons: KeptOutReason[] = [];
  if (place.advisory?.doNotTravel) reasons.push("do-not-travel");
  if (place.access && !place.access.scheduledFlights) reasons.push("no-scheduled-flights");
  return reasons;
}

export function isKeptOutByDefault(place: AccessFacts): boolean {
  return keptOutReasons(place).length > 0;
}

/**
 * The places suggestions may use: budget discovery, the group ranking, compare suggestions and
 * home-page picks pass their list through this. `includeKeptOut` is the traveller's explicit
 * choice to see every place.
 */
export function suggestablePlaces<P extends AccessFacts>(
  places: readonly P[],
  { includeKeptOut = false }: { includeKeptOut?: boolean } = {},
): P[] {
  return includeKeptOut ? [...places] : places.filter((place) => !isKeptOutByDefault(place));
}
