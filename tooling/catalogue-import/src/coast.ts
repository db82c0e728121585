import { createRequire } from "node:module";
import { geoArea } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * How far a place is from the sea, and whether the land it stands on is an island, from
 * Natural Earth's 1:10m land (world-atlas 2.0.2, public domain) — docs/decisions/143.
 * Lakes are land in this data, so a lakeside town is inland.
 */
const COAST = Object.freeze({
  /** Measured this far at most; a place further from the sea is "inland" at this distance. */
  searchKm: 100,
  /** Land smaller than this, km², is an island (Mallorca, Bali, Zanzibar; not Great Britain). */
  islandMaxKm2: 80_000,
});

const EARTH_KM2 = 4 * Math.PI * 6371 ** 2;
const KM_PER_DEGREE = 111.2;
const BAND = 0.5;

type Segment = { shape: number; x1: number; y1: number; x2: number; y2: number };
interface Land {
  /** Each shape's area, km². */
  areas: number[];
  /** Coast segments by cell of BAND × BAND degrees (a segment is in every cell its box spans). */
  cells: Map<number, Segment[]>;
}

/** One number per cell: bands of latitude times 1,024, plus bands of longitude shifted positive. */
const cellKey = (latitudeBand: number, longitudeBand: number) =>
  latitudeBand * 1024 + (longitudeBand + 512);

let land: Land | undefined;

function readLand(): Land {
  if (land) return land;
  const require = createRequire(import.meta.url);
  const topology = require("world-atlas/land-10m.json") as Topology<{ land: GeometryCollection }>;
  const shapes: GeoJSON.Position[][][] = [];
  for (const { geometry } of feature(topology, topology.objects.land).features) {
    if (geometry.type === "Polygon") shapes.push(geometry.coordinates);
    if (geometry.type === "MultiPolygon") shapes.push(...geometry.coordinates);
  }
  const cells = new Map<number, Segment[]>();
  shapes.forEach((rings, shape) => {
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++) {
        const [x1, y1] = ring[i - 1] as [number, number];
        const [x2, y2] = ring[i] as [number, number];
        if (Math.abs(x2 - x1) > 180) continue; // the antimeridian seam, not a coast
        const segment = { shape, x1, y1, x2, y2 };
        for (
          let band = Math.floor(Math.min(y1, y2) / BAND);
          band <= Math.floor(Math.max(y1, y2) / BAND);
          band++
        )
          for (
            let column = Math.floor(Math.min(x1, x2) / BAND);
            column <= Math.floor(Math.max(x1, x2) / BAND);
            column++
          ) {
            const key = cellKey(band, column);
            const list = cells.get(key);
            if (list) list.push(segment);
            else cells.set(key, [segment]);
          }
      }
  });
  land = {
    areas: shapes.map(
      (coordinates) => geoArea({ type: "Polygon", coordinates }) * (EARTH_KM2 / (4 * Math.PI)),
    ),
    cells,
  };
  return land;
}

/** Distance from a point to a segment, km, on a local flat projection around the point. */
function segmentKm(lon: number, lat: number, s: Segment): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const ky = KM_PER_DEGREE;
  const ax = (s.x1 - lon) * kx;
  const ay = (s.y1 - lat) * ky;
  const bx = (s.x2 - lon) * kx;
  const by = (s.y2 - lat) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

export interface CoastFacts {
  /** From the point to the nearest coast, km (at most COAST.searchKm). */
  coastKm: number;
  /** The land nearest the point is smaller than COAST.islandMaxKm2. */
  island: boolean;
}

/** The coast nearest a place and the size of the land it is on (or nearest, if at sea). */
export function coastFacts({
  latitude,
  longitude,
}: {
  latitude: number;
  longitude: number;
}): CoastFacts {
  const { cells, areas } = readLand();
  const reachDegrees = COAST.searchKm / KM_PER_DEGREE;
  const lonReach = reachDegrees / Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
  let best: number = COAST.searchKm;
  let nearestShape: number | undefined;
  const seen = new Set<Segment>();
  const columns: number[] = [];
  for (
    let column = Math.floor((longitude - lonReach) / BAND);
    column <= Math.floor((longitude + lonReach) / BAND);
    column++
  )
    columns.push(column);
  const nearby = (band: number) =>
    columns.flatMap((column) => cells.get(cellKey(band, column)) ?? []);
  for (
    let band = Math.floor((latitude - reachDegrees) / BAND);
    band <= Math.floor((latitude + reachDegrees) / BAND);
    band++
  ) {
    for (const segment of nearby(band)) {
      if (seen.has(segment)) continue;
      seen.add(segment);
      if (
        Math.min(segment.x1, segment.x2) > longitude + lonReach ||
        Math.max(segment.x1, segment.x2) < longitude - lonReach
      )
        continue;
      const km = segmentKm(longitude, latitude, segment);
      if (km < best) {
        best = km;
        nearestShape = segment.shape;
      }
    }
  }
  const area = nearestShape === undefined ? undefined : areas[nearestShape];
  return { coastKm: best, island: area !== undefined && area < COAST.islandMaxKm2 };
}
