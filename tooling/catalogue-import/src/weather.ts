import { greatCircleKm, type WeatherNormals } from "@travel/domain";
import { foldName } from "./match.js";
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
 */
export const WEATHER_MATCH = Object.freeze({ maxKm: 25 });

export function usableTable(table: ClimateTable): boolean {
  return table.highC.every(
    (high, index) =>
      high !== null && table.lowC[index] !== null && high >= (table.lowC[index] as number),
  );
}

/** "Split (city)" → "split"; "Queenstown, New Zealand" → "queenstown". */
export function tableName(place: string): string {
  return foldName(place.replace(/\s*\([^)]*\)\s*$/u, "").replace(/,.*$/u, ""));
}

const twelve = (values: readonly (number | null)[]) =>
  values.some((value) => value !== null) ? [...values] : undefined;

export function normalsOf(
  table: ClimateTable,
  matchedBy: WeatherNormals["matchedBy"],
  distanceKm?: number,
): WeatherNormals {
  const rainyDays = twelve(table.rainyDays);
  const precipMm = twelve(table.precipMm);
  const sunHours = twelve(table.sunHours);
  return {
    place: table.place,
    url: table.url,
    source: table.source,
    matchedBy,
    ...(distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm) }),
    highC: table.highC as number[],
    lowC: table.lowC as number[],
    ...(rainyDays ? { rainyDays } : {}),
    ...(precipMm ? { precipMm } : {}),
    ...(sunHours ? { sunHours } : {}),
  };
}

interface WeatherPlace {
  latitude: number;
  longitude: number;
  /** Folded names it is known by: its own and its guide's title. */
  names: readonly string[];
}

/** A matcher over the usable tables: nearest by coordinates, else by a unique title. */
export function weatherMatcher(
  tables: readonly ClimateTable[],
  namesInCatalogue: ReadonlyMap<string, number>,
) {
  const usable = tables.filter(usableTable);
  const placed = usable.filter((table) => table.latitude !== null && table.longitude !== null);
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
    let best: { table: ClimateTable; km: number } | undefined;
    const reach = WEATHER_MATCH.maxKm / 111 + 0.01;
    for (const table of placed) {
      if (Math.abs((table.latitude as number) - place.latitude) > reach) continue;
      const km = greatCircleKm(place, {
        latitude: table.latitude as number,
        longitude: table.longitude as number,
      });
      if (km <= WEATHER_MATCH.maxKm && (!best || km < best.km)) best = { table, km };
    }
    if (best) return normalsOf(best.table, "coordinates", best.km);
    for (const name of place.names) {
      const table = byName.get(name);
      if (table && namesInCatalogue.get(name) === 1) return normalsOf(table, "title");
    }
    return undefined;
  };
}
