import { foldPlaceName, greatCircleKm } from "@travel/domain";
import type { GuideArticle } from "./open-data.js";
import type { City } from "./sources.js";

/**
 * Which GeoNames populated place a Wikivoyage article is about (docs/decisions/140).
 *
 * - The article's names: its title without Wikivoyage's disambiguation ("Queenstown (New
 *   Zealand)" → Queenstown), and the local names its first sentence gives in brackets
 *   ("Cologne (German: Köln)", "Kyiv (Ukrainian: Київ, also …)"), folded (case and accents
 *   ignored).
 * - A GeoNames place matches when its name is one of those names and it lies within
 *   SAME_NAME_KM of the article's coordinates; or, nearer than CLOSE_NAME_KM, when the names
 *   differ by one letter (Cuzco/Cusco, Geneva/Genève, Bruges/Brugge) or one is the other's
 *   first words ("Palma de Mallorca"/Palma). A same-named town further away is another place.
 * - Of several matching places, exact names before close ones, then the largest.
 * - Only populated places count (GeoNames class P, not a part of a city, historical, abandoned
 *   or destroyed), so an article about a region, park or island without a town of its name
 *   matches nothing; districts (titles with "/") and articles whose first sentence calls the
 *   subject a region, province, country, park… are left out.
 * - One article per place: when several match one place, the one whose name is the place's
 *   keeps it ("Phuket" over "Phuket Town"), then the nearest.
 */
export const MATCHING = Object.freeze({
  sameNameKm: 30,
  closeNameKm: 15,
  excludedFeatureCodes: Object.freeze(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]),
});

/** An article's first sentence that says its subject is not a town. */
const NOT_A_TOWN =
  /^[^.]*?\bis (?:a|an|the)(?: (?!of\b|in\b|on\b|and\b|the\b|city\b|town\b|capital\b)[\p{L}-]+,?){0,3} (?:region|province|country|state|county|district|prefecture|department|governorate|national park|park|nature reserve|archipelago|peninsula|valley|mountain range|municipality of several|wine region|ski area)\b/iu;

/** "Queenstown (New Zealand)" → "Queenstown". */
export function baseTitle(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*$/u, "").trim();
}

/** The local names in the first brackets of the byline, after the title: "Cologne (German: Köln)". */
function bylineNames(article: Pick<GuideArticle, "title" | "byline">): string[] {
  const bracket = /^[^(.]{0,80}?\(([^)]{1,200})\)/u.exec(article.byline);
  if (!bracket?.[1]) return [];
  return bracket[1]
    .split(/[,;]|\bor\b|\balso\b/u)
    .map((part) => part.replace(/^[^:]*:/u, "").trim())
    .filter((part) => part !== "" && /\p{Script=Latin}/u.test(part));
}

function articleNames(article: Pick<GuideArticle, "title" | "byline">): string[] {
  return [
    ...new Set([baseTitle(article.title), ...bylineNames(article)].map(foldPlaceName)),
  ].filter((name) => name !== "");
}

/** Is the article about a town at all: not a district, and not called a region in its first sentence. */
function mayBeTown(article: Pick<GuideArticle, "title" | "byline">): boolean {
  return !article.title.includes("/") && !NOT_A_TOWN.test(article.byline);
}

/** At most one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1);
}

/** One name is the other's first whole words ("palma de mallorca" and "palma"). */
const leadingWords = (a: string, b: string) =>
  (a.length > b.length ? a.startsWith(`${b} `) : b.startsWith(`${a} `)) &&
  Math.min(a.length, b.length) >= 4;

type NameMatch = "same" | "close";

/** How a place's name (folded) answers the article's names. */
function nameMatch(names: readonly string[], folded: string): NameMatch | null {
  if (names.includes(folded)) return "same";
  return names.some(
    (name) => (name.length >= 5 && oneEditApart(name, folded)) || leadingWords(name, folded),
  )
    ? "close"
    : null;
}

export interface GuideMatch {
  article: GuideArticle;
  city: City;
  match: NameMatch;
  distanceKm: number;
}

const CELL_DEGREES = 0.5;
const cellKey = (lat: number, lon: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

type Placed = { city: City; name: string };

/** Populated places by grid cell with their folded names, for "every place within so many km". */
function gridOf(cities: readonly City[]): Map<string, Placed[]> {
  const grid = new Map<string, Placed[]>();
  for (const city of cities) {
    if (MATCHING.excludedFeatureCodes.includes(city.featureCode)) continue;
    const key = cellKey(city.latitude, city.longitude);
    const placed = { city, name: foldPlaceName(city.name) };
    const list = grid.get(key);
    if (list) list.push(placed);
    else grid.set(key, [placed]);
  }
  return grid;
}

function near(
  grid: Map<string, Placed[]>,
  point: { latitude: number; longitude: number },
  km: number,
): Placed[] {
  const latSteps = Math.ceil(km / 111 / CELL_DEGREES);
  const lonSteps = Math.min(
    Math.ceil(
      km / (111 * Math.max(0.05, Math.cos((point.latitude * Math.PI) / 180))) / CELL_DEGREES,
    ),
    Math.ceil(360 / CELL_DEGREES),
  );
  const found: Placed[] = [];
  const row = Math.floor(point.latitude / CELL_DEGREES);
  const column = Math.floor(point.longitude / CELL_DEGREES);
  for (let dLat = -latSteps; dLat <= latSteps; dLat++)
    for (let dLon = -lonSteps; dLon <= lonSteps; dLon++) {
      const lon = (((column + dLon) * CELL_DEGREES + 540) % 360) - 180;
      for (const placed of grid.get(cellKey((row + dLat) * CELL_DEGREES, lon)) ?? [])
        found.push(placed);
    }
  return found;
}

/** The GeoNames place each article is about, one article per place (see MATCHING). */
export function matchGuides(
  articles: readonly GuideArticle[],
  cities: readonly City[],
): Map<number, GuideMatch> {
  const grid = gridOf(cities);
  const byCity = new Map<number, GuideMatch>();
  for (const article of articles) {
    if (!mayBeTown(article)) continue;
    const names = articleNames(article);
    let best: GuideMatch | undefined;
    for (const { city, name } of near(grid, article, MATCHING.sameNameKm)) {
      const match = nameMatch(names, name);
      if (!match) continue;
      const distanceKm = greatCircleKm(article, city);
      if (distanceKm > (match === "same" ? MATCHING.sameNameKm : MATCHING.closeNameKm)) continue;
      const better =
        !best ||
        (match === "same" && best.match === "close") ||
        (match === best.match &&
          (city.population > best.city.population ||
            (city.population === best.city.population && city.geonameId < best.city.geonameId)));
      if (better) best = { article, city, match, distanceKm };
    }
    if (!best) continue;
    const taken = byCity.get(best.city.geonameId);
    if (
      !taken ||
      (best.match === "same" && taken.match === "close") ||
      (best.match === taken.match &&
        (best.distanceKm < taken.distanceKm ||
          (best.distanceKm === taken.distanceKm && best.article.title < taken.article.title)))
    )
      byCity.set(best.city.geonameId, best);
  }
  return byCity;
}
