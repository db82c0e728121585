import { EURO_DISPLAY } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MapFigure } from "./MapFigure";
import type { MapFigureProps } from "./map-types";
import { budgetBand, budgetMapView, browseMapView, locatorMapView } from "./map-views.server";

/** The map as the page draws it. */
const draw = (view: MapFigureProps) => renderToStaticMarkup(<MapFigure {...view} />);
const budgetMapHtml = (...args: Parameters<typeof budgetMapView>) => draw(budgetMapView(...args));
const browseMapHtml = (...args: Parameters<typeof browseMapView>) => draw(browseMapView(...args));
const locatorMapHtml = (...args: Parameters<typeof locatorMapView>) =>
  draw(locatorMapView(...args));

const lis = {
  code: "LIS",
  city: "Lisbon",
  name: "Humberto Delgado Airport",
  latitude: 38.78,
  longitude: -9.14,
};
const place = (
  id: number,
  name: string,
  latitude: number,
  longitude: number,
  totalCents: number,
) => ({
  id,
  name,
  latitude,
  longitude,
  totalCents,
  href: `/destinations/${id}?adults=2`,
});

/** The marks in a rendered map: link, name and band, in document order. */
function marks(html: string) {
  return [
    ...html.matchAll(
      /<a href="([^"]*)" aria-label="([^"]*)" class="[^"]*"(?: data-band="([^"]*)")?/g,
    ),
  ].map(([, href, label, band]) => ({ href: href!.replaceAll("&amp;", "&"), label, band }));
}

describe("budgetBand", () => {
  const discovery = { within: [{ id: 1 }, { id: 2 }], justOver: [{ id: 3 }] };
  it("follows budget discovery: within, the few just over, and the rest over", () => {
    expect(budgetBand(1, discovery)).toBe("within");
    expect(budgetBand(3, discovery)).toBe("just-over");
    expect(budgetBand(4, discovery)).toBe("over");
  });
});

describe("budgetMapHtml", () => {
  const html = budgetMapHtml({
    entries: [
      place(101, "Lisbon", 38.72, -9.14, 167_800),
      place(102, "Barcelona", 41.39, 2.17, 210_000),
      place(103, "Rome", 41.9, 12.5, 260_000),
    ],
    within: [{ id: 101 }],
    justOver: [{ id: 102 }],
    budgetCents: 200_000,
    origin: lis,
    display: EURO_DISPLAY,
  });

  it("makes every destination a link to its plan, named with its total and band", () => {
    expect(marks(html)).toEqual(
      expect.arrayContaining([
        {
          href: "/destinations/101?adults=2",
          label: "Lisbon, €1,678.00 total, within your budget",
          band: "within",
        },
        {
          href: "/destinations/102?adults=2",
          label: "Barcelona, €2,100.00 total, just over your budget",
          band: "just-over",
        },
        {
          href: "/destinations/103?adults=2",
          label: "Rome, €2,600.00 total, over your budget",
          band: "over",
        },
      ]),
    );
  });

  it("gives each band its own shape as well as its colour, and draws the cheapest on top", () => {
    expect(html).toMatch(/data-band="within"[^>]*>.*?<circle/);
    expect(html).toMatch(/data-band="just-over"[^>]*>.*?<path/);
    expect(html).toMatch(/data-band="over"[^>]*>.*?<rect/);
    expect(marks(html).map((mark) => mark.band)).toEqual(["over", "just-over", "within"]);
  });

  it("marks the origin airport, explains the colours and describes the map in words", () => {
    expect(html).toContain(">LIS</text>");
    expect(html).toContain("Within €2,000.00");
    expect(html).toContain(
      "1 destination within €2,000.00 (circles), 1 just over (triangles) and 1 over (squares), for a trip from Lisbon (LIS)",
    );
    expect(html).toMatch(
      /<img class="map__base" src="\/maps\/world\.[0-9a-f]{12}\.svg"[^>]* loading="lazy"/,
    );
  });
});

describe("locatorMapHtml", () => {
  const tokyo = { id: 114, name: "Tokyo", countryCode: "jp", latitude: 35.68, longitude: 139.69 };

  it("shades the country and pins the place, without a route when there is no plan", () => {
    const html = locatorMapHtml({
      destination: tokyo,
      countryName: "Japan",
      route: null,
      display: EURO_DISPLAY,
    });
    expect(html).toContain('class="map-country"');
    expect(html).not.toContain("map-route");
    expect(marks(html)).toEqual([
      { href: "#planner", label: "Tokyo, plan a trip", band: undefined },
    ]);
  });

  it("draws the route from the origin with the planner's distance", () => {
    const html = locatorMapHtml({
      destination: tokyo,
      countryName: "Japan",
      route: { origin: lis, distanceKm: 11_131, totalCents: 456_700 },
      display: EURO_DISPLAY,
    });
    expect(html).toMatch(/class="map-route__line"/);
    expect(html).toContain(">11,131 km</text>");
    expect(html).toContain("Tokyo in Japan, 11,131 km from Lisbon (LIS)");
    expect(marks(html)[0]!.label).toBe("Tokyo, €4,567.00 total");
  });
});

describe("browseMapHtml", () => {
  it("links each destination found to its page", () => {
    const html = browseMapHtml({
      destinations: [
        { id: 101, name: "Lisbon", latitude: 38.72, longitude: -9.14, countryCode: "pt" },
      ],
      hrefOf: (place) => `/destinations/${place.id}`,
      countryOf: () => "Portugal",
      groupHref: () => "/destinations?group",
    });
    expect(marks(html)).toEqual([
      { href: "/destinations/101", label: "Lisbon, Portugal", band: undefined },
    ]);
    expect(html).toContain("1 destination on the map");
  });
});

describe("maps of thousands of places", () => {
  // 3,000 places on a 60 × 50 grid of whole degrees, so many share a neighbourhood.
  const many = Array.from({ length: 3000 }, (_, i) => ({
    id: i + 1,
    name: `Place ${i + 1}`,
    latitude: -50 + (i % 50) * 2,
    longitude: -170 + Math.floor(i / 50) * 5.5,
  }));

  it("groups the browse map's marks at world view: each group a named link with its count", () => {
    const seen: number[] = [];
    const html = browseMapHtml({
      destinations: many.map((p) => ({ ...p, countryCode: "xx" })),
      hrefOf: (place) => `/destinations/${place.id}`,
      countryOf: () => "Nowhere",
      groupHref: (members) => {
        seen.push(...members.map((member) => member.id));
        return `/destinations?country=xx&size=${members.length}`;
      },
    });
    const found = marks(html);
    expect(found.length).toBeLessThan(700);
    expect(found.length).toBeGreaterThan(10);
    const counts = [...html.matchAll(/data-count="(\d+)"/g)].map(([, n]) => Number(n));
    const singles = found.filter((mark) => mark.href.startsWith("/destinations/")).length;
    // Nothing lost: the groups' counts and the single pins add up to every place.
    expect(counts.reduce((sum, n) => sum + n, 0) + singles).toBe(3000);
    expect(seen.length + singles).toBe(3000);
    for (const mark of found)
      expect(mark.label).toMatch(
        /^(\d+ destinations around Place \d+, in Nowhere|Place \d+, Nowhere)$/,
      );
    expect(html).toContain("nearby places grouped with their count");
  });

  it("groups the budget map's marks, each in the colour of its best member, linking to its cheapest plan", () => {
    const entries = many.map((p) =>
      place(p.id, p.name, p.latitude, p.longitude, 100_000 + p.id * 100),
    );
    const html = budgetMapHtml({
      entries,
      within: entries.slice(0, 100).map(({ id }) => ({ id })),
      justOver: entries.slice(100, 103).map(({ id }) => ({ id })),
      budgetCents: 200_000_00,
      origin: lis,
      display: EURO_DISPLAY,
    });
    const found = marks(html);
    expect(found.length).toBeLessThan(700);
    const withinGroups = found.filter((mark) => mark.band === "within");
    expect(withinGroups.length).toBeGreaterThan(0);
    for (const mark of withinGroups)
      expect(mark.label).toMatch(/ [1-9]\d* within your budget|within your budget$/);
    expect(html).toContain("Nearby places are grouped");
  });

  it("keeps one mark per place when a filter leaves few", () => {
    const html = browseMapHtml({
      destinations: many.slice(0, 40).map((p) => ({ ...p, countryCode: "xx" })),
      hrefOf: (place) => `/destinations/${place.id}`,
      countryOf: () => "Nowhere",
      groupHref: () => "/never",
    });
    expect(marks(html)).toHaveLength(40);
    expect(html).not.toContain("data-count");
  });
});
