import { greatCircleKm } from "@travel/domain";
import { geoDistance } from "d3-geo";
import { describe, expect, it } from "vitest";
import {
  baseMap,
  baseMapPath,
  countryOutline,
  fitViewBox,
  greatCirclePath,
  project,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} from "./geometry.server";

const lisbon = { latitude: 38.7223, longitude: -9.1393 };
const tokyo = { latitude: 35.5494, longitude: 139.7798 };
const newYork = { latitude: 40.6413, longitude: -73.7781 };
const sydney = { latitude: -33.9399, longitude: 151.1753 };

describe("project", () => {
  it("puts west left of east and north above south, inside the world", () => {
    const a = project(newYork);
    const b = project(lisbon);
    const c = project(sydney);
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    expect(b.y).toBeLessThan(c.y);
    for (const point of [a, b, c]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(WORLD_WIDTH);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(WORLD_HEIGHT);
    }
  });

  it("puts the prime meridian and the equator in the middle", () => {
    expect(project({ latitude: 0, longitude: 0 })).toEqual({
      x: WORLD_WIDTH / 2,
      y: expect.closeTo(WORLD_HEIGHT / 2, 0) as number,
    });
  });
});

describe("fitViewBox", () => {
  it("contains every point, with the asked aspect ratio", () => {
    const points = [project(lisbon), project({ latitude: 52.37, longitude: 4.9 })];
    const box = fitViewBox(points, { aspect: 16 / 10 });
    for (const point of points) {
      expect(point.x).toBeGreaterThan(box.x);
      expect(point.x).toBeLessThan(box.x + box.width);
      expect(point.y).toBeGreaterThan(box.y);
      expect(point.y).toBeLessThan(box.y + box.height);
    }
    expect(box.width / box.height).toBeCloseTo(16 / 10, 1);
  });

  it("zooms in on a region but never closer than the minimum width", () => {
    const one = fitViewBox([project(lisbon)], { minWidth: 150 });
    expect(one.width).toBe(150);
    const europe = fitViewBox([project(lisbon), project({ latitude: 59.9, longitude: 10.7 })]);
    expect(europe.width).toBeLessThan(WORLD_WIDTH / 3);
  });

  it("shows the whole world for places on every continent, and stays inside it", () => {
    const box = fitViewBox([newYork, sydney, tokyo, lisbon].map(project));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WORLD_WIDTH + 0.1);
    expect(box.y + box.height).toBeLessThanOrEqual(WORLD_HEIGHT + 0.1);
  });

  it("shows the world when there is nothing to fit", () => {
    expect(fitViewBox([])).toEqual({ x: 0, y: 0, width: WORLD_WIDTH, height: WORLD_HEIGHT });
  });
});

describe("greatCirclePath", () => {
  it("starts at the origin and ends at the destination", () => {
    const d = greatCirclePath(lisbon, tokyo);
    const start = project(lisbon);
    const end = project(tokyo);
    const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(numbers[0]).toBeCloseTo(start.x, 0);
    expect(numbers[1]).toBeCloseTo(start.y, 0);
    expect(numbers.at(-2)).toBeCloseTo(end.x, 0);
    expect(numbers.at(-1)).toBeCloseTo(end.y, 0);
  });

  it("bends towards the pole like a great circle, not a straight line on the map", () => {
    const d = greatCirclePath(lisbon, tokyo);
    const ys = d
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number)
      .filter((_, i) => i % 2 === 1);
    // Lisbon–Tokyo flies over Siberia, far north of both ends.
    expect(Math.min(...ys)).toBeLessThan(Math.min(project(lisbon).y, project(tokyo).y) - 40);
  });

  it("follows the same great circle as the planner's distance", () => {
    // d3's spherical distance and the domain's haversine agree on the route the map draws.
    const km =
      geoDistance([lisbon.longitude, lisbon.latitude], [tokyo.longitude, tokyo.latitude]) * 6371;
    expect(km).toBeCloseTo(greatCircleKm(lisbon, tokyo), 3);
  });
});

describe("countryOutline", () => {
  it("draws a country from Natural Earth, by ISO alpha-2 code", () => {
    const portugal = countryOutline("pt");
    expect(portugal).toMatch(/^M[\d.]+,[\d.]+/);
    expect(countryOutline("PT")).toBe(portugal);
  });

  it("finds the small island states the coarse map leaves out", () => {
    expect(countryOutline("mv")).toMatch(/^M/);
  });

  it("is null for a code that names no country", () => {
    expect(countryOutline("zz")).toBeNull();
  });
});

describe("baseMap", () => {
  it("is an SVG of the world whose file name carries a hash of its content", () => {
    const { svg, file } = baseMap();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}"`);
    expect(file).toMatch(/^world\.[0-9a-f]{12}\.svg$/);
    expect(baseMapPath()).toBe(`/maps/${file}`);
  });
});
