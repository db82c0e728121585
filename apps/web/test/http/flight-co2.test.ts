// Flight CO₂e without JavaScript, in the HTML the pages answer: the planner's estimate and the
// methods page's worked example, compare, and the greenest orders of budget discovery and group
// trips, against the domain on the seeded catalogue. (With JavaScript: e2e/flight-co2.spec.ts.)
import {
  addDays,
  arrivalPoint,
  type Destination,
  estimateDestinationTrip,
  estimateFlightEmissions,
  formatKg,
  formatKgEstimate,
  greatCircleKm,
  greenestFirst,
  isKeptOutByDefault,
  rankGroupTrips,
  type Travellers,
} from "@travel/domain";
import { describe, expect, it } from "vitest";
import {
  airportCoordinates,
  destinationById,
  destinations,
  isoDaysFromToday,
  twoPartyGroupTrip,
} from "../harness/expected";
import { all, field, first, linkNamed, okPage, one, submitGet, text, texts } from "./html";

const departure = isoDaysFromToday(45);
const twoAdults: Travellers = { adults: 2, children: 0, infants: 0 };
const plan = new URLSearchParams({
  departure_area_code: "LIS",
  departureDate: departure,
  returnDate: addDays(departure, 5),
  adults: "2",
  children: "0",
  infants: "0",
});
const lisbon = { code: "LIS", ...airportCoordinates("LIS") };
/** Budget discovery shows twenty places a page. */
const BUDGET_PAGE = 20;
const paris = destinationById(104);

/** The domain's figure for a return trip from LIS to a destination's airport for two adults. */
const expectedKg = (destination: Destination) =>
  estimateFlightEmissions({
    distanceKm: greatCircleKm(lisbon, arrivalPoint(destination)),
    travellers: twoAdults,
  });

/** Whole kilograms from a figure as the pages write it ("1,158 kg"). */
/** The first figure of a text, in whole kilograms ("230 kg (CO₂ alone 140 kg)" → 230). */
const kg = (figure: string) => Number((figure.match(/\d[\d,]*/)?.[0] ?? "").replace(/,/g, ""));
const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || values[i - 1]! <= value);
const linkIn = (root: Element | Document, name: string) =>
  linkNamed(root, name)?.getAttribute("href") ?? "";

describe("flight CO₂e without JavaScript", () => {
  it("the planner shows the trip's flight CO₂e as an estimate, and the methods page works the same figure out", async () => {
    const expected = expectedKg(paris);
    const start = await okPage(`/trips/plan?${plan}`);
    const form = field(start, "Destination").closest("form") as Element;
    const planned = await okPage(submitGet(form, { Destination: paris.name }));
    const co2 = one(planned, 'section[aria-label="Flight emissions, estimate"]');
    expect(texts(co2, "h2, h3, h4")).toEqual(["Flight CO₂e, estimate"]);
    expect(text(one(co2, '[data-figure="co2-total"]'))).toBe(formatKgEstimate(expected.totalKg));
    expect(text(one(co2, '[data-figure="co2-per-person"]'))).toBe(
      formatKgEstimate(expected.perPersonKg),
    );
    expect(expected.totalKg).toBe(2 * expected.perPersonKg);

    // The link explains it: the worked example is this very trip, with this very figure.
    const methods = linkIn(co2, "How we estimate flight CO₂e");
    expect(methods).toMatch(/\/methods\/co2$/);
    const page = await okPage(methods);
    expect(texts(page, "h1")).toEqual(["How we estimate a trip's flight CO₂e"]);
    const example = estimateFlightEmissions({
      distanceKm: greatCircleKm(lisbon, airportCoordinates("CDG")),
      travellers: twoAdults,
    });
    expect(text(one(page, '[data-figure="example-total"]'))).toBe(formatKg(example.totalKg));
    expect(text(one(page, '[data-figure="example-per-person"]'))).toBe(
      formatKg(example.perPersonKg),
    );
    expect(example.totalKg).toBe(expected.totalKg);
  });

  it("compare shows each destination's flight CO₂e, for everyone and per person", async () => {
    const ids = [104, 101, 118];
    const page = await okPage(`/trips/compare?ids=${ids.join(",")}&${plan}`);
    const table = all(page, "table").find(
      (candidate) => text(candidate.querySelector("caption")) === "Trip cost by destination",
    ) as Element;
    const expected = ids.map((id) => expectedKg(destinationById(id)));
    expect(texts(table, 'th[scope="row"]')).toContain("Flight CO₂e per person, est.");
    expect(texts(table, '[data-figure="co2-only-per-person"]')).toEqual(
      expected.map((emissions) => formatKgEstimate(emissions.co2OnlyPerPersonKg)),
    );
    expect(texts(table, '[data-figure="co2-total"]')).toEqual(
      expected.map((emissions) => formatKgEstimate(emissions.totalKg)),
    );
    expect(texts(table, '[data-figure="co2-per-person"]')).toEqual(
      expected.map((emissions) => formatKgEstimate(emissions.perPersonKg)),
    );
    // Lisbon is where the trip starts: no flight, 0 kg, the lowest of the three.
    expect(texts(table, '[data-figure="co2-total"]')[1]).toBe("0 kg");
    expect(texts(table, "thead th")[1]).toContain("Lowest CO₂e");
  });

  it("budget discovery lists the places a budget covers greenest first, as the page's figures show", async () => {
    const trip = {
      origin: lisbon,
      nights: 5,
      travellers: twoAdults,
      attractionIds: "all" as const,
    };
    const within = destinations
      .map((destination) => ({ destination, result: estimateDestinationTrip(destination, trip) }))
      // A trip that starts at the place is no flight and not offered (decision 110).
      .filter((entry) => !entry.result.startsAtDestination)
      // Places kept out by default (a do-not-travel advisory, no scheduled flight) are not
      // suggested (decision 141).
      .filter((entry) => !isKeptOutByDefault(entry.destination))
      .filter((entry) => entry.result.estimate.totalCost <= 300_000);
    expect(within.length).toBeGreaterThan(BUDGET_PAGE);

    const cheapest = await okPage(`/trips/budget?${plan}&budget=3000`);
    const names = (page: Document) => texts(first(page, ".trip-results"), ".trip-result__name a");
    const cheapestFirst = names(cheapest);
    expect(cheapestFirst).toHaveLength(BUDGET_PAGE);

    const order = one(cheapest, 'nav[aria-label="Order"]');
    const greenestHref = linkIn(order, "Lowest flight CO₂e");
    expect(greenestHref).toMatch(/[?&]sort=co2(&|$)/);
    const greenestPage = await okPage(greenestHref);
    expect(text(one(greenestPage, "#budget-results"))).toMatch(
      new RegExp(`^${within.length} of \\d+ destinations within €3,000\\.00, greenest first$`),
    );
    const greenest = greenestFirst(within).slice(0, BUDGET_PAGE);
    const greenestNames = greenest.map((entry) => entry.destination.name);
    expect(names(greenestPage)).toEqual(greenestNames);
    const shown = texts(first(greenestPage, ".trip-results"), '[data-figure="co2-per-person"]').map(
      kg,
    );
    expect(shown).toHaveLength(BUDGET_PAGE);
    expect(ascending(shown), `CO₂e in page order: ${shown.join(", ")}`).toBe(true);
    // The domain's greenest order, which is not the cheapest-first one.
    expect(greenestNames).not.toEqual(cheapestFirst);
    // Per person, to two significant figures (the methods page says why).
    expect(shown).toEqual(
      greenest.map((entry) => kg(formatKgEstimate(entry.result.emissions.perPersonKg))),
    );

    // The form keeps the order, and sends it back with a new choice.
    const form = field(greenestPage, "Lowest cost").closest("form") as Element;
    expect(field(form, "Lowest flight CO₂e").hasAttribute("checked")).toBe(true);
    const sent = submitGet(form, { "Lowest cost": "checked" });
    expect(sent).toMatch(/[?&]sort=cost(&|$)/);
    expect(names(await okPage(sent))).toEqual(cheapestFirst);
  });

  it("a budget list's CO₂e is per person, with the CO₂ alone beside it, as the place's planner says", async () => {
    const list = await okPage(`/trips/budget?${plan}&budget=3000`);
    const row = first(list, ".trip-result");
    expect(text(one(row, ".trip-result__figures div:nth-child(3) dt"))).toBe(
      "Flight CO₂e per person, est.",
    );
    const listed = text(one(row, '[data-figure="co2-per-person"]'));
    expect(listed).toMatch(/^[\d,]+ kg \(CO₂ alone [\d,]+ kg\)$/);
    const planner = await okPage(one(row, ".trip-result__name a").getAttribute("href") ?? "");
    const planned = one(planner, 'section[aria-label="Flight emissions, estimate"]');
    expect(listed).toBe(
      `${text(one(planned, '[data-figure="co2-per-person"]'))} (CO₂ alone ${text(one(planned, '[data-figure="co2-only-per-person"]'))})`,
    );
    // No place says it has 0 sights: a place without priced sights says nothing of them.
    expect(text(first(list, ".trip-results"))).not.toMatch(/\b0 sights\b/);
  });

  it("group trips rank the greenest meeting point first, each party's flights and the group's added up", async () => {
    const { plan: groupPlan, query } = twoPartyGroupTrip(departure);
    const byTotal = await okPage(`/trips/group?${query}`);
    const greenestHref = linkIn(one(byTotal, 'nav[aria-label="Ranking"]'), "Lowest flight CO₂e");
    expect(greenestHref).toMatch(/[?&]sort=co2(&|$)/);
    const page = await okPage(greenestHref);

    const rows = all(page, ".group-row");
    // The first page: the ten greenest meeting points in full.
    const expected = rankGroupTrips(destinations, groupPlan, { by: "co2" }).ranked.slice(0, 10);
    expect(rows.length).toBe(expected.length);
    const rowNames = texts(page, ".group-row__name");
    expected.forEach((entry, index) =>
      expect(rowNames[index]).toMatch(new RegExp(`^${entry.destination.name},`)),
    );
    const groupKg = rows.map((row) =>
      kg(text(one(row, '.group-row__co2 [data-figure="co2-total"]'))),
    );
    expect(ascending(groupKg), `group CO₂e in page order: ${groupKg.join(", ")}`).toBe(true);
    expect(groupKg).toEqual(expected.map((entry) => entry.estimate.co2Kg));

    // Each party's flights in a row add up to the group's figure.
    for (const index of [0, 5, expected.length - 1]) {
      const parts = texts(rows[index] as Element, '[data-figure="co2-party"]').map(kg);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(groupKg[index]);
    }
    const chosen = all(page, 'input[type="radio"]').find((radio) =>
      text(radio.closest("label")).startsWith("Lowest flight CO₂e"),
    );
    expect(chosen?.hasAttribute("checked")).toBe(true);
  });
});
