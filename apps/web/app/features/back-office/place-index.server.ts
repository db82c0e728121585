import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import {
  continents,
  costBases,
  type Destination,
  foldPlaceName,
  sceneFactsSchema,
  travelAdvisorySchema,
  weatherNormalsSchema,
} from "@travel/domain";
import { PLACE_INDEX_FILE } from "@travel/firebase-client";
import { z } from "zod";

/**
 * The place index the importer writes (decision 172): the cities a new destination starts from,
 * each with the facts the catalogue's rules derive for it. The file is 1.5 MB gzipped and 14 MB
 * of text; a process reads it once, on an editor's first search (0.6 s, parsed in turns so other
 * requests go on meanwhile), and keeps only what a search compares (names, country, population,
 * main airport) and the shared tables, about 18 MB of heap for 27,500 places, beside the
 * gzipped file itself. Choosing a place reads its one line again (about 0.1 s). Figures:
 * `pnpm --filter @travel/web bench:places`. Nothing here runs on a traveller's page.
 */

const placeLineSchema = z.object({
  geonameId: z.number().int().positive(),
  name: z.string().min(1),
  catalogueName: z.string().min(1).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  population: z.number().int().nonnegative(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
  airports: z.array(z.object({ code: z.string().regex(/^[A-Z]{3}$/), distanceKm: z.number() })),
  airportCode: z.string().regex(/^[A-Z]{3}$/),
  weather: z
    .object({
      table: z.number().int().nonnegative(),
      matchedBy: z.enum(["coordinates", "title", "nearest"]),
      distanceKm: z.number().int().nonnegative().optional(),
      label: z.string().optional(),
    })
    .optional(),
  bestMonths: z.array(z.number().int().min(1).max(12)),
  typeIds: z.array(z.string()),
  scene: sceneFactsSchema,
});

const tablesSchema = z.object({
  countries: z.record(
    z.string(),
    z.object({
      continent: z.enum(continents),
      currencyCodes: z.array(z.string()),
      languages: z.array(z.string()),
      priceLevel: z.number().positive(),
      costBasis: z.enum(costBases),
      nightlyRateCents: z.number().int().positive(),
      dailyCostCents: z.number().int().positive(),
      advisory: travelAdvisorySchema.optional(),
      airspaceClosed: z.object({ bulletin: z.string(), url: z.string() }).optional(),
    }),
  ),
  airports: z.record(
    z.string(),
    z.object({
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      routes: z.number().int().nonnegative().optional(),
    }),
  ),
  climateTables: z.array(weatherNormalsSchema.omit({ matchedBy: true })),
});

/** A search's answer: enough to tell namesakes apart. */
export type PlaceCandidate = {
  geonameId: number;
  name: string;
  countryCode: string;
  population: number;
  airportCode: string;
  latitude: number;
  longitude: number;
};

type Entry = PlaceCandidate & { keys: string[]; start: number; end: number };

type LoadedIndex = {
  entries: Entry[];
  byId: Map<number, Entry>;
  gzipped: Buffer;
  tables: z.infer<typeof tablesSchema>;
};

let loading: Promise<LoadedIndex> | undefined;

const unzip = promisify(gunzip);
/** Lines parsed between two turns of the event loop while the index loads. */
const LINES_PER_TURN = 2_000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function load(file: URL): Promise<LoadedIndex> {
  const gzipped = await readFile(file);
  const text = await unzip(gzipped);
  const entries: Entry[] = [];
  const tableLines: Record<string, unknown> = {};
  let start = 0;
  let parsed = 0;
  while (start < text.length) {
    let end = text.indexOf(10, start);
    if (end < 0) end = text.length;
    const line = text.toString("utf8", start, end).replace(/,$/, "");
    if (line.startsWith('{"geonameId"')) {
      const place = placeLineSchema.parse(JSON.parse(line));
      entries.push({
        geonameId: place.geonameId,
        name: place.catalogueName ?? place.name,
        countryCode: place.countryCode.toLowerCase(),
        population: place.population,
        airportCode: place.airportCode,
        latitude: place.latitude,
        longitude: place.longitude,
        keys: [place.name, place.catalogueName].flatMap((name) =>
          name ? [foldPlaceName(name)] : [],
        ),
        start,
        end,
      });
      if (++parsed % LINES_PER_TURN === 0) await nextTurn();
    } else {
      const table = /^"(countries|airports|climateTables)": (.*)$/.exec(line);
      if (table) tableLines[table[1]!] = JSON.parse(table[2]!);
    }
    start = end + 1;
  }
  return {
    entries,
    byId: new Map(entries.map((entry) => [entry.geonameId, entry])),
    gzipped,
    tables: tablesSchema.parse(tableLines),
  };
}

/** The index, read once per process (a failed read is tried again by the next search). */
function placeIndex(file = PLACE_INDEX_FILE): Promise<LoadedIndex> {
  loading ??= load(file).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const PLACE_QUERY_MAX_LENGTH = 60;

/**
 * Places whose name is the query, starts with it, or has a word that starts with it; in that
 * order, the most populous first within each.
 */
export async function searchPlaces(query: string, limit = 12): Promise<PlaceCandidate[]> {
  const folded = foldPlaceName(query.slice(0, PLACE_QUERY_MAX_LENGTH));
  if (folded.length < 2) return [];
  const { entries } = await placeIndex();
  const rankOf = (entry: Entry) => {
    let rank = 3;
    for (const key of entry.keys) {
      if (key === folded) return 0;
      if (key.startsWith(folded)) rank = Math.min(rank, 1);
      else if (key.includes(` ${folded}`)) rank = Math.min(rank, 2);
    }
    return rank;
  };
  return entries
    .flatMap((entry) => {
      const rank = rankOf(entry);
      return rank < 3 ? [{ entry, rank }] : [];
    })
    .sort((a, b) => a.rank - b.rank || b.entry.population - a.entry.population)
    .slice(0, limit)
    .map(({ entry: { keys: _keys, start: _start, end: _end, ...candidate } }) => candidate);
}

/** The facts a place gives a new destination: everything but the editors' own words and choices. */
export type PlaceFacts = Required<
  Pick<
    Destination,
    | "name"
    | "countryCode"
    | "latitude"
    | "longitude"
    | "geonameId"
    | "population"
    | "continent"
    | "timeZone"
    | "currencyCodes"
    | "languages"
    | "airports"
    | "airportCode"
    | "bestMonths"
    | "typeIds"
    | "scene"
    | "costBasis"
    | "priceLevel"
    | "nightlyRateCents"
    | "dailyCostCents"
    | "access"
  >
> &
  Pick<Destination, "weather" | "advisory" | "bestMonthsSource">;

/** The facts of the place `geonameId`, or null when the index has no such place. */
export async function placeFacts(geonameId: number): Promise<PlaceFacts | null> {
  const { byId, gzipped, tables } = await placeIndex();
  const entry = byId.get(geonameId);
  if (!entry) return null;
  const text = await unzip(gzipped);
  const place = placeLineSchema.parse(
    JSON.parse(text.toString("utf8", entry.start, entry.end).replace(/,$/, "")),
  );
  const country = tables.countries[place.countryCode];
  if (!country) return null;
  const airports = place.airports.flatMap(({ code, distanceKm }) => {
    const airport = tables.airports[code];
    return airport ? [{ code, distanceKm: Math.round(distanceKm), ...airport }] : [];
  });
  const table = place.weather ? tables.climateTables[place.weather.table] : undefined;
  const { table: _table, ...match } = place.weather ?? { table: 0 };
  return {
    name: entry.name,
    countryCode: entry.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
    geonameId: place.geonameId,
    population: place.population,
    continent: country.continent,
    timeZone: place.timeZone,
    currencyCodes: country.currencyCodes,
    languages: country.languages,
    airports,
    airportCode: place.airportCode,
    ...(table && place.weather
      ? { weather: { ...table, ...(match as { matchedBy: "coordinates" | "title" | "nearest" }) } }
      : {}),
    bestMonths: place.bestMonths,
    ...(place.bestMonths.length > 0 ? { bestMonthsSource: "climate" as const } : {}),
    typeIds: place.typeIds,
    scene: place.scene,
    costBasis: country.costBasis,
    priceLevel: country.priceLevel,
    nightlyRateCents: country.nightlyRateCents,
    dailyCostCents: country.dailyCostCents,
    ...(country.advisory ? { advisory: country.advisory } : {}),
    access: {
      scheduledFlights:
        airports.some((airport) => (airport.routes ?? 0) > 0) && !country.airspaceClosed,
      ...(country.airspaceClosed ? { airspaceClosed: country.airspaceClosed } : {}),
    },
  };
}
