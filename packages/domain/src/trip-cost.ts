import { z } from "zod";
import { assertFinite, isRecord } from "./internal.js";
import {
  MAX_SEATED_TRAVELLERS,
  roomsNeeded,
  travellerCount,
  type Travellers,
} from "./travellers.js";

/**
 * What a trip costs, in cents (hundredths of a euro), as the trip planner stores it.
 * totalCost is always the sum of the four parts.
 */
export interface TripCostRecord {
  attractionCost: number;
  totalDailyCost: number;
  flightCost: number;
  hotelCost: number;
  totalCost: number;
}

/** Thrown for trip-cost input that has no sensible answer; `field` names the culprit. */
export class TripInputError extends RangeError {
  override readonly name = "TripInputError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const costPart = z
  .number({ error: "Enter an amount." })
  .finite("Enter an amount.")
  .nonnegative("An amount cannot be negative.")
  .default(0);

/**
 * Accepts a partial record (missing parts are 0), rejects negative or non-finite parts,
 * and recomputes totalCost from the parts, ignoring any totalCost passed in.
 */
export const tripCostRecordSchema = z
  .object({
    attractionCost: costPart,
    totalDailyCost: costPart,
    flightCost: costPart,
    hotelCost: costPart,
    totalCost: z.unknown().optional(),
  })
  .transform(({ attractionCost, totalDailyCost, flightCost, hotelCost }): TripCostRecord => ({
    attractionCost,
    totalDailyCost,
    flightCost,
    hotelCost,
    totalCost: attractionCost + totalDailyCost + flightCost + hotelCost,
  }));

/** A record's parts as tripCostRecordSchema takes them (each optional; totalCost is ignored). */
export type TripCostRecordInput = z.input<typeof tripCostRecordSchema>;

/** Builds a full record from some parts: createTripCostRecord({ hotelCost: 30000 }).totalCost === 30000. Throws a ZodError for invalid parts. */
export function createTripCostRecord(
  partial: Partial<Omit<TripCostRecord, "totalCost">> = {},
): TripCostRecord {
  return tripCostRecordSchema.parse(partial);
}

/** The four parts a trip cost is made of (totalCost is always derived from them). */
export const TRIP_COST_PARTS = [
  "attractionCost",
  "totalDailyCost",
  "flightCost",
  "hotelCost",
] as const;

/**
 * One stored amount read defensively (spec §3: the parts default to 0; §5: non-number and NaN
 * values are ignored): a finite number ≥ 0 counts as it is; anything else — missing, a
 * string (even "100"), NaN, ±Infinity, a negative amount — counts as 0. A cost is never
 * negative (the schema refuses one on the way in), so a negative stored value is junk too.
 */
export function readCostPart(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}

/**
 * A full record from whatever storage or another app's plain JavaScript hands back: each part
 * through readCostPart, totalCost recomputed from them (a stored one is ignored). Never throws;
 * a non-object gives the all-zero record.
 */
export function readTripCostRecord(value: unknown): TripCostRecord {
  const source = isRecord(value) ? value : {};
  const [attractionCost, totalDailyCost, flightCost, hotelCost] = TRIP_COST_PARTS.map((part) =>
    // Own properties only: a key inherited from Object.prototype is not a stored amount.
    readCostPart(Object.hasOwn(source, part) ? source[part] : undefined),
  ) as [number, number, number, number];
  return {
    attractionCost,
    totalDailyCost,
    flightCost,
    hotelCost,
    totalCost: attractionCost + totalDailyCost + flightCost + hotelCost,
  };
}

/**
 * The share of each traveller: Math.round((attraction + daily + flight + hotel) / travellers).
 * The record is read defensively (readTripCostRecord): missing, non-number, NaN, infinite or
 * negative parts count as 0, so the answer is always a finite whole number ≥ 0.
 * `travellers` is the caller's own count, not stored data: it must be a whole number ≥ 1, and
 * 0, negatives, NaN and fractions throw a TripInputError (a RangeError), since there is no
 * per-person cost for no one and a guessed one would hide the caller's bug.
 */
export function perPersonCost(
  record: Partial<Omit<TripCostRecord, "totalCost">> | null | undefined,
  travellers: number,
): number {
  if (!Number.isInteger(travellers) || travellers < 1) {
    throw new TripInputError(
      "travellers",
      `travellers must be a whole number of at least 1, got ${String(travellers)}`,
    );
  }
  return Math.round(readTripCostRecord(record).totalCost / travellers);
}

/**
 * Lowest and highest totalCost among stored records. Records are read as unknown:
 * anything whose totalCost is not a finite number (missing, a string, NaN, ±Infinity) is skipped,
 * and so is anything that is not an array of records.
 * With nothing valid the range is { min: 0, max: 0 }.
 */
export function totalCostRange(records: readonly unknown[] | null | undefined): {
  min: number;
  max: number;
} {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const record of Array.isArray(records) ? records : []) {
    const total =
      isRecord(record) && Object.hasOwn(record, "totalCost") ? record["totalCost"] : undefined;
    if (typeof total !== "number" || !Number.isFinite(total)) continue;
    min = Math.min(min, total);
    max = Math.max(max, total);
  }
  return min <= max ? { min, max } : { min: 0, max: 0 };
}

/*
 * Trip estimator model (all amounts integer cents):
 * - hotel:  rooms × nights × nightly rate; rooms = ceil((adults + children) / 2), infants share.
 * - daily:  daily cost × nights for each adult, half of it for each child, nothing for infants
 *           (one day's spend per night stayed).
 * - attractions: each chosen attraction's price for each adult, half price for each child, free for infants.
 * - flights: the per-seat return fare for each adult and child, 10 % of it for each infant (lap seat).
 * Children's halves are summed before rounding, so each part is rounded once.
 */
export const CHILD_SHARE = 0.5;
export const INFANT_FARE_SHARE = 0.1;

export interface TripEstimateInput {
  /** Nightly rate of one room, in cents (a destination's nightlyRateCents). */
  nightlyRateCents: number;
  /** Daily spend of one adult, in cents (a destination's dailyCostCents). */
  dailyCostCents: number;
  /** The attractions chosen for this trip (price per person in cents). */
  attractions: readonly { priceCents: number }[];
  nights: number;
  travellers: Travellers;
  /** Return economy fare of one seat, in cents (see estimateFlightFareCents). */
  flightFareCents: number;
}

export interface TripEstimate extends TripCostRecord {
  /** Average share of each traveller, infants included: perPersonCost(record, everyone). */
  perPerson: number;
  rooms: number;
}

function requireWholeCents(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new TripInputError(
      field,
      `${field} must be a whole number of cents ≥ 0, got ${String(value)}`,
    );
  }
}

function requireParty(party: Travellers): void {
  for (const key of ["adults", "children", "infants"] as const) {
    const n = party[key];
    if (!Number.isInteger(n) || n < 0)
      throw new TripInputError(key, `${key} must be a whole number ≥ 0, got ${String(n)}`);
  }
  if (party.adults < 1) throw new TripInputError("adults", "a trip needs at least one adult");
  if (party.infants > party.adults)
    throw new TripInputError("infants", "each infant needs an adult's lap");
  if (party.adults + party.children > MAX_SEATED_TRAVELLERS) {
    throw new TripInputError(
      "children",
      `at most ${MAX_SEATED_TRAVELLERS} adults and children per trip`,
    );
  }
}

/**
 * Estimates the four cost parts of a trip from a destination's rates, the chosen attractions,
 * the nights, the party and a flight fare. Invalid input throws a TripInputError.
 */
export function estimateTrip(input: TripEstimateInput): TripEstimate {
  const { nightlyRateCents, dailyCostCents, attractions, nights, travellers, flightFareCents } =
    input;
  requireWholeCents(nightlyRateCents, "nightlyRateCents");
  requireWholeCents(dailyCostCents, "dailyCostCents");
  requireWholeCents(flightFareCents, "flightFareCents");
  attractions.forEach((attraction, index) =>
    requireWholeCents(attraction.priceCents, `attractions[${index}].priceCents`),
  );
  if (!Number.isInteger(nights) || nights < 0) {
    throw new TripInputError("nights", `nights must be a whole number ≥ 0, got ${String(nights)}`);
  }
  requireParty(travellers);
  const { adults, children, infants } = travellers;

  const rooms = roomsNeeded(travellers);
  const payingShares = adults + children * CHILD_SHARE;
  const attractionPrices = attractions.reduce((sum, attraction) => sum + attraction.priceCents, 0);
  const record = createTripCostRecord({
    hotelCost: rooms * nights * nightlyRateCents,
    totalDailyCost: Math.round(dailyCostCents * nights * payingShares),
    attractionCost: Math.round(attractionPrices * payingShares),
    flightCost: Math.round(flightFareCents * (adults + children + infants * INFANT_FARE_SHARE)),
  });
  return { ...record, perPerson: perPersonCost(record, travellerCount(travellers)), rooms };
}

/*
 * Flight fare model: a return economy fare per seat from the great-circle distance.
 * Each leg costs a fixed €30 (taxes, airport and booking fees) plus a per-km rate that tapers
 * for long haul, since the fixed costs of take-off and landing spread over more kilometres:
 *   first 1,000 km at €0.10/km, 1,000–5,000 km at €0.06/km, beyond 5,000 km at €0.04/km.
 * The return fare is two legs, rounded to whole euros. Lisbon–Porto (≈277 km) ≈ €115,
 * Lisbon–Paris (≈1,470 km) ≈ €316, Lisbon–New York (≈5,400 km) ≈ €772: plausible mid-range
 * economy return fares; real fares swing widely with season and airline.
 */
export const FLIGHT_FARE_MODEL = Object.freeze({
  legs: 2,
  feePerLegCents: 3000,
  bands: Object.freeze([
    Object.freeze({ upToKm: 1000, centsPerKm: 10 }),
    Object.freeze({ upToKm: 5000, centsPerKm: 6 }),
    Object.freeze({ upToKm: Number.POSITIVE_INFINITY, centsPerKm: 4 }),
  ]),
});

export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Throws a RangeError unless `point` is a place on Earth: finite, latitude ±90°, longitude ±180°. */
export function requireCoordinates(point: Coordinates, name: string): void {
  assertFinite(point.latitude, `${name}.latitude`);
  assertFinite(point.longitude, `${name}.longitude`);
  if (Math.abs(point.latitude) > 90) throw new RangeError(`${name}.latitude must be within ±90°`);
  if (Math.abs(point.longitude) > 180)
    throw new RangeError(`${name}.longitude must be within ±180°`);
}

/** Great-circle distance in km between two points (haversine formula, Earth radius 6371 km). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  requireCoordinates(a, "a");
  requireCoordinates(b, "b");
  return haversineKm(a, b);
}

/**
 * greatCircleKm without checking its input again: for points checked once already, when one
 * ranking measures thousands of distances from the same few.
 */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  // min() guards against h creeping above 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/*
 * How far a real fare strays from the model: a sale fare on a low-cost carrier or a fare booked
 * months ahead comes in around 40 % below the mid-range figure, a school-holiday or last-minute
 * fare around 40 % above. Pages show the fare with this range, never as an exact price.
 */
export const FLIGHT_FARE_RANGE = Object.freeze({ low: 0.6, high: 1.4 });

/** The likely range of a model fare (FLIGHT_FARE_RANGE), each end rounded to €10. */
export function flightFareRangeCents(fareCents: number): { lowCents: number; highCents: number } {
  assertFinite(fareCents, "fareCents");
  const toTens = (cents: number) => Math.round(cents / 1000) * 1000;
  return {
    lowCents: toTens(fareCents * FLIGHT_FARE_RANGE.low),
    highCents: toTens(fareCents * FLIGHT_FARE_RANGE.high),
  };
}

/** Return economy fare of one seat, in cents rounded to whole euros, for a one-way distance in km (see FLIGHT_FARE_MODEL). */
export function estimateFlightFareCents(distanceKm: number): number {
  assertFinite(distanceKm, "distanceKm");
  if (distanceKm < 0) throw new RangeError(`distanceKm cannot be negative, got ${distanceKm}`);
  let perLeg = FLIGHT_FARE_MODEL.feePerLegCents;
  let from = 0;
  for (const band of FLIGHT_FARE_MODEL.bands) {
    const km = Math.min(distanceKm, band.upToKm) - from;
    if (km <= 0) break;
    perLeg += km * band.centsPerKm;
    from = band.upToKm;
  }
  return Math.round((perLeg * FLIGHT_FARE_MODEL.legs) / 100) * 100;
}
