import type { Climate, Destination } from "@travel/domain";
import { landSetting, type LandSetting } from "~/features/maps/coastline.server";
import type { Landscape, SceneSpec, TimeOfDay } from "./art-addresses";

/**
 * The picture of a destination, until it has a photo: drawn from its own data, so that no two
 * places share one and what is drawn belongs to the place. Its seed is its slug (unique in the
 * catalogue), so the drawing's details differ for every place; its climate, its setting (by the
 * sea, on an island or inland, from the map's land) and its size and types choose the scene.
 * Places from open data carry the importer's scene facts (decision 143: the climate class from
 * their climate table, the setting, mountains and size); those win over what is guessed here.
 */
export type SceneFacts = Pick<
  Destination,
  | "slug"
  | "id"
  | "typeIds"
  | "climate"
  | "latitude"
  | "longitude"
  | "countryCode"
  | "population"
  | "scene"
>;

/** A city this large is drawn as a skyline of towers; smaller ones as a town of roofs. */
const SKYLINE_POPULATION = 2_000_000;

/** Countries whose cities lie in hot desert or steppe (Köppen B), whatever their latitude. */
const ARID_COUNTRIES = new Set([
  "ae",
  "bh",
  "dj",
  "dz",
  "eg",
  "iq",
  "ir",
  "jo",
  "kw",
  "ly",
  "ml",
  "mr",
  "ne",
  "om",
  "qa",
  "sa",
  "sd",
  "td",
  "tm",
  "uz",
  "ye",
]);

type Box = [west: number, south: number, east: number, north: number];
const within = ([west, south, east, north]: Box, { latitude, longitude }: SceneFacts) =>
  longitude >= west && longitude <= east && latitude >= south && latitude <= north;

/** Dry regions inside otherwise wetter countries: the US south-west, northern Mexico, the Atacama, inland Australia. */
const ARID_REGIONS: Box[] = [
  [-120, 31, -103, 38],
  [-112, 24, -100, 31],
  [-71, -27, -68, -17],
  [122, -32, 140, -20],
];
/** Dry-summer coasts (Köppen Cs): the Mediterranean basin, California, central Chile, the Cape, south-west Australia. */
const MEDITERRANEAN_REGIONS: Box[] = [
  [-10, 30, 37, 46],
  [-124, 32, -117, 40],
  [-74, -38, -70, -30],
  [17, -35, 21, -33],
  [114, -36, 119, -30],
  [137, -36, 139.5, -34],
];
/** Cold-winter interiors (Köppen D): eastern Europe and Russia, north China and Korea, the North American interior. */
const CONTINENTAL_REGIONS: Box[] = [
  [16, 44, 180, 60],
  [100, 38, 135, 50],
  [-105, 40, -70, 55],
];

/**
 * The climate of a place: the editors' when they set one, else read from where it lies: the
 * tropics by latitude, deserts by country or region, dry-summer coasts, cold-winter interiors
 * and the high north or south by latitude; the rest is temperate.
 */
export function climateOf(place: SceneFacts): Climate {
  if (place.climate) return place.climate;
  // Measured beats guessed: a climate table's class decides the warm, dry and cold scenes; a
  // temperate one is told apart by region (dry-summer coasts, cold-winter interiors).
  const measured = place.scene?.climateBasis === "normals" ? place.scene.climate : undefined;
  if (measured === "arid" || measured === "tropical") return measured;
  if (measured === "cold") {
    return CONTINENTAL_REGIONS.some((box) => within(box, place)) ? "continental" : "cold";
  }
  if (measured === "temperate") return temperateKind(place);
  const latitude = Math.abs(place.latitude);
  if (ARID_COUNTRIES.has(place.countryCode) || ARID_REGIONS.some((box) => within(box, place)))
    return "arid";
  if (latitude < 23.5) return "tropical";
  if (latitude >= 60) return "cold";
  return temperateKind(place);
}

/** A temperate place's scene by region: dry-summer coasts, cold-winter interiors, the rest. */
function temperateKind(place: SceneFacts): Climate {
  if (MEDITERRANEAN_REGIONS.some((box) => within(box, place))) return "mediterranean";
  if (CONTINENTAL_REGIONS.some((box) => within(box, place))) return "continental";
  return "temperate";
}

/**
 * The scene a settlement gets: towers or roofs by its size, with water in front by the sea; an
 * inland town among mountains (the importer's elevation check) is drawn in its mountains.
 */
function settlement(place: SceneFacts, setting: LandSetting): Landscape {
  const skyline = place.scene
    ? place.scene.size === "metropolis"
    : (place.population ?? 0) >= SKYLINE_POPULATION;
  if (setting === "inland") {
    if (skyline) return "city";
    return place.scene?.mountains ? "mountains" : "old-town";
  }
  return skyline ? "harbour" : "seaside-town";
}

/** What the place's first drawable type asks for; a settlement when it names a city or culture. */
function landscapeOf(place: SceneFacts, climate: Climate, setting: LandSetting): Landscape {
  for (const typeId of place.typeIds) {
    switch (typeId) {
      case "islands":
        return climate === "tropical" || climate === "mediterranean" ? "island" : "seaside-town";
      case "beach":
        return climate === "arid" && setting === "inland" ? "desert" : "coast";
      case "city-break":
      case "culture":
      case "food":
        return settlement(place, setting);
      case "mountains":
      case "winter":
        return "mountains";
      case "nature":
        if (setting !== "inland") return "coast";
        return climate === "arid" ? "desert" : "hills";
    }
  }
  return settlement(place, setting);
}

const TIMES: readonly TimeOfDay[] = ["day", "golden", "day", "dusk", "dawn"];

/** The scene of a destination: the same destination always gets the same picture, and no other gets it. */
export function destinationScene(place: SceneFacts): SceneSpec {
  const climate = climateOf(place);
  // The importer measured the setting on the same land data; only hand-written places need it here.
  const setting = place.scene?.setting ?? landSetting(place);
  return {
    seed: place.slug,
    climate,
    landscape: landscapeOf(place, climate, setting),
    time: TIMES[place.id % TIMES.length] ?? "day",
  };
}
