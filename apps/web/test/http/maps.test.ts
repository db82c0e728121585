// The server-drawn maps as the HTML carries them, without JavaScript: budget discovery, the
// destination locator and the browse map, against the seeded catalogue and the domain's rules.
// (The same maps with JavaScript, their colours as drawn and the keyboard: e2e/maps.spec.ts.)
import { addDays, countryName, formatMoney, greatCircleKm, arrivalPoint } from "@travel/domain";
import { describe, expect, it } from "vitest";
import {
  airportCoordinates,
  destinationById,
  destinations,
  expectedBands,
  expectedEstimate,
  isoDaysFromToday,
} from "../harness/expected";
import { all, okPage, one, text } from "./html";

const departure = isoDaysFromToday(40);
const plan = `departure_area_code=LIS&departureDate=${departure}&returnDate=${addDays(departure, 5)}&adults=2&children=0&infants=0`;
const party = { adults: 2, children: 0, infants: 0 };
const BUDGET = 2000;
const bandWords: Record<string, { shape: string; words: string }> = {
  within: { shape: "circle", words: "within your budget" },
  "just-over": { shape: "path", words: "just over your budget" },
  over: { shape: "rect", words: "over your budget" },
};

/** What a map's marks say: destination, link, accessible name, band and the shape drawn. */
function readMarks(document: Document, map: string) {
  return all(document, `#${map} a.map-mark`).map((link) => ({
    id: Number(link.getAttribute("data-destination-id")),
    href: link.getAttribute("href"),
    name: link.getAttribute("aria-label"),
    band: link.getAttribute("data-band"),
    shape: link.querySelector("circle, rect, path")?.tagName.toLowerCase(),
  }));
}
const counts = (document: Document, map: string) =>
  all(document, `#${map} a.map-mark`).map((link) => Number(link.getAttribute("data-count") ?? "1"));

describe("maps without JavaScript", () => {
  it("budget discovery's map marks every destination by the budget rule and links to its plan", async () => {
    // Filtered to mountains, few enough places for one mark each (120 at most, decision 111).
    const expected = expectedBands({ budget: BUDGET, typeId: "mountains", party });
    expect(expected.length).toBeLessThanOrEqual(120);
    const document = await okPage(`/trips/budget?${plan}&budget=${BUDGET}&type=mountains`);
    const marks = readMarks(document, "budget-map");
    expect(marks).toHaveLength(expected.length);
    for (const entry of expected) {
      const look = bandWords[entry.band]!;
      expect(
        marks.find((mark) => mark.id === entry.destination.id),
        entry.destination.name,
      ).toEqual({
        id: entry.destination.id,
        href: expect.stringMatching(new RegExp(`^/destinations/${entry.destination.id}\\?${plan}`)),
        name: `${entry.destination.name}, ${formatMoney(entry.total)} total, ${look.words}`,
        band: entry.band,
        shape: look.shape,
      });
    }
    // The mark and the list row lead to the same plan.
    const first = expected[0]!;
    const row = all(document, ".trip-result__name a").find((link) =>
      text(link).includes(first.destination.name),
    );
    const mark = marks.find((candidate) => candidate.id === first.destination.id);
    expect(mark?.band).toBe("within");
    expect(mark?.href).toBe(row?.getAttribute("href"));
    // The origin airport is marked, and a key explains the colours.
    expect(text(one(document, "#budget-map .map-mark--origin text"))).toBe("LIS");
    expect(text(one(document, "#budget-map .map__legend"))).toContain(
      `Within ${formatMoney(BUDGET * 100)}`,
    );
    // Following the mark opens that plan with the same total.
    const planned = await okPage(mark?.href ?? "");
    expect(text(one(planned, '#planner [data-figure="total"]'))).toBe(formatMoney(first.total));
  });

  it("at world view the budget map groups nearby places, counting each once", async () => {
    const expected = expectedBands({ budget: BUDGET, party });
    const document = await okPage(`/trips/budget?${plan}&budget=${BUDGET}`);
    const marks = counts(document, "budget-map");
    expect(marks.length).toBeLessThan(expected.length / 2);
    expect(marks.reduce((sum, n) => sum + n, 0)).toBe(expected.length);
    expect(
      document.querySelector("#budget-map a.map-mark--group")?.getAttribute("aria-label"),
    ).toMatch(
      /^\d+ destinations around .+: \d+ within your budget, \d+ just over, \d+ over; the cheapest, .+ total$/,
    );
  });

  it("at world view every grouped mark has its best band's shape, not only its colour", async () => {
    const document = await okPage(`/trips/budget?${plan}&budget=${BUDGET}`);
    const groups = all(document, "#budget-map a.map-mark--group");
    expect(groups.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const group of groups) {
      const [, within, justOver] = (group.getAttribute("aria-label") ?? "")
        .match(/: (\d+) within your budget, (\d+) just over/)!
        .map(Number);
      const best = within! > 0 ? "within" : justOver! > 0 ? "just-over" : "over";
      expect(group.getAttribute("data-band")).toBe(best);
      // The first drawn element after the title is the mark itself.
      const drawn = [...group.children].find((child) => child.tagName.toLowerCase() !== "title");
      expect(drawn?.tagName.toLowerCase()).toBe(bandWords[best]?.shape);
      seen.add(best);
    }
    // The world view holds groups of more than one band, so the check covers shapes, not one.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("the kind of place narrows the budget map too", async () => {
    const expected = expectedBands({ budget: BUDGET, typeId: "mountains", party });
    const document = await okPage(`/trips/budget?${plan}&budget=${BUDGET}&type=mountains`);
    expect(
      readMarks(document, "budget-map")
        .map((mark) => [mark.id, mark.band])
        .sort(),
    ).toEqual(expected.map((entry) => [entry.destination.id, entry.band]).sort());
  });

  it("a destination's locator draws the route from the plan's airport with the planner's distance", async () => {
    const tokyo = destinationById(114);
    // Airport to airport: Lisbon's to Tokyo's main one (Haneda), not to the city's pin.
    const km = Math.round(
      greatCircleKm(airportCoordinates("LIS"), arrivalPoint(tokyo)),
    ).toLocaleString("en-US");
    const document = await okPage(`/destinations/${tokyo.id}?${plan}`);
    expect(text(one(document, "#locator-map .map-route__label"))).toBe(`${km} km`);
    // The planner's flight line says the same distance.
    expect(text(one(document, "#planner"))).toContain(`${km} km each way`);
    expect(text(one(document, "#locator-map figcaption"))).toContain(
      `Tokyo in Japan, ${km} km from Lisbon (LIS)`,
    );
    expect(text(one(document, "#locator-map .map-mark--origin text"))).toBe("LIS");
    expect(all(document, "#locator-map .map-country").length).toBe(1);
    const total = expectedEstimate(tokyo, { origin: "LIS", nights: 5, travellers: party });
    const place = all(document, "#locator-map a").find(
      (link) => link.getAttribute("aria-label") === `Tokyo, ${formatMoney(total.totalCost)} total`,
    );
    expect(place?.getAttribute("href")).toBe("#planner");
  });

  it("without a plan the locator shows the place and its country, and no route", async () => {
    const document = await okPage("/destinations/101");
    expect(all(document, "#locator-map .map-country").length).toBe(1);
    expect(all(document, "#locator-map .map-route").length).toBe(0);
    expect(
      all(document, "#locator-map a").some(
        (link) => link.getAttribute("aria-label") === "Lisbon, plan a trip",
      ),
    ).toBe(true);
    expect(text(one(document, "#locator-map figcaption"))).toBe(
      "Lisbon in Portugal, with the country shaded.",
    );
  });

  it("the browse map shows what the search and type filter found, each linked to its page", async () => {
    // Ten places, one page of cards: one mark each.
    const document = await okPage("/destinations?q=temple&type=culture");
    const cards = all(document, ".browse__results a.destination-card__link").map((link) =>
      link.getAttribute("href"),
    );
    const marks = readMarks(document, "browse-map");
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.length).toBeLessThan(destinations.length);
    expect(marks.map((mark) => mark.href).sort()).toEqual([...new Set(cards)].sort());
    for (const mark of marks) {
      const destination = destinationById(mark.id);
      expect(mark.href).toBe(`/destinations/${destination.id}`);
      expect(mark.name).toBe(`${destination.name}, ${countryName(destination.countryCode)}`);
    }
    // The whole catalogue at world view: groups of nearby places, each counted once.
    const world = await okPage("/destinations");
    expect(counts(world, "browse-map").reduce((sum, n) => sum + n, 0)).toBe(destinations.length);
  });
});
