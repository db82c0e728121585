import { expect, test, type Page } from "@playwright/test";

/** The live summary of the results ("30 destinations matching …"). */
const summary = (page: Page) => page.getByRole("status").filter({ hasText: /\d+ destinations?\b/ });

async function announcedCount(page: Page) {
  return Number(/(\d+)/.exec((await summary(page).textContent()) ?? "")?.[1]);
}

const cards = (page: Page) => page.locator(".browse__results > li");
/** Cards per page of the browse list. */
const PAGE_SIZE = 24;
// The form's controls are looked up inside it: the page has a button in each of its hundreds of
// cards, and a role query over all of them takes seconds.
const filters = (page: Page) => page.locator("form.browse-filters");

test("the browse page lists the catalogue, and every card leads to its numeric detail page", async ({
  page,
}) => {
  await page.goto("/destinations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next destination");
  const count = await announcedCount(page);
  expect(count).toBeGreaterThanOrEqual(500);
  // One page of cards, however large the catalogue: the most popular first (browse-pages.spec
  // checks the order against the domain's rule).
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  const links = page.locator(".destination-card__link");
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  for (const href of hrefs) expect(href).toMatch(/^\/destinations\/\d+$/);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
});

test("search finds places by name or written-out country, and an empty result says what to try", async ({
  page,
}) => {
  await page.goto("/destinations");
  const search = filters(page).getByRole("searchbox", { name: "Search destinations" });
  await search.fill("portugal");
  await filters(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    /\/destinations\?q=portugal&type=&region=&country=&month=&warmth=&maxDaily=&sort=popular&from=$/,
  );
  await expect(summary(page)).toContainText("matching “portugal”");
  await expect(page.getByRole("link", { name: "Lisbon", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tokyo", exact: true })).toHaveCount(0);

  await search.fill("atlantis");
  await filters(page).getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No destinations match “atlantis”")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Show all destinations" }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(search).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();
});

test("the type filter offers the types of GET /api/destination-types and combines with the search", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/destination-types");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const { destinationTypes } = (await response.json()) as {
    destinationTypes: { id: string; name: string; description: string }[];
  };
  expect(destinationTypes.length).toBeGreaterThan(0);
  for (const type of destinationTypes)
    expect(Object.keys(type).sort()).toEqual(["description", "id", "name"]);

  await page.goto("/destinations");
  const select = page.getByLabel("Type of trip");
  await expect(select.locator("option")).toHaveText([
    "All types",
    ...destinationTypes.map((type) => type.name),
  ]);
  const beach = destinationTypes.find((type) => type.id === "beach") ?? destinationTypes[0]!;
  await select.selectOption(beach.id);
  await filters(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`type=${beach.id}&`));
  await expect(summary(page)).toContainText(`in ${beach.name}`);
  const ofType = await announcedCount(page);
  expect(ofType).toBeGreaterThan(0);

  // A search inside the type narrows further; one that only matches elsewhere offers the way out
  // (Madrid is inland, and no other place's text names it).
  await filters(page).getByRole("searchbox", { name: "Search destinations" }).fill("madrid");
  await filters(page).getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No destinations match “madrid” in ${beach.name}`)).toBeVisible();
  await page.getByRole("link", { name: /in all types/ }).click();
  await expect(page).toHaveURL(/\/destinations\?q=madrid$/);
  await expect(page.getByRole("link", { name: "Madrid", exact: true })).toBeVisible();
});

test("the home sections and the footer lead to the browse page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "See all destinations" }).first().click();
  await expect(page).toHaveURL(/\/destinations$/);
  await page.goto("/blogs");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Browse all destinations" })
    .click();
  await expect(page).toHaveURL(/\/destinations$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and type filter are a plain GET form answered by the server", async ({ page }) => {
    await page.goto("/destinations");
    await filters(page)
      .getByRole("searchbox", { name: "Search destinations" })
      .fill("lisbon porto");
    await page.getByLabel("Type of trip").selectOption({ label: "City breaks" });
    await filters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/destinations\?q=lisbon\+porto&type=city-break&/);
    await expect(page.getByRole("link", { name: "Lisbon", exact: true })).toBeVisible();
    await expect(summary(page)).toContainText("in City breaks");
    await expect(filters(page).getByRole("searchbox", { name: "Search destinations" })).toHaveValue(
      "lisbon porto",
    );
    await expect(page.getByLabel("Type of trip")).toHaveValue("city-break");
  });
});
