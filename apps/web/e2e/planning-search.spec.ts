import { expect, test, type Page } from "@playwright/test";
import { AFFILIATE, expectPartnerLink, isoDaysFromToday } from "./planning-support";

// The find-place widget's two searches, with and without JavaScript, down to the exact partner
// address each link would open. Partner sites are never visited: requests leaving the test
// server are refused.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const departure = isoDaysFromToday(30);
const back = isoDaysFromToday(44);

const flightsPanel = (page: Page) => page.locator('form[data-search-form="flights"]');
const hotelPanel = (page: Page) => page.locator('form[data-search-form="hotel"]');

async function pickAirport(page: Page, field: string, typed: string, option: RegExp) {
  const input = page.locator(`#${field}`);
  await input.click();
  // The autocomplete loads on first focus; the field says when it is a combobox.
  await expect(input).toHaveAttribute("role", "combobox");
  await input.pressSequentially(typed);
  const listbox = page.locator(`#${field}-options`);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await listbox.getByRole("option", { name: option }).click();
}

test.describe("with JavaScript", () => {
  test("the airport field is a combobox: arrow keys, Enter and Escape", async ({ page }) => {
    await page.goto("/");
    const from = page.locator("#flights-from");
    await from.click();
    await expect(from).toHaveAttribute("role", "combobox");
    await expect(from).toHaveAttribute("aria-controls", "flights-from-options");
    await from.pressSequentially("lis");
    const options = page.locator("#flights-from-options").getByRole("option");
    await expect(options.first()).toContainText("Lisbon, Portugal");
    await expect(options.first()).toContainText("LIS");
    await expect(page.getByRole("status").filter({ hasText: /airports? found/ })).toHaveCount(1);

    await from.press("ArrowDown");
    await expect(from).toHaveAttribute("aria-activedescendant", "flights-from-options-0");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await from.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await from.press("ArrowDown");
    await from.press("Enter");
    await expect(from).toHaveValue("Lisbon (LIS)");
    await expect(from).toHaveAttribute("aria-expanded", "false");
    await expect(from).not.toHaveAttribute("aria-activedescendant");
    // Enter picked the airport and did not send the form.
    await expect(page).toHaveURL(/\/$/);

    await from.fill("");
    await from.pressSequentially("new y");
    await expect(options.first()).toBeVisible();
    await expect(page.locator("#flights-from-options")).toContainText("JFK");
    await expect(page.locator("#flights-from-options")).toContainText("EWR");
    await from.press("Escape");
    await expect(from).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#flights-from-options")).toBeHidden();
  });

  test("Flights: picked airports, dates and travellers open the exact flight, package and hotel searches", async ({
    page,
  }) => {
    await page.goto("/");
    const form = flightsPanel(page);
    await pickAirport(page, "flights-from", "lis", /Lisbon, Portugal/);
    await expect(form.getByLabel("From")).toHaveValue("Lisbon (LIS)");
    await pickAirport(page, "flights-to", "São Paulo", /Guarulhos/);
    await expect(form.getByLabel("To")).toHaveValue("São Paulo (GRU)");
    await form.getByLabel("Departure").fill(departure);
    await form.getByLabel("Return").fill(back);

    const summary = form.locator("summary.travellers__summary");
    await expect(summary).toHaveText("Adults");
    await summary.click();
    await form.getByLabel(/^Adults/).fill("2");
    await form.getByLabel(/^Children/).fill("1");
    await form.getByLabel(/^Infants/).fill("1");
    await expect(summary).toHaveText("2 Adults, 1 Child, 1 Infant");
    await form.getByRole("button", { name: "Search flights" }).click();

    await expect(page).toHaveURL(/\/trips\/search\?search=flights&/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Lisbon (LIS) to São Paulo (GRU)",
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /Search flights on Aviasales/ }),
      `https://www.aviasales.com/searches/new?origin_iata=LIS&destination_iata=GRU&depart_date=${departure}&return_date=${back}&adults=2&children=1&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /See packages on Expedia/ }),
      `https://www.expedia.com/go/package/search/FlightHotel/${departure}/${back}?FromAirport=LIS&Destination=GRU&NumRoom=1&NumAdult=2&NumChild=1&NumInfant=0&currency=EUR&affcid=${AFFILIATE.packages}`,
    );
    // The country defaults to the destination airport's; hotels count the infant as a child.
    await expectPartnerLink(
      page.getByRole("link", { name: /See hotels on Booking\.com/ }),
      `https://www.booking.com/searchresults.html?ss=S%C3%A3o%20Paulo%2C%20Brazil&checkin=${departure}&checkout=${back}&group_adults=2&group_children=2&no_rooms=2&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
    );
    // The form above the results keeps the search, to change it.
    await expect(flightsPanel(page).getByLabel("To")).toHaveValue("São Paulo (GRU)");
  });

  test("Hotel: the tab's search opens the hotel search, the hotel widget and the hand-off", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("tab", { name: "Hotel" }).click();
    const form = hotelPanel(page);
    await expect(form).toBeVisible();
    await pickAirport(page, "hotel-destination", "lisb", /Lisbon, Portugal/);
    await form.getByLabel("Check-in").fill(departure);
    await form.getByLabel("Check-out").fill(isoDaysFromToday(34));
    await form.getByLabel("Adults").fill("2");
    await form.getByLabel("Children").fill("1");
    await form.getByRole("button", { name: "Search hotels" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotels in Lisbon, Portugal");
    const checkOut = isoDaysFromToday(34);
    await expectPartnerLink(
      page.getByRole("link", { name: /See hotels on Booking\.com/ }),
      `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${checkOut}&group_adults=2&group_children=1&no_rooms=2&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /Compare prices on Hotellook/ }),
      `https://search.hotellook.com/hotels?checkIn=${departure}&checkOut=${checkOut}&adults=2&children=1&childAges=0&locationId=LIS&marker=${AFFILIATE.widget}&language=en&currency=USD`,
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /Browse hotels on Booking\.com/ }),
      "https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal",
    );
    await expect(page.getByRole("tab", { name: "Hotel" })).toHaveAttribute("aria-selected", "true");
  });

  test("an incomplete search lists what to fix, linked to the fields, and builds no link", async ({
    page,
  }) => {
    await page.goto("/");
    await flightsPanel(page).getByLabel("To").fill("Lisbon");
    await flightsPanel(page).getByRole("button", { name: "Search flights" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Check your flight search");
    await expect(
      summary.getByRole("link", { name: "From: Enter the airport or city you leave from." }),
    ).toHaveAttribute("href", "#flights-from");
    await expect(
      summary.getByRole("link", { name: "Departure: Choose a valid date." }),
    ).toBeVisible();
    await expect(flightsPanel(page).getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await expect(flightsPanel(page).getByLabel("To")).toHaveValue("Lisbon");
    await expect(page.getByRole("link", { name: /on Aviasales/ })).toHaveCount(0);
  });

  test("a loaded page carries the forms once, and an action's revalidation keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // The forms are in the page; the loader data carries what they need, never their markup.
    const formsInData = await page.evaluate(() =>
      JSON.stringify(
        (
          window as unknown as {
            __reactRouterDataRouter: {
              state: { loaderData: Record<string, { findPlaceForms: unknown }> };
            };
          }
        ).__reactRouterDataRouter.state.loaderData["routes/_index"]?.findPlaceForms,
      ),
    );
    expect(formsInData).toContain('"initialTab":"Flights"');
    expect(formsInData).not.toContain("<");
    await page.getByRole("tab", { name: "Hotel" }).click();
    await expect(hotelPanel(page).getByLabel("Check-in")).toBeVisible();
    await page.getByRole("tab", { name: "Flights" }).click();
    const to = flightsPanel(page).getByLabel("To");
    await to.fill("Somewhere warm");

    // The newsletter posts to an action and comes back to "/": React Router reloads the page's data,
    // equal to what it had. The forms on screen stay as they are.
    const reloaded = page.waitForResponse((candidate) => candidate.url().includes(".data"));
    await page.getByLabel("E-mail address").fill(`reader-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await reloaded;
    await expect(page.getByText(/^Subscribed!/)).toBeVisible();
    await expect(to).toHaveValue("Somewhere warm");
  });

  test("after a client-side navigation the forms come with the data and work", async ({ page }) => {
    await page.goto("/blogs");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    // The worked example of a trip's cost is a lazy island: the browser draws it itself here.
    await expect(
      page.locator("#trip-cost").getByText(/^Example: .+, \d+ nights for \d+$/),
    ).toBeVisible();
    await pickAirport(page, "flights-from", "lis", /Lisbon, Portugal/);
    await expect(page.locator("#flights-from")).toHaveValue("Lisbon (LIS)");
    await page.getByRole("tab", { name: "Hotel" }).click();
    await expect(hotelPanel(page).getByLabel("Adults")).toHaveValue("2");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both forms show, and a city with several airports is resolved by picking one", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(flightsPanel(page)).toBeVisible();
    await expect(hotelPanel(page)).toBeVisible();

    const form = flightsPanel(page);
    await form.getByLabel("From").fill("Lisbon");
    await form.getByLabel("To").fill("London");
    await form.getByLabel("Departure").fill(departure);
    await form.getByLabel("Return").fill(back);
    await form.locator("summary.travellers__summary").click();
    await form.getByLabel(/^Adults/).fill("1");
    await form.getByRole("button", { name: "Search flights" }).click();

    await expect(
      page.getByText("Several airports match “London”: pick one.").first(),
    ).toBeVisible();
    await expect(flightsPanel(page).getByLabel("From")).toHaveValue("Lisbon");
    await flightsPanel(page)
      .getByRole("link", { name: /London \(LHR\)/ })
      .click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Lisbon (LIS) to London (LHR)",
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /Search flights on Aviasales/ }),
      `https://www.aviasales.com/searches/new?origin_iata=LIS&destination_iata=LHR&depart_date=${departure}&return_date=${back}&adults=1&children=0&infants=0&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /See hotels on Booking\.com/ }),
      `https://www.booking.com/searchresults.html?ss=London%2C%20United%20Kingdom&checkin=${departure}&checkout=${back}&group_adults=1&group_children=0&no_rooms=1&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
    );
  });

  test("the hotel form says what to fix beside the field, keeps the values, then links", async ({
    page,
  }) => {
    await page.goto("/");
    const form = hotelPanel(page);
    await form.getByLabel("Destination").fill("Lisbon");
    await form.getByLabel("Check-in").fill(departure);
    await form.getByLabel("Check-out").fill(departure);
    await form.getByLabel("Adults").fill("2");
    await form.getByRole("button", { name: "Search hotels" }).click();

    const retry = hotelPanel(page);
    await expect(retry.getByText("Check-out must be after check-in.")).toBeVisible();
    await expect(retry.getByLabel("Check-out")).toHaveAttribute("aria-invalid", "true");
    await expect(retry.getByLabel("Destination")).toHaveValue("Lisbon");
    await expect(page.getByRole("link", { name: /on Booking\.com/ })).toHaveCount(0);

    const checkOut = isoDaysFromToday(33);
    await retry.getByLabel("Check-out").fill(checkOut);
    await retry.getByRole("button", { name: "Search hotels" }).click();
    await expectPartnerLink(
      page.getByRole("link", { name: /See hotels on Booking\.com/ }),
      `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${checkOut}&group_adults=2&group_children=0&no_rooms=1&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
    );
    await expectPartnerLink(
      page.getByRole("link", { name: /Compare prices on Hotellook/ }),
      `https://search.hotellook.com/hotels?checkIn=${departure}&checkOut=${checkOut}&adults=2&children=0&locationId=LIS&marker=${AFFILIATE.widget}&language=en&currency=USD`,
    );
  });
});
