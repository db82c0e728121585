import { readFileSync } from "node:fs";
import { countries, languages } from "countries-list";
import type { FeaturedPlace } from "../src/build.js";
import { FILES } from "../src/files.js";
import {
  citiesFrom,
  countriesFrom,
  openDataIn,
  type RawCity,
  type Sources,
} from "../src/sources.js";

const FIXTURE = new URL("fixture/", import.meta.url);

/** The fixture cut from the real files (fixture/README.md); the country data is the real one. */
export function fixtureSources(): Sources {
  return {
    cities: citiesFrom(
      JSON.parse(readFileSync(new URL("cities.json", FIXTURE), "utf8")) as RawCity[],
    ),
    countries: countriesFrom(countries, languages),
    ...openDataIn(FIXTURE),
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
