import {
  DESNZ_DISTANCE_UPLIFT,
  estimateFlightEmissions,
  FLIGHT_EMISSION_BANDS,
  FLIGHT_EMISSIONS_SOURCE,
  formatKg,
  greatCircleKm,
  RETURN_TRIP_LEGS,
  travellersLabel,
  type Travellers,
} from "@travel/domain";
import { airportLabel, findAirport, type Airport } from "../airports/airports.server";

/**
 * The methods page's content (/methods/co2): the factors the estimate uses, and a worked
 * example computed by the same function as the planner, from the same airport data, so the
 * page can never show a figure the planner would not.
 */

/** The worked example: Lisbon to Paris Charles de Gaulle and back, two adults. */
const CO2_EXAMPLE = {
  from: "LIS",
  to: "CDG",
  travellers: { adults: 2, children: 0, infants: 0 } satisfies Travellers,
} as const;

export type Co2MethodView = {
  source: typeof FLIGHT_EMISSIONS_SOURCE;
  upliftPercent: number;
  bands: {
    band: string;
    label: string;
    range: string;
    factor: string;
    co2OnlyFactor: string;
    row: string;
  }[];
  /** Where a flight keeps the longest flight of the shorter band: "500 to 912 km". */
  holds: string[];
  example: {
    from: string;
    to: string;
    travellers: string;
    distanceKm: string;
    band: string;
    factor: string;
    legKg: string;
    legs: number;
    perPerson: string;
    seats: number;
    total: string;
    totalKg: number;
  };
};

const km = (value: number) => `${value.toLocaleString("en-US")} km`;

function bandRange(index: number): string {
  const band = FLIGHT_EMISSION_BANDS[index];
  const shorter = FLIGHT_EMISSION_BANDS[index - 1];
  if (!band) return "";
  if (!shorter) return `up to ${km(band.upToKm)}`;
  return Number.isFinite(band.upToKm)
    ? `${km(shorter.upToKm)} to ${km(band.upToKm)}`
    : `over ${km(shorter.upToKm)}`;
}

function requireAirport(code: string): Airport {
  const airport = findAirport(code);
  // The airport list ships with the app: a missing code is a packaging error, not a request's.
  if (!airport) throw new Error(`The CO₂e worked example needs airport ${code}`);
  return airport;
}

export function co2MethodView(): Co2MethodView {
  const from = requireAirport(CO2_EXAMPLE.from);
  const to = requireAirport(CO2_EXAMPLE.to);
  const distance = greatCircleKm(from, to);
  const emissions = estimateFlightEmissions({
    distanceKm: distance,
    travellers: CO2_EXAMPLE.travellers,
  });
  const band = FLIGHT_EMISSION_BANDS.find((candidate) => candidate.band === emissions.band);
  return {
    source: FLIGHT_EMISSIONS_SOURCE,
    upliftPercent: Math.round(DESNZ_DISTANCE_UPLIFT * 100),
    holds: FLIGHT_EMISSION_BANDS.slice(1).map((longer, index) => {
      const shorter = FLIGHT_EMISSION_BANDS[index] as (typeof FLIGHT_EMISSION_BANDS)[number];
      const catchUp = (shorter.upToKm * shorter.kgPerPassengerKm) / longer.kgPerPassengerKm;
      return `${shorter.upToKm.toLocaleString("en-US")} to ${km(Math.round(catchUp))}`;
    }),
    bands: FLIGHT_EMISSION_BANDS.map((entry, index) => ({
      band: entry.band,
      label: entry.band.charAt(0).toUpperCase() + entry.band.slice(1),
      range: bandRange(index),
      factor: String(entry.kgPerPassengerKm),
      co2OnlyFactor: String(entry.co2OnlyKgPerPassengerKm),
      row: entry.source,
    })),
    example: {
      from: airportLabel(from),
      to: airportLabel(to),
      travellers: travellersLabel(CO2_EXAMPLE.travellers),
      distanceKm: km(Math.round(distance)),
      band: emissions.band ?? "none",
      factor: String(band?.kgPerPassengerKm ?? 0),
      legKg: `${emissions.legKgPerSeat.toFixed(1)} kg`,
      legs: RETURN_TRIP_LEGS,
      perPerson: formatKg(emissions.perPersonKg),
      seats: emissions.seats,
      total: formatKg(emissions.totalKg),
      totalKg: emissions.totalKg,
    },
  };
}
