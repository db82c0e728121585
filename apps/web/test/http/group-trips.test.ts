// Group trips without JavaScript, in the HTML the page answers: the ranking's pages, a party's
// home as a meeting point, each party's own flight link, and the refusals. Figures come from the
// domain's ranking on the seeded catalogue; partner sites are never visited. (With JavaScript,
// and the form and saving journeys without it: e2e/group-trips.spec.ts.)
import { addDays, formatMoney, type GroupRanking } from "@travel/domain";
import { describe, expect, it } from "vitest";
import {
  AFFILIATE,
  expectedRanking,
  groupDates,
  groupQuery,
  parties,
  suggested,
} from "../harness/expected";
import { all, linkNamed, okPage, one, page, text, texts } from "./html";

const { departure, back } = groupDates;
/** Full results per page of the group ranking. */
const PAGE_SIZE = 10;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function expectRanking(document: Document, by: GroupRanking, pageNumber = 1) {
  const expected = expectedRanking(by);
  const start = (pageNumber - 1) * PAGE_SIZE;
  const onPage = expected.slice(start, start + PAGE_SIZE);
  // At most ten full results, whatever the catalogue's size.
  const rows = all(document, ".group-row");
  expect(rows.length).toBe(onPage.length);
  const names = texts(document, ".group-row__name");
  onPage.forEach((entry, index) =>
    expect(names[index]).toMatch(new RegExp(`^${escape(entry.destination.name)},`)),
  );
  expect(texts(document, ".group-row__rank")).toEqual(
    onPage.map((_, index) => String(start + index + 1)),
  );
  if (pageNumber > 1) return;
  // The first row in full: the total, the per-person figure and each party's share.
  const [first] = expected;
  if (!first) throw new Error("no destinations");
  const row = rows[0] as Element;
  expect(text(one(row, ".group-row__amount"))).toBe(formatMoney(first.estimate.totalCost));
  expect(text(one(row, ".group-row__meta"))).toContain(
    `${formatMoney(first.estimate.perPerson)} per person · gap ${formatMoney(first.estimate.fairnessGapCents)}`,
  );
  const shareRows = all(row, "tbody tr");
  expect(shareRows.length).toBe(3);
  for (const [index, share] of first.estimate.shares.entries()) {
    const cells = texts(shareRows[index] as Element, "td");
    expect(cells[1]).toBe(formatMoney(share.totalCost));
    expect(cells[2]).toBe(formatMoney(share.perPerson));
  }
}

/** A partner link: its exact address, opened in a new tab without referrer or opener. */
function expectPartnerLink(link: Element | undefined, href: string) {
  expect(link?.getAttribute("href")).toBe(href);
  expect(link?.getAttribute("target")).toBe("_blank");
  expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
}
const flightSearch = (
  from: string,
  to: string,
  party: { adults: number; children: number; infants: number },
) =>
  `https://www.aviasales.com/searches/new?origin_iata=${from}&destination_iata=${to}&depart_date=${departure}&return_date=${back}&adults=${party.adults}&children=${party.children}&infants=${party.infants}&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=${AFFILIATE.flights}`;

describe("group trips without JavaScript", () => {
  it("a party's home city is a meeting point where that party needs no flight", async () => {
    // Lisbon is party 1's home: it flies nowhere; the others fly from their own airports.
    const lisbonPage =
      Math.floor(
        expectedRanking("fairness").findIndex((entry) => entry.destination.id === 101) / PAGE_SIZE,
      ) + 1;
    const ranked = await okPage(
      `/trips/group?${groupQuery({ sort: "fairness", page: String(lisbonPage) })}`,
    );
    expect(
      text(ranked.querySelector('.group-row[data-destination="101"] td[data-label="Flights"]')),
    ).toBe("Already there, no flight");
    // Choosing the place is a link to the same plan with it chosen.
    const choose = one(ranked, '.group-row[data-destination="101"] .group-row__choose');
    const chosenPage = await okPage(choose.getAttribute("href") ?? "");
    const chosen = one(chosenPage, "#chosen");
    expect(texts(chosen, "h2")).toEqual(["Lisbon, Portugal"]);
    expect(text(one(chosen, '[data-offer="flights-1"]'))).toContain("this party needs no flight");
    expect(all(chosen, '[data-offer="flights-1"] a').length).toBe(0);
    expectPartnerLink(
      chosen.querySelector('[data-offer="flights-2"] a') ?? undefined,
      flightSearch("BER", "LIS", parties[1]!),
    );
    expectPartnerLink(
      chosen.querySelector('[data-offer="flights-3"] a') ?? undefined,
      flightSearch("DUB", "LIS", parties[2]!),
    );
    // One hotel search for everyone: 5 adults, 1 child and 1 infant (children to the hotel), 3 rooms.
    expectPartnerLink(
      chosen.querySelector('[data-offer="hotels"] a') ?? undefined,
      `https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=${departure}&checkout=${back}&group_adults=5&group_children=2&no_rooms=3&selected_currency=EUR&aid=${AFFILIATE.hotels}&label=${AFFILIATE.label}`,
    );
  });

  it("the group page shows ten full results and pages on through the rest", async () => {
    const first = await okPage(`/trips/group?${groupQuery()}`);
    expectRanking(first, "total");
    expect(text(one(first, "#group-results-title"))).toBe(
      `${suggested.length} destinations for 3 parties, 7 travellers`,
    );
    // The figures explained in plain words.
    const terms = texts(first, "dd");
    expect(terms[0]).toContain("What one party pays");
    expect(terms[1]).toContain("the difference between the party that pays most");
    const more = linkNamed(first, "Show 10 more destinations");
    expect(more?.getAttribute("href")).toMatch(/page=2/);
    const second = await okPage(more?.getAttribute("href") ?? "");
    expectRanking(second, "total", 2);
    expect(text(one(second, ".group-results__position"))).toBe(
      `Showing 11–20 of ${suggested.length}, best first`,
    );
    const previous = linkNamed(one(second, 'nav[aria-label="Pages of results"]'), "← Previous");
    expectRanking(await okPage(previous?.getAttribute("href") ?? ""), "total", 1);
  });

  it("a flight link for each party from its own origin, wherever no one lives", async () => {
    // Rome (103): nobody's home, so all three parties fly, each from its airport with its headcount.
    const chosen = one(
      await okPage(`/trips/group?${groupQuery({ destination: "103" })}`),
      "#chosen",
    );
    for (const [index, party] of parties.entries()) {
      expectPartnerLink(
        chosen.querySelector(`[data-offer="flights-${index + 1}"] a`) ?? undefined,
        flightSearch(party.code, "FCO", party),
      );
    }
  });
});

describe("group trips: bad input", () => {
  const cases: { name: string; query: URLSearchParams; message: string }[] = [
    (() => {
      const query = groupQuery();
      for (const field of ["from", "adults", "children", "infants"])
        for (const n of [2, 3]) query.delete(`${field}${n}`);
      return {
        name: "one party only",
        query,
        message: "A group trip needs at least 2 parties: add the home airport of another party.",
      };
    })(),
    (() => {
      const query = groupQuery();
      for (const [n, code] of ["MAD", "CDG", "FCO", "AMS"].entries()) {
        query.set(`from${n + 4}`, code);
        query.set(`adults${n + 4}`, "1");
      }
      return {
        name: "more than six parties",
        query,
        message: "A group trip has at most 6 parties: remove one to see the estimates.",
      };
    })(),
    {
      name: "an unknown airport",
      query: groupQuery({ from2: "Atlantis" }),
      message: "We couldn't find an airport for “Atlantis”. Try the city or the 3-letter code.",
    },
    {
      name: "return before departure",
      query: groupQuery({ returnDate: addDays(departure, -2) }),
      message: "The return date can't be before the departure date.",
    },
    {
      name: "a party without adults",
      query: groupQuery({ adults2: "0" }),
      message: "Add at least one adult.",
    },
  ];

  for (const { name, query, message } of cases) {
    it(`${name}: a 400 with a clear message and no partner links`, async () => {
      const answer = await page(`/trips/group?${query}&destination=101`);
      expect(answer.status).toBe(400);
      const document = answer.document;
      expect(text(one(document, "main"))).toContain(message);
      expect(all(document, '[role="alert"]').length).toBeGreaterThan(0);
      expect(all(document, ".group-row").length).toBe(0);
      expect(all(document, "#chosen").length).toBe(0);
      expect(all(document, 'a[href*="aviasales"], a[href*="booking.com"]').length).toBe(0);
      expect(all(document, 'meta[property="og:image"]').length).toBe(0);
    });
  }
});
