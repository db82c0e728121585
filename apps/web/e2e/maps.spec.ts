import { expect, test, type Page } from "@playwright/test";
import { addDays, arrivalPoint, countryName, formatMoney, greatCircleKm } from "@travel/domain";
import { expectedBands } from "../test/harness/expected";
import {
  airportCoordinates,
  destinationById,
  destinations,
  expectedEstimate,
  isoDaysFromToday,
} from "./planning-support";

// The server-drawn maps (budget discovery, destination locator, browse page) and the structured
// data search engines read, checked against the seeded catalogue and the domain's rules. The
// maps are markup, not scripts: without JavaScript the same checks read the HTML
// (test/http/maps.test.ts).
const departure = isoDaysFromToday(40);
const back = addDays(departure, 5);
const plan = `departure_area_code=LIS&departureDate=${departure}&returnDate=${back}&adults=2&children=0&infants=0`;
const party = { adults: 2, children: 0, infants: 0 };
const BUDGET = 2000;

const expectedBandsFromLis = (typeId?: string) => expectedBands({ budget: BUDGET, typeId, party });

const marksOf = (page: Page, map: string) => page.locator(`#${map} a.map-mark`);

/** What a map's marks say: destination, link, accessible name, band and the colour drawn. */
function readMarks(page: Page, map: string) {
  return marksOf(page, map).evaluateAll((links) =>
    links.map((link) => ({
      id: Number(link.getAttribute("data-destination-id")),
      href: link.getAttribute("href"),
      name: link.getAttribute("aria-label"),
      band: link.getAttribute("data-band"),
      fill: getComputedStyle(link.querySelector("circle, rect, path")!).fill,
      shape: link.querySelector("circle, rect, path")!.tagName,
    })),
  );
}

const bandLook: Record<string, { fill: string; shape: string; words: string }> = {
  within: { fill: "rgb(31, 122, 77)", shape: "circle", words: "within your budget" },
  "just-over": { fill: "rgb(185, 74, 15)", shape: "path", words: "just over your budget" },
  over: { fill: "rgb(79, 93, 106)", shape: "rect", words: "over your budget" },
};

/** Structured data on the page, parsed as a search engine would. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("maps with JavaScript on", () => {
  test("budget discovery's map colours every destination by the budget rule and links to its plan", async ({
    page,
  }) => {
    // Filtered to mountains, few enough places for one mark each (120 at most, decision 111).
    const expected = expectedBandsFromLis("mountains");
    expect(expected.length).toBeLessThanOrEqual(120);
    await page.goto(`/trips/budget?${plan}&budget=${BUDGET}&type=mountains`);
    const marks = await readMarks(page, "budget-map");
    expect(marks).toHaveLength(expected.length);
    for (const entry of expected) {
      const mark = marks.find((candidate) => candidate.id === entry.destination.id);
      const look = bandLook[entry.band]!;
      expect(mark, entry.destination.name).toEqual({
        id: entry.destination.id,
        href: expect.stringMatching(
          new RegExp(`^/destinations/${entry.destination.id}\\?${plan}`),
        ) as unknown as string,
        name: `${entry.destination.name}, ${formatMoney(entry.total)} total, ${look.words}`,
        band: entry.band,
        fill: look.fill,
        shape: look.shape,
      });
    }
    // The mark and the list row lead to the same plan.
    const first = expected[0]!;
    const row = page.locator(".trip-result__name a", { hasText: first.destination.name });
    const mark = page.getByRole("link", {
      name: `${first.destination.name}, ${formatMoney(first.total)} total, within your budget`,
    });
    expect(await mark.getAttribute("href")).toBe(await row.first().getAttribute("href"));
    // The origin airport is marked, and a key explains the colours.
    await expect(page.locator("#budget-map .map-mark--origin text")).toHaveText("LIS");
    await expect(page.locator("#budget-map .map__legend")).toContainText(
      `Within ${formatMoney(BUDGET * 100)}`,
    );

    // The mark is followed as a keyboard user would.
    await mark.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/destinations/${first.destination.id}\\?`));
    await expect(page.locator('#planner [data-figure="total"]')).toHaveText(
      formatMoney(first.total),
    );
  });

  test("at world view the budget map groups nearby places, counting each once", async ({
    page,
  }) => {
    const expected = expectedBandsFromLis();
    await page.goto(`/trips/budget?${plan}&budget=${BUDGET}`);
    const marks = marksOf(page, "budget-map");
    const counts = await marks.evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute("data-count") ?? "1")),
    );
    expect(counts.length).toBeLessThan(expected.length / 2);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(expected.length);
    await expect(page.locator("#budget-map a.map-mark--group").first()).toHaveAttribute(
      "aria-label",
      /^\d+ destinations around .+: \d+ within your budget, \d+ just over, \d+ over; the cheapest, .+ total$/,
    );
  });

  test("the kind of place narrows the budget map too", async ({ page }) => {
    const expected = expectedBandsFromLis("mountains");
    await page.goto(`/trips/budget?${plan}&budget=${BUDGET}&type=mountains`);
    const marks = await readMarks(page, "budget-map");
    expect(marks.map((mark) => [mark.id, mark.band]).sort()).toEqual(
      expected.map((entry) => [entry.destination.id, entry.band]).sort(),
    );
  });

  test("a destination's locator draws the route from the plan's airport with the planner's distance", async ({
    page,
  }) => {
    const tokyo = destinationById(114);
    // Airport to airport: Lisbon's to Tokyo's main one (Haneda), not to the city's pin.
    const km = Math.round(
      greatCircleKm(airportCoordinates("LIS"), arrivalPoint(tokyo)),
    ).toLocaleString("en-US");
    await page.goto(`/destinations/${tokyo.id}?${plan}`);
    const route = page.locator("#locator-map .map-route__label");
    await expect(route).toHaveText(`${km} km`);
    // The planner's flight line says the same distance.
    await expect(page.locator("#planner")).toContainText(`${km} km each way`);
    await expect(page.locator("#locator-map figcaption")).toContainText(
      `Tokyo in Japan, ${km} km from Lisbon (LIS)`,
    );
    await expect(page.locator("#locator-map .map-mark--origin text")).toHaveText("LIS");
    await expect(page.locator("#locator-map .map-country")).toHaveCount(1);
    const total = expectedEstimate(tokyo, { origin: "LIS", nights: 5, travellers: party });
    await expect(
      page.getByRole("link", { name: `Tokyo, ${formatMoney(total.totalCost)} total` }),
    ).toHaveAttribute("href", "#planner");
  });

  test("without a plan the locator shows the place and its country, and no route", async ({
    page,
  }) => {
    await page.goto("/destinations/101");
    await expect(page.locator("#locator-map .map-country")).toHaveCount(1);
    await expect(page.locator("#locator-map .map-route")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Lisbon, plan a trip" })).toBeVisible();
    await expect(page.locator("#locator-map figcaption")).toHaveText(
      "Lisbon in Portugal, with the country shaded.",
    );
  });

  test("the browse map shows what the search and type filter found, each linked to its page", async ({
    page,
  }) => {
    // Ten places, one page of cards: one mark each.
    await page.goto("/destinations?q=temple&type=culture");
    const cards = await page
      .locator(".browse__results a.destination-card__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const marks = await readMarks(page, "browse-map");
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.length).toBeLessThan(destinations.length);
    expect(marks.map((mark) => mark.href).sort()).toEqual([...new Set(cards)].sort());
    for (const mark of marks) {
      const destination = destinationById(mark.id);
      expect(mark.href).toBe(`/destinations/${destination.id}`);
      expect(mark.name).toBe(`${destination.name}, ${countryName(destination.countryCode)}`);
    }
    // The whole catalogue at world view: groups of nearby places, each counted once.
    await page.goto("/destinations");
    const counts = await marksOf(page, "browse-map").evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute("data-count") ?? "1")),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(destinations.length);
  });
});

test("every map mark is a link the keyboard reaches", async ({ page }) => {
  await page.goto("/destinations?q=lisbon");
  const mark = page.getByRole("link", { name: "Lisbon, Portugal" });
  await mark.focus();
  await expect(mark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/destinations\/101$/);
});

test("the base map is one file with a hashed name, cached forever; other names are not found", async ({
  page,
  request,
}) => {
  await page.goto("/destinations/101");
  const href = await page.locator("#locator-map img.map__base").getAttribute("src");
  expect(href).toMatch(/^\/maps\/world\.[0-9a-f]{12}\.svg$/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toContain("<svg");
  expect((await request.get("/maps/world.000000000000.svg")).status()).toBe(404);
});

test("a destination page's structured data parses and names the place, its position and trail", async ({
  page,
}) => {
  const lisbon = destinationById(101);
  await page.goto("/destinations/101");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/destinations\/101$/);
  const origin = new URL(canonical!).origin;
  const data = await structuredData(page);
  expect(data.find((item) => item["@type"] === "TouristDestination")).toEqual({
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: "Lisbon",
    description: lisbon.summary,
    url: canonical,
    geo: { "@type": "GeoCoordinates", latitude: lisbon.latitude, longitude: lisbon.longitude },
    containedInPlace: { "@type": "Country", name: "Portugal", identifier: "PT" },
  });
  const trail = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(trail.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
    { "@type": "ListItem", position: 2, name: "Destinations", item: `${origin}/destinations` },
    { "@type": "ListItem", position: 3, name: "Lisbon", item: canonical },
  ]);
});

test("a blog post's structured data names the post", async ({ page }) => {
  await page.goto("/blogs/what-a-week-in-lisbon-really-costs");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const posting = (await structuredData(page)).find((item) => item["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: await page.getByRole("heading", { level: 1 }).textContent(),
    url: canonical,
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
  });
});

test("every page names its canonical address, absolute and without the query", async ({ page }) => {
  for (const path of ["/", "/destinations/101", "/blogs", "/trips/budget"]) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.split("?")[0]}$`));
  }
  // A list's pages are each their own page: the canonical address keeps the list's query, in
  // one order, without defaults or unknown fields (decision 110).
  await page.goto("/destinations?sort=popular&utm_source=x&page=1&q=rome");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
    /^https?:\/\/[^/]+\/destinations\?q=rome$/,
  );
});
