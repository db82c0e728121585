import { expect, test, type Locator } from "@playwright/test";
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
import { twoPartyGroupTrip } from "../test/harness/expected";
import {
  airportCoordinates,
  destinationById,
  destinations,
  isoDaysFromToday,
} from "./planning-support";

// Flight CO₂e: shown as an estimate in the planner and on compare, the methods page's worked
// example, and the greenest orders of budget discovery and group trips, read from the pages and
// checked against the domain on the seeded catalogue. Partner sites are never visited.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const departure = isoDaysFromToday(45);
const back = addDays(departure, 5);
const twoAdults: Travellers = { adults: 2, children: 0, infants: 0 };
const plan = new URLSearchParams({
  departure_area_code: "LIS",
  departureDate: departure,
  returnDate: back,
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
const kg = (text: string) => Number((text.match(/\d[\d,]*/)?.[0] ?? "").replace(/,/g, ""));
const figures = async (locator: Locator) => (await locator.allTextContents()).map(kg);
const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || values[i - 1]! <= value);

// Without JavaScript the same pages are checked in the HTML they answer (test/http/flight-co2.test.ts).
test.describe("with JavaScript", () => {
  test("the planner shows the trip's flight CO₂e as an estimate, and the methods page works the same figure out", async ({
    page,
  }) => {
    const expected = expectedKg(paris);
    await page.goto(`/trips/plan?${plan}`);
    await page.locator("#plan-destination").fill(paris.name);
    await page.getByRole("button", { name: "Update estimate" }).click();
    const co2 = page.getByRole("region", { name: "Flight emissions, estimate" });
    await expect(co2.getByRole("heading")).toHaveText("Flight CO₂e, estimate");
    await expect(co2.locator('[data-figure="co2-total"]')).toHaveText(
      formatKgEstimate(expected.totalKg),
    );
    await expect(co2.locator('[data-figure="co2-per-person"]')).toHaveText(
      formatKgEstimate(expected.perPersonKg),
    );
    expect(expected.totalKg).toBe(2 * expected.perPersonKg);

    // The link explains it: the worked example is this very trip, with this very figure.
    await co2.getByRole("link", { name: "How we estimate flight CO₂e" }).click();
    await expect(page).toHaveURL(/\/methods\/co2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How we estimate a trip's flight CO₂e",
    );
    const example = estimateFlightEmissions({
      distanceKm: greatCircleKm(lisbon, airportCoordinates("CDG")),
      travellers: twoAdults,
    });
    await expect(page.locator('[data-figure="example-total"]')).toHaveText(
      formatKg(example.totalKg),
    );
    await expect(page.locator('[data-figure="example-per-person"]')).toHaveText(
      formatKg(example.perPersonKg),
    );
    expect(example.totalKg).toBe(expected.totalKg);
  });

  test("compare shows each destination's flight CO₂e, for everyone and per person", async ({
    page,
  }) => {
    const ids = [104, 101, 118];
    await page.goto(`/trips/compare?ids=${ids.join(",")}&${plan}`);
    const table = page.getByRole("table", { name: "Trip cost by destination" });
    const expected = ids.map((id) => expectedKg(destinationById(id)));
    await expect(
      table.getByRole("rowheader", { name: "Flight CO₂e per person, est." }),
    ).toBeVisible();
    await expect(table.locator('[data-figure="co2-total"]')).toHaveText(
      expected.map((emissions) => formatKgEstimate(emissions.totalKg)),
    );
    await expect(table.locator('[data-figure="co2-per-person"]')).toHaveText(
      expected.map((emissions) => formatKgEstimate(emissions.perPersonKg)),
    );
    // Lisbon is where the trip starts: no flight, 0 kg, the lowest of the three.
    await expect(table.locator('[data-figure="co2-total"]').nth(1)).toHaveText("0 kg");
    await expect(table.locator("thead th").nth(1)).toContainText("Lowest CO₂e");
  });

  test("budget discovery lists the places a budget covers greenest first, as the page's figures show", async ({
    page,
  }) => {
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
    // The first page of results: the best twenty, the rest a link away.
    const firstPage = (entries: typeof within) => entries.slice(0, BUDGET_PAGE);

    await page.goto(`/trips/budget?${plan}&budget=3000`);
    const list = page.locator(".trip-results").first();
    const names = list.locator(".trip-result__name a");
    await expect(names).toHaveCount(BUDGET_PAGE);
    const cheapestFirst = await names.allTextContents();

    await page
      .getByRole("navigation", { name: "Order" })
      .getByRole("link", { name: "Lowest flight CO₂e" })
      .click();
    await expect(page).toHaveURL(/[?&]sort=co2(&|$)/);
    await expect(page.locator("#budget-results")).toHaveText(
      new RegExp(`^${within.length} of \\d+ destinations within €3,000\\.00, greenest first$`),
    );
    const greenest = firstPage(greenestFirst(within));
    const greenestNames = greenest.map((entry) => entry.destination.name);
    await expect(names).toHaveText(greenestNames);
    const shown = await figures(list.locator('[data-figure="co2-per-person"]'));
    expect(shown).toHaveLength(BUDGET_PAGE);
    expect(ascending(shown), `CO₂e in page order: ${shown.join(", ")}`).toBe(true);
    // The domain's greenest order, which is not the cheapest-first one.
    expect(greenestNames).not.toEqual(cheapestFirst);
    // Per person, to two significant figures (the methods page says why).
    expect(shown).toEqual(
      greenest.map((entry) => kg(formatKgEstimate(entry.result.emissions.perPersonKg))),
    );

    // The form keeps the order, and sends it back with a new budget.
    await expect(page.getByRole("radio", { name: "Lowest flight CO₂e" })).toBeChecked();
    await page.getByRole("radio", { name: "Lowest cost" }).check();
    await page.getByRole("button", { name: "Find destinations" }).click();
    await expect(page).toHaveURL(/[?&]sort=cost(&|$)/);
    await expect(names).toHaveText(cheapestFirst);
  });

  test("group trips rank the greenest meeting point first, each party's flights and the group's added up", async ({
    page,
  }) => {
    const { plan: groupPlan, query } = twoPartyGroupTrip(departure);
    await page.goto(`/trips/group?${query}`);
    await page
      .getByRole("navigation", { name: "Ranking" })
      .getByRole("link", { name: "Lowest flight CO₂e" })
      .click();
    await expect(page).toHaveURL(/[?&]sort=co2(&|$)/);

    const rows = page.locator(".group-row");
    // The first page: the ten greenest meeting points in full.
    const expected = rankGroupTrips(destinations, groupPlan, { by: "co2" }).ranked.slice(0, 10);
    await expect(rows).toHaveCount(expected.length);
    // Waits for the new order (with JavaScript the link navigates in the page), then reads it.
    await expect(page.locator(".group-row__name")).toHaveText(
      expected.map((entry) => new RegExp(`^${entry.destination.name},`)),
    );
    const groupKg = await figures(rows.locator('.group-row__co2 [data-figure="co2-total"]'));
    expect(ascending(groupKg), `group CO₂e in page order: ${groupKg.join(", ")}`).toBe(true);
    expect(groupKg).toEqual(expected.map((entry) => entry.estimate.co2Kg));

    // Each party's flights in a row add up to the group's figure.
    for (const index of [0, 5, expected.length - 1]) {
      const parts = await figures(rows.nth(index).locator('[data-figure="co2-party"]'));
      const total = groupKg[index]!;
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
    }
    await expect(page.getByRole("radio", { name: /Lowest flight CO₂e/ })).toBeChecked();
  });
});
