import { addDays, compareIsoDates, parseIsoDate } from "./dates.js";
import type { Destination } from "./destination.js";
import { estimateWithin, type GroupEstimate, type GroupTripPlan } from "./group-trip.js";

/**
 * Shared group plans: several travellers, each signed in with their own party, shortlist
 * destinations, vote on them and mark the weeks they can travel. The costs are the group trip's
 * (group-trip.ts: each party its own flights, the hotel shared by seats); these are the plan's
 * own rules: its limits, the tally of votes, which option is best on what, and the weeks.
 */

/** At most this many parties join one plan (each a booking of its own, up to nine seats). */
export const MAX_PLAN_PARTIES = 12;
/** At most this many destinations on a plan's shortlist. */
export const MAX_PLAN_OPTIONS = 20;
/** Invitation links a plan may have open at once; each stops working after INVITE_LIFETIME_DAYS. */
export const MAX_PLAN_INVITES = 5;
export const INVITE_LIFETIME_DAYS = 14;
/** The weeks a party can mark: the coming twelve months. */
export const PLAN_WEEKS = 52;
/** Nights the shortlist is priced for until dates are chosen, when the organiser set none. */
export const DEFAULT_PLAN_NIGHTS = 7;
export const MAX_PLAN_NIGHTS = 30;

export const VOTES = ["for", "against"] as const;
export type Vote = (typeof VOTES)[number];

export interface VoteTally {
  for: number;
  against: number;
  /** For minus against. */
  score: number;
}

/** Counts one option's votes (one per party, keyed by whoever cast it). */
export function tallyVotes(votes: Readonly<Record<string, Vote>>): VoteTally {
  let inFavour = 0;
  let against = 0;
  for (const vote of Object.values(votes)) {
    if (vote === "for") inFavour += 1;
    else if (vote === "against") against += 1;
  }
  return { for: inFavour, against, score: inFavour - against };
}

/**
 * What the group pays at one shortlisted destination: the group trip's estimate for one to
 * MAX_PLAN_PARTIES parties (a plan may have only its organiser so far). Throws a TripInputError
 * for an invalid party, like estimateGroupTrip.
 */
export function estimatePlanOption(destination: Destination, plan: GroupTripPlan): GroupEstimate {
  return estimateWithin(destination, plan, { min: 1, max: MAX_PLAN_PARTIES });
}

/** Which option is best for the group on each measure (null when the shortlist is empty). */
export interface BestOptions<Id> {
  /** The lowest total for the whole group. */
  total: Id | null;
  /** The smallest gap between the parties' per-person figures (then the lower total). */
  fairness: Id | null;
  /** The lowest flight emissions for the whole group (then the lower total). */
  co2: Id | null;
}

/**
 * The best options on total, on fairness and on CO₂. Ties go to the lower total, then to the
 * option listed first, so the marks never depend on anything but the figures and the list.
 */
export function bestPlanOptions<Id>(
  options: readonly { id: Id; estimate: GroupEstimate }[],
): BestOptions<Id> {
  const best = (first: (estimate: GroupEstimate) => number): Id | null => {
    let chosen: { id: Id; estimate: GroupEstimate } | null = null;
    for (const option of options) {
      if (
        chosen === null ||
        first(option.estimate) < first(chosen.estimate) ||
        (first(option.estimate) === first(chosen.estimate) &&
          option.estimate.totalCost < chosen.estimate.totalCost)
      )
        chosen = option;
    }
    return chosen?.id ?? null;
  };
  return {
    total: best((estimate) => estimate.totalCost),
    fairness: best((estimate) => estimate.fairnessGapCents),
    co2: best((estimate) => estimate.co2Kg),
  };
}

/** The Monday of the week a `YYYY-MM-DD` date falls in (weeks run Monday to Sunday). */
export function weekStart(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(isoDate)}`);
  const fromMonday = (date.getUTCDay() + 6) % 7;
  return addDays(isoDate, -fromMonday);
}

/**
 * The weeks a party can mark: the Mondays of the PLAN_WEEKS weeks after `today`'s own week (a
 * week already under way is too late to book for the group).
 */
export function planWeeks(today: string, count = PLAN_WEEKS): string[] {
  const first = addDays(weekStart(today), 7);
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7));
}

/** True when `week` is one of the weeks a party can mark on `today`. */
export function isPlanWeek(week: string, today: string): boolean {
  if (!parseIsoDate(week) || weekStart(week) !== week) return false;
  const weeks = planWeeks(today);
  return (
    compareIsoDates(week, weeks[0] as string) >= 0 &&
    compareIsoDates(week, weeks[weeks.length - 1] as string) <= 0
  );
}

export interface SuggestedWeek {
  week: string;
  /** How many parties marked it. */
  parties: number;
  /** True when every party marked it. */
  everyone: boolean;
}

/**
 * The weeks most parties can make: among `weeks`, those marked by the largest number of
 * parties (at least one), earliest first, at most `limit`. `marked` holds each party's weeks.
 */
export function suggestWeeks(
  weeks: readonly string[],
  marked: readonly (readonly string[])[],
  limit = 3,
): SuggestedWeek[] {
  const counts = new Map<string, number>();
  for (const partyWeeks of marked)
    for (const week of new Set(partyWeeks)) counts.set(week, (counts.get(week) ?? 0) + 1);
  let most = 0;
  for (const week of weeks) most = Math.max(most, counts.get(week) ?? 0);
  if (most === 0) return [];
  return weeks
    .filter((week) => counts.get(week) === most)
    .slice(0, limit)
    .map((week) => ({ week, parties: most, everyone: most === marked.length }));
}
