import { type ClimateClass, type WeatherNormals } from "@travel/domain";

/**
 * A place's types from its data (docs/decisions/143), so every type filter covers the whole
 * catalogue; the editors' types win on the places they wrote. The guide's own words are its
 * first sentence (Wikivoyage's byline).
 *
 * - beach: by the sea (coast within TYPE_RULES.beachCoastKm) and warm enough to swim (a month
 *   with an average high of TYPE_RULES.beachWarmC or more, or a tropical or arid climate when
 *   there is no table), or the guide speaks of its beaches;
 * - islands: on land smaller than the island size, or the guide calls it an island;
 * - mountains: the guide speaks of mountains, peaks, ski slopes, a range or highlands;
 * - winter: the guide speaks of skiing, snow or northern lights, or the warmest month's high is
 *   below TYPE_RULES.winterWarmestBelowC;
 * - nature: the guide speaks of a national park, wildlife, a lake, jungle, forests, a gorge…;
 * - culture: the guide speaks of history, an old town, heritage, temples, cathedrals, museums,
 *   palaces, ruins, a medieval or colonial centre, or the place is a capital;
 * - food: the guide speaks of wine, food, cuisine or gastronomy;
 * - city-break: a city of TYPE_RULES.cityBreakFrom people or more, or the guide calls it a city
 *   or a capital; and any place the other rules leave without a type.
 */
const TYPE_RULES = Object.freeze({
  beachCoastKm: 5,
  beachWarmC: 25,
  winterWarmestBelowC: 15,
  cityBreakFrom: 250_000,
});

const WORDS: Record<string, RegExp> = {
  beach: /\bbeach(?:es)?\b|\bsurf(?:ing)?\b|\bseaside resort\b/iu,
  islands: /\bisland\b|\batoll\b/iu,
  mountains:
    /\bmountain(?:s|ous)?\b|\bpeaks?\b|\bski(?:ing)?\b|\balp(?:s|ine)\b|\bhimalaya|\bandes\b|\brockies\b|\bhighlands?\b|\bvolcano(?:es)?\b|\bhill station\b/iu,
  winter: /\bski(?:ing| resort)?\b|\bsnow\b|\bnorthern lights\b|\baurora\b/iu,
  nature:
    /\bnational park\b|\bwildlife\b|\bsafari\b|\blakes?\b|\bjungle\b|\brainforest\b|\bforests?\b|\bgorge\b|\bwaterfalls?\b|\bnature\b|\bcoral reefs?\b|\bfjords?\b/iu,
  culture:
    /\bhistor(?:y|ic|ical)\b|\bold (?:town|city|quarter)\b|\bheritage\b|\btemples?\b|\bcathedral\b|\bmuseums?\b|\bpalaces?\b|\bruins\b|\bmedieval\b|\bcolonial\b|\bancient\b|\bcastles?\b|\bmonaster(?:y|ies)\b|\bmosques?\b|\barchitecture\b|\bunesco\b|\bcultur(?:e|al)\b/iu,
  food: /\bwines?\b|\bwineries\b|\bfood\b|\bcuisine\b|\bgastronom(?:y|ic)\b|\bculinary\b/iu,
  "city-break": /\bcity\b|\bcapital\b|\bmetropolis\b/iu,
};

/** The guide's first sentence speaks of a type's subject ("…a ski resort in the Alps"). */
export function guideSays(type: string, byline: string): boolean {
  return WORDS[type]?.test(byline) ?? false;
}

export interface TypeFacts {
  byline: string;
  population: number;
  capital: boolean;
  coastKm: number;
  island: boolean;
  climate: ClimateClass;
  weather: WeatherNormals | undefined;
}

/** The type ids the rules give a place, in the catalogue's type order. */
export function typesOf(place: TypeFacts, order: readonly string[]): string[] {
  const says = (type: string) => guideSays(type, place.byline);
  const highs = place.weather?.highC;
  const warmEnough = highs
    ? Math.max(...highs) >= TYPE_RULES.beachWarmC
    : place.climate === "tropical" || place.climate === "arid";
  const types = new Set<string>();
  if (says("beach") || (place.coastKm <= TYPE_RULES.beachCoastKm && warmEnough)) types.add("beach");
  if (place.island || says("islands")) types.add("islands");
  if (says("mountains")) types.add("mountains");
  if (
    says("winter") ||
    (highs !== undefined && Math.max(...highs) < TYPE_RULES.winterWarmestBelowC)
  )
    types.add("winter");
  if (says("nature")) types.add("nature");
  if (place.capital || says("culture")) types.add("culture");
  if (says("food")) types.add("food");
  if (place.population >= TYPE_RULES.cityBreakFrom || says("city-break")) types.add("city-break");
  if (types.size === 0) types.add("city-break");
  return order.filter((id) => types.has(id));
}
