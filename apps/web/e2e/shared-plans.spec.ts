import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { estimatePlanOption, formatMoney, planWeeks, type GroupTripPlan } from "@travel/domain";
import { airportCoordinates, destinationById } from "../test/harness/expected";
import { newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";
import { test } from "./toasts";

// Shared plans (/trips/plans): three travellers from three countries in three browser contexts.
// With JavaScript each sees the others' changes without reloading (the plan's event stream);
// without it the same journey works by whole-page posts and reloads. Figures come from the
// domain's estimate; partner sites are never visited. The no-JavaScript data checks in full
// are test/http/shared-plans.test.ts.

type Person = {
  first: string;
  from: string;
  adults: number;
  children: number;
  infants: number;
  country: string;
};
const ANA: Person = {
  first: "Ana",
  from: "LIS",
  adults: 2,
  children: 0,
  infants: 0,
  country: "Portugal",
};
const BEN: Person = {
  first: "Ben",
  from: "BER",
  adults: 1,
  children: 1,
  infants: 0,
  country: "Germany",
};
const CLEO: Person = {
  first: "Cleo",
  from: "JFK",
  adults: 2,
  children: 0,
  infants: 1,
  country: "United States",
};
const ROME = 103;
const NIGHTS = 5;

async function traveller(
  browser: Browser,
  baseURL: string,
  person: Person,
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({ javaScriptEnabled });
  // Nothing leaves the machine: partner sites and anything else off the loopback are refused.
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
  await signInWithSessionCookie(context, baseURL, newTraveller(person.first, "Planner"));
  return { context, page: await context.newPage(), person };
}

async function fillParty(scope: ReturnType<Page["locator"]>, person: Person) {
  await scope.getByLabel("Party name").fill(person.first);
  await scope.getByLabel("Home airport").fill(person.from);
  await scope.getByLabel("Adults (12+)").fill(String(person.adults));
  await scope.getByLabel("Children (2–11)").fill(String(person.children));
  await scope.getByLabel("Infants (under 2)").fill(String(person.infants));
}

async function startPlan(page: Page, person: Person): Promise<string> {
  await page.goto("/trips/group");
  await page.getByRole("link", { name: "Start a shared plan" }).click();
  await expect(page).toHaveURL(/\/trips\/plans$/);
  const form = page.locator("form.plan-start");
  await form.getByLabel("Name of the plan").fill("Summer together");
  await form.getByLabel(/^Nights/).fill(String(NIGHTS));
  await fillParty(form, person);
  await form.getByRole("button", { name: "Start the shared plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Summer together" })).toBeVisible();
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const link = page.locator("#plan-invite-link");
  await expect(link).toHaveValue(/\/join\/[A-Za-z0-9_-]{43}$/);
  return (await link.inputValue()) ?? "";
}

async function join(page: Page, link: string, person: Person) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Summer together" })).toBeVisible();
  const form = page.locator("form.plan-join");
  await fillParty(form, person);
  await form.getByRole("button", { name: "Join the plan" }).click();
  await expect(page.locator(".plan-party", { hasText: person.first }).first()).toBeVisible();
}

const option = (page: Page, id: number) => page.locator(`[data-option="${id}"]`);
const parties = (page: Page) => page.locator(".plan-party__name");

function expectedShares(people: Person[]) {
  const trip: GroupTripPlan = {
    nights: NIGHTS,
    parties: people.map((person) => ({
      origin: { code: person.from, ...airportCoordinates(person.from) },
      travellers: person,
    })),
  };
  return estimatePlanOption(destinationById(ROME), trip).shares.map((share) =>
    formatMoney(share.totalCost),
  );
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (d: Document, o: object) => Promise<AxeResults> };
    };
    return axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
  });
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
  ).toEqual([]);
}

const commonWeek = () => planWeeks(new Date().toISOString().slice(0, 10))[10] as string;

test("three travellers plan together and see each other's changes without reloading", async ({
  browser,
  baseURL,
}) => {
  // Three browsers with a dozen page loads and posts each, and every live update awaited: about
  // 45 s alone, twice that beside the other browser tests (a bound for a failing run, no wait).
  test.setTimeout(240_000);
  const site = baseURL ?? "";
  const ana = await traveller(browser, site, ANA);
  const ben = await traveller(browser, site, BEN);
  const cleo = await traveller(browser, site, CLEO);
  const contexts: BrowserContext[] = [ana.context, ben.context, cleo.context];
  try {
    const link = await startPlan(ana.page, ANA);
    await expect(ana.page.locator(".plan-live")).toHaveAttribute("data-live", "live");

    // Both join from their own airports; Ana's open page shows them arrive.
    await join(ben.page, link, BEN);
    await expect(parties(ana.page)).toHaveCount(2);
    await join(cleo.page, link, CLEO);
    await expect(parties(ana.page)).toHaveCount(3);
    await expect(parties(ben.page)).toHaveCount(3);
    for (const page of [ana.page, ben.page, cleo.page])
      await expect(page.locator(".plan-live")).toHaveAttribute("data-live", "live");

    // Ben adds Rome by name: the others see it without reloading.
    await ben.page.getByLabel("Add a place by name").fill("Rome");
    await ben.page.getByRole("button", { name: "Add to the shortlist" }).click();
    for (const page of [ana.page, cleo.page]) await expect(option(page, ROME)).toBeVisible();

    // Votes from each, one changed; everyone's tally follows.
    await option(cleo.page, ROME).getByRole("button", { name: "Vote for Rome" }).click();
    await expect(option(ana.page, ROME).locator(".plan-option__tally")).toContainText(
      "1 for · 0 against",
    );
    await option(ana.page, ROME).getByRole("button", { name: "Vote against Rome" }).click();
    await option(ben.page, ROME).getByRole("button", { name: "Vote for Rome" }).click();
    await option(ana.page, ROME).getByRole("button", { name: "Vote for Rome" }).click();
    for (const page of [ana.page, ben.page, cleo.page])
      await expect(option(page, ROME).locator(".plan-option__tally")).toContainText(
        "3 for · 0 against",
      );

    // Each sees its own share of Rome.
    const shares = expectedShares([ANA, BEN, CLEO]);
    for (const [index, page] of [ana.page, ben.page, cleo.page].entries())
      await expect(option(page, ROME).locator(".plan-option__mine")).toHaveText(
        shares[index] ?? "",
      );

    // The weeks: everyone ticks the same one; the grid shows each country's holidays and
    // suggests that week to everyone.
    const week = commonWeek();
    for (const { page } of [ana, ben, cleo]) {
      await page.locator(`input[name="week"][value="${week}"]`).check();
      await page.getByRole("button", { name: /^Save the weeks/ }).click();
    }
    for (const { page } of [ana, ben, cleo]) {
      await expect(page.locator(".plan-suggested__title")).toHaveText(
        "Weeks every party can make:",
      );
      await expect(page.locator(".plan-suggested__list a")).toHaveAttribute(
        "href",
        `#week-${week}`,
      );
      await expect(page.locator(`[data-week="${week}"] .plan-week__going`)).toHaveText(
        "3/3 can go: Ana, Ben, Cleo",
      );
      for (const { country } of [ANA, BEN, CLEO])
        await expect(
          page.locator(".plan-week__holidays li", { hasText: `${country}: ` }).first(),
        ).toBeAttached();
    }
    await expectNoAxeViolations(ana.page);

    // The organiser decides: each traveller's page shows it, with a flight from its own airport.
    const back = new Date(Date.parse(week) + NIGHTS * 86_400_000).toISOString().slice(0, 10);
    await ana.page.getByLabel("Destination").selectOption(String(ROME));
    await ana.page.getByLabel("Departure", { exact: true }).fill(week);
    await ana.page.getByLabel("Return", { exact: true }).fill(back);
    await ana.page.getByRole("button", { name: "Fix this place and these dates" }).click();
    for (const { page, person } of [ana, ben, cleo]) {
      await expect(page.getByRole("heading", { name: /^Decided: Rome/ })).toBeVisible();
      const flight = page.locator('[data-partner="flights"] a');
      await expect(flight).toHaveCount(1);
      const href = new URL((await flight.getAttribute("href")) ?? "");
      expect(href.searchParams.get("origin_iata")).toBe(person.from);
      expect(href.searchParams.get("adults")).toBe(String(person.adults));
      expect(href.searchParams.get("children")).toBe(String(person.children));
      expect(href.searchParams.get("infants")).toBe(String(person.infants));
      await expect(page.locator('[data-partner="hotels"] a')).toHaveCount(1);
    }

    // Ana removes Cleo: Cleo's open page says so at once, and a reload is refused.
    await ana.page.getByRole("button", { name: "Remove Cleo's party" }).click();
    await expect(
      cleo.page.getByRole("heading", { name: "You are no longer in this plan" }),
    ).toBeVisible();
    await expect(parties(ben.page)).toHaveCount(2);
    const refused = await cleo.page.reload();
    expect(refused?.status()).toBe(403);
    await expect(cleo.page.getByRole("alert")).toContainText(
      "The organiser removed your party from this plan",
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test("without JavaScript the same plan works by whole-page forms and reloads", async ({
  browser,
  baseURL,
}) => {
  // Two browsers, a dozen whole-page posts and reloads each.
  test.setTimeout(180_000);
  const site = baseURL ?? "";
  const ana = await traveller(browser, site, ANA, false);
  const ben = await traveller(browser, site, BEN, false);
  try {
    const link = await startPlan(ana.page, ANA);
    await join(ben.page, link, BEN);
    await ben.page.getByLabel("Add a place by name").fill("Rome");
    await ben.page.getByRole("button", { name: "Add to the shortlist" }).click();
    await option(ben.page, ROME).getByRole("button", { name: "Vote for Rome" }).click();
    // Ana's page shows Ben and his vote once she reloads.
    await ana.page.reload();
    await expect(parties(ana.page)).toHaveCount(2);
    await expect(option(ana.page, ROME).locator(".plan-option__tally")).toContainText(
      "1 for · 0 against",
    );
    const shares = expectedShares([ANA, BEN]);
    await expect(option(ana.page, ROME).locator(".plan-option__mine")).toHaveText(shares[0] ?? "");
    await expect(option(ben.page, ROME).locator(".plan-option__mine")).toHaveText(shares[1] ?? "");
    const week = commonWeek();
    for (const { page } of [ana, ben]) {
      await page.locator(`input[name="week"][value="${week}"]`).check();
      await page.getByRole("button", { name: /^Save the weeks/ }).click();
    }
    await ana.page.reload();
    await expect(ana.page.locator(".plan-suggested__title")).toHaveText(
      "Weeks every party can make:",
    );
    const back = new Date(Date.parse(week) + NIGHTS * 86_400_000).toISOString().slice(0, 10);
    await ana.page.getByLabel("Departure", { exact: true }).fill(week);
    await ana.page.getByLabel("Return", { exact: true }).fill(back);
    await ana.page.getByRole("button", { name: "Fix this place and these dates" }).click();
    await ben.page.reload();
    const flight = new URL(
      (await ben.page.locator('[data-partner="flights"] a').getAttribute("href")) ?? "",
    );
    expect(flight.searchParams.get("origin_iata")).toBe("BER");
    expect(flight.searchParams.get("adults")).toBe("1");
    await ana.page.getByRole("button", { name: "Remove Ben's party" }).click();
    expect((await ben.page.reload())?.status()).toBe(403);
    await expect(ben.page.getByRole("alert")).toContainText(
      "The organiser removed your party from this plan",
    );
  } finally {
    await Promise.all([ana.context.close(), ben.context.close()]);
  }
});
