import { expect, test, type Page } from "@playwright/test";
import { countryName } from "@travel/domain";
import {
  addDays,
  formatMoney,
  isKeptOutByDefault,
  startsAtDestination,
  totalCostRange,
  type Destination,
} from "@travel/domain";
import { familyBudget } from "../test/harness/expected";
import {
  airportCoordinates,
  destinationById,
  destinations,
  expectedEstimate,
  isoDaysFromToday,
} from "./planning-support";

// Budget discovery and the comparison, checked against the domain's estimator for every
// destination of the seeded catalogue.
const departure = isoDaysFromToday(40);
const back = addDays(departure, 5);
const plan = `departure_area_code=LIS&departureDate=${departure}&returnDate=${back}&adults=2&children=0&infants=0`;
const party = { adults: 2, children: 0, infants: 0 };

/** Budget discovery shows this many places within the budget per page. */
const PAGE_SIZE = 20;
const lis = { code: "LIS", ...airportCoordinates("LIS") };

/**
 * The places budget discovery may offer from LIS: not where the trip starts, and not kept out by
 * default (a do-not-travel advisory or no scheduled flight, decision 141).
 */
const offeredFromLisbon = destinations.filter(
  (destination) => !startsAtDestination(lis, destination) && !isKeptOutByDefault(destination),
);

/** Each place's estimated total for the plan from `origin`, cheapest first, as the pages rank them. */
function cheapestFirst(places: readonly Destination[], origin: string) {
  return places
    .map((destination) => ({
      destination,
      estimate: expectedEstimate(destination, { origin, nights: 5, travellers: party }),
    }))
    .sort(
      (a, b) =>
        a.estimate.totalCost - b.estimate.totalCost ||
        a.destination.name.localeCompare(b.destination.name, "en"),
    );
}

/** The places offered from LIS (of one type, or all), cheapest first; Lisbon is not offered. */
function ranked(typeId?: string) {
  return cheapestFirst(
    offeredFromLisbon.filter((destination) => !typeId || destination.typeIds.includes(typeId)),
    "LIS",
  );
}

const resultNames = (page: Page, list: number) =>
  page.locator(".trip-results").nth(list).locator(".trip-result__name a");
const resultTotals = (page: Page, list: number) =>
  page.locator(".trip-results").nth(list).locator('[data-figure="total"]');

test("a budget lists every destination whose estimate fits, cheapest first, then the next ones above it", async ({
  page,
}) => {
  const all = ranked();
  const within = all.filter((entry) => entry.estimate.totalCost <= 200_000);
  expect(within.length).toBeGreaterThan(1);
  expect(within.length).toBeLessThan(all.length);

  await page.goto(`/trips/budget?${plan}&budget=2000`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Where can we go for €2,000.00?",
  );
  await expect(page.locator("#budget-results")).toHaveText(
    `${within.length} of ${all.length} destinations within €2,000.00`,
  );
  // The cheapest first; the rest a page away.
  const firstPage = within.slice(0, PAGE_SIZE);
  await expect(resultNames(page, 0)).toHaveText(firstPage.map((entry) => entry.destination.name));
  await expect(resultTotals(page, 0)).toHaveText(
    firstPage.map((entry) => formatMoney(entry.estimate.totalCost)),
  );
  await expect(
    page.locator(".trip-results").first().locator('[data-figure="per-person"]'),
  ).toHaveText(firstPage.map((entry) => formatMoney(entry.estimate.perPerson)));
  // The places just over the budget follow the last page of those within it.
  const lastPage = Math.ceil(within.length / PAGE_SIZE);
  await page.goto(`/trips/budget?${plan}&budget=2000&page=${lastPage}`);
  await expect(resultNames(page, 0)).toHaveText(
    within.slice((lastPage - 1) * PAGE_SIZE).map((entry) => entry.destination.name),
  );
  await expect(resultNames(page, 1)).toHaveText(
    all.slice(within.length, within.length + 3).map((entry) => entry.destination.name),
  );
  await page.goto(`/trips/budget?${plan}&budget=2000`);

  // The slider spans the estimates (totalCostRange), in €50 steps.
  const range = totalCostRange(all.map((entry) => entry.estimate));
  const slider = page.getByRole("slider", { name: "Budget for everyone" });
  await expect(slider).toHaveAttribute("min", String(Math.floor(range.min / 5000) * 50));
  await expect(slider).toHaveAttribute("max", String(Math.ceil(range.max / 5000) * 50));
  await expect(slider).toHaveValue("2000");

  // A result opens its destination's planner with the same plan, and the same total.
  const first = within[0]!;
  await resultNames(page, 0).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/destinations/${first.destination.id}\\?departure_area_code=LIS&`),
  );
  await expect(page.locator('#planner [data-figure="total"]')).toHaveText(
    formatMoney(first.estimate.totalCost),
  );
});

test("the kind of place narrows the list", async ({ page }) => {
  const beaches = ranked("beach").filter((entry) => entry.estimate.totalCost <= 500_000);
  await page.goto(`/trips/budget?${plan}&budget=5000&type=beach`);
  await expect(resultNames(page, 0)).toHaveText(
    beaches.slice(0, PAGE_SIZE).map((entry) => entry.destination.name),
  );
  await expect(page.getByLabel("Kind of place")).toHaveValue("beach");
});

test("ticking destinations in the results compares them", async ({ page }) => {
  const [a, b] = ranked().slice(0, 2);
  await page.goto(`/trips/budget?${plan}&budget=3000`);
  // Exact names: "Compare Oran" must not also find "Compare Oranjestad".
  await page.getByRole("checkbox", { name: `Compare ${a!.destination.name}`, exact: true }).check();
  await page.getByRole("checkbox", { name: `Compare ${b!.destination.name}`, exact: true }).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/trips\/compare\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${a!.destination.name} vs ${b!.destination.name}`,
  );
});

test("three destinations side by side: total, per person and every part", async ({ page }) => {
  const ids = [101, 102, 103];
  await page.goto(`/trips/compare?ids=${ids.join(",")}&${plan}`);
  const table = page.getByRole("table", { name: "Trip cost by destination" });
  await expect(table.getByRole("columnheader")).toHaveText(
    ids.map((id) => new RegExp(`^${destinationById(id).name}`)),
  );
  const expected = ids.map((id) =>
    expectedEstimate(destinationById(id), { origin: "LIS", nights: 5, travellers: party }),
  );
  await expect(table.locator('[data-figure="total"]')).toHaveText(
    expected.map((estimate) => formatMoney(estimate.totalCost)),
  );
  await expect(table.locator('[data-figure="per-person"]')).toHaveText(
    expected.map((estimate) => formatMoney(estimate.perPerson)),
  );
  for (const [key, field] of [
    ["flights", "flightCost"],
    ["hotel", "hotelCost"],
    ["daily", "totalDailyCost"],
    ["attractions", "attractionCost"],
  ] as const) {
    await expect(table.locator(`tr[data-part="${key}"] td`)).toHaveText(
      expected.map((estimate) => formatMoney(estimate[field])),
    );
  }
  // Lisbon is where the trip starts: no flight, and the lowest total of the three here.
  await expect(table.locator('tr[data-part="flights"] td').first()).toHaveText("€0.00");
});

test("more than three destinations get a clear message instead of a comparison", async ({
  page,
}) => {
  const response = await page.goto(`/trips/compare?ids=101,102,103,104&${plan}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "You can compare up to 3 destinations side by side, and you chose 4.",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
  // The first three stay in their fields, named as the suggestions name them.
  for (const [field, id] of [
    ["Destination 1", 101],
    ["Destination 3", 103],
  ] as const) {
    const place = destinationById(id);
    await expect(page.getByLabel(field)).toHaveValue(
      `${place.name}, ${countryName(place.countryCode)}`,
    );
  }
});

/**
 * From Paris for two: no place under a do-not-travel advisory or without scheduled flights is
 * listed, until the visible option asks for every place (`everywhere=1`). Run with JavaScript
 * and without (the option is a plain checkbox of the GET form).
 */
async function fromParisKeptOutUnlessAsked(page: Page) {
  const cdg = { code: "CDG", ...airportCoordinates("CDG") };
  const fromParis = `departure_area_code=CDG&departureDate=${departure}&returnDate=${back}&adults=2&children=0&infants=0&budget=2000`;
  const notHome = destinations.filter((destination) => !startsAtDestination(cdg, destination));
  const offered = notHome.filter((destination) => !isKeptOutByDefault(destination));
  const keptOut = new Set(
    notHome.filter((destination) => isKeptOutByDefault(destination)).map((d) => d.name),
  );
  expect(keptOut).toContain("Kyiv");
  expect(keptOut).toContain("Minsk");
  // The cheapest trips from Paris, as the page ranks them: none of them kept out.
  const cheapest = cheapestFirst(offered, "CDG")
    .slice(0, PAGE_SIZE)
    .map((entry) => entry.destination.name);

  await page.goto(`/trips/budget?${fromParis}`);
  await expect(page.locator("#budget-results")).toContainText(
    ` of ${offered.length} destinations within`,
  );
  await expect(resultNames(page, 0)).toHaveText(cheapest);
  for (const name of await resultNames(page, 0).allTextContents())
    expect(keptOut.has(name)).toBe(false);
  // The visible option brings every place back.
  const everywhere = page.getByRole("checkbox", {
    name: "Include places under travel advisories or without scheduled flights",
  });
  await expect(everywhere).not.toBeChecked();
  await everywhere.check();
  await page.getByRole("button", { name: "Find destinations" }).click();
  await expect(page).toHaveURL(/[?&]everywhere=1(&|$)/);
  await expect(page.locator("#budget-results")).toContainText(
    ` of ${notHome.length} destinations within`,
  );
  await expect(everywhere).toBeChecked();
}

test("from Paris for two, no place under a do-not-travel advisory or without flights unless every place is asked for", async ({
  page,
}) => {
  await fromParisKeptOutUnlessAsked(page);
});

// Without JavaScript the same list is read from the HTML (test/http/catalogue-and-budget.test.ts).
test.describe("with JavaScript", () => {
  test("the comparison form suggests places as one types, and Porto is picked from them", async ({
    page,
  }) => {
    await page.goto(`/trips/compare?${plan}`);
    const first = page.getByLabel("Destination 1");
    await first.pressSequentially("Port");
    await page
      .getByRole("listbox", { name: "Destinations" })
      .getByRole("option", { name: /^Porto\s*Portugal$/ })
      .click();
    await expect(first).toHaveValue("Porto, Portugal");
    await page.getByLabel("Destination 2").fill("Lisbon");
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Porto vs Lisbon");
  });

  test("four people from LIS with €2,500: places on several continents, and Lisbon not as a flight", async ({
    page,
  }) => {
    // A family of four on a long weekend (three nights).
    const { query, offered, fits } = familyBudget();
    await page.goto(`/trips/budget?${query}`);
    await expect(page.locator("#budget-results")).toContainText(
      `${fits.length} of ${offered.length} destinations within €2,500.00`,
    );
    // Every place the trip starts at (its airport is LIS, or it is within 50 km): Lisbon and
    // the places reached through it.
    const home = destinations
      .filter((destination) => startsAtDestination(lis, destination))
      .map((destination) => destination.name);
    expect(home).toContain("Lisbon");
    const note = await page.locator(".budget-page__home").textContent();
    expect(note).toMatch(/: where your trip starts, so not listed \(no flight to take\)\.$/);
    expect(
      note!
        .replace(/: where your trip starts.*$/, "")
        .split(", ")
        .sort(),
    ).toEqual(home.sort());
    // Every page of the list, through the "next" links: no Lisbon, and several continents.
    const seen: string[] = [];
    for (;;) {
      const names = await resultNames(page, 0).allTextContents();
      seen.push(...names);
      const next = page.getByRole("link", { name: /^Show the next \d+ destinations$/ });
      if ((await next.count()) === 0) break;
      await next.click();
      // The next page has arrived when its position line says so.
      await expect(page.locator(".budget-page__position")).toContainText(
        `Showing ${seen.length + 1}–`,
      );
    }
    expect(seen).toHaveLength(fits.length);
    expect(seen).not.toContain("Lisbon");
    const continents = new Set(
      fits
        .filter((entry) => seen.includes(entry.destination.name))
        .map((entry) => entry.destination.continent),
    );
    expect(continents.size).toBeGreaterThanOrEqual(2);
    // The map never draws Lisbon as a place to fly to either.
    await expect(page.locator("#budget-map a.map-mark", { hasText: /^Lisbon,/ })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the budget form is a plain GET form, slider included", async ({ page }) => {
    await page.goto(`/trips/budget?${plan}`);
    const slider = page.getByRole("slider", { name: "Budget for everyone" });
    await slider.fill("3000");
    await page.getByRole("button", { name: "Find destinations" }).click();
    await expect(page).toHaveURL(/budget=3000/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Where can we go for €3,000.00?",
    );
    const within = ranked().filter((entry) => entry.estimate.totalCost <= 300_000);
    await expect(resultNames(page, 0)).toHaveText(
      within.slice(0, PAGE_SIZE).map((entry) => entry.destination.name),
    );
  });

  test("from Paris for two, no place kept out by default unless the option is ticked", async ({
    page,
  }) => {
    await fromParisKeptOutUnlessAsked(page);
  });

  test("the comparison form takes places by typing their names", async ({ page }) => {
    await page.goto(`/trips/compare?${plan}`);
    await page.getByLabel("Destination 1").fill("Porto");
    await page.getByLabel("Destination 2").fill("barcelona");
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Porto vs Barcelona");
    await expect(page.getByLabel("Destination 1")).toHaveValue("Porto, Portugal");
  });
});
