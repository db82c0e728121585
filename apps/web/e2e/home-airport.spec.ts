import { expect, test, type Page } from "@playwright/test";

// The home airport as a traveller meets it: asked on the first visit to the budget page, then
// kept across pages and visits (a cookie; a signed-in traveller's profile holds it too). With
// script at three widths, and the no-script journey on a phone. The data each page shows for it
// is checked in the HTML: test/http/home-airport-and-currency.test.ts.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1440, 390, 320]) {
  test.describe(`with JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 740 } });

    test("a first visit to the budget page asks where one flies from, then every page and visit keeps it", async ({
      page,
      context,
    }) => {
      // Five pages and two answers.
      test.slow();
      await page.goto("/trips/budget");
      const question = page.getByRole("region", { name: "Where do you fly from?" });
      await expect(question).toBeVisible();
      await expectNoSidewaysScroll(page);
      const field = question.getByLabel("Your home airport");
      await field.fill("");
      await field.pressSequentially("Paris");
      await page
        .getByRole("listbox", { name: "Airports" })
        .getByRole("option", { name: /Charles de Gaulle.*CDG/ })
        .click();
      await expect(field).toHaveValue("Paris (CDG)");
      await question.getByRole("button", { name: "Use this airport" }).click();

      await expect(page.locator("#budget-results")).toContainText("destinations within");
      await expect(page.locator(".trip-origin").first()).toContainText("From Paris (CDG)");
      await expectNoSidewaysScroll(page);
      // Another page, no question: its costs start at Paris too.
      await page.goto("/trips/compare?ids=101&ids=102");
      await expect(page.getByRole("table")).toBeVisible();
      await expect(page.locator(".trip-origin")).toContainText("From Paris (CDG)");
      // Another visit (a new tab of the same browser): the destination page plans from Paris.
      const later = await context.newPage();
      await later.goto("/destinations/101");
      await expect(later.locator("#planner").getByLabel("From")).toHaveValue("Paris (CDG)");
      await expect(later.locator("#planner .trip-origin")).toContainText("From Paris (CDG)");
      // "change" asks again, holding the airport, and leads back.
      await later.locator("#planner .trip-origin").getByRole("link").click();
      await expect(later.getByLabel("Your home airport")).toHaveValue("Paris (CDG)");
      const again = later.getByLabel("Your home airport");
      await again.fill("");
      await again.pressSequentially("OPO");
      await later
        .getByRole("listbox", { name: "Airports" })
        .getByRole("option", { name: /OPO$/ })
        .click();
      await later.getByRole("button", { name: "Use this airport" }).click();
      await expect(later).toHaveURL(/\/destinations\/101#planner$/);
      await expect(later.locator("#planner").getByLabel("From")).toHaveValue("Porto (OPO)");
    });
  });
}

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the question is a plain form, and the answer is kept for the next page", async ({
    page,
  }) => {
    await page.goto("/trips/budget");
    const question = page.getByRole("region", { name: "Where do you fly from?" });
    await question.getByLabel("Your home airport").fill("London");
    await question.getByRole("button", { name: "Use this airport" }).click();
    // Several airports: pick one.
    await expect(page.getByText("Several airports match “London”: pick one.")).toBeVisible();
    await page.getByRole("button", { name: /London \(LHR\)/ }).click();
    await expect(page.locator("#budget-results")).toContainText("destinations within");
    await expect(page.locator(".trip-origin").first()).toContainText("From London (LHR)");
    await page.goto("/destinations/101");
    await expect(page.locator("#planner").getByLabel("From")).toHaveValue("London (LHR)");
  });
});

test("an answer still on its way when an airport is picked does not reopen the list", async ({
  page,
}) => {
  await page.goto("/trips/budget");
  const field = page.getByLabel("Your home airport");
  const airports = page.getByRole("listbox", { name: "Airports" });
  await field.fill("");
  await field.pressSequentially("Pari");
  await expect(airports.getByRole("option", { name: /CDG/ })).toBeVisible();
  // The answer for "paris" is held until the pick has happened, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/airports?q=paris", async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((request) => request.url().includes("/api/airports?q=paris"));
  await field.press("s");
  await asked;
  await airports.getByRole("option", { name: /CDG/ }).click();
  await expect(field).toHaveValue("Paris (CDG)");
  const answered = page.waitForResponse((response) =>
    response.url().includes("/api/airports?q=paris"),
  );
  release();
  await answered;
  // The late answer is read after the response arrives: give the page's own handler its turn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(airports).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
});
