import { EURO_DISPLAY } from "@travel/domain";
import { describe, expect, it } from "vitest";
import { budgetBand, budgetMapHtml, browseMapHtml, locatorMapHtml } from "./maps-html.server";

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
        {
          id: 101,
          name: "Lisbon",
          latitude: 38.72,
          longitude: -9.14,
          country: "Portugal",
          href: "/destinations/101",
        },
      ],
    });
    expect(marks(html)).toEqual([
      { href: "/destinations/101", label: "Lisbon, Portugal", band: undefined },
    ]);
    expect(html).toContain("1 destination on the map");
  });
});
