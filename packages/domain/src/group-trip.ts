import type { Destination } from "./destination.js";
import { arrivalPoint } from "./destination-airports.js";
import { startsAtDestination, type TripOrigin } from "./destination-trip.js";
import { returnFlightKgPerPersonOf } from "./flight-emissions.js";
import {
  CHILD_SHARE,
  INFANT_FARE_SHARE,
  TripInputError,
  estimateFlightFareCents,
  haversineKm,
  requireCoordinates,
} from "./trip-cost.js";
import {
  MAX_SEATED_TRAVELLERS,
  roomsNeeded,
  travellerCount,
  type Travellers,
} from "./travellers.js";

/**
 * Group trips: several parties, each from its own home airport, meeting at one destination on
 * shared dates. Each party pays its own flights, daily costs and sights exactly as the
 * single-origin estimator (estimateDestinationTrip with every sight) would charge it; the hotel
 * is booked for the whole group (rooms from everyone's seats, the planner's room rule) and
 * shared by seats. Every amount is integer cents and the shares add up to the total exactly.
 */

/** A group trip has at least two parties (one is the ordinary planner) and at most six. */
export const MIN_GROUP_PARTIES = 2;
export const MAX_GROUP_PARTIES = 6;

/** One party of the group: where it flies from and who is in it. */
export interface GroupParty {
  readonly origin: TripOrigin;
  readonly travellers: Travellers;
}

/** The group's plan: its parties and the nights of the shared dates. */
export interface GroupTripPlan {
  readonly parties: readonly GroupParty[];
  readonly nights: number;
}

/** What one party pays at one destination (cents). totalCost is the sum of the four parts. */
export interface PartyShare {
  flightCost: number;
  hotelCost: number;
  totalDailyCost: number;
  attractionCost: number;
  totalCost: number;
  /** The party's share over everyone in it, infants included (like perPersonCost). */
  perPerson: number;
  /** Everyone in the party, infants included. */
  travellers: number;
  /** Return fare of one seat from this party's airport; 0 when it lives at the destination. */
  flightFareCents: number;
  /** Whole km from the party's airport; 0 when it lives at the destination. */
  distanceKm: number;
  startsAtDestination: boolean;
  /** The party's return flights' CO₂e, kg (estimateFlightEmissions); 0 when it needs no flight. */
  co2Kg: number;
  /** The same for each of its adults and children (an infant on a lap adds none). */
  co2PerPersonKg: number;
}

/** The group's estimate at one destination: the parts, the total and each party's share (in plan order). */
export interface GroupEstimate {
  destinationId: number;
  nights: number;
  rooms: number;
  flightCost: number;
  hotelCost: number;
  totalDailyCost: number;
  attractionCost: number;
  totalCost: number;
  /** The total over everyone in the group. */
  perPerson: number;
  travellers: number;
  shares: PartyShare[];
  /** Highest minus lowest per-person figure among the parties: 0 is perfectly even. */
  fairnessGapCents: number;
  /** Every party's flights' CO₂e, kg. */
  co2Kg: number;
}

/**
 * How a group's destinations are ranked: by the group's total, by the gap between parties, or
 * by the group's flight emissions ("greenest meeting point").
 */
export const GROUP_RANKINGS = ["total", "fairness", "co2"] as const;
export type GroupRanking = (typeof GROUP_RANKINGS)[number];

export function isGroupRanking(value: unknown): value is GroupRanking {
  return value === "total" || value === "fairness" || value === "co2";
}

function requireWhole(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new TripInputError(field, `${field} must be a whole number ≥ 0, got ${String(value)}`);
}

/**
 * Checks a group plan: two to six parties, each a valid party (at least one adult, one infant
 * per adult, at most nine seats: one booking each), and whole nights. Throws a TripInputError.
 */
export function checkGroupPlan(
  plan: GroupTripPlan,
  { min = MIN_GROUP_PARTIES, max = MAX_GROUP_PARTIES }: { min?: number; max?: number } = {},
): void {
  const count = plan.parties.length;
  if (count < min || count > max) {
    throw new TripInputError("parties", `a group trip has ${min} to ${max} parties, got ${count}`);
  }
  requireWhole(plan.nights, "nights");
  plan.parties.forEach(({ travellers }, index) => {
    const field = `parties[${index}]`;
    for (const key of ["adults", "children", "infants"] as const)
      requireWhole(travellers[key], `${field}.${key}`);
    if (travellers.adults < 1) throw new TripInputError(field, "each party needs an adult");
    if (travellers.infants > travellers.adults)
      throw new TripInputError(field, "each infant needs an adult's lap");
    if (travellers.adults + travellers.children > MAX_SEATED_TRAVELLERS)
      throw new TripInputError(field, `at most ${MAX_SEATED_TRAVELLERS} seats per party`);
  });
}

/** A stable key for a party: ties in the hotel split go the same way whatever the order of parties. */
function partyKey({ origin, travellers }: GroupParty): string {
  return `${origin.code}|${travellers.adults}|${travellers.children}|${travellers.infants}`;
}

/**
 * Splits `amount` cents by `weights` so the parts add up to `amount` exactly (largest
 * remainder). Leftover cents go to the largest remainders; equal remainders to the lowest key,
 * so the split of a party does not depend on where it stands in the list.
 */
export function splitCents(
  amount: number,
  weights: readonly number[],
  keys: readonly string[] = weights.map(String),
): number[] {
  // Each key's place in sorted order: ties compare numbers, not strings, in the loop below.
  const keyRank = keys.map((key) => keys.filter((other) => other < key).length);
  return splitByRank(amount, weights, keyRank);
}

/** splitCents with the keys' ranks given (ranking reuses them for every destination). */
function splitByRank(
  amount: number,
  weights: readonly number[],
  keyRank: readonly number[],
): number[] {
  let sum = 0;
  for (const weight of weights) sum += weight;
  const parts = new Array<number>(weights.length).fill(0);
  if (sum === 0) return parts;
  let left = amount;
  for (let index = 0; index < weights.length; index++) {
    const part = Math.floor((amount * (weights[index] as number)) / sum);
    parts[index] = part;
    left -= part;
  }
  // Fewer cents are left than there are parties: hand them out one by one, largest remainder
  // first (at most six parties, so a scan beats sorting).
  let given = 0;
  while (left > 0) {
    let best = -1;
    let bestRest = -1;
    for (let index = 0; index < weights.length; index++) {
      if ((given >> index) & 1) continue;
      const rest = (amount * (weights[index] as number)) % sum;
      if (
        rest > bestRest ||
        (rest === bestRest && (keyRank[index] as number) < (keyRank[best] as number))
      ) {
        best = index;
        bestRest = rest;
      }
    }
    given |= 1 << best;
    parts[best] = (parts[best] as number) + 1;
    left -= 1;
  }
  return parts;
}

type PreparedParty = {
  party: GroupParty;
  key: string;
  seats: number;
  travellers: number;
  payingShares: number;
  fareSeats: number;
};

type PreparedPlan = {
  parties: PreparedParty[];
  nights: number;
  rooms: number;
  keyRank: number[];
  seatWeights: number[];
  travellers: number;
};

function prepare(plan: GroupTripPlan): PreparedPlan {
  const parties = plan.parties.map((party, index): PreparedParty => {
    requireCoordinates(party.origin, `parties[${index}].origin`);
    const { adults, children, infants } = party.travellers;
    return {
      party,
      key: partyKey(party),
      seats: adults + children,
      travellers: travellerCount(party.travellers),
      // The estimator's shares: children pay half of daily costs and sights; infants fly at 10 %.
      payingShares: adults + children * CHILD_SHARE,
      fareSeats: adults + children + infants * INFANT_FARE_SHARE,
    };
  });
  const adults = plan.parties.reduce((sum, party) => sum + party.travellers.adults, 0);
  const children = plan.parties.reduce((sum, party) => sum + party.travellers.children, 0);
  return {
    parties,
    nights: plan.nights,
    rooms: roomsNeeded({ adults, children }),
    keyRank: parties.map((party) => parties.filter((other) => other.key < party.key).length),
    seatWeights: parties.map((party) => party.seats),
    travellers: parties.reduce((sum, party) => sum + party.travellers, 0),
  };
}

function estimatePrepared(destination: Destination, plan: PreparedPlan): GroupEstimate {
  const { nights, rooms } = plan;
  const hotelCost = rooms * nights * destination.nightlyRateCents;
  // Infants share a room, so the hotel is shared by seats (adults and children).
  const hotelShares = splitByRank(hotelCost, plan.seatWeights, plan.keyRank);
  let sights = 0;
  for (const attraction of destination.attractions) sights += attraction.priceCents;
  const daily = destination.dailyCostCents * nights;

  let flightCost = 0;
  let co2Kg = 0;
  let totalDailyCost = 0;
  let attractionCost = 0;
  let highest = Number.NEGATIVE_INFINITY;
  let lowest = Number.POSITIVE_INFINITY;
  // The destination's points are checked once here, the parties' origins once per plan
  // (prepare), so each party's distances need no checking again.
  const arrival = arrivalPoint(destination);
  requireCoordinates(destination, "destination");
  requireCoordinates(arrival, "destination's airport");
  const shares = plan.parties.map((prepared, index): PartyShare => {
    const { origin } = prepared.party;
    const atDestination = startsAtDestination(
      origin,
      destination,
      haversineKm(origin, destination),
    );
    const distance = atDestination ? 0 : haversineKm(origin, arrival);
    const fare = atDestination ? 0 : estimateFlightFareCents(distance);
    // Rounded once per part, exactly as estimateTrip rounds them for this party on its own.
    const flight = Math.round(fare * prepared.fareSeats);
    const dailyPart = Math.round(daily * prepared.payingShares);
    const sightsPart = Math.round(sights * prepared.payingShares);
    const hotel = hotelShares[index] as number;
    const total = flight + hotel + dailyPart + sightsPart;
    const perPerson = Math.round(total / prepared.travellers);
    // estimateFlightEmissions' rule; greatCircleKm's distance needs no checking again.
    const co2PerPersonKg = returnFlightKgPerPersonOf(distance);
    const partyCo2Kg = co2PerPersonKg * prepared.seats;
    flightCost += flight;
    co2Kg += partyCo2Kg;
    totalDailyCost += dailyPart;
    attractionCost += sightsPart;
    highest = Math.max(highest, perPerson);
    lowest = Math.min(lowest, perPerson);
    return {
      flightCost: flight,
      hotelCost: hotel,
      totalDailyCost: dailyPart,
      attractionCost: sightsPart,
      totalCost: total,
      perPerson,
      travellers: prepared.travellers,
      flightFareCents: fare,
      distanceKm: Math.round(distance),
      startsAtDestination: atDestination,
      co2Kg: partyCo2Kg,
      co2PerPersonKg,
    };
  });
  const totalCost = flightCost + hotelCost + totalDailyCost + attractionCost;
  return {
    destinationId: destination.id,
    nights,
    rooms,
    flightCost,
    hotelCost,
    totalDailyCost,
    attractionCost,
    totalCost,
    perPerson: Math.round(totalCost / plan.travellers),
    travellers: plan.travellers,
    shares,
    fairnessGapCents: shares.length > 0 ? highest - lowest : 0,
    co2Kg,
  };
}

/**
 * What the group's trip costs at one destination, with every sight: each party's flights from
 * its own airport (none when it lives at the destination), daily costs and sights as the
 * single-origin estimator counts them, and its seats' part of the group's hotel rooms.
 * An invalid plan throws a TripInputError.
 */
export function estimateGroupTrip(destination: Destination, plan: GroupTripPlan): GroupEstimate {
  checkGroupPlan(plan);
  return estimatePrepared(destination, prepare(plan));
}

/**
 * estimateGroupTrip for a shared plan's shortlist (shared-plan.ts): the same rules for one to
 * `max` parties. Not part of the package's API; shared-plan.ts names the limits.
 */
export function estimateWithin(
  destination: Destination,
  plan: GroupTripPlan,
  limits: { min: number; max: number },
): GroupEstimate {
  checkGroupPlan(plan, limits);
  return estimatePrepared(destination, prepare(plan));
}

export interface RankedGroupTrip<D extends Destination = Destination> {
  destination: D;
  estimate: GroupEstimate;
}

export interface GroupRankingResult<D extends Destination = Destination> {
  /** Every destination, best first for the chosen ranking. */
  ranked: RankedGroupTrip<D>[];
  /** How many of them the budget covers (all of them without a budget). */
  withinBudget: number;
}

/**
 * Every destination estimated for the group and ranked: by total (cheapest first), by
 * fairness (smallest gap between the parties' per-person figures first, then the total), or by
 * CO₂ (the group's lowest flight emissions first, then the total).
 * Ties go by name, then id, so the order never depends on the input order. With a budget
 * (cents), `withinBudget` counts the destinations whose total it covers.
 */
export function rankGroupTrips<D extends Destination>(
  destinations: readonly D[],
  plan: GroupTripPlan,
  { by = "total", budgetCents }: { by?: GroupRanking; budgetCents?: number | undefined } = {},
): GroupRankingResult<D> {
  checkGroupPlan(plan);
  const prepared = prepare(plan);
  // Each place's sort keys are read once, not in every one of the sort's comparisons.
  const keyed = destinations.map((destination) => {
    const estimate = estimatePrepared(destination, prepared);
    const first = by === "fairness" ? estimate.fairnessGapCents : by === "co2" ? estimate.co2Kg : 0;
    return {
      first,
      total: estimate.totalCost,
      name: destination.name,
      id: destination.id,
      entry: { destination, estimate },
    };
  });
  keyed.sort(
    (a, b) =>
      a.first - b.first ||
      a.total - b.total ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      a.id - b.id,
  );
  const ranked = keyed.map((keys) => keys.entry);
  const withinBudget =
    budgetCents === undefined
      ? ranked.length
      : ranked.filter((entry) => entry.estimate.totalCost <= budgetCents).length;
  return { ranked, withinBudget };
}
