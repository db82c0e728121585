import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { geoGraticule10, geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from "d3-geo";
import i18nCountries from "i18n-iso-countries";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { ViewBox } from "./map-types";

export type { ViewBox };

/**
 * Map geometry, pure apart from reading Natural Earth's TopoJSON (world-atlas) once: one world
 * projection for every map on the site, so the base map is one immutable file and each page only
 * chooses a window onto it (an SVG viewBox) and draws its own marks in the same coordinates.
 */

/** Width of the projected world in map units; the height follows from the projection. */
export const WORLD_WIDTH = 1000;

export type LonLat = { latitude: number; longitude: number };
export type MapPoint = { x: number; y: number };

const sphere: GeoPermissibleObjects = { type: "Sphere" };
const projection = geoNaturalEarth1().fitWidth(WORLD_WIDTH, sphere);
const [[, top], [, bottom]] = geoPath(projection).bounds(sphere);
export const WORLD_HEIGHT = Math.ceil(bottom - top);

/** Paths rounded to a tenth of a map unit: finer than a screen pixel at any zoom the site uses. */
const path = geoPath(projection).digits(1);

const round = (value: number) => Math.round(value * 10) / 10;

export function project({ latitude, longitude }: LonLat): MapPoint {
  const point = projection([longitude, latitude]);
  if (!point) throw new RangeError(`Cannot project ${latitude}, ${longitude}`);
  return { x: round(point[0]), y: round(point[1]) };
}

const projectedPlaces = new WeakMap<LonLat, MapPoint>();

/**
 * project() of a place kept in memory (a catalogue destination is read once and held), worked
 * out once per place: a world map of thousands of places then costs no projection per page.
 */
export function projectPlace(place: LonLat): MapPoint {
  let point = projectedPlaces.get(place);
  if (!point) {
    point = project(place);
    projectedPlaces.set(place, point);
  }
  return point;
}

/** The place a map point stands for: project's inverse (to read a mark back as a position). */
export function unproject({ x, y }: MapPoint): LonLat {
  const lonLat = projection.invert?.([x, y]);
  if (!lonLat) throw new RangeError(`Cannot unproject ${x}, ${y}`);
  return { latitude: lonLat[1], longitude: lonLat[0] };
}

/**
 * The great-circle route between two places as an SVG path: d3 draws a LineString's edges as
 * great-circle arcs (resampled, and split where it crosses the map's edge).
 */
export function greatCirclePath(from: LonLat, to: LonLat): string {
  return (
    path({
      type: "LineString",
      coordinates: [
        [from.longitude, from.latitude],
        [to.longitude, to.latitude],
      ],
    }) ?? ""
  );
}

/**
 * The window onto the world map that shows every point with room around it: at least
 * `minWidth` map units wide, in the given aspect ratio (width / height), kept inside the world.
 */
export function fitViewBox(
  points: readonly MapPoint[],
  { aspect = 16 / 9, minWidth = 120, padding = 0.12 } = {},
): ViewBox {
  if (points.length === 0) return { x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT };
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  let width = Math.max((maxX - minX) * (1 + 2 * padding), minWidth);
  let height = Math.max((maxY - minY) * (1 + 2 * padding), minWidth / aspect);
  // Widen whichever side is short of the aspect ratio, so nothing is cut.
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  // Never wider or taller than the world (then the whole world shows, letterboxed by the ocean).
  const scale = Math.min(1, WORLD_WIDTH / width, WORLD_HEIGHT / height);
  width *= scale;
  height *= scale;
  const clamp = (value: number, size: number, limit: number) =>
    Math.min(Math.max(value, 0), Math.max(limit - size, 0));
  const x = clamp((minX + maxX) / 2 - width / 2, width, WORLD_WIDTH);
  const y = clamp((minY + maxY) / 2 - height / 2, height, WORLD_HEIGHT);
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

// --- Natural Earth data (world-atlas), read once --------------------------------------------

const require = createRequire(import.meta.url);
type Countries = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;
let coarse: Countries | undefined;
let medium: Countries | undefined;
// 1:110m draws the world; 1:50m has the small island states 1:110m leaves out (the Maldives).
const countries110m = () => (coarse ??= require("world-atlas/countries-110m.json") as Countries);
const countries50m = () => (medium ??= require("world-atlas/countries-50m.json") as Countries);

/** ISO 3166-1 numeric code (world-atlas's feature id) for an alpha-2 code. */
function numericCode(alpha2: string): string | undefined {
  return i18nCountries.alpha2ToNumeric(alpha2.toUpperCase());
}

/** One country's outline as an SVG path in world map units, or null when Natural Earth has none. */
export function countryOutline(alpha2: string): string | null {
  const id = numericCode(alpha2);
  if (!id) return null;
  for (const topology of [countries110m(), countries50m()]) {
    const geometry = topology.objects.countries.geometries.find((country) => country.id === id);
    if (geometry) return path(feature(topology, geometry)) || null;
  }
  return null;
}

/** The base map: ocean, graticule, land and borders, with no page's marks. */
function renderBaseMap(): string {
  const world = countries110m();
  const land = path(feature(world, world.objects.land)) ?? "";
  const borders = path(mesh(world, world.objects.countries, (a, b) => a !== b)) ?? "";
  const graticule = path(geoGraticule10()) ?? "";
  const outline = path(sphere) ?? "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}" width="${WORLD_WIDTH}" height="${WORLD_HEIGHT}">`,
    `<path d="${outline}" fill="#e4f0f5"/>`,
    `<path d="${graticule}" fill="none" stroke="#cfe3ec" stroke-width="0.5"/>`,
    `<path d="${land}" fill="#f4f1ea" stroke="#b9c4cc" stroke-width="0.4"/>`,
    `<path d="${borders}" fill="none" stroke="#c9d1d8" stroke-width="0.3"/>`,
    `</svg>`,
  ].join("");
}

let base: { svg: string; file: string } | undefined;

/** The base map's SVG and its file name, which carries a hash of its content (so it is cached forever). */
export function baseMap(): { svg: string; file: string } {
  if (!base) {
    const svg = renderBaseMap();
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 12);
    base = { svg, file: `world.${hash}.svg` };
  }
  return base;
}

export const baseMapPath = () => `/maps/${baseMap().file}`;
