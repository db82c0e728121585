import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { addDays } from "@travel/domain";
import { ADMIN_PAGES, signInAsEditor } from "./editor-support";
import { isoDaysFromToday } from "./planning-support";

// axe-core's WCAG 2.2 AA rules on the site's page types, on a desktop and on a phone, and on
// the phone's side menu once open. The script is run through the DevTools protocol, so the
// site's Content-Security-Policy stays as it is.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), {
  encoding: "utf8",
});
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const departure = isoDaysFromToday(40);
const plan = `departure_area_code=LIS&departureDate=${departure}&returnDate=${addDays(departure, 5)}&adults=2&children=0&infants=0`;

const PAGES = [
  "/",
  "/home/home_5",
  "/destinations",
  "/destinations/101",
  // A place kept out by default: its advice instead of a planner.
  "/destinations/1086",
  `/trips/budget?${plan}&budget=2000`,
  `/trips/compare?ids=${encodeURIComponent("101,102,103")}&${plan}`,
  "/trips/group",
  "/privacy-policy",
  "/blogs",
  "/contact",
  "/auth/login",
  "/no/such/page",
];

async function violations(page: Page) {
  // The page at rest: axe counts opacity, so text still fading in (the cookie banner's entrance)
  // reads as faint. Endless animations (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? "?"}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  }, WCAG_22_AA);
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`axe finds no WCAG 2.2 AA violation on the site's page types at ${width} px`, async ({
      page,
    }) => {
      test.slow(); // a dozen pages, each loaded and audited: three times the default
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("contentinfo")).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds no WCAG 2.2 AA violation on any back-office page at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a dozen pages, each loaded and audited: three times the default
    await page.setViewportSize({ width, height });
    await signInAsEditor(page, baseURL!);
    for (const path of ADMIN_PAGES) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
}

test("axe finds no WCAG 2.2 AA violation on the back-office forms as drawn without JavaScript", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a handful of long forms, each loaded and audited
  // The page as the server draws it, never hydrated (its scripts are not loaded), so the photo
  // slots a browser without JavaScript uses are there; axe itself still runs.
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.route("**/assets/**/*.js", (route) => route.abort());
  const page = await context.newPage();
  await signInAsEditor(page, baseURL!);
  for (const path of [
    "/admin/destinations/new?q=porto",
    "/admin/destinations/new?place=2737824",
    "/admin/destinations/101",
    "/admin/posts/new",
    "/admin/posts/lisbonweekcosts",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    if (/place=|destinations\/\d/.test(path))
      await expect(
        page.getByLabel("Photo file (JPEG, PNG or WebP, at most 20 MB)").first(),
      ).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await context.close();
});

test("axe finds no WCAG 2.2 AA violation in the open side menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/trips/budget");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
