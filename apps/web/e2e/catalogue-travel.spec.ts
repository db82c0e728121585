import { expect, test, type Page } from "@playwright/test";
import {
  formatDate,
  matchesWeather,
  MONTH_WEATHER_RULE,
  monthWeather,
  type Destination,
} from "@travel/domain";
import { destinationById, destinations } from "./planning-support";

// The catalogue as travellers meet it, with JavaScript and without (each check once per mode):
// places found by name, Kyiv's advisory and no flight link, "warm in March" by the domain's
// rule on the seeded data, cool scenes for cool places, and home modules that are curated.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const named = (name: string) => {
  const found = destinations.filter((destination) => destination.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as Destination;
};
const cardNames = (page: Page) => page.locator(".browse__results .destination-card__link");
const summary = (page: Page) => page.locator(".browse__summary");

/** The climate of the scene a page draws for a place (its art address carries it). */
async function heroClimate(page: Page): Promise<string | null> {
  const src = await page.locator(".destination-hero__art img").getAttribute("src");
  return new URL(src ?? "", "http://x").searchParams.get("climate");
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test("Venice, Porto, Nice, Dubrovnik and Zurich are on their search's first page; Mexico City and Ho Chi Minh City first", async ({
      page,
    }) => {
      for (const name of ["Venice", "Porto", "Nice", "Dubrovnik", "Zurich"]) {
        const place = named(name);
        await page.goto(`/destinations?q=${encodeURIComponent(name)}`);
        await expect(cardNames(page).getByText(name, { exact: true }).first()).toBeVisible();
        await expect(
          page.locator(`.browse__results a[href="/destinations/${place.id}"]`).first(),
        ).toBeVisible();
      }
      for (const name of ["Mexico City", "Ho Chi Minh City"]) {
        await page.goto(`/destinations?q=${encodeURIComponent(name)}`);
        await expect(cardNames(page).first()).toHaveText(name);
      }
    });

    test("Kyiv's page shows its travel advice with its source and date, and no flight link", async ({
      page,
    }) => {
      const kyiv = named("Kyiv");
      const canada = kyiv.advisory?.canada;
      expect(kyiv.advisory?.doNotTravel).toBe(true);
      expect(canada).toBeDefined();
      await page.goto(`/destinations/${kyiv.id}`);
      const notice = page.locator(".destination-access--kept-out");
      await expect(notice.getByRole("heading")).toHaveText("Before you plan a trip to Kyiv");
      await expect(notice).toContainText(
        "Official travel advice is against all travel to Ukraine.",
      );
      await expect(notice).toContainText(
        `Canada: “${canada?.advice}” (updated ${formatDate(canada?.updated ?? "")})`,
      );
      await expect(notice.getByRole("link", { name: "the full advice" }).first()).toHaveAttribute(
        "href",
        canada?.url ?? "",
      );
      await expect(notice).toContainText("Open Government Licence – Canada");
      // No planner, no trip cost, no partner link: nothing to book a flight with.
      await expect(page.locator("#planner")).toHaveCount(0);
      const article = page.locator("article.destination-page");
      await expect(
        article.getByRole("link", { name: /search flights|see packages|see hotels/i }),
      ).toHaveCount(0);
      await expect(article.getByText(/return flights?/i)).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Plan your trip" })).toHaveCount(0);
      await expect(page.locator('[data-figure="total"]')).toHaveCount(0);
    });

    test("Siem Reap's page charts a neighbour's weather, names it, and credits every source", async ({
      page,
    }) => {
      const place = named("Siem Reap");
      const weather = place.weather!;
      expect(weather.matchedBy).toBe("nearest");
      await page.goto(`/destinations/${place.id}`);
      const chart = page.getByRole("figure", {
        name: "Average weather in Siem Reap, month by month",
      });
      // The figures for screen readers: one row a month, the table's own highs and lows.
      const rows = chart.getByRole("table").locator("tbody tr");
      await expect(rows).toHaveCount(12);
      await expect(rows.nth(3).locator("td").nth(0)).toHaveText(String(weather.highC[3]));
      await expect(rows.nth(3).locator("td").nth(1)).toHaveText(String(weather.lowC[3]));
      await expect(chart).toContainText(`these are the figures of the ${weather.label ?? ""}.`);
      await expect(chart.getByRole("link", { name: weather.place })).toHaveAttribute(
        "href",
        weather.url,
      );
      await expect(chart).toContainText("Best time to go:");
      await expect(chart).toContainText("Worked out from the climate table");
      const sources = page.getByRole("region", { name: "Sources" });
      await expect(
        sources.getByRole("link", { name: `Wikivoyage: ${place.guide?.title}` }),
      ).toHaveAttribute("href", place.guide?.url ?? "");
      await expect(sources).toContainText(
        "air-routes data © Kelvin R. Lawrence and contributors (Practical Gremlin), Apache License 2.0",
      );
      await expect(sources).toContainText("Open Government Licence – Canada");
      await expect(sources.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveCount(2);
    });

    test("warm in March lists only places whose March high meets the rule", async ({ page }) => {
      const wish = { month: 3, warmth: "warm" as const };
      const expected = destinations.filter((destination) => matchesWeather(destination, wish));
      const ids = new Set(expected.map((destination) => destination.id));
      expect(expected.length).toBeGreaterThan(24);
      await page.goto("/destinations");
      const filters = page.locator("form.browse-filters");
      await filters.getByLabel("In", { exact: true }).selectOption("3");
      await filters.getByLabel("Temperature").selectOption("warm");
      await filters.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]month=3&warmth=warm(&|$)/);
      await expect(summary(page)).toContainText(`${expected.length} destinations, warm in March`);
      await expect(filters.locator("p", { hasText: "Warm: an average high of" })).toContainText(
        `${MONTH_WEATHER_RULE.warmFromC} °C or more`,
      );
      const hrefs = await cardNames(page).evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(hrefs).toHaveLength(24);
      for (const href of hrefs) {
        const id = Number(/\/destinations\/(\d+)$/.exec(href ?? "")?.[1]);
        expect(ids.has(id), href ?? "").toBe(true);
        const march = monthWeather(destinationById(id).weather!, 3);
        expect(march.highC).toBeGreaterThanOrEqual(MONTH_WEATHER_RULE.warmFromC);
      }
    });

    test("Edinburgh and Reykjavík are not drawn warm", async ({ page }) => {
      const warm = ["tropical", "mediterranean", "arid"];
      for (const name of ["Edinburgh", "Reykjavík"]) {
        const place = named(name);
        // The data says cool: the scene's own climate class is not a warm one either.
        expect(warm).not.toContain(place.scene?.climate);
        await page.goto(`/destinations/${place.id}`);
        const climate = await heroClimate(page);
        expect(climate, name).not.toBeNull();
        expect(warm, `${name} is drawn ${climate}`).not.toContain(climate);
      }
    });

    test("the home page's modules each show places from several countries, none ranked by population", async ({
      page,
    }) => {
      for (const [path, modules] of [
        ["/", ["#featured", "#deals"]],
        ["/home/home_2", ["#popular", "#deals"]],
      ] as const) {
        await page.goto(path);
        for (const module of modules) {
          const cards = page.locator(`${module} .destination-card`);
          const countries = await cards.locator(".destination-card__country").allTextContents();
          expect(countries.length, `${path} ${module}`).toBeGreaterThanOrEqual(3);
          // At most one place per country in a module.
          expect(new Set(countries).size, `${path} ${module}`).toBe(countries.length);
          const shown = await cards
            .locator(".destination-card__link")
            .evaluateAll((links) =>
              links.map((link) => Number(/(\d+)$/.exec(link.getAttribute("href") ?? "")?.[1])),
            );
          const places = shown.map(destinationById);
          const populations = places.map((place) => place.population ?? 0);
          const byPopulation = [...populations].sort((a, b) => b - a);
          expect(populations, `${path} ${module} is ranked by population`).not.toEqual(
            byPopulation,
          );
          if (module === "#popular") {
            // Popular means the best-connected guides (decision 140), never the largest cities.
            const goNext = places.map((place) => place.guide?.goNext ?? 0);
            expect(goNext).toEqual([...goNext].sort((a, b) => b - a));
          }
        }
        // No module claims or ranks by size; only a guide's own summary may mention a population.
        const claims = await page.locator("main").evaluate((main) => {
          const words: string[] = [];
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest(".destination-card__summary")) {
              words.push(node.textContent ?? "");
            }
          }
          return words.join(" ");
        });
        expect(claims, path).not.toMatch(/population|largest cit|biggest cit/i);
      }
    });
  });
}
