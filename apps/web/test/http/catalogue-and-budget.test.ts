// Pages built from the seeded catalogue without JavaScript, in the HTML they answer: a place
// made from open data, and budget discovery for a family, against the domain's estimates.
// (With JavaScript: e2e/catalogue.spec.ts and e2e/planning-discovery.spec.ts.)
import { formatMoney, startsAtDestination } from "@travel/domain";
import { describe, expect, it } from "vitest";
import {
  airportCoordinates,
  destinations,
  expectedEstimate,
  familyBudget,
  fourNightsFromLis,
} from "../harness/expected";
import { all, first, linkNamed, okPage, one, text, texts } from "./html";

describe("the catalogue without JavaScript", () => {
  it("a place built from open data: its page shows facts, says where its prices come from, and plans a trip", async () => {
    const athens = destinations.find((destination) => destination.slug === "athens");
    expect(athens?.costBasis).toBe("price-level");
    const place = athens!;
    const plan = fourNightsFromLis();
    const page = await okPage(`/destinations/${place.id}?${plan}`);
    expect(texts(page, "h1")).toEqual(["Athens"]);
    // No reviews exist for it, so none are shown.
    expect(all(page, ".destination-hero .rating").length).toBe(0);
    // The facts as a browser shows them: each term and its value, side by side.
    const facts = (one(page, ".destination-facts-list").textContent ?? "").replace(/\s+/g, "");
    expect(facts).toContain("Population664,046");
    const ath = place.airports?.find((airport) => airport.code === "ATH");
    expect(ath?.distanceKm).toBe(20);
    expect(text(one(page, ".destination-facts-list"))).toContain(
      `${ath?.name} (ATH), 20 km from the centre`,
    );
    expect(text(one(page, ".destination-prices"))).toContain(
      "Estimates, scaled from the World Bank's 2025 price level for Greece",
    );
    const expected = expectedEstimate(place, {
      origin: "LIS",
      nights: 4,
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    expect(text(one(page, '#planner [data-figure="total"]'))).toBe(formatMoney(expected.totalCost));
  });

  it("four people from LIS with €2,500: places on several continents, and Lisbon not as a flight", async () => {
    const { query, offered, fits } = familyBudget();
    let page = await okPage(`/trips/budget?${query}`);
    expect(text(one(page, "#budget-results"))).toContain(
      `${fits.length} of ${offered.length} destinations within €2,500.00`,
    );
    // Every place the trip starts at (its airport is LIS, or it is within 50 km): Lisbon and
    // the places reached through it.
    const lis = { code: "LIS", ...airportCoordinates("LIS") };
    const home = destinations
      .filter((destination) => startsAtDestination(lis, destination))
      .map((destination) => destination.name);
    expect(home).toContain("Lisbon");
    const note = text(one(page, ".budget-page__home"));
    expect(note).toMatch(/: where your trip starts, so not listed \(no flight to take\)\.$/);
    expect(
      note
        .replace(/: where your trip starts.*$/, "")
        .split(", ")
        .sort(),
    ).toEqual(home.sort());
    // The map never draws Lisbon as a place to fly to.
    expect(texts(page, "#budget-map a.map-mark").filter((mark) => /^Lisbon,/.test(mark))).toEqual(
      [],
    );
    // Every page of the list, through the "next" links: no Lisbon, and several continents.
    const seen: string[] = [];
    for (;;) {
      // The first list: the places within the budget (the next ones above it follow).
      seen.push(...texts(first(page, ".trip-results"), ".trip-result__name a"));
      const next = linkNamed(page, /^Show the next \d+ destinations$/);
      if (!next) break;
      page = await okPage(next.getAttribute("href") ?? "");
      expect(text(one(page, ".budget-page__position"))).toContain(`Showing ${seen.length + 1}–`);
    }
    expect(seen).toHaveLength(fits.length);
    expect(seen).not.toContain("Lisbon");
    const continents = new Set(
      fits
        .filter((entry) => seen.includes(entry.destination.name))
        .map((entry) => entry.destination.continent),
    );
    expect(continents.size).toBeGreaterThanOrEqual(2);
  });
});
