import type { MapPoint } from "./geometry.server";
import type { ViewBox } from "./map-types";

/**
 * Marks that stay readable at thousands of places: when a map would draw more than
 * MAX_SINGLE_MARKS, nearby places are grouped by a grid over the map's window (GRID_CELLS
 * across) and each group drawn as one mark with its count. The grid coarsens until there are
 * at most MAX_GROUPS groups, so a map (and the page it is on) weighs about the same at 5,000
 * places as at 30 (issue 25). Filtered lists that are short enough keep one mark per place.
 * Pure and linear in the number of places (a few passes at most).
 */

export const MAX_SINGLE_MARKS = 120;
export const GRID_CELLS = 24;
export const MAX_GROUPS = 24;
const MIN_GRID_CELLS = 3;

export type MarkGroup<T> = { x: number; y: number; members: T[] };

export function groupMarks<T extends MapPoint>(
  points: readonly T[],
  viewBox: ViewBox,
  { maxSingle = MAX_SINGLE_MARKS, cells = GRID_CELLS, maxGroups = MAX_GROUPS } = {},
): MarkGroup<T>[] {
  if (points.length <= maxSingle)
    return points.map((point) => ({ x: point.x, y: point.y, members: [point] }));
  let across = cells;
  let groups = gridGroups(points, viewBox.width / across);
  while (groups.length > maxGroups && across > MIN_GRID_CELLS) {
    across = Math.max(MIN_GRID_CELLS, Math.floor(across * 0.75));
    groups = gridGroups(points, viewBox.width / across);
  }
  return groups;
}

function gridGroups<T extends MapPoint>(points: readonly T[], size: number): MarkGroup<T>[] {
  // A cell's key is a number (its column, then its row): no string per place.
  const groups = new Map<number, T[]>();
  for (const point of points) {
    const key = Math.floor(point.x / size) * 65_536 + Math.floor(point.y / size);
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
