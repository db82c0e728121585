/**
 * Free-text search over lists shown on the site (destinations, attractions, ...).
 * - Case- and accent-insensitive: text is decomposed (NFD) and its combining marks dropped, so
 *   "Sao Paulo" finds São Paulo and "São" typed either way matches.
 * - The query is split on whitespace into terms; an item matches when ANY of its values
 *   contains ANY term ("lisbon beach" finds Lisbon and every beach).
 * - Values searched: strings and numbers, also inside nested arrays and objects
 *   (up to MAX_SEARCH_DEPTH levels; cycles are skipped). Booleans, null and functions are ignored.
 * - An empty or whitespace-only query matches everything, so a cleared search box shows the full list.
 */
export const MAX_SEARCH_DEPTH = 4;

/** Lower case without accents: "São Paulo" → "sao paulo". Letters that do not decompose (ø, ł) stay. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * A place's name folded for telling names apart: no accents, lower case, apostrophes dropped and
 * every run of other characters one space ("Saint-Jean-d'Angély" → "saint jean dangely"). The
 * catalogue's importer stores names folded this way and the back-office searches them the same
 * way, so both take it from here.
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[‘’'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const normalise = foldForSearch;

/** The lower-cased terms of a query; empty for a blank query. */
export function searchTerms(query: string): string[] {
  return normalise(query)
    .split(/\s+/u)
    .filter((term) => term !== "");
}

function containsAnyTerm(
  value: unknown,
  terms: readonly string[],
  depth: number,
  seen: Set<object>,
): boolean {
  if (typeof value === "string" || typeof value === "number") {
    const text = normalise(String(value));
    return terms.some((term) => text.includes(term));
  }
  if (typeof value !== "object" || value === null || depth > MAX_SEARCH_DEPTH || seen.has(value))
    return false;
  seen.add(value);
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => containsAnyTerm(child, terms, depth + 1, seen));
}

/**
 * True when `item` matches `query` (see the module rules). Pass `keys` to search only some
 * fields of an object: matchesSearch(destination, "lis", ["name", "countryCode"]).
 */
export function matchesSearch<T>(item: T, query: string, keys?: readonly (keyof T)[]): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const values =
    keys && typeof item === "object" && item !== null ? keys.map((key) => item[key]) : [item];
  return containsAnyTerm(values, terms, 0, new Set());
}

/** The items that match `query`, in their original order (a new array; the input is untouched). */
export function filterBySearch<T>(
  items: readonly T[],
  query: string,
  keys?: readonly (keyof T)[],
): T[] {
  return items.filter((item) => matchesSearch(item, query, keys));
}

/**
 * How well a name answers a query, for lists searched by name first (the catalogue's search):
 * 0 the name is the query, 1 the name starts with it, 2 a word of the name starts with it
 * ("city" in "Mexico City", "minh city" in "Ho Chi Minh City"), 3 none of these. Folded as
 * above (case and accents ignored); spaces, hyphens and other marks between words count alike.
 * A blank query ranks every name 3.
 */
export type NameMatchRank = 0 | 1 | 2 | 3;

const words = (text: string) =>
  normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .join(" ");

export function nameMatchRank(name: string, query: string): NameMatchRank {
  const wanted = words(query);
  if (wanted === "") return 3;
  const folded = words(name);
  if (folded === wanted) return 0;
  if (folded.startsWith(wanted)) return 1;
  if (` ${folded}`.includes(` ${wanted}`)) return 2;
  return 3;
}
