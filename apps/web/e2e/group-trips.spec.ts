import { expect, type Page } from "@playwright/test";
import { formatMoney, type GroupRanking } from "@travel/domain";
import {
  expectedRanking,
  groupDates,
  groupQuery,
  parties,
  suggested,
} from "../test/harness/expected";
import { expectFlash, newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";
import { AFFILIATE, expectPartnerLink } from "./planning-support";
import { test } from "./toasts";

// Group trips (/trips/group): three parties from three airports, ranked by the group's total and
// by fairness, each party's own flight link, a saved plan that reopens and the share card (the
// refusals, and without JavaScript the ranking's pages and links: test/http/group-trips.test.ts).
// Figures come from the domain's ranking on the seeded catalogue. Partner sites are
// never visited.
test.beforeEach(async ({ context }) => {
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
});

const rows = (page: Page) => page.locator(".group-row");
// Role queries are scoped to the part of the page they are about: a page that ranks the whole
// catalogue has a heading, links and a button in each of its hundreds of rows.
const ranking = (page: Page) => page.getByRole("navigation", { name: "Ranking" });
const chosenPlace = (page: Page) => page.locator("#chosen");

/** Full results per page of the group ranking. */
const PAGE_SIZE = 10;
const { departure, back } = groupDates;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectRanking(page: Page, by: GroupRanking, pageNumber = 1) {
  const expected = expectedRanking(by);
  const start = (pageNumber - 1) * PAGE_SIZE;
  const onPage = expected.slice(start, start + PAGE_SIZE);
  // At most ten full results, whatever the catalogue's size.
  await expect(rows(page)).toHaveCount(onPage.length);
  await expect(page.locator(".group-row__name")).toHaveText(
    onPage.map((entry) => new RegExp(`^${escape(entry.destination.name)},`)),
  );
  await expect(page.locator(".group-row__rank")).toHaveText(
    onPage.map((_, index) => String(start + index + 1)),
  );
  if (pageNumber > 1) return;
  // The first row in full: the total, the per-person figure and each party's share.
  const [first] = expected;
  if (!first) throw new Error("no destinations");
  const row = rows(page).first();
  await expect(row.locator(".group-row__amount")).toHaveText(formatMoney(first.estimate.totalCost));
  await expect(row.locator(".group-row__meta")).toContainText(
    `${formatMoney(first.estimate.perPerson)} per person · gap ${formatMoney(first.estimate.fairnessGapCents)}`,
  );
  const shareRows = row.locator("tbody tr");
  await expect(shareRows).toHaveCount(3);
  for (const [index, share] of first.estimate.shares.entries()) {
    await expect(shareRows.nth(index).locator("td").nth(1)).toHaveText(
      formatMoney(share.totalCost),
    );
    await expect(shareRows.nth(index).locator("td").nth(2)).toHaveText(
      formatMoney(share.perPerson),
    );
  }
}

async function fillParty(page: Page, n: number, party: (typeof parties)[number]) {
  await page.locator(`#party-${n}-from`).fill(party.code);
  await page.locator(`#party-${n}-adults`).fill(String(party.adults));
  await page.locator(`#party-${n}-children`).fill(String(party.children));
  await page.locator(`#party-${n}-infants`).fill(String(party.infants));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("three parties from three airports: ranked by total, then by fairness", async ({
      page,
    }) => {
      await page.goto("/trips/group");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where can we all meet?");
      await expect(page.locator("fieldset.group-party")).toHaveCount(2);
      await fillParty(page, 1, parties[0]!);
      await fillParty(page, 2, parties[1]!);
      await page.getByRole("button", { name: "Add a party" }).click();
      await expect(page.locator("fieldset.group-party")).toHaveCount(3);
      // What was typed travels with the form.
      await expect(page.locator("#party-2-from")).toHaveValue("BER");
      await fillParty(page, 3, parties[2]!);
      await page.locator("#group-departure").fill(departure);
      await page.locator("#group-return").fill(back);
      await page.getByRole("button", { name: "Find where to meet" }).click();

      await expect(page.locator("#group-results-title")).toHaveText(
        `${suggested.length} destinations for 3 parties, 7 travellers`,
      );
      const url = new URL(page.url());
      expect(url.searchParams.get("from3")).toBe("DUB");
      expect(url.searchParams.get("children3")).toBe("1");
      await expect(page.locator("#party-1-from")).toHaveValue("Lisbon (LIS)");
      await expectRanking(page, "total");

      await ranking(page).getByRole("link", { name: "Fairest split" }).click();
      await expect(page).toHaveURL(/sort=fairness/);
      await expect(ranking(page).getByRole("link", { name: "Fairest split" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expectRanking(page, "fairness");
    });

    // Without JavaScript these three are read from the HTML (test/http/group-trips.test.ts).
    if (javaScriptEnabled) {
      test("a party's home city is a meeting point where that party needs no flight", async ({
        page,
      }) => {
        // Lisbon is party 1's home: it flies nowhere; the others fly from their own airports.
        const lisbonPage =
          Math.floor(
            expectedRanking("fairness").findIndex((entry) => entry.destination.id === 101) /
              PAGE_SIZE,
          ) + 1;
        await page.goto(
          `/trips/group?${groupQuery({ sort: "fairness", page: String(lisbonPage) })}`,
        );
        await expect(
          page.locator('.group-row[data-destination="101"] td[data-label="Flights"]').first(),
        ).toHaveText("Already there, no flight");
        await page.locator('.group-row[data-destination="101"] .group-row__choose').click();
        const chosen = page.locator("#chosen");
        await expect(chosen.getByRole("heading", { level: 2 })).toHaveText("Lisbon, Portugal");
        await expect(chosen.locator('[data-offer="flights-1"]')).toContainText(
          "this party needs no flight",
        );
        await expect(chosen.locator('[data-offer="flights-1"] a')).toHaveCount(0);
        await expectPartnerLink(
          chosen.locator('[data-offer="flights-2"] a'),
          `https://www.aviasales.com/searches/new?origin_iata=BER&destination_iata=LIS&depart_date=${departure}&return_date=${back}&adults=1&children=0&infants=0&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
        );
        await expectPartnerLink(
          chosen.locator('[data-offer="flights-3"] a'),
          `https://www.aviasales.com/searches/new?origin_iata=DUB&destination_iata=LIS&depart_date=${departure}&return_date=${back}&adults=2&children=1&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
        );
        // One hotel search for everyone: 5 adults, 1 child and 1 infant (children to the hotel), 3 rooms.
        await expectPartnerLink(
          chosen.locator('[data-offer="hotels"] a'),
          `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${back}&group_adults=5&group_children=2&no_rooms=3&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
        );
      });

      test("the group page shows ten full results and pages on through the rest", async ({
        page,
      }) => {
        await page.goto(`/trips/group?${groupQuery()}`);
        await expectRanking(page, "total");
        await expect(page.locator("#group-results-title")).toHaveText(
          `${suggested.length} destinations for 3 parties, 7 travellers`,
        );
        // The figures explained in plain words.
        const terms = page.getByRole("definition");
        await expect(terms.first()).toContainText("What one party pays");
        await expect(terms.nth(1)).toContainText("the difference between the party that pays most");
        await page.getByRole("link", { name: "Show 10 more destinations" }).click();
        await expect(page).toHaveURL(/page=2/);
        await expectRanking(page, "total", 2);
        await expect(page.locator(".group-results__position")).toHaveText(
          `Showing 11–20 of ${suggested.length}, best first`,
        );
        await page
          .getByRole("navigation", { name: "Pages of results" })
          .getByRole("link", { name: "← Previous" })
          .click();
        await expectRanking(page, "total", 1);
      });

      test("a flight link for each party from its own origin, wherever no one lives", async ({
        page,
      }) => {
        // Rome (103): nobody's home, so all three parties fly, each from its airport with its headcount.
        await page.goto(`/trips/group?${groupQuery({ destination: "103" })}`);
        const chosen = page.locator("#chosen");
        for (const [index, party] of parties.entries()) {
          await expectPartnerLink(
            chosen.locator(`[data-offer="flights-${index + 1}"] a`),
            `https://www.aviasales.com/searches/new?origin_iata=${party.code}&destination_iata=FCO&depart_date=${departure}&return_date=${back}&adults=${party.adults}&children=${party.children}&infants=${party.infants}&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`,
          );
        }
      });
    }

    test("a signed-in user saves the group plan, and it reopens exactly from My destinations", async ({
      page,
      context,
      baseURL,
    }) => {
      await signInWithSessionCookie(context, baseURL as string, newTraveller("Grace", "Hopper"));
      const query = groupQuery({ destination: "103", sort: "fairness", budget: "9000" });
      await page.goto(`/trips/group?${query}`);
      await chosenPlace(page)
        .getByRole("button", { name: "Save group plan to My destinations" })
        .click();
      await expectFlash(
        page,
        "Rome is saved in My destinations with your group plan.",
        javaScriptEnabled,
      );

      await page.goto("/my-profile/favourite-destinations");
      const card = page.locator(".saved-card", { hasText: "Rome" });
      await expect(card.locator(".saved-group-plan")).toContainText("3 parties, 7 travellers");
      await card.getByRole("link", { name: /Reopen the group plan/ }).click();
      await expect(page).toHaveURL(/\/trips\/group\?.*destination=103/);
      const reopened = new URL(page.url());
      for (const [name, value] of query) expect(reopened.searchParams.get(name)).toBe(value);
      await expect(page.locator("#party-3-from")).toHaveValue("Dublin (DUB)");
      await expect(page.locator("#party-3-children")).toHaveValue("1");
      await expect(page.locator("#group-budget")).toHaveValue("9000");
      await expect(page.getByRole("radio", { name: /Fairest split/ })).toBeChecked();
      await expect(page.locator("#chosen").getByRole("heading", { level: 2 })).toHaveText(
        "Rome, Italy",
      );
    });
  });
}

test("on a phone, the back-to-top button never covers a result's booking link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/trips/group?${groupQuery()}`);
  const button = page.locator(".scroll-top-button");
  const links = page.locator(".group-row__choose");
  await expect(links).toHaveCount(PAGE_SIZE);
  for (const link of await links.all()) {
    // Each link in turn at the bottom edge of the screen, where the button sits.
    await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 20);
    });
    await expect(button).toBeVisible();
    const a = (await link.boundingBox())!;
    const b = (await button.boundingBox())!;
    const apart =
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    expect(apart, `${await link.textContent()} is under the back-to-top button`).toBe(true);
  }
});

test("the share card of a group plan and of a single plan is a PNG of sensible size", async ({
  page,
  request,
}) => {
  await page.goto(`/trips/group?${groupQuery({ destination: "103" })}`);
  const groupImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(groupImage).toMatch(/\/share-cards\/group\.png\?.*destination=103/);
  const planPage = `/trips/plan?destination=101&departure_area_code=LHR&departureDate=${departure}&returnDate=${back}&adults=2`;
  await page.goto(planPage);
  const planImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(planImage).toMatch(/\/share-cards\/plan\.png\?destination=101/);

  for (const image of [groupImage, planImage]) {
    const path = new URL(image as string).pathname + new URL(image as string).search;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    const body = await response.body();
    expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(body.length).toBeGreaterThan(10_000);
    expect(body.length).toBeLessThan(1_000_000);
  }
  // A destination page carries its plan's card once the visitor has made a plan, not before.
  await page.goto(
    `/destinations/101?departure_area_code=LHR&departureDate=${departure}&returnDate=${back}&adults=2`,
  );
  const destinationImage = new URL(
    (await page.locator('meta[property="og:image"]').getAttribute("content")) as string,
  );
  expect(destinationImage.pathname).toBe("/share-cards/plan.png");
  expect(destinationImage.searchParams.get("destination")).toBe("101");
  expect(destinationImage.searchParams.get("departure_area_code")).toBe("LHR");
  expect((await request.get(destinationImage.pathname + destinationImage.search)).status()).toBe(
    200,
  );
  await page.goto("/destinations/101");
  expect(await page.locator('meta[property="og:image"][content*="/share-cards/"]').count()).toBe(0);
  // A plan that cannot be read has no card: a 404, not a picture of nonsense.
  const broken = await request.get("/share-cards/group.png?from1=LIS&adults1=2&destination=103");
  expect(broken.status()).toBe(404);
});

test("saving a group plan sends visitors to sign up first, and a cross-site post is refused", async ({
  page,
  request,
}) => {
  await page.goto(`/trips/group?${groupQuery({ destination: "103" })}`);
  await chosenPlace(page)
    .getByRole("button", { name: "Save group plan to My destinations" })
    .click();
  await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);

  const crossSite = await request.post("/resources/group-plan", {
    form: { destinationId: "103", ...Object.fromEntries(groupQuery()) },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});
