import { z } from "zod";
import {
  BROWSE_SORTS,
  MAX_DAILY_BUDGET_EUROS,
  type BrowseSort,
} from "./catalogue-browse-options.js";
import { continents, type Continent, type Destination } from "./destination.js";
import { dayCostCents } from "./destination-trip.js";
import { matchesWeather, warmths, type WeatherWish } from "./destination-weather.js";
import { countryName } from "./options.js";
import { foldForSearch, nameMatchRank, searchTerms } from "./search.js";
import { greatCircleKm, type Coordinates } from "./trip-cost.js";

/**
 * Browsing the catalogue (/destinations): filters, orders and pages, all read from a GET query
 * so every list has its own address and works without JavaScript. Pure: the app reads the
 * catalogue and the origin airport, then asks these. Work is one pass over the catalogue plus a
 * sort; only one page of it leaves the server.
 */

/** The last page anyone may ask for: far past any catalogue, and it keeps the number small. */
const MAX_BROWSE_PAGE = 1000;
/** Longer queries are refused: nobody types more, and the search walks every field. */
const BROWSE_QUERY_MAX_LENGTH = 100;

/** A page number from a query (`?page=`): whole, from 1 to MAX_BROWSE_PAGE; absent or empty is 1. */
export const listPageSchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ error: "That page number is not a whole number." })
    .int("That page number is not a whole number.")
    .min(1, "Pages start at 1.")
    .max(MAX_BROWSE_PAGE, `There are at most ${MAX_BROWSE_PAGE} pages.`)
    .default(1),
);

// A GET form sends every field, empty ones as "": those mean "no filter".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * The "weather in <month>" fields every list that takes them reads (the browse page, budget
 * discovery, the group ranking): the month, and any of warm/mild/cool, dry and sunny.
 */
const weatherQueryShape = {
  month: optional(
    z.coerce
      .number({ error: "Choose a month from the list." })
      .int("Choose a month from the list.")
      .min(1, "Choose a month from the list.")
      .max(12, "Choose a month from the list."),
  ),
  warmth: optional(z.enum(warmths, { error: "Choose warm, mild or cool." })),
  dry: optional(z.literal("1", { error: "Tick “dry” or leave it." })),
  sunny: optional(z.literal("1", { error: "Tick “sunny” or leave it." })),
};
const weatherQuerySchema = z.object(weatherQueryShape);
const WEATHER_FIELDS = ["month", "warmth", "dry", "sunny"] as const;
const MONTH_NEEDED = { field: "month", message: "Say which month the weather is for." };

/** The browse page's query. Messages are for people: the page shows them as they are. */
export const browseQuerySchema = z.object({
  q: z.preprocess(
    trimmed,
    z
      .string()
      .max(BROWSE_QUERY_MAX_LENGTH, `Search with at most ${BROWSE_QUERY_MAX_LENGTH} characters.`)
      .default(""),
  ),
  region: optional(z.enum(continents, { error: "Choose a region from the list." })),
  country: optional(
    z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.string().regex(/^[a-z]{2}$/, "Choose a country from the list."),
    ),
  ),
  type: optional(z.string().regex(/^[a-z-]{1,40}$/, "Choose a type of trip from the list.")),
  maxDaily: optional(
    z.coerce
      .number({ error: "Enter a daily budget in whole euros." })
      .int("Enter a daily budget in whole euros.")
      .min(1, "Enter a daily budget of at least €1.")
      .max(
        MAX_DAILY_BUDGET_EUROS,
        `Enter a daily budget of at most €${MAX_DAILY_BUDGET_EUROS.toLocaleString("en-US")}.`,
      ),
  ),
  sort: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(BROWSE_SORTS, { error: "Choose an order from the list." }).default("popular"),
  ),
  ...weatherQueryShape,
  from: optional(
    z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z.string().regex(/^[A-Z]{3}$/, "Enter the 3-letter code of an airport, such as LIS."),
    ),
  ),
  page: listPageSchema,
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export type BrowseQueryResult =
  { ok: true; query: BrowseQuery } | { ok: false; problems: { field: string; message: string }[] };

/** What a query is read from: URLSearchParams, or anything with its `get`. */
export type QueryValues = { get(name: string): string | null };

const BROWSE_FIELDS = [
  "q",
  "region",
  "country",
  "type",
  "maxDaily",
  "month",
  "warmth",
  "dry",
  "sunny",
  "sort",
  "from",
  "page",
];

/**
 * Reads the browse query from URL parameters. A field given twice or an unknown field is not an
 * error (old links, trackers); a value the schema refuses is, with one message per field.
 */
export function readBrowseQuery(params: QueryValues): BrowseQueryResult {
  const input = Object.fromEntries(
    BROWSE_FIELDS.map((field) => [field, params.get(field) ?? undefined]),
  );
  const parsed = browseQuerySchema.safeParse(input);
  if (parsed.success) {
    const { month, warmth, dry, sunny } = parsed.data;
    if (month === undefined && (warmth || dry || sunny)) {
      return { ok: false, problems: [MONTH_NEEDED] };
    }
    if (parsed.data.sort === "distance" && !parsed.data.from) {
      return {
        ok: false,
        problems: [
          { field: "from", message: "To sort by distance, say which airport you fly from." },
        ],
      };
    }
    return { ok: true, query: parsed.data };
  }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ""),
      message: issue.message,
    })),
  };
}

/**
 * The query as URL parameters in a fixed order, defaults left out, so each list has one address
 * (for `new URLSearchParams(...)`).
 */
export function browseQueryParams(query: Partial<BrowseQuery>): [string, string][] {
  const params: [string, string][] = [];
  if (query.q) params.push(["q", query.q]);
  if (query.region) params.push(["region", query.region]);
  if (query.country) params.push(["country", query.country]);
  if (query.type) params.push(["type", query.type]);
  if (query.maxDaily !== undefined) params.push(["maxDaily", String(query.maxDaily)]);
  if (query.month !== undefined) params.push(["month", String(query.month)]);
  if (query.warmth) params.push(["warmth", query.warmth]);
  if (query.dry) params.push(["dry", query.dry]);
  if (query.sunny) params.push(["sunny", query.sunny]);
  if (query.sort && query.sort !== "popular") params.push(["sort", query.sort]);
  if (query.from) params.push(["from", query.from]);
  if (query.page !== undefined && query.page > 1) params.push(["page", String(query.page)]);
  return params;
}

/** A page of a list: its items and where it stands. */
export interface ListPage<T> {
  items: T[];
  /** 1-based; clamped to the last page when asked past it (see `outOfRange`). */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first item on the page (0 for an empty list). */
  first: number;
  /** The page asked for is after the last one. */
  outOfRange: boolean;
}

/** One page of `items`: `size` per page, pages from 1; an empty list has one empty page. */
export function paginate<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`page size must be ≥ 1, got ${size}`);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const asked = Number.isInteger(page) && page >= 1 ? page : 1;
  const current = Math.min(asked, pageCount);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageCount,
    total: items.length,
    first: items.length === 0 ? 0 : start + 1,
    outOfRange: asked > pageCount,
  };
}

/** Scheduled routes from the airport a place's flights are priced to (0 when unknown). */
function mainAirportRoutes(destination: Destination): number {
  return (
    destination.airports?.find((airport) => airport.code === destination.airportCode)?.routes ?? 0
  );
}

/**
 * How popular a place is as a destination, never by its size (decision 140): how connected its
 * travel guide is (the "Go next" links of its Wikivoyage article), then how many places its
 * airport flies to, then its id.
 */
export function byPopularity(a: Destination, b: Destination): number {
  return (
    (b.guide?.goNext ?? 0) - (a.guide?.goNext ?? 0) ||
    mainAirportRoutes(b) - mainAirportRoutes(a) ||
    a.id - b.id
  );
}

/** Where a destination stands from an origin: its city centre, whole km. */
function distanceFromKm(origin: Coordinates, destination: Destination): number {
  return Math.round(greatCircleKm(origin, destination));
}

export interface BrowseOptions {
  /** Type id → name, so "beach" and "Beaches" both find beach places. */
  typeNames: ReadonlyMap<string, string>;
  /** The airport the `from` code names; needed to sort by distance. */
  origin?: Coordinates | undefined;
}

export interface BrowseEntry {
  destination: Destination;
  /** From the chosen origin, when there is one. */
  distanceKm?: number;
}

/**
 * What a visitor can search a destination by: its name, country (written out, so "Portugal"
 * finds Lisbon), airports, its attractions and summary, folded as search.ts folds (accents
 * ignored, so "Sao Paulo" finds São Paulo), plus the names of its types (matchesTypeName).
 * One line per value: a term never spans two values, since terms hold no whitespace.
 */
function searchText(destination: Destination): string {
  return foldForSearch(
    [
      destination.name,
      countryName(destination.countryCode) ?? destination.countryCode,
      destination.airportCode,
      ...destination.attractions.map((attraction) => attraction.name),
      destination.summary ?? "",
    ].join("\n"),
  );
}

type SortedBy = Exclude<BrowseSort, "distance">;

/**
 * What browsing a catalogue works out once per catalogue read instead of once per page view:
 * each place's search text and the catalogue in each fixed order (a filter keeps that order, so
 * a page view filters and never sorts). Held per catalogue array: the app reads the catalogue
 * once and hands the same array to every page until it changes, and a catalogue is never
 * changed in place.
 */
type CatalogueIndex = { text: WeakMap<Destination, string>; sorted: Map<SortedBy, Destination[]> };
const indexes = new WeakMap<readonly Destination[], CatalogueIndex>();

function indexOf(destinations: readonly Destination[]): CatalogueIndex {
  let index = indexes.get(destinations);
  if (!index) {
    index = { text: new WeakMap(), sorted: new Map() };
    indexes.set(destinations, index);
  }
  return index;
}

const SORTS: Record<SortedBy, (a: Destination, b: Destination) => number> = {
  popular: byPopularity,
  price: (a, b) => dayCostCents(a) - dayCostCents(b) || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id,
};

function sortedBy(destinations: readonly Destination[], sort: SortedBy): readonly Destination[] {
  const { sorted } = indexOf(destinations);
  let order = sorted.get(sort);
  if (!order) {
    order = [...destinations].sort(SORTS[sort]);
    sorted.set(sort, order);
  }
  return order;
}

function textOf(destinations: readonly Destination[], destination: Destination): string {
  const { text } = indexOf(destinations);
  let found = text.get(destination);
  if (found === undefined) {
    found = searchText(destination);
    text.set(destination, found);
  }
  return found;
}

/** The weather part of a browse query, when it names a month. */
function weatherWish(
  query: Partial<Pick<BrowseQuery, "month" | "warmth" | "dry" | "sunny">>,
): WeatherWish | undefined {
  if (query.month === undefined) return undefined;
  return {
    month: query.month,
    warmth: query.warmth,
    dry: query.dry ? true : undefined,
    sunny: query.sunny ? true : undefined,
  };
}

export type WeatherWishResult =
  | { ok: true; wish: WeatherWish | undefined }
  | { ok: false; problems: { field: string; message: string }[] };

/**
 * The "weather in <month>" part of any list's query (budget discovery, the group ranking): no
 * month is no wish; warm, dry or sunny without a month is a problem, as on the browse page.
 */
export function readWeatherWish(params: QueryValues): WeatherWishResult {
  const parsed = weatherQuerySchema.safeParse(
    Object.fromEntries(WEATHER_FIELDS.map((field) => [field, params.get(field) ?? undefined])),
  );
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ""),
        message: issue.message,
      })),
    };
  }
  const { month, warmth, dry, sunny } = parsed.data;
  if (month === undefined && (warmth || dry || sunny))
    return { ok: false, problems: [MONTH_NEEDED] };
  return { ok: true, wish: weatherWish(parsed.data) };
}

/** A wish as URL parameters, in the browse query's order (for the links a list builds). */
export function weatherWishParams(wish: WeatherWish | undefined): [string, string][] {
  if (!wish) return [];
  const params: [string, string][] = [["month", String(wish.month)]];
  if (wish.warmth) params.push(["warmth", wish.warmth]);
  if (wish.dry) params.push(["dry", "1"]);
  if (wish.sunny) params.push(["sunny", "1"]);
  return params;
}

/**
 * The catalogue filtered by region, country, type, daily budget (a night's half of a double
 * room and a day's spending, as cards show "good value"), the weather in a month
 * (matchesWeather) and search, then ordered: most popular, cheapest per day, nearest to the
 * origin, or by name. A search puts names first: places named exactly as asked, then names
 * that start with it, then names with a word that does, then the rest (nameMatchRank); each
 * group in the chosen order. Ties go by id, so pages never overlap.
 */
export function browseCatalogue(
  destinations: readonly Destination[],
  query: Pick<BrowseQuery, "q" | "region" | "country" | "type" | "maxDaily" | "sort"> &
    Partial<Pick<BrowseQuery, "month" | "warmth" | "dry" | "sunny">>,
  { typeNames, origin }: BrowseOptions,
): BrowseEntry[] {
  const maxDailyCents = query.maxDaily === undefined ? undefined : query.maxDaily * 100;
  const terms = searchTerms(query.q);
  const foldedTypeNames = new Map(
    [...typeNames].map(([id, name]) => [id, foldForSearch(name)] as const),
  );
  const matchesTypeName = (destination: Destination, term: string) =>
    destination.typeIds.some((id) => (foldedTypeNames.get(id) ?? id).includes(term));
  const byDistance = query.sort === "distance" && origin !== undefined;
  const order = byDistance
    ? destinations
    : sortedBy(destinations, query.sort === "distance" ? "popular" : query.sort);
  const wish = weatherWish(query);
  const entries: BrowseEntry[] = [];
  for (const destination of order) {
    if (query.region && destination.continent !== query.region) continue;
    if (query.country && destination.countryCode !== query.country) continue;
    if (query.type && !destination.typeIds.includes(query.type)) continue;
    if (maxDailyCents !== undefined && dayCostCents(destination) > maxDailyCents) continue;
    if (wish && !matchesWeather(destination, wish)) continue;
    if (terms.length > 0) {
      const text = textOf(destinations, destination);
      if (!terms.some((term) => text.includes(term) || matchesTypeName(destination, term)))
        continue;
    }
    entries.push(
      origin ? { destination, distanceKm: distanceFromKm(origin, destination) } : { destination },
    );
  }
  if (byDistance)
    entries.sort(
      (a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.destination.id - b.destination.id,
    );
  if (terms.length === 0) return entries;
  // Array sort is stable: within a rank the chosen order stays.
  const rank = new Map(
    entries.map((entry) => [entry, nameMatchRank(entry.destination.name, query.q)]),
  );
  return entries.sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number));
}

/** The regions and countries the catalogue has, for the filters' lists (sorted by name). */
export function catalogueFacets(destinations: readonly Destination[]): {
  regions: Continent[];
  countries: { code: string; name: string }[];
} {
  const regions = new Set<Continent>();
  const countries = new Map<string, string>();
  for (const destination of destinations) {
    if (destination.continent) regions.add(destination.continent);
    if (!countries.has(destination.countryCode))
      countries.set(
        destination.countryCode,
        countryName(destination.countryCode) ?? destination.countryCode.toUpperCase(),
      );
  }
  return {
    regions: continents.filter((region) => regions.has(region)),
    countries: [...countries]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
  };
}
