import { countryName, type Destination, formatMoney, type OverridableFact } from "@travel/domain";
import type { FactRow } from "./destination-form";

/** The record's facts the form shows (a draft, or a place's facts before it is one). */
export type DestinationFacts = Omit<Destination, "id" | "slug" | "attractions" | "typeIds"> &
  Partial<Pick<Destination, "slug">>;

const count = new Intl.NumberFormat("en-US");

/** Where each figure comes from when the data gave it (the importer's sources, decision 172). */
const SOURCES = {
  country: "GeoNames (the city's country); its region from countries-list",
  coordinates: "GeoNames: the city centre",
  population: "GeoNames",
  timeZone: "tz-lookup, from the centre's coordinates",
  airports:
    "air-routes data, routes of August 2022: the airport with the most routes within 50 km is the main one",
  countryFacts: "countries-list",
  advisory: "Global Affairs Canada and the U.S. Department of State",
} as const;

const reasonOf = (record: DestinationFacts, fact: OverridableFact) =>
  record.overrides?.find((override) => override.fact === fact)?.reason;

/** The climate a record shows: the editors' when set, else the picture's class from the data. */
const climateOf = (record: DestinationFacts) => record.climate ?? record.scene?.climate;

function climateSource(record: DestinationFacts): string {
  const weather = record.weather;
  if (weather)
    return `Wikipedia climate table for ${weather.place}${
      weather.label
        ? ` (${weather.label})`
        : weather.distanceKm !== undefined
          ? `, ${weather.distanceKm} km from the centre`
          : ""
    }`;
  return record.scene?.climateBasis === "latitude"
    ? "Read from the latitude: no climate table near enough"
    : "Not known";
}

/** Where the hotel and daily figures come from, as the public page says it (decision 105). */
function costSource(record: DestinationFacts): string {
  const country = countryName(record.countryCode) ?? record.countryCode.toUpperCase();
  const level = record.priceLevel?.toFixed(1);
  switch (record.costBasis) {
    case "price-level":
      return `Scaled from the World Bank's 2025 price level for ${country} (${level}, USA = 100)`;
    case "continent-median":
      return `Scaled from the median 2025 World Bank price level of ${record.continent ?? "its continent"} (${level}, USA = 100): none for ${country}`;
    case "world-median":
      return `Scaled from the world's median 2025 World Bank price level (${level}, USA = 100): none for ${country}`;
    case "hand-set":
      return "Set by our editors from their own research (a hand-written place)";
    default:
      return "Typed by an editor before sources were recorded";
  }
}

/** A row: the data's source, or the editors' reason when they set the figure instead. */
function row(
  record: DestinationFacts,
  label: string,
  value: string,
  source: string,
  fact?: OverridableFact,
): FactRow {
  const reason = fact ? reasonOf(record, fact) : undefined;
  return {
    label,
    value,
    source: reason ? `Set by editors: ${reason}` : source,
    ...(fact ? { fact } : {}),
    ...(reason ? { overridden: true } : {}),
  };
}

const airportLine = (airport: NonNullable<Destination["airports"]>[number]) =>
  `${airport.code}, ${airport.name}, ${airport.distanceKm} km from the centre`;

/** Every fact the form shows read-only, each with where it comes from. */
export function factRows(record: DestinationFacts): FactRow[] {
  const country = countryName(record.countryCode) ?? record.countryCode.toUpperCase();
  const main = record.airports?.find((airport) => airport.code === record.airportCode);
  const others = (record.airports ?? []).filter((airport) => airport.code !== record.airportCode);
  const rows: FactRow[] = [
    row(
      record,
      "Country",
      record.continent ? `${country}, ${record.continent}` : country,
      SOURCES.country,
    ),
    row(
      record,
      "Centre",
      `${record.latitude.toFixed(5)}, ${record.longitude.toFixed(5)}`,
      SOURCES.coordinates,
      "coordinates",
    ),
  ];
  if (record.population)
    rows.push(row(record, "Population", count.format(record.population), SOURCES.population));
  rows.push(
    row(record, "Time zone", record.timeZone ?? "Not known", SOURCES.timeZone, "timeZone"),
    row(
      record,
      "Main airport",
      main ? airportLine(main) : record.airportCode,
      SOURCES.airports,
      "airportCode",
    ),
  );
  if (others.length > 0)
    rows.push(row(record, "Other airports", others.map(airportLine).join("; "), SOURCES.airports));
  rows.push(
    row(record, "Climate", climateOf(record) ?? "Not known", climateSource(record), "climate"),
    row(
      record,
      "Hotel, double room per night",
      formatMoney(record.nightlyRateCents),
      costSource(record),
      "nightlyRate",
    ),
    row(
      record,
      "Food and local transport, per person per day",
      formatMoney(record.dailyCostCents),
      costSource(record),
      "dailyCost",
    ),
  );
  if (record.currencyCodes?.length || record.languages?.length)
    rows.push(
      row(
        record,
        "Currency and languages",
        [record.currencyCodes?.join(", "), record.languages?.join(", ")]
          .filter(Boolean)
          .join(" · "),
        SOURCES.countryFacts,
      ),
    );
  if (record.advisory)
    rows.push(
      row(
        record,
        "Travel advice",
        `Level ${record.advisory.level} of 4${record.advisory.doNotTravel ? ": do not travel" : ""}`,
        SOURCES.advisory,
      ),
    );
  return rows;
}

/** The airports a main airport may be chosen from: the place's own, nearest first. */
export const airportChoices = (record: DestinationFacts) =>
  (record.airports ?? []).map((airport) => ({
    code: airport.code,
    label: `${airport.code}, ${airport.name} (${airport.distanceKm} km)`,
  }));
