import { describe, expect, it } from "vitest";
import { GRID_CELLS, groupMarks, MAX_GROUPS, MAX_SINGLE_MARKS } from "./mark-groups.server";

const world = { x: 0, y: 0, width: 1000, height: 500 };
const at = (id: number, x: number, y: number) => ({ id, x, y });

describe("groupMarks", () => {
  it("keeps one mark per place while they are few", () => {
    const points = Array.from({ length: MAX_SINGLE_MARKS }, (_, i) => at(i, i * 5, 100));
    const groups = groupMarks(points, world);
    expect(groups).toHaveLength(MAX_SINGLE_MARKS);
    expect(groups.every((group) => group.members.length === 1)).toBe(true);
  });

  it("groups thousands of places into at most one mark per grid cell, losing none", () => {
    const points = Array.from({ length: 5000 }, (_, i) => at(i, (i * 37) % 1000, (i * 53) % 500));
    const groups = groupMarks(points, world);
    expect(groups.length).toBeLessThanOrEqual(GRID_CELLS * Math.ceil((500 / 1000) * GRID_CELLS));
    // However many places, the map draws a bounded number of marks: its page does not grow.
    expect(groups.length).toBeLessThanOrEqual(MAX_GROUPS);
    expect(groups.length).toBeGreaterThan(MAX_GROUPS / 4);
    expect(
      groups.flatMap((group) => group.members.map((member) => member.id)).sort((a, b) => a - b),
    ).toEqual(points.map((point) => point.id));
  });

  it("puts a group at its members' middle and keeps far places apart", () => {
    const crowd = Array.from({ length: 200 }, (_, i) => at(i, 500 + (i % 2), 250));
    const groups = groupMarks([...crowd, at(999, 10, 10)], world);
    expect(groups).toHaveLength(2);
    const big = groups.find((group) => group.members.length === 200);
    expect(big).toMatchObject({ x: 500.5, y: 250 });
    expect(groups.find((group) => group.members.length === 1)?.members[0]?.id).toBe(999);
  });
});
