import { createRequire } from "node:module";
import { geoArea } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { LonLat } from "./geometry.server";

/**
 * Whether a place lies by the sea, on a small island, or inland, read from Natural Earth's
 * 1:50m land (world-atlas, the data the site's maps are drawn from). A place is by the sea when
 * open water lies within a few kilometres of its centre; on an island when the land it stands
 * on is small. Lakes are land in this data, so a lakeside city counts as inland.
 */
export type LandSetting = "coast" | "island" | "inland";

/** How far from the centre the sea still makes a place coastal. */
const COAST_RADII_KM = [6, 14];
const BEARINGS = Array.from({ length: 16 }, (_, index) => index * 22.5);
const KM_PER_DEGREE = 111.2;
/** Land smaller than this (steradians; about 80,000 km²) is an island: Sicily, Bali, Mallorca; not Great Britain. */
const ISLAND_MAX_AREA = 0.002;

type Edge = { polygon: number; x1: number; y1: number; x2: number; y2: number };

/** Land edges by band of latitude: a point's test reads only the edges its ray can cross. */
const BAND_DEGREES = 0.25;
type Land = { areas: number[]; bands: Map<number, Edge[]> };

const require = createRequire(import.meta.url);
let land: Land | undefined;

function readLand(): Land {
  if (land) return land;
  const topology = require("world-atlas/land-50m.json") as Topology<{ land: GeometryCollection }>;
  const shapes: GeoJSON.Position[][][] = [];
  for (const { geometry } of feature(topology, topology.objects.land).features) {
    if (geometry.type === "Polygon") shapes.push(geometry.coordinates);
    if (geometry.type === "MultiPolygon") shapes.push(...geometry.coordinates);
  }
  const bands = new Map<number, Edge[]>();
  shapes.forEach((rings, polygon) => {
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++) {
        const [x1, y1] = ring[i - 1] as [number, number];
        const [x2, y2] = ring[i] as [number, number];
        // An edge across the antimeridian is the map's seam, not a coastline.
        if (Math.abs(x2 - x1) > 180) continue;
        const edge = { polygon, x1, y1, x2, y2 };
        const first = Math.floor(Math.min(y1, y2) / BAND_DEGREES);
        const last = Math.floor(Math.max(y1, y2) / BAND_DEGREES);
        for (let band = first; band <= last; band++) {
          const list = bands.get(band);
          if (list) list.push(edge);
          else bands.set(band, [edge]);
        }
      }
  });
  land = {
    areas: shapes.map((coordinates) => geoArea({ type: "Polygon", coordinates })),
    bands,
  };
  return land;
}

/**
 * The piece of land a point stands on (its index), or null at sea: a ray cast east crosses the
 * rings of the polygon that holds the point an odd number of times. Degrees are treated as flat,
 * which is exact enough at the 1:50m scale's edge lengths.
 */
function landAt([lon, lat]: [number, number]): number | null {
  const { bands } = readLand();
  const crossings = new Map<number, number>();
  for (const { polygon, x1, y1, x2, y2 } of bands.get(Math.floor(lat / BAND_DEGREES)) ?? []) {
    if (y1 > lat === y2 > lat) continue;
    const x = x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1);
    if (x > lon) crossings.set(polygon, (crossings.get(polygon) ?? 0) + 1);
  }
  for (const [polygon, count] of crossings) if (count % 2 === 1) return polygon;
  return null;
}

/** A point `km` away on a bearing (degrees from north); flat-earth steps are fine at this scale. */
function offset([lon, lat]: [number, number], bearing: number, km: number): [number, number] {
  const radians = (bearing * Math.PI) / 180;
  const north = (km * Math.cos(radians)) / KM_PER_DEGREE;
  const east =
    (km * Math.sin(radians)) / (KM_PER_DEGREE * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
  return [((lon + east + 540) % 360) - 180, Math.max(-90, Math.min(90, lat + north))];
}

const settings = new Map<string, LandSetting>();

export function landSetting({ latitude, longitude }: LonLat): LandSetting {
  const key = `${latitude},${longitude}`;
  const known = settings.get(key);
  if (known) return known;
  const centre: [number, number] = [longitude, latitude];
  const ground = landAt(centre);
  const seaNearby =
    ground === null ||
    COAST_RADII_KM.some((km) =>
      BEARINGS.some((bearing) => landAt(offset(centre, bearing, km)) === null),
    );
  const area = ground === null ? undefined : readLand().areas[ground];
  const setting: LandSetting =
    area !== undefined && area < ISLAND_MAX_AREA ? "island" : seaNearby ? "coast" : "inland";
  settings.set(key, setting);
  return setting;
}
