import { readFileSync } from "node:fs";
import { countries, languages } from "countries-list";
import type { FeaturedPlace } from "../src/build.js";
import { FILES } from "../src/files.js";
import {
  airportsFrom,
  citiesFrom,
  countriesFrom,
  parsePriceLevels,
  type RawAirport,
  type RawCity,
  type Sources,
} from "../src/sources.js";

const fixture = (name: string) => readFileSync(new URL(`fixture/${name}`, import.meta.url), "utf8");

/** The fixture cut from the real files (fixture/README.md); the country data is the real one. */
export function fixtureSources(): Sources {
  return {
    cities: citiesFrom(JSON.parse(fixture("cities.json")) as RawCity[]),
    airports: airportsFrom(JSON.parse(fixture("airports.json")) as RawAirport[]),
    countries: countriesFrom(countries, languages),
    priceLevels: parsePriceLevels(fixture("price-levels.csv")),
  };
}

/** The real hand-written places whose city the fixture has (Paris, Lisbon, Santorini, …). */
export function fixtureFeatured(sources: Sources = fixtureSources()): FeaturedPlace[] {
  const all = JSON.parse(readFileSync(FILES.featured, "utf8")) as FeaturedPlace[];
  const cityIds = new Set(sources.cities.map((city) => city.geonameId));
  return all.filter((place) => cityIds.has(place.geonameId));
}

export function realDestinationTypes() {
  return JSON.parse(readFileSync(FILES.destinationTypes, "utf8")) as {
    id: string;
    name: string;
    description: string;
  }[];
}
