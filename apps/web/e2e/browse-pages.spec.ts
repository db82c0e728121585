import { expect, test, type Page } from "@playwright/test";
import { BROWSE_PAGE_SIZE, browseCatalogue, type BrowseQuery } from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";
import { airportCoordinates, destinations } from "./planning-support";

// The browse page at catalogue scale: one page of cards at a time with its own address, the
// filters and orders, and the accent-free search. What each page should list comes from the
// domain's browseCatalogue over the seeded catalogue, never from figures typed in here.
const typeNames = new Map(defaultCatalogue.destinationTypes.map((type) => [type.id, type.name]));
const expected = (query: Partial<BrowseQuery>, origin?: { latitude: number; longitude: number }) =>
  browseCatalogue(destinations, { q: "", sort: "popular", ...query }, { typeNames, origin }).map(
    (entry) => entry.destination.name,
  );

const cardNames = (page: Page) => page.locator(".browse__results .destination-card__link");
const cardImages = (page: Page) => page.locator(".browse__results img.destination-card__art");
const filters = (page: Page) => page.locator("form.browse-filters");
const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });

// Without JavaScript the same pages and the filter form are checked in the HTML the server
// sends (test/http/browse.test.ts).
test.describe("with JavaScript", () => {
  test("the catalogue in pages: next and previous, each page with its own canonical address", async ({
    page,
  }) => {
    const all = expected({});
    expect(all.length).toBeGreaterThan(BROWSE_PAGE_SIZE * 2);
    await page.goto("/destinations");
    await expect(cardNames(page)).toHaveText(all.slice(0, BROWSE_PAGE_SIZE));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/destinations$/);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute(
      "href",
      /\/destinations\?page=2$/,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);

    await pages(page).getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\/destinations\?page=2$/);
    await expect(cardNames(page)).toHaveText(all.slice(BROWSE_PAGE_SIZE, BROWSE_PAGE_SIZE * 2));
    await expect(pages(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/destinations\?page=2$/,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/destinations$/);

    const last = Math.ceil(all.length / BROWSE_PAGE_SIZE);
    await pages(page)
      .getByRole("link", { name: `Page ${last}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`page=${last}$`));
    await expect(cardNames(page)).toHaveText(all.slice((last - 1) * BROWSE_PAGE_SIZE));
    await expect(pages(page).getByRole("link", { name: "Next →" })).toHaveCount(0);
  });

  test("filters by region, country, type and daily budget, and orders by price", async ({
    page,
  }) => {
    await page.goto("/destinations");
    await filters(page).getByLabel("Region").selectOption("South America");
    await filters(page).getByLabel("Daily budget per person, up to (€)").fill("80");
    await filters(page).getByLabel("Order").selectOption({ label: "Lowest daily cost" });
    await filters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/region=South\+America/);
    const southAmerica = expected({ region: "South America", maxDaily: 80, sort: "price" });
    expect(southAmerica.length).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "destination" })).toContainText(
      `${southAmerica.length} destination`,
    );
    await expect(cardNames(page)).toHaveText(southAmerica.slice(0, BROWSE_PAGE_SIZE));

    await page.goto("/destinations?country=jp&type=culture");
    await expect(cardNames(page)).toHaveText(
      expected({ country: "jp", type: "culture" }).slice(0, BROWSE_PAGE_SIZE),
    );
    await expect(filters(page).getByLabel("Country")).toHaveValue("jp");
  });

  test("orders by distance from a chosen airport, nearest first", async ({ page }) => {
    await page.goto("/destinations");
    await filters(page).getByLabel("Order").selectOption({ label: "Nearest to my airport" });
    await filters(page).getByLabel("My airport (for distances)").fill("lis");
    await filters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/sort=distance&from=lis/);
    const nearest = expected({ sort: "distance" }, airportCoordinates("LIS"));
    expect(nearest[0]).toBe("Lisbon");
    await expect(cardNames(page)).toHaveText(nearest.slice(0, BROWSE_PAGE_SIZE));
    await expect(page.locator(".browse__distance").first()).toContainText("km from Lisbon (LIS)");
  });

  test("search ignores accents: “Sao Paulo” finds São Paulo", async ({ page }) => {
    await page.goto("/destinations");
    await filters(page).getByRole("searchbox", { name: "Search destinations" }).fill("Sao Paulo");
    await filters(page).getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "São Paulo", exact: true })).toBeVisible();
    await page.goto("/destinations?q=bogota");
    await expect(page.getByRole("link", { name: "Bogotá", exact: true })).toBeVisible();
  });
});

// Where the page links stand is layout: a browser's, with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the page links stay where they were drawn when the reader jumps to the end", async ({
      page,
    }) => {
      await page.goto("/destinations");
      const nav = pages(page);
      const navTop = () =>
        nav.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      // Where the page links stand before anything below the first screen was drawn; then the
      // reader jumps to them, and once the last card's picture is in (so that card has been
      // drawn), they must stand where they stood.
      const atFirst = await navTop();
      await nav.scrollIntoViewIfNeeded();
      await expect(cardImages(page).last()).toHaveJSProperty("complete", true);
      expect(await navTop()).toBe(atFirst);
    });
  });
}

test("the world map groups nearby places, and every group is a named link to its places", async ({
  page,
}) => {
  await page.goto("/destinations");
  const groups = page.locator("#browse-map a.map-mark--group");
  expect(await groups.count()).toBeGreaterThan(5);
  const marks = page.locator("#browse-map a.map-mark");
  expect(await marks.count()).toBeLessThan(destinations.length / 2);
  for (const label of await marks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("aria-label")),
  ))
    expect(label).toMatch(/\S/);
  // A group leads to the list narrowed to its places; filtered, each place has its own mark.
  const first = groups.first();
  await expect(first).toHaveAttribute(
    "href",
    /^\/destinations(\?(country=[a-z]{2}|region=[A-Za-z+]+)|\/\d+)$/,
  );
  await first.focus();
  await expect(first).toBeFocused();
  await page.goto("/destinations?country=fr");
  await expect(page.locator("#browse-map a.map-mark--group")).toHaveCount(0);
  await expect(page.locator("#browse-map a.map-mark")).toHaveCount(
    expected({ country: "fr" }).length,
  );
});
