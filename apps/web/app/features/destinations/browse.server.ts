import {
  countryName,
  filterBySearch,
  searchTerms,
  type Destination,
  type DestinationType,
} from "@travel/domain";

/** The browse page's filters, from its GET form: `?q=` (free text) and `?type=` (a type id). */
export type BrowseFilters = { q: string; type: string };

/** Longer queries are cut: nobody types more, and the search walks every field. */
const QUERY_MAX_LENGTH = 100;

export function browseFilters(url: URL): BrowseFilters {
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX_LENGTH),
    type: (url.searchParams.get("type") ?? "").trim(),
  };
}

/**
 * What a visitor can search a destination by: its name, country (written out, so "Portugal"
 * finds Lisbon), airport, the names of its types, its attractions and summary. The domain's
 * filterBySearch does the matching (any term, any field, case-insensitive).
 */
function searchable(destination: Destination, typeNames: ReadonlyMap<string, string>) {
  return {
    destination,
    name: destination.name,
    country: countryName(destination.countryCode) ?? destination.countryCode,
    airport: destination.airportCode,
    types: destination.typeIds.map((id) => typeNames.get(id) ?? id),
    attractions: destination.attractions.map((attraction) => attraction.name),
    summary: destination.summary,
  };
}

export type BrowseResult = {
  destinations: Destination[];
  /** The type being filtered by; null for all types or a type id the catalogue does not know. */
  activeType: DestinationType | null;
  /** A `type` was asked for that does not exist (an old or mistyped link): shown as a note. */
  unknownType: boolean;
  /** The query's terms, as the page repeats them back. */
  terms: string[];
};

export function browseDestinations(
  destinations: readonly Destination[],
  types: readonly DestinationType[],
  filters: BrowseFilters,
): BrowseResult {
  const activeType = types.find((type) => type.id === filters.type) ?? null;
  const ofType = activeType
    ? destinations.filter((d) => d.typeIds.includes(activeType.id))
    : destinations;
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const matches = filterBySearch(
    ofType.map((d) => searchable(d, typeNames)),
    filters.q,
    ["name", "country", "airport", "types", "attractions", "summary"],
  );
  return {
    destinations: matches.map((match) => match.destination),
    activeType,
    unknownType: filters.type !== "" && !activeType,
    terms: searchTerms(filters.q),
  };
}
