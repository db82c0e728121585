import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays } from "@travel/domain";
import { newTraveller } from "./account-support";
import { isoDaysFromToday } from "./planning-support";
import { signInWithSessionCookie } from "./session-cookie";

// No page of the site scrolls sideways, at the narrowest phone, a common phone and a desktop,
// with and without JavaScript.
//
// The page types: every distinct route of the sitemap, read at run time, each checked once per
// width. Pages under one parent (/destinations/101, /blogs/<slug>, …) are one type, drawn by one
// route from different records: the first of them stands for the type. The home variants stay
// all in: each lays the page out its own way. Added to them: the pages the sitemap leaves out
// (sign-in and account pages, searches, comparisons, plans) and the error pages (404, a refused
// search, the 415 refusal).

const WIDTHS = [320, 390, 1440] as const;
/** Parents whose pages are different layouts, not one route with many records. */
const EVERY_PAGE_UNDER = new Set(["/home"]);

const departure = isoDaysFromToday(40);
const plan = `departure_area_code=LIS&departureDate=${departure}&returnDate=${addDays(departure, 5)}&adults=2&children=0&infants=0`;

/** What the sitemap does not list: forms, results and the pages that need a visitor's input. */
const PAGES_OUTSIDE_THE_SITEMAP = [
  "/auth/login",
  "/auth/signup",
  "/auth/signup?auth_error=signup-required",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verify-email",
  "/newsletter/confirm",
  "/trips/compare",
  `/trips/compare?ids=${encodeURIComponent("101,102,103")}&${plan}`,
  `/trips/budget?${plan}&budget=2000`,
  `/trips/search?search=flights&${plan}&destination=BCN`,
  `/destinations/101?${plan}`,
  "/destinations?q=lisbon",
  "/methods/co2",
];
const ERROR_PAGES = ["/no/such/page", "/blogs/no-such-post", "/trips/search?search=flights"];
const SIGNED_IN_PAGES = ["/my-profile/settings", "/my-profile/favourite-destinations"];

/** The sitemap's paths, one per page type. */
async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
    ([, loc = ""]) => new URL(loc).pathname,
  );
  expect(paths.length).toBeGreaterThan(20);
  const byParent = new Map<string, string[]>();
  for (const path of paths) {
    const parent = path.split("/").slice(0, -1).join("/");
    const key = parent === "" || EVERY_PAGE_UNDER.has(parent) ? path : parent;
    byParent.set(key, [...(byParent.get(key) ?? []), path]);
  }
  return [...byParent.values()].flatMap((group) => group.slice(0, 1));
}

async function expectNoSidewaysScroll(page: Page, path: string, width: number) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.innerWidth).toBe(width);
  expect(widths.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(widths.innerWidth);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test("the home page fits 320 px before its font arrives (the fallback font is wider)", async ({
  page,
}) => {
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.setViewportSize({ width: 320, height: 844 });
  await visit(page, "/");
  await expectNoSidewaysScroll(page, "/ with the fallback font", 320);
});

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    for (const width of WIDTHS) {
      test(`no page scrolls sideways at ${width} px ${mode}`, async ({ page, request }) => {
        // Dozens of full page loads in one test: three times the default, which is for one journey.
        test.slow();
        await page.setViewportSize({ width, height: 844 });
        const paths = [
          ...(await sitemapRoutes(request)),
          ...PAGES_OUTSIDE_THE_SITEMAP,
          ...ERROR_PAGES,
        ];
        for (const path of paths) {
          await visit(page, path);
          await expectNoSidewaysScroll(page, path, width);
        }
        // The refusal page: a form sent as plain text is answered 415.
        const refusal = page.waitForResponse((response) => response.status() === 415);
        await page.evaluate(() => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = "/contact";
          form.enctype = "text/plain";
          document.body.append(form);
          form.submit();
        });
        await refusal;
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, "the 415 refusal", width);
      });
    }

    test(`account pages do not scroll sideways ${mode}`, async ({ page, context, baseURL }) => {
      test.slow(); // two pages at three widths and a sign-in: three times the default
      await signInWithSessionCookie(context, baseURL ?? "", newTraveller("Narrow", "Screen"));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of SIGNED_IN_PAGES) {
          await visit(page, path);
          await expect(page).toHaveURL(new RegExp(`${path}$`, "u"));
          await expectNoSidewaysScroll(page, path, width);
        }
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison shows all three destinations without scrolling", async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/trips/compare?ids=${encodeURIComponent("101,102,103")}&${plan}`);
      const table = page.locator(".compare-scroll");
      const places = page.locator(".compare-table__place");
      await expect(places).toHaveCount(3);
      const box = await table.boundingBox();
      if (!box) throw new Error("no comparison table");
      for (const place of await places.all()) {
        const placeBox = await place.boundingBox();
        expect(placeBox && placeBox.x + placeBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
      }
      // Nothing inside the table is out of view either.
      expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      // The folded search comes first: once the table is scrolled to, its last column is in view.
      await table.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-figure="total"]').nth(2)).toBeInViewport();
      // No word is split across two lines in a cell ("Barcelon/a"): lines break between words.
      const split = await table.evaluate((element) => {
        const words: string[] = [];
        for (const cell of element.querySelectorAll("th, td")) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1) words.push(match[0]);
            }
          }
        }
        return words;
      });
      expect(split, `words split at ${width} px`).toEqual([]);
    }
  });

  test("the cookie banner takes less than a sixth of the screen; Accept and Decline are the same size", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    const box = await banner.boundingBox();
    if (!box) throw new Error("no cookie banner");
    expect((box.width * box.height) / (390 * 844)).toBeLessThan(1 / 6);
    const accept = await banner.getByRole("button", { name: "Accept" }).boundingBox();
    const decline = await banner.getByRole("button", { name: "Decline" }).boundingBox();
    expect(accept?.width).toBeCloseTo(decline?.width ?? 0, 0);
    expect(accept?.height).toBe(decline?.height);
    expect(accept?.height).toBeGreaterThanOrEqual(44);
    await expect(banner.getByRole("link", { name: "Learn more" })).toHaveAttribute(
      "href",
      "/privacy-policy#cookies",
    );
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the flight search is one compact block; the country waits behind More options (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto("/");
      const form = page.locator('form[data-search-form="flights"]');
      const departure = await form.getByLabel("Departure").boundingBox();
      const back = await form.getByLabel("Return").boundingBox();
      // The dates share a row.
      expect(departure?.y).toBe(back?.y);
      expect((departure?.x ?? 0) + (departure?.width ?? 0)).toBeLessThanOrEqual(back?.x ?? 0);
      const country = form.getByLabel("Destination country");
      await expect(country).toBeHidden();
      await form.getByText("More options").click();
      await expect(country).toBeVisible();
      await expect(country.locator("option").first()).toHaveText("Same as the destination airport");
      // The button to search comes within the first two screens of a phone.
      const submit = await form.getByRole("button", { name: "Search flights" }).boundingBox();
      expect(submit?.y).toBeLessThan(2 * 844);
      await context.close();
    });
  }
});
