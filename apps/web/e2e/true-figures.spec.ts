import { expect, test, type Page } from "@playwright/test";
import { destinationById, isoDaysFromToday } from "./planning-support";

// What the pages show is true: the search's estimate is the planner's, an example is called
// one, a score is named for what it is, the address is the company's, and every place has a
// picture of its own. Partner sites are never visited.
test.beforeEach(async ({ context }) => {
  // The first page of a fresh server waits for the catalogue: on a busy machine that is slow.
  test.slow();
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const lisbon = destinationById(101);

/** Opens a page and waits for the part the test reads. */
async function openPage(page: Page, path: string, ready: string) {
  expect((await page.goto(path, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
  await expect(page.locator(ready).first()).toBeVisible();
}

test("the search shows the site's estimate before the partners, the same as the planner's", async ({
  page,
}) => {
  const search = new URLSearchParams({
    search: "flights",
    departure_area_code: "MAD",
    destination: lisbon.airportCode,
    departureDate: isoDaysFromToday(40),
    returnDate: isoDaysFromToday(46),
    adults: "2",
    children: "1",
    infants: "0",
    country: lisbon.countryCode,
  });
  // The destination's page first: the search shows an estimate only once the catalogue is read.
  await openPage(page, `/destinations/${lisbon.id}`, ".destination-hero h1");
  await page.goto(`/trips/search?${search}`);
  const estimate = page.locator(".trip-search__estimate");
  await expect(estimate.getByRole("heading", { name: "Our estimate for this trip" })).toBeVisible();
  await expect(estimate).toContainText("An estimate, not a price");
  await expect(estimate).toContainText("Return flights, 6 nights of hotel");
  const perPerson = await estimate.locator('[data-figure="per-person"]').textContent();
  const total = await estimate.locator('[data-figure="total"]').textContent();
  expect(perPerson).toMatch(/^€[\d,]+\.\d\d$/);
  await expect(estimate).toContainText(`About ${perPerson} per person, ${total} in total`);

  // The estimate comes before the hand-off to the partners.
  const ownFirst = await page.evaluate(() => {
    const own = document.querySelector(".trip-search__estimate");
    const partners = document.querySelector(".trip-search__results .partner-offers");
    return Boolean(
      own && partners && own.compareDocumentPosition(partners) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(ownFirst).toBe(true);

  // The planner, opened from the search, shows the same figures for the same trip.
  await estimate.getByRole("link", { name: /planner/ }).click();
  await expect(page).toHaveURL(new RegExp(`/destinations/${lisbon.id}\\?`));
  const planner = page.locator("#planner");
  await expect(planner.locator('[data-figure="per-person"]')).toHaveText(perPerson ?? "");
  await expect(planner.locator('[data-figure="total"]')).toHaveText(total ?? "");
  await expect(planner.locator("[data-example]")).toHaveCount(0);
});

test("a destination page without a plan labels its figures as an example", async ({
  page,
  context,
  baseURL,
}) => {
  // The example starts where the traveller said they fly from (never a guessed airport).
  await context.addCookies([{ name: "homeAirport", value: "MAD", url: baseURL as string }]);
  await openPage(page, `/destinations/${lisbon.id}`, "#planner");
  const example = page.locator("#planner [data-example]");
  await expect(example).toContainText("Example trip, not your plan yet.");
  await expect(example).toContainText("flying from Madrid (MAD)");
  await expect(page.locator("#planner .cost-breakdown__headline")).toContainText("Example total");

  // With a plan in the address, the figures are that plan's, without the label.
  await page.goto(`/destinations/${lisbon.id}?departure_area_code=OPO&adults=1`);
  await expect(page.locator("#planner [data-figure='total']")).toBeVisible();
  await expect(page.locator("#planner [data-example]")).toHaveCount(0);
});

test("no page shows a score as reviews, and search engines are told of no ratings", async ({
  page,
}) => {
  const pages = [
    ["/", "main h1"],
    ["/destinations", ".destination-card"],
    [`/destinations/${lisbon.id}`, ".destination-hero h1"],
    ["/destinations/1001", ".destination-hero h1"],
  ] as const;
  for (const [path, ready] of pages) {
    // The words are what is checked, not the pictures: no need to wait for them to load.
    await openPage(page, path, ready);
    const text = await page.locator("body").innerText();
    expect(text, path).not.toMatch(/\d\s*reviews?\b/i);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join("\n"), path).not.toContain("aggregateRating");
  }
  // A hand-written place's score is named for what it is and says where it comes from.
  await openPage(page, `/destinations/${lisbon.id}`, ".destination-hero h1");
  const hero = page.locator(".destination-hero");
  await expect(hero.locator(".rating")).toContainText("Editors' score");
  await expect(hero.locator(".rating")).toContainText("/5");
  await expect(hero).toContainText("not an average of reviews");
  // The browse page's cards name it the same way.
  await openPage(page, "/destinations", ".destination-card");
  await expect(page.locator(".destination-card .rating").first()).toContainText("Editors' score");
});

test("the contact page shows the company's postal address, the same as the legal notice", async ({
  page,
}) => {
  await page.goto("/legal-notice");
  const legal = (await page.locator("main address").first().innerText()).trim();
  expect(legal).toContain("Lisboa");
  await page.goto("/contact");
  const contact = page.locator(".contact__aside address");
  await expect(contact).toBeVisible();
  expect((await contact.innerText()).trim()).toBe(legal);
});

test("every destination page has a hero picture of its own, and it loads", async ({ page }) => {
  const heroes = new Map<string, string>();
  for (const id of [101, 114, 1001, 1002, 1003]) {
    await openPage(page, `/destinations/${id}`, ".destination-hero h1");
    const picture = page.locator(".destination-hero__art img");
    const src = (await picture.getAttribute("src")) ?? "";
    expect(heroes.get(src), `destination ${id} shares a picture`).toBeUndefined();
    heroes.set(src, String(id));
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});
