import { assertFinite } from "./internal.js";
import { TripInputError } from "./trip-cost.js";
import type { Travellers } from "./travellers.js";

/*
 * What a trip's flights emit, in kg of CO₂ equivalent (decision 102).
 *
 * Factors: the UK government's greenhouse-gas conversion factors for company reporting 2025
 * (DESNZ), table "Business travel – air", kg CO₂e per passenger-km, with radiative forcing
 * (the warming of contrails and of emissions at altitude, not only the CO₂ burnt):
 *   domestic   0.22928  ("Domestic, to/from UK", average passenger: DESNZ gives no classes there)
 *   short-haul 0.12576  ("Short-haul, to/from UK", economy class)
 *   long-haul  0.11704  ("Long-haul, to/from UK", economy class)
 * DESNZ builds its 8 % distance uplift (routes that are not straight, holding before landing)
 * into these factors, so they multiply the great-circle distance the planner shows; adding
 * 8 % again would count it twice.
 *
 * Bands by great-circle distance: up to 500 km is domestic length, up to 3,700 km short-haul
 * (DESNZ's own boundary), beyond that long-haul. A shorter band's factor is higher, so a flight
 * just past a boundary would come out lower than one just before it; instead it keeps the
 * figure of the band's longest flight until its own factor catches up (500–912 km and
 * 3,700–3,976 km), so a longer flight never shows less.
 *
 * Who counts: DESNZ's class factors share a flight's emissions by the seat space each
 * passenger takes. Adults and children have a seat and count in full; an infant on a lap takes
 * none and adds nothing. A return trip is two legs of the same distance.
 */

export type FlightBand = "domestic" | "short-haul" | "long-haul";

export interface FlightEmissionBand {
  readonly band: FlightBand;
  /** The band's longest flight, great-circle km (inclusive). */
  readonly upToKm: number;
  /** kg CO₂e per passenger-km, with radiative forcing and DESNZ's 8 % distance uplift. */
  readonly kgPerPassengerKm: number;
  /** The same row without radiative forcing: the CO₂ burnt alone (what most flight searches show). */
  readonly co2OnlyKgPerPassengerKm: number;
  /** The DESNZ row the factor comes from. */
  readonly source: string;
}

export const FLIGHT_EMISSIONS_SOURCE = Object.freeze({
  publisher: "UK Department for Energy Security and Net Zero (DESNZ)",
  title: "Greenhouse gas reporting: conversion factors 2025",
  table: "Business travel – air",
  year: 2025,
  url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025",
});

export const FLIGHT_EMISSION_BANDS: readonly FlightEmissionBand[] = Object.freeze([
  Object.freeze({
    band: "domestic",
    upToKm: 500,
    kgPerPassengerKm: 0.22928,
    co2OnlyKgPerPassengerKm: 0.13552,
    source: "Domestic, to/from UK · Average passenger · With RF",
  }),
  Object.freeze({
    band: "short-haul",
    upToKm: 3700,
    kgPerPassengerKm: 0.12576,
    co2OnlyKgPerPassengerKm: 0.07435,
    source: "Short-haul, to/from UK · Economy class · With RF",
  }),
  Object.freeze({
    band: "long-haul",
    upToKm: Number.POSITIVE_INFINITY,
    kgPerPassengerKm: 0.11704,
    co2OnlyKgPerPassengerKm: 0.06926,
    source: "Long-haul, to/from UK · Economy class · With RF",
  }),
] as const);

/** The distance uplift DESNZ has already built into its factors (shown, never applied again). */
export const DESNZ_DISTANCE_UPLIFT = 0.08;

/** A return trip: out and back over the same great-circle distance. */
export const RETURN_TRIP_LEGS = 2;

export interface FlightEmissionsInput {
  /** Great-circle distance of one leg, km; 0 when the trip starts at the destination's airport. */
  distanceKm: number;
  travellers: Travellers;
  /** Legs flown; a return trip (the planner's) is two. */
  legs?: number;
}

export interface FlightEmissions {
  /** The band whose factor applies; null when there is no flight. */
  band: FlightBand | null;
  /** kg CO₂e of one leg for one seated traveller, unrounded (the worked example shows it). */
  legKgPerSeat: number;
  /** kg CO₂e of all legs for each adult or child, whole kg. */
  perPersonKg: number;
  /** Travellers with a seat: adults and children (infants on a lap add nothing). */
  seats: number;
  /** kg CO₂e of everyone's flights: perPersonKg × seats. */
  totalKg: number;
  /** The CO₂ alone (no radiative forcing) for each adult or child, whole kg. */
  co2OnlyPerPersonKg: number;
  /** The CO₂ alone of everyone's flights: co2OnlyPerPersonKg × seats. */
  co2OnlyTotalKg: number;
}

function bandFor(distanceKm: number): FlightEmissionBand {
  // The last band is open-ended, so one always matches.
  return FLIGHT_EMISSION_BANDS.find((band) => distanceKm <= band.upToKm) as FlightEmissionBand;
}

// The bands as plain numbers, with each band's floor (the longest flight of the shorter ones)
// worked out once: group ranking asks for every party at every destination.
const BAND_LIMITS = FLIGHT_EMISSION_BANDS.map((band) => band.upToKm);
const BAND_FACTORS = FLIGHT_EMISSION_BANDS.map((band) => band.kgPerPassengerKm);
const BAND_FLOORS = FLIGHT_EMISSION_BANDS.map((_, index) =>
  Math.max(0, ...FLIGHT_EMISSION_BANDS.slice(0, index).map((b) => b.upToKm * b.kgPerPassengerKm)),
);

/** legEmissionsKg for a distance already known to be a finite number ≥ 0. */
function legEmissionsKgOf(distanceKm: number): number {
  let index = 0;
  // The last limit is Infinity, so the loop always stops at a band.
  while (distanceKm > (BAND_LIMITS[index] as number)) index++;
  return Math.max(distanceKm * (BAND_FACTORS[index] as number), BAND_FLOORS[index] as number);
}

/**
 * kg CO₂e of one leg for one seated traveller: the distance times its band's factor, never
 * below the longest flight of a shorter band (see above).
 */
export function legEmissionsKg(distanceKm: number): number {
  assertFinite(distanceKm, "distanceKm");
  if (distanceKm < 0)
    throw new TripInputError("distanceKm", `distanceKm cannot be negative, got ${distanceKm}`);
  return legEmissionsKgOf(distanceKm);
}

/**
 * kg CO₂e of `legs` legs for one seated traveller, rounded once to whole kg; 0 without a flight
 * (0 km or no legs). The per-person figure of estimateFlightEmissions and of each group party.
 */
export function flightKgPerPerson(distanceKm: number, legs: number = RETURN_TRIP_LEGS): number {
  const leg = legEmissionsKg(distanceKm);
  return distanceKm > 0 && legs > 0 ? Math.round(leg * legs) : 0;
}

/** flightKgPerPerson of a return trip, for a distance already known to be finite and ≥ 0. */
export function returnFlightKgPerPersonOf(distanceKm: number): number {
  return distanceKm > 0 ? Math.round(legEmissionsKgOf(distanceKm) * RETURN_TRIP_LEGS) : 0;
}

function requireCount(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new TripInputError(field, `${field} must be a whole number ≥ 0, got ${String(value)}`);
}

/**
 * A trip's flight emissions per person and in total, from the great-circle distance of a leg,
 * the party and the legs flown (two for a return trip). No flight (0 km or no legs) is 0 kg.
 * Invalid input throws a TripInputError.
 */
export function estimateFlightEmissions({
  distanceKm,
  travellers,
  legs = RETURN_TRIP_LEGS,
}: FlightEmissionsInput): FlightEmissions {
  requireCount(legs, "legs");
  for (const key of ["adults", "children", "infants"] as const) requireCount(travellers[key], key);
  const legKgPerSeat = legEmissionsKg(distanceKm);
  const seats = travellers.adults + travellers.children;
  const flies = distanceKm > 0 && legs > 0;
  // Rounded once per person, so the total is exactly the people times the per-person figure.
  const perPersonKg = flightKgPerPerson(distanceKm, legs);
  // The CO₂ alone: the same leg scaled by its band's factor without and with radiative forcing.
  const band = bandFor(distanceKm);
  const co2OnlyPerPersonKg = flies
    ? Math.round(legKgPerSeat * (band.co2OnlyKgPerPassengerKm / band.kgPerPassengerKm) * legs)
    : 0;
  return {
    band: flies ? band.band : null,
    legKgPerSeat: flies ? legKgPerSeat : 0,
    perPersonKg,
    seats,
    totalKg: perPersonKg * seats,
    co2OnlyPerPersonKg,
    co2OnlyTotalKg: co2OnlyPerPersonKg * seats,
  };
}

/** "1,234 kg": whole kilograms as the site writes them. */
export function formatKg(kg: number): string {
  return `${Math.round(kg).toLocaleString("en-US")} kg`;
}

/**
 * An emissions estimate as pages show it: two significant figures ("230 kg", "2,300 kg"), since
 * the factors are averages for a distance band and places in one band would otherwise show the
 * same figure to the kilogram, as if measured. The worked example on the methods page keeps
 * whole kilograms (formatKg).
 */
export function formatKgEstimate(kg: number): string {
  const whole = Math.round(kg);
  if (whole < 100) return formatKg(whole);
  const step = 10 ** (Math.floor(Math.log10(whole)) - 1);
  return formatKg(Math.round(whole / step) * step);
}

/** How budget discovery orders the destinations a budget covers: cheapest or greenest first. */
export const BUDGET_ORDERS = ["cost", "co2"] as const;
export type BudgetOrder = (typeof BUDGET_ORDERS)[number];

export function isBudgetOrder(value: unknown): value is BudgetOrder {
  return value === "cost" || value === "co2";
}

/**
 * "Greenest within budget": the entries with the lowest flight emissions first, then the
 * cheapest, then by name (a new array).
 */
export function greenestFirst<
  Entry extends {
    destination: { name: string };
    result: { estimate: { totalCost: number }; emissions: { totalKg: number } };
  },
>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort(
    (a, b) =>
      a.result.emissions.totalKg - b.result.emissions.totalKg ||
      a.result.estimate.totalCost - b.result.estimate.totalCost ||
      a.destination.name.localeCompare(b.destination.name, "en"),
  );
}
