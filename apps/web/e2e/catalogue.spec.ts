import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@travel/domain";
import { fourNightsFromLis } from "../test/harness/expected";
import { destinations, expectedEstimate } from "./planning-support";

// The catalogue built from open data (tooling/catalogue-import), as the seeded site shows it:
// hundreds of places, pins on city centres, places without copy or reviews, and the credits.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const athens = destinations.find((destination) => destination.slug === "athens");
const plan = fourNightsFromLis();

async function structuredPlace(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item["@type"] === "TouristDestination") as {
    geo: { latitude: number; longitude: number };
  };
}

test("Paris is pinned at its centre, within 0.05° of 48.857, 2.352, not at Charles de Gaulle", async ({
  page,
}) => {
  await page.goto("/destinations/104");
  const { geo } = await structuredPlace(page);
  expect(Math.abs(geo.latitude - 48.857)).toBeLessThan(0.05);
  expect(Math.abs(geo.longitude - 2.352)).toBeLessThan(0.05);
  // The airport's name as the routes data gives it (decision 141), its distance from the centre.
  const paris = destinations.find((destination) => destination.id === 104);
  const cdg = paris?.airports?.find((airport) => airport.code === "CDG");
  expect(cdg?.distanceKm).toBe(23);
  await expect(page.locator(".destination-facts-list")).toContainText(
    `${cdg?.name} (CDG), 23 km from the centre`,
  );
});

// Without JavaScript the same page is checked in its HTML (test/http/catalogue-and-budget.test.ts).
test.describe("a place built from open data, JavaScript on", () => {
  test("its page shows facts, says where its prices come from, and plans a trip", async ({
    page,
  }) => {
    expect(athens?.costBasis).toBe("price-level");
    const place = athens!;
    await page.goto(`/destinations/${place.id}?${plan}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Athens");
    // No reviews exist for it, so none are shown.
    await expect(page.locator(".destination-hero .rating")).toHaveCount(0);
    const facts = page.locator(".destination-facts-list");
    await expect(facts).toContainText("Population664,046");
    const ath = place.airports?.find((airport) => airport.code === "ATH");
    expect(ath?.distanceKm).toBe(20);
    await expect(facts).toContainText(`${ath?.name} (ATH), 20 km from the centre`);
    await expect(page.locator(".destination-prices")).toContainText(
      "Estimates, scaled from the World Bank's 2025 price level for Greece",
    );
    const expected = expectedEstimate(place, {
      origin: "LIS",
      nights: 4,
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    await expect(page.locator('#planner [data-figure="total"]')).toHaveText(
      formatMoney(expected.totalCost),
    );
  });
});

test("the footer links the data sources page, which credits each source and its licence", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Data sources" }).click();
  await expect(page).toHaveURL(/\/attribution$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data sources");
  const main = page.getByRole("main");
  await expect(main).toContainText("GeoNames");
  await expect(main).toContainText("OurAirports");
  await expect(main).toContainText("public domain");
  await expect(main).toContainText("World Bank");
  await expect(main).toContainText("PA.NUS.GDP.PLI");
  // The catalogue's open data, each credited as its licence asks.
  await expect(main).toContainText(
    "Destination descriptions from Wikivoyage (https://en.wikivoyage.org)",
  );
  await expect(main).toContainText("Climate data: Wikipedia");
  await expect(main).toContainText(
    "air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin), Apache License 2.0",
  );
  await expect(
    main.getByRole("link", { name: "Open Government Licence – Canada" }),
  ).toHaveAttribute("href", "https://open.canada.ca/en/open-government-licence-canada");
  await expect(main).toContainText("U.S. Department of State travel advisories");
  await expect(main.getByRole("link", { name: /CC BY 4\.0/ }).first()).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/attribution<\/loc>/);
});
