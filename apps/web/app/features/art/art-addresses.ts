import type { Climate, Destination } from "@travel/domain";

/**
 * Addresses of the generated artwork (see scene.server.ts). The URL carries every input
 * of the drawing plus a generator version, so a picture can be cached forever by its URL.
 * Only types are imported from the domain here: this module reaches the browser.
 */
const ART_VERSION = 1;

export const landscapes = [
  "coast",
  "island",
  "city",
  "old-town",
  "mountains",
  "hills",
  "desert",
] as const;
type Landscape = (typeof landscapes)[number];
export const timesOfDay = ["dawn", "day", "golden", "dusk", "night"] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export type SceneSpec = {
  /** Lower-case words and dashes; varies the drawing deterministically. */
  seed: string;
  climate: Climate;
  landscape: Landscape;
  time: TimeOfDay;
};

/** Natural size of every scene; images keep this 16:9 ratio unless cropped by CSS. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;

/** The query every address of a scene carries: its inputs and the generator version. */
export function sceneQuery({ climate, landscape, time }: SceneSpec): string {
  return String(new URLSearchParams({ climate, landscape, time, v: String(ART_VERSION) }));
}

/**
 * A WebP rendition `width` pixels wide, one of the spec's image widths (IMAGE_WIDTHS). Pass the
 * scene's query when making several addresses of one scene (a srcset) to build it once.
 */
export function sceneImagePath(scene: SceneSpec, width: number, query = sceneQuery(scene)): string {
  return `/art/${encodeURIComponent(scene.seed)}.${width}.webp?${query}`;
}

/** Which silhouette suits a destination: the first of its types that has a drawing. */
function landscapeFor(typeIds: readonly string[], climate: Climate): Landscape {
  for (const typeId of typeIds) {
    switch (typeId) {
      case "islands":
        return "island";
      case "beach":
        return climate === "arid" ? "desert" : "coast";
      case "city-break":
        return "city";
      case "culture":
      case "food":
        return "old-town";
      case "mountains":
      case "winter":
        return "mountains";
      case "nature":
        return climate === "arid" ? "desert" : "hills";
    }
  }
  return climate === "arid" ? "desert" : "hills";
}

/**
 * Places built from open data have no picture of their own: they share these few city scenes,
 * so a page listing hundreds of them draws a handful of pictures, not hundreds (browsers load
 * every lazy image when JavaScript is off).
 */
export const sharedCityScenes: readonly SceneSpec[] = (
  ["day", "golden", "dusk", "dawn"] as const
).map((time) => ({ seed: `city-${time}`, climate: "temperate", landscape: "city", time }));

/** The scene of a destination: the same destination always gets the same picture. */
export function destinationScene(
  destination: Pick<Destination, "slug" | "id" | "typeIds" | "climate">,
): SceneSpec {
  const times: TimeOfDay[] = ["day", "golden", "day", "dusk", "dawn"];
  const time = times[destination.id % times.length] ?? "day";
  const climate = destination.climate;
  if (climate === undefined) {
    return (
      sharedCityScenes.find((scene) => scene.time === time) ?? (sharedCityScenes[0] as SceneSpec)
    );
  }
  return {
    seed: destination.slug,
    climate,
    landscape: landscapeFor(destination.typeIds, climate),
    time,
  };
}
