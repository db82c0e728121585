import type { Climate } from "@travel/domain";

/**
 * Addresses of the generated artwork (see scene.server.ts). The URL carries every input
 * of the drawing plus a generator version, so a picture can be cached forever by its URL.
 * Only types are imported from the domain here: this module reaches the browser.
 */
// 2: every destination drawn from its own data (destination-scene.server.ts), waterfronts, the road.
const ART_VERSION = 2;

export const landscapes = [
  "coast",
  "island",
  "city",
  "harbour",
  "old-town",
  "seaside-town",
  "mountains",
  "hills",
  "desert",
  "road",
] as const;
export type Landscape = (typeof landscapes)[number];
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
