import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  expect,
  request as playwrightRequest,
  test,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { addDays, parseEurofxrefDaily } from "@travel/domain";
import ICAL from "ical.js";
import { newTraveller } from "./account-support";
import { destinationById, isoDaysFromToday } from "./planning-support";
import { signInWithSessionCookie } from "./session-cookie";

/** A new signed-in traveller; a sign-up the loaded emulators did not answer in time is undone, so it is tried again. */
const signInNewTraveller = (
  context: BrowserContext,
  baseURL: string,
  first: string,
  last: string,
) => expect(() => signInWithSessionCookie(context, baseURL, newTraveller(first, last))).toPass();

// Display currency and calendar export. Prices are read from the pages and checked against the
// rates file the test server uses (playwright.config.ts); calendars are parsed with ical.js.
// Partner sites are never visited.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const rates = parseEurofxrefDaily(readFileSync(process.env.E2E_RATES_FILE as string, "utf8"));
const lisbonTrip = destinationById(101);
const departure = isoDaysFromToday(60);
const back = addDays(departure, 4);
const plan = new URLSearchParams({
  departure_area_code: "MAD",
  departureDate: departure,
  returnDate: back,
  adults: "2",
  children: "1",
  infants: "0",
});
const destinationPage = `/destinations/${lisbonTrip.id}?${plan}`;

const EURO_PRICE = /€\d{1,3}(?:,\d{3})*\.\d{2}/g;
/** Every euro price on the page's main part, in reading order, as cents. */
async function euroPrices(page: Page): Promise<number[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(EURO_PRICE)].map(([price]) =>
    Math.round(Number(price.replace(/[€,]/g, "")) * 100),
  );
}

/** How a converted price must read: the euro amount at the file's rate, written as Intl writes that currency. */
const converted = (cents: number, currency: string) =>
  `≈${new Intl.NumberFormat("en-US", { style: "currency", currency }).format((cents * (rates.perEuro[currency] as number)) / 100)}`;

/** Every converted price on the page's main part, in reading order. */
async function convertedPrices(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(/≈\S*?\d[\d,]*(?:\.\d+)?/g)].map(([price]) => price);
}

/**
 * Picks a currency as a visitor does: in the header's picker on a wide screen (with script the
 * choice applies at once), in the side menu on a phone.
 */
async function pickCurrency(page: Page, code: string, { phone = false, script = true } = {}) {
  const notice = page.locator(`.currency-notice[data-currency="${code}"]`);
  const picker = phone ? page.getByRole("dialog") : page.locator(".site-header__currency");
  const show = picker.getByRole("button", { name: "Show prices in this currency" });
  // With script the header's picker applies a choice as it is made and drops its button once
  // the page has hydrated: its going says the choice will be heard.
  if (script && !phone) await expect(show).toHaveCount(0);
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  await picker.getByLabel(phone ? "Show prices in" : "Currency").selectOption(code);
  if (!script || phone) await show.click();
  await expect(notice).toBeVisible();
}

// With script on a wide screen (the header's picker), without it on a phone (the side menu's).
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({
      javaScriptEnabled,
      viewport: javaScriptEnabled ? { width: 1440, height: 900 } : { width: 390, height: 844 },
    });

    test("switching to GBP, USD and JPY converts every price on a destination page by the file's rate and rounding", async ({
      page,
    }) => {
      // Six full page loads and their checks.
      test.slow();
      expect((await page.goto(destinationPage))?.status()).toBe(200);
      await expect(page.locator(".cost-breakdown").first()).toBeVisible();
      // The cookie banner covers the footer until answered; declined, the pick lasts the session.
      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByTestId("cookie-banner")).toBeHidden();
      const euros = await euroPrices(page);
      // The typical prices, each sight, the breakdown's parts, notes and totals.
      expect(euros.length).toBeGreaterThan(8);

      for (const code of ["GBP", "USD", "JPY"]) {
        await pickCurrency(page, code, { phone: !javaScriptEnabled, script: javaScriptEnabled });
        // Back on the same plan, every price converted, none left in euros.
        expect(new URL(page.url()).search).toBe(`?${plan}`);
        expect(await euroPrices(page)).toEqual([]);
        expect(await convertedPrices(page)).toEqual(euros.map((cents) => converted(cents, code)));
        await expect(page.locator(".currency-notice")).toContainText(
          `Prices in ${code} are approximate`,
        );
      }
      // Partner links keep the specification's currencies.
      const offers = page.locator("a.partner-offer__link");
      await expect(offers.first()).toBeVisible();
      const hrefs = await offers.evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      );
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      for (const href of hrefs) {
        const url = new URL(href);
        const currencies = [...url.searchParams.entries()]
          .filter(([name]) => /currency/i.test(name))
          .map(([, value]) => value);
        expect(currencies.length, href).toBe(1);
        expect(["EUR", "USD"], href).toContain(currencies[0]);
        expect(href).not.toMatch(/JPY/);
      }
      expect(hrefs.some((href) => new URL(href).searchParams.get("currency") === "EUR")).toBe(true);
      if (javaScriptEnabled) {
        // The pick is remembered: a client-side navigation to another page keeps it.
        await page.getByRole("link", { name: "Compare with other destinations" }).click();
        await expect(page.locator("main")).toContainText("≈¥");
      }
    });
  });
}

test("a ?currency= link is shareable, and an unknown code shows euros with a clear message", async ({
  page,
}) => {
  await page.goto(`${destinationPage}&currency=jpy`);
  const yen = await convertedPrices(page);
  expect(yen.length).toBeGreaterThan(8);
  expect(yen.every((price) => price.startsWith("≈¥"))).toBe(true);

  const response = await page.goto(`${destinationPage}&currency=XYZ`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "no exchange rate" })).toContainText(
    "We have no exchange rate for “XYZ”, so prices are shown in euros.",
  );
  expect((await euroPrices(page)).length).toBeGreaterThan(8);
  expect(await convertedPrices(page)).toEqual([]);
});

test("the picker refuses a currency the rates do not list, with a 400 and a sentence, and remembers nothing", async ({
  page,
  context,
}) => {
  const response = await page.goto(`/currency?currency=XYZ&redirectTo=${encodeURIComponent("/")}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("We have no exchange rate for that currency");
  expect((await context.cookies()).some((cookie) => cookie.name === "displayCurrency")).toBe(false);
  const foreign = await page.request.get(`/currency?currency=GBP&redirectTo=https://evil.test/`, {
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(303);
  expect(foreign.headers().location).toBe("/");
});

/** The all-day events of a calendar file, as ical.js reads them. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url") ?? ""),
    };
  });
}

async function savePlan(page: Page) {
  await page.goto(destinationPage);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Save to My destinations" }).click(),
  ]);
  await page.goto("/my-profile/favourite-destinations");
  return page.getByRole("link", { name: /Add to my calendar \(\.ics\)/ }).first();
}

test("a saved plan downloads as an .ics with the trip's dates, party, estimate and a link back", async ({
  page,
  context,
  baseURL,
}) => {
  await signInNewTraveller(context, baseURL as string, "Ida", "Pfeiffer");
  const link = await savePlan(page);
  const href = (await link.getAttribute("href")) as string;
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  const [trip, ...others] = events(await answer.text());
  expect(others).toEqual([]);
  expect(trip).toMatchObject({
    summary: `Trip to ${lisbonTrip.name}`,
    start: departure,
    // All-day DTEND is the day after the last day: the return day is in the trip.
    end: addDays(back, 1),
    allDay: true,
  });
  expect(trip?.description).toContain("2 Adults, 1 Child from MAD");
  expect(trip?.description).toMatch(/Estimated cost: €[\d,]+\.\d{2} in all/);
  expect(new URL(trip?.url as string).pathname).toBe(`/destinations/${lisbonTrip.id}`);
  expect(new URL(trip?.url as string).searchParams.get("departureDate")).toBe(departure);
});

test("another traveller's plan is not theirs to download: 404", async ({ browser, baseURL }) => {
  const owner = await browser.newContext();
  const other = await browser.newContext();
  try {
    await signInNewTraveller(owner, baseURL as string, "Gertrude", "Bell");
    await signInNewTraveller(other, baseURL as string, "Freya", "Stark");
    const ownerPage = await owner.newPage();
    const href = (await (await savePlan(ownerPage)).getAttribute("href")) as string;
    expect((await ownerPage.request.get(href)).status()).toBe(200);
    expect((await other.request.get(href)).status()).toBe(404);
    // A visitor is sent to sign in, not shown anything.
    const visitor = await playwrightRequest.newContext({ baseURL });
    const refused = await visitor.get(href, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    await visitor.dispose();
  } finally {
    await owner.close();
    await other.close();
  }
});

test("a subscription address lists the saved plans, and stops after revocation or renewal; forged ones get 404", async ({
  page,
  context,
  baseURL,
}) => {
  await signInNewTraveller(context, baseURL as string, "Isabella", "Bird");
  await savePlan(page);
  await page.goto("/my-profile/calendar");
  await expect(page.getByRole("status")).toContainText("You have no calendar subscription.");
  await page.getByRole("button", { name: "Make my calendar address" }).click();
  const address = page.getByLabel("Subscription address");
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\/plans\.ics$/);
  const first = await address.inputValue();
  // Calendar apps subscribe from their own links; the copy button puts the address on the clipboard.
  const apps = page.getByRole("list", { name: "Add it to a calendar app" });
  await expect(apps.getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute(
    "href",
    first.replace(/^https?:/, "webcal:"),
  );
  const google = new URL(
    (await apps.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")) ?? "",
  );
  expect(google.searchParams.get("cid")).toBe(first.replace(/^https?:/, "webcal:"));
  const outlook = new URL(
    (await apps.getByRole("link", { name: "Add to Outlook" }).getAttribute("href")) ?? "",
  );
  expect(outlook.searchParams.get("url")).toBe(first);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Address copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app fetches without the traveller's session.
  const calendarApp = await playwrightRequest.newContext();
  try {
    const listed = await calendarApp.get(first);
    expect(listed.status()).toBe(200);
    expect(events(await listed.text()).map((event) => event.summary)).toEqual([
      `Trip to ${lisbonTrip.name}`,
    ]);

    const forged = new URL(first);
    forged.pathname = `/calendar/${randomBytes(32).toString("base64url")}/plans.ics`;
    expect((await calendarApp.get(forged.href)).status()).toBe(404);
    forged.pathname = "/calendar/not-a-token/plans.ics";
    expect((await calendarApp.get(forged.href)).status()).toBe(404);

    // Renewing: the old address stops at once, the new one works.
    await page.getByRole("button", { name: "Make a new address" }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await calendarApp.get(first)).status()).toBe(404);
    expect((await calendarApp.get(second)).status()).toBe(200);

    await page.getByRole("button", { name: "Stop the subscription" }).click();
    await expect(page.getByRole("status")).toContainText("Your calendar subscription has stopped.");
    expect((await calendarApp.get(second)).status()).toBe(404);
  } finally {
    await calendarApp.dispose();
  }
});
