import { foldPlaceName, greatCircleKm, type WeatherNormals } from "@travel/domain";
import type { ClimateTable } from "./open-data.js";

/**
 * Which climate table describes a place (docs/decisions/142).
 *
 * - A table is used only when it has a high and a low for every month and no high below its
 *   low (the source has a few broken boxes).
 * - By coordinates: the nearest table within WEATHER_MATCH.maxKm of the place's centre.
 * - Else by title, for tables without coordinates: the table's place name ("Split (city)",
 *   "Queenstown, New Zealand" → split, queenstown) is the place's name or its guide's title,
 *   and the place is the only one in the catalogue of that name (a title alone cannot tell
 *   two namesakes apart).
 * - Else the nearest table within WEATHER_MATCH.nearestMaxKm that stands on the same side of
 *   the shore (both within WEATHER_MATCH.seaKm of the sea, or both further), labelled as a
 *   neighbour's figures ("nearest station: Battambang, 77 km"). The data has no elevation, so
 *   a place whose guide speaks of mountains never takes a neighbour's figures, and neither
 *   does any place from a "Geography of …" table (a country's or region's, not a town's).
 */
export const WEATHER_MATCH = Object.freeze({ maxKm: 25, nearestMaxKm: 100, seaKm: 10 });

function usableTable(table: ClimateTable): boolean {
  return table.highC.every(
    (high, index) =>
      high !== null && table.lowC[index] !== null && high >= (table.lowC[index] as number),
  );
}

/** "Split (city)" → "split"; "Queenstown, New Zealand" → "queenstown". */
function tableName(place: string): string {
  return foldPlaceName(place.replace(/\s*\([^)]*\)\s*$/u, "").replace(/,.*$/u, ""));
}

const twelve = (values: readonly (number | null)[]) =>
  values.some((value) => value !== null) ? [...values] : undefined;

function normalsOf(
  table: ClimateTable,
  matchedBy: WeatherNormals["matchedBy"],
  distanceKm?: number,
): WeatherNormals {
  const rainyDays = twelve(table.rainyDays);
  const precipMm = twelve(table.precipMm);
  const sunHours = twelve(table.sunHours);
  const km = distanceKm === undefined ? undefined : Math.round(distanceKm);
  return {
    place: table.place,
    url: table.url,
    source: table.source,
    matchedBy,
    ...(km === undefined ? {} : { distanceKm: km }),
    ...(matchedBy === "nearest" ? { label: `nearest station: ${table.place}, ${km ?? 0} km` } : {}),
    highC: table.highC as number[],
    lowC: table.lowC as number[],
    ...(rainyDays ? { rainyDays } : {}),
    ...(precipMm ? { precipMm } : {}),
    ...(sunHours ? { sunHours } : {}),
  };
}

type Point = { latitude: number; longitude: number };

interface WeatherPlace extends Point {
  /** Folded names it is known by: its own and its guide's title. */
  names: readonly string[];
  /** From its centre to the sea, km. */
  coastKm: number;
  /** Its guide (or editors) speak of mountains: a neighbour's figures may be another altitude's. */
  mountains: boolean;
}

type PlacedTable = ClimateTable & Point;

/** The usable table nearest `place` within `maxKm` that `accept` takes, with its distance. */
function nearestTable(
  tables: readonly PlacedTable[],
  place: Point,
  maxKm: number,
  accept: (table: PlacedTable) => boolean = () => true,
): { table: PlacedTable; km: number } | undefined {
  let best: { table: PlacedTable; km: number } | undefined;
  const reach = maxKm / 111 + 0.01;
  for (const table of tables) {
    if (Math.abs(table.latitude - place.latitude) > reach) continue;
    const km = greatCircleKm(place, table);
    if (km <= maxKm && (!best || km < best.km) && accept(table)) best = { table, km };
  }
  return best;
}

/**
 * A matcher over the usable tables: nearest by coordinates, else by a unique title, else a
 * neighbour's on the same side of the shore. `coastKmOf` measures a table's distance to the sea.
 */
export function weatherMatcher(
  tables: readonly ClimateTable[],
  namesInCatalogue: ReadonlyMap<string, number>,
  coastKmOf: (point: Point) => number,
) {
  const usable = tables.filter(usableTable);
  const placed = usable.filter(
    (table): table is PlacedTable => table.latitude !== null && table.longitude !== null,
  );
  const neighbours = placed.filter((table) => !/^Geography of /u.test(table.place));
  const bySea = new Map<PlacedTable, boolean>();
  const tableBySea = (table: PlacedTable) => {
    let near = bySea.get(table);
    if (near === undefined) {
      near = coastKmOf(table) <= WEATHER_MATCH.seaKm;
      bySea.set(table, near);
    }
    return near;
  };
  const byName = new Map<string, ClimateTable>();
  const twice = new Set<string>();
  for (const table of usable) {
    if (table.latitude !== null) continue;
    const name = tableName(table.place);
    if (byName.has(name)) twice.add(name);
    byName.set(name, table);
  }
  for (const name of twice) byName.delete(name);
  return (place: WeatherPlace): WeatherNormals | undefined => {
    const own = nearestTable(placed, place, WEATHER_MATCH.maxKm);
    if (own) return normalsOf(own.table, "coordinates", own.km);
    for (const name of place.names) {
      const table = byName.get(name);
      if (table && namesInCatalogue.get(name) === 1) return normalsOf(table, "title");
    }
    if (place.mountains) return undefined;
    const placeBySea = place.coastKm <= WEATHER_MATCH.seaKm;
    const neighbour = nearestTable(
      neighbours,
      place,
      WEATHER_MATCH.nearestMaxKm,
      (table) => tableBySea(table) === placeBySea,
    );
    return neighbour ? normalsOf(neighbour.table, "nearest", neighbour.km) : undefined;
  };
}
