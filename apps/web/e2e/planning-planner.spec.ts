import { expect, test, type Page } from "@playwright/test";
import { addDays, formatDate, formatMoney } from "@travel/domain";
import { newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";
import {
  AFFILIATE,
  destinationById,
  expectedEstimate,
  expectPartnerLink,
  isoDaysFromToday,
} from "./planning-support";

// The destination page's trip cost planner, checked against the domain's estimator on the
// seeded catalogue. Partner sites are never visited.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const lisbon = destinationById(101);
const departure = isoDaysFromToday(40);
const back = addDays(departure, 5);
const fixedPlan = new URLSearchParams([
  ["departure_area_code", "LHR"],
  ["departureDate", departure],
  ["returnDate", back],
  ["adults", "2"],
  ["children", "1"],
  ["infants", "1"],
  ["plan", "1"],
  ["attraction", "jeronimos"],
  ["attraction", "belem-tower"],
]);

const planner = (page: Page) => page.locator("#planner");
const figure = (page: Page, name: string) => planner(page).locator(`[data-figure="${name}"]`);
const part = (page: Page, key: string) =>
  planner(page).locator(`tr[data-part="${key}"] .cost-table__amount`);

test("Lisbon with a fixed plan shows the domain's figures, part by part, and links the same trip", async ({
  page,
}) => {
  const expected = expectedEstimate(lisbon, {
    origin: "LHR",
    nights: 5,
    travellers: { adults: 2, children: 1, infants: 1 },
    attractionIds: ["jeronimos", "belem-tower"],
  });
  // By hand: 2 rooms (2 adults + 1 child, two to a room) × 5 nights × €110 = €1,100;
  // daily €60 × 5 days × (2 adults + half a child) = €750; sights (€18 + €8) × 2.5 = €65.
  expect([expected.hotelCost, expected.totalDailyCost, expected.attractionCost]).toEqual([
    110_000, 75_000, 6_500,
  ]);

  await page.goto(`/destinations/101?${fixedPlan}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lisbon");
  await expect(page.locator(".destination-hero")).toContainText("Portugal");
  await expect(figure(page, "total")).toHaveText(formatMoney(expected.totalCost));
  await expect(figure(page, "per-person")).toHaveText(formatMoney(expected.perPerson));
  await expect(part(page, "flights")).toHaveText(formatMoney(expected.flightCost));
  await expect(part(page, "hotel")).toHaveText("€1,100.00");
  await expect(part(page, "daily")).toHaveText("€750.00");
  await expect(part(page, "attractions")).toHaveText("€65.00");
  await expect(
    planner(page).getByRole("table", { name: "Cost of a trip to Lisbon" }),
  ).toBeVisible();
  await expect(planner(page).getByLabel("From")).toHaveValue("London (LHR)");
  await expect(planner(page).getByRole("checkbox", { name: /Oceanário/ })).not.toBeChecked();
  await expect(planner(page).getByRole("checkbox", { name: /Jerónimos/ })).toBeChecked();

  await expectPartnerLink(
    planner(page).getByRole("link", { name: /Search flights on Aviasales/ }),
    `https://www.aviasales.com/searches/new?origin_iata=LHR&destination_iata=LIS&depart_date=${departure}&return_date=${back}&adults=2&children=1&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
  );
  await expectPartnerLink(
    planner(page).getByRole("link", { name: /See hotels on Booking\.com/ }),
    `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${back}&group_adults=2&group_children=2&no_rooms=2&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
  );
  await expectPartnerLink(
    planner(page).getByRole("link", { name: /See packages on Expedia/ }),
    `https://www.expedia.com/go/package/search/FlightHotel/${departure}/${back}?FromAirport=LHR&Destination=LIS&NumRoom=1&NumAdult=2&NumChild=1&NumInfant=0&currency=EUR&affcid=${AFFILIATE.packages}`,
  );
});

test("with no query the page plans 2 adults, 5 nights six weeks ahead, from the traveller's home airport", async ({
  page,
  context,
  baseURL,
}) => {
  const expected = expectedEstimate(lisbon, {
    origin: "MAD",
    nights: 5,
    travellers: { adults: 2, children: 0, infants: 0 },
  });
  // The airport a visitor gave once (e2e/home-airport.spec.ts asks it).
  await context.addCookies([{ name: "homeAirport", value: "MAD", url: baseURL as string }]);
  await page.goto("/destinations/101");
  await expect(planner(page).getByLabel("From")).toHaveValue("Madrid (MAD)");
  await expect(planner(page).getByText("From Madrid (MAD) · change")).toBeVisible();
  await expect(planner(page).getByLabel("Departure")).toHaveValue(isoDaysFromToday(42));
  await expect(planner(page).getByLabel("Return")).toHaveValue(isoDaysFromToday(47));
  await expect(figure(page, "total")).toHaveText(formatMoney(expected.totalCost));
  await expect(figure(page, "per-person")).toHaveText(formatMoney(expected.perPerson));
  await expect(planner(page).locator("summary")).toHaveText("2 Adults");
});

test("changing the plan with JavaScript updates the figures in place", async ({ page }) => {
  await page.goto(`/destinations/101?${fixedPlan}`);
  const form = planner(page).locator("form").first();
  await form.locator("summary").click();
  await form.getByLabel(/^Adults/).fill("3");
  await form.getByRole("checkbox", { name: /Oceanário/ }).check();
  await form.getByRole("button", { name: "Update estimate" }).click();
  await expect(page).toHaveURL(/adults=3/);
  const expected = expectedEstimate(lisbon, {
    origin: "LHR",
    nights: 5,
    travellers: { adults: 3, children: 1, infants: 1 },
    attractionIds: ["jeronimos", "belem-tower", "oceanario"],
  });
  await expect(figure(page, "total")).toHaveText(formatMoney(expected.totalCost));
  await expect(figure(page, "per-person")).toHaveText(formatMoney(expected.perPerson));
});

test("the planner suggests places as one types, and Porto is planned from the pick", async ({
  page,
}) => {
  await page.goto(`/trips/plan?${fixedPlan}`);
  const destination = page.getByLabel("Destination", { exact: true });
  await destination.pressSequentially("porto");
  await page
    .getByRole("listbox", { name: "Destinations" })
    .getByRole("option", { name: /^Porto\s*Portugal$/ })
    .click();
  await expect(destination).toHaveValue("Porto, Portugal");
  await page.getByRole("button", { name: "Update estimate" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What a trip to Porto costs");
  await expect(page).toHaveURL(/destination=Porto%2C\+Portugal/);
});

test("an impossible party says what to fix and shows no figures", async ({ page }) => {
  const impossible = new URLSearchParams(fixedPlan);
  impossible.set("adults", "1");
  impossible.set("infants", "2");
  await page.goto(`/destinations/101?${impossible}`);
  await expect(
    planner(page).getByText(
      "Each infant travels on an adult's lap: add an adult or remove an infant.",
    ),
  ).toBeVisible();
  await expect(figure(page, "total")).toHaveCount(0);
  await expect(planner(page).getByRole("link", { name: /on Aviasales/ })).toHaveCount(0);
});

test("Save to My destinations sends visitors to sign up first", async ({ page }) => {
  await page.goto(`/destinations/101?${fixedPlan}`);
  await planner(page).getByRole("button", { name: "Save to My destinations" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the planner page estimates the destination chosen in its form", async ({ page }) => {
    const amsterdam = destinationById(105);
    await page.goto("/trips");
    await expect(page).toHaveURL(/\/trips\/plan$/);
    await page.getByLabel("Destination", { exact: true }).fill(amsterdam.name);
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("Destination", { exact: true }) });
    await form.getByLabel("From").fill("LIS");
    await form.getByLabel("Departure").fill(departure);
    await form.getByLabel("Return").fill(back);
    await form.locator("summary").click();
    await form.getByLabel(/^Children/).fill("2");
    await form.getByRole("button", { name: "Update estimate" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `What a trip to ${amsterdam.name} costs`,
    );
    const expected = expectedEstimate(amsterdam, {
      origin: "LIS",
      nights: 5,
      travellers: { adults: 2, children: 2, infants: 0 },
    });
    await expect(page.locator('[data-figure="total"]')).toHaveText(formatMoney(expected.totalCost));
    await expect(page.locator('[data-figure="per-person"]')).toHaveText(
      formatMoney(expected.perPerson),
    );
    await expect(page.getByRole("link", { name: /Search flights on Aviasales/ })).toHaveAttribute(
      "href",
      /origin_iata=LIS&destination_iata=AMS&/,
    );
  });

  test("the planner form computes on the server from the query", async ({ page }) => {
    await page.goto("/destinations/101");
    const form = planner(page).locator("form").first();
    await form.getByLabel("From").fill("Porto");
    await form.getByLabel("Departure").fill(departure);
    await form.getByLabel("Return").fill(back);
    await form.getByRole("checkbox", { name: /Pena Palace/ }).uncheck();
    await form.getByRole("button", { name: "Update estimate" }).click();
    await expect(page).toHaveURL(/departure_area_code=Porto/);
    const expected = expectedEstimate(lisbon, {
      origin: "OPO",
      nights: 5,
      travellers: { adults: 2, children: 0, infants: 0 },
      attractionIds: lisbon.attractions
        .map((attraction) => attraction.id)
        .filter((id) => id !== "sintra-pena"),
    });
    await expect(figure(page, "total")).toHaveText(formatMoney(expected.totalCost));
    await expect(planner(page).getByLabel("From")).toHaveValue("Porto (OPO)");
  });
});

test("a signed-in traveller saves the plan, and My destinations shows its estimate and reopens each search", async ({
  page,
  baseURL,
}) => {
  const traveller = newTraveller("Grace", "Hopper");
  await signInWithSessionCookie(page.context(), baseURL ?? "", traveller);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/destinations/101?${fixedPlan}`);
  await planner(page).getByRole("button", { name: "Save to My destinations" }).click();
  await expect(page.getByText("Lisbon is saved in My destinations with your plan.")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Save Lisbon to My destinations" }),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/my-profile/favourite-destinations");
  const trip = page.getByRole("region", { name: "Your trip to Lisbon" });
  // The saved plan has origin, dates and travellers; sights are the planner's default (all).
  const expected = expectedEstimate(lisbon, {
    origin: "LHR",
    nights: 5,
    travellers: { adults: 2, children: 1, infants: 1 },
  });
  await expect(trip).toContainText("Your plan");
  await expect(trip).toContainText(
    `2 Adults, 1 Child, 1 Infant · ${formatDate(departure)} – ${formatDate(back)} · from London (LHR)`,
  );
  await expect(trip.locator('[data-figure="total"]')).toHaveText(formatMoney(expected.totalCost));
  await expect(trip.locator('[data-figure="per-person"]')).toHaveText(
    formatMoney(expected.perPerson),
  );
  await expectPartnerLink(
    trip.getByRole("link", { name: /Search flights on Aviasales/ }),
    `https://www.aviasales.com/searches/new?origin_iata=LHR&destination_iata=LIS&depart_date=${departure}&return_date=${back}&adults=2&children=1&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
  );
  await expectPartnerLink(
    trip.getByRole("link", { name: /See hotels on Booking\.com/ }),
    `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${back}&group_adults=2&group_children=2&no_rooms=2&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
  );
  await expect(trip.getByRole("link", { name: /See packages on Expedia/ })).toHaveAttribute(
    "href",
    new RegExp(
      `^https://www\\.expedia\\.com/go/package/search/FlightHotel/${departure}/${back}\\?FromAirport=LHR&`,
    ),
  );
  await trip.getByRole("link", { name: "Change this plan to Lisbon" }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/destinations/101\\?departure_area_code=LHR&departureDate=${departure}&returnDate=${back}&adults=2&children=1&infants=1#planner$`,
    ),
  );
  await expect(figure(page, "total")).toHaveText(formatMoney(expected.totalCost));
});
