import { byPopularity, countryName, type Destination } from "@travel/domain";
import { normalizeSearchText } from "../airports/airports.server";

/**
 * Places by typing: the destination fields of the planner, compare and group forms are text
 * fields. With script they suggest places from /api/destinations; without, the server reads what
 * was typed ("Porto", "porto", "Porto, Portugal" as a picked suggestion reads, or an id from a
 * link) and answers the page, or "pick one" links when several places match.
 */

/** What the suggestions show and the field holds once a place is picked. */
export type DestinationSuggestion = {
  id: number;
  name: string;
  country: string;
  /** "Porto, Portugal": the text the field holds, read back by resolveDestination. */
  label: string;
};

export type DestinationResolution =
  | { status: "empty" }
  | { status: "found"; destination: Destination }
  | { status: "ambiguous"; candidates: Destination[] }
  | { status: "unknown" };

export const DESTINATION_SEARCH_LIMIT = 8;

const countryOf = (destination: Destination) =>
  countryName(destination.countryCode) ?? destination.countryCode.toUpperCase();

export function destinationLabel(destination: Destination): string {
  return `${destination.name}, ${countryOf(destination)}`;
}

export function toDestinationSuggestion(destination: Destination): DestinationSuggestion {
  return {
    id: destination.id,
    name: destination.name,
    country: countryOf(destination),
    label: destinationLabel(destination),
  };
}

type Indexed = { destination: Destination; name: string; words: string[]; country: string };

// One index per catalogue read (each read is a new array, so a publication starts afresh).
const indexes = new WeakMap<readonly Destination[], Indexed[]>();

function indexOf(destinations: readonly Destination[]): Indexed[] {
  let index = indexes.get(destinations);
  if (!index) {
    index = [...destinations].sort(byPopularity).map((destination) => {
      const name = normalizeSearchText(destination.name);
      return {
        destination,
        name,
        words: name.split(" "),
        country: normalizeSearchText(countryOf(destination)),
      };
    });
    indexes.set(destinations, index);
  }
  return index;
}

/**
 * Places whose name (or a word of it) or country starts with the query, accents and case
 * ignored: the exact name first, then names that start with it, then a word, then the country;
 * within each, the most popular first. An empty query finds nothing. A scan of a few thousand
 * short strings: well under a millisecond, so no sorted key index is needed here.
 */
export function searchDestinations(
  destinations: readonly Destination[],
  query: string,
  limit = DESTINATION_SEARCH_LIMIT,
): Destination[] {
  const prefix = normalizeSearchText(query);
  const wanted = Math.min(Math.max(Math.trunc(limit) || 0, 0), 20);
  if (prefix === "" || wanted === 0) return [];
  const tiers: Destination[][] = [[], [], [], []];
  for (const entry of indexOf(destinations)) {
    const tier =
      entry.name === prefix
        ? 0
        : entry.name.startsWith(prefix)
          ? 1
          : entry.words.some((word) => word.startsWith(prefix))
            ? 2
            : entry.country.startsWith(prefix)
              ? 3
              : -1;
    if (tier >= 0) tiers[tier]?.push(entry.destination);
  }
  return tiers.flat().slice(0, wanted);
}

/**
 * What someone typed in a destination field: an id (a link), a picked suggestion's label
 * ("Porto, Portugal"), or a name. One place with that name is found; several (two Santiagos) or
 * a prefix that several names share are ambiguous; nothing is unknown.
 */
export function resolveDestination(
  destinations: readonly Destination[],
  text: string,
): DestinationResolution {
  const trimmed = text.trim();
  if (trimmed === "") return { status: "empty" };
  if (/^\d{1,9}$/.test(trimmed)) {
    const byId = destinations.find((destination) => destination.id === Number(trimmed));
    return byId ? { status: "found", destination: byId } : { status: "unknown" };
  }
  const index = indexOf(destinations);
  const comma = trimmed.lastIndexOf(",");
  if (comma > 0) {
    const name = normalizeSearchText(trimmed.slice(0, comma));
    const country = normalizeSearchText(trimmed.slice(comma + 1));
    const labelled = index.filter((entry) => entry.name === name && entry.country === country);
    if (labelled.length === 1)
      return { status: "found", destination: (labelled[0] as Indexed).destination };
  }
  const name = normalizeSearchText(trimmed);
  const sameName = index.filter((entry) => entry.name === name).map((entry) => entry.destination);
  const candidates = sameName.length > 0 ? sameName : searchDestinations(destinations, trimmed);
  if (candidates.length === 1)
    return { status: "found", destination: candidates[0] as Destination };
  return candidates.length > 1
    ? { status: "ambiguous", candidates: candidates.slice(0, DESTINATION_SEARCH_LIMIT) }
    : { status: "unknown" };
}

const DESTINATION_FIELD_MESSAGES = {
  empty: "Type where you want to go.",
  unknown: (text: string) =>
    `We couldn't find “${text}” among our destinations. Try the city's name.`,
  ambiguous: (text: string) => `Several places match “${text}”: pick one.`,
} as const;

/** Why a destination field cannot be used, or undefined when it names one place (or may stay empty). */
export function destinationProblem(
  resolution: DestinationResolution,
  text: string,
  { required }: { required: boolean },
): string | undefined {
  switch (resolution.status) {
    case "found":
      return undefined;
    case "empty":
      return required ? DESTINATION_FIELD_MESSAGES.empty : undefined;
    case "unknown":
      return DESTINATION_FIELD_MESSAGES.unknown(text.trim().slice(0, 60));
    case "ambiguous":
      return DESTINATION_FIELD_MESSAGES.ambiguous(text.trim().slice(0, 60));
  }
}

/** "Pick one" links for an ambiguous field: `hrefFor` gives the page with the field set to a place's id. */
export function destinationChoices(
  candidates: readonly Destination[],
  hrefFor: (id: number) => string,
): { label: string; detail: string; href: string }[] {
  return candidates.map((destination) => ({
    label: destination.name,
    detail: countryOf(destination),
    href: hrefFor(destination.id),
  }));
}
