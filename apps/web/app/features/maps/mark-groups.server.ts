import type { MapPoint } from "./geometry.server";
import type { ViewBox } from "./map-types";

/**
 * Marks that stay readable at thousands of places: when a map would draw more than
 * MAX_SINGLE_MARKS, nearby places are grouped by a grid over the map's window (GRID_CELLS
 * across) and each group drawn as one mark with its count. Filtered lists that are short
 * enough keep one mark per place. Pure and linear in the number of places.
 */

export const MAX_SINGLE_MARKS = 120;
export const GRID_CELLS = 24;

export type MarkGroup<T> = { x: number; y: number; members: T[] };

export function groupMarks<T extends MapPoint>(
  points: readonly T[],
  viewBox: ViewBox,
  { maxSingle = MAX_SINGLE_MARKS, cells = GRID_CELLS } = {},
): MarkGroup<T>[] {
  if (points.length <= maxSingle)
    return points.map((point) => ({ x: point.x, y: point.y, members: [point] }));
  const size = viewBox.width / cells;
  const groups = new Map<string, T[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / size)},${Math.floor(point.y / size)}`;
    const members = groups.get(key);
    if (members) members.push(point);
    else groups.set(key, [point]);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return [...groups.values()].map((members) => {
    let x = 0;
    let y = 0;
    for (const member of members) {
      x += member.x;
      y += member.y;
    }
    return { x: round(x / members.length), y: round(y / members.length), members };
  });
}
