import { EURO_DISPLAY } from "@travel/domain";
import { rankGroupTrips } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { domainPlan, readGroupPlan, type GroupTrip } from "./group-plan.server";
import { GROUP_PAGE_SIZE, groupResults } from "./group-results.server";

const trip = readGroupPlan(
  new URLSearchParams({
    departureDate: "2031-05-01",
    returnDate: "2031-05-05",
    from1: "LIS",
    adults1: "2",
    from2: "BER",
    adults2: "1",
    from3: "DUB",
    adults3: "2",
  }),
  { today: "2031-03-01" },
).trip as GroupTrip;

// 25 places from Lisbon eastwards, so their totals differ.
const places = Array.from({ length: 25 }, (_, index) =>
  makeDestination({
    id: 3000 + index,
    slug: `place-${index}`,
    name: `Place ${index}`,
    airportCode: "ZZZ",
    latitude: 40,
    longitude: -8 + index * 3,
    nightlyRateCents: 9000 + index * 500,
  }),
);
const expected = rankGroupTrips(places, domainPlan(trip)).ranked.map((e) => e.destination.id);

describe("groupResults in pages", () => {
  it("shows the best ten in full, with a link to the next ten", () => {
    const first = groupResults(places, trip, null, EURO_DISPLAY);
    expect(first.rows).toHaveLength(GROUP_PAGE_SIZE);
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 10));
    expect(first.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first).toMatchObject({ shownCount: 25, first: 1, moreCount: 10 });
    expect(first.moreHref).toMatch(/^\/trips\/group\?.*&page=2#group-results-title$/);
    expect(first.pages.pageCount).toBe(3);
  });

  it("pages on to the rest, ranks continuing, and keeps the page when a place is chosen", () => {
    const last = groupResults(places, trip, null, EURO_DISPLAY, 3);
    expect(last.rows.map((row) => row.id)).toEqual(expected.slice(20));
    expect(last.rows[0]?.rank).toBe(21);
    expect(last.moreHref).toBeNull();
    expect(last.rows[0]?.chooseHref).toContain("page=3");
    // Asked past the end (a smaller budget shortened the list): the last page.
    expect(groupResults(places, trip, null, EURO_DISPLAY, 9).rows[0]?.rank).toBe(21);
  });

  it("ranks no place under a do-not-travel advisory or without scheduled flights", () => {
    const kyiv = makeDestination({
      id: 4001,
      name: "Kyiv",
      advisory: { doNotTravel: true, level: 4 },
      access: { scheduledFlights: false },
    });
    const islet = makeDestination({ id: 4002, access: { scheduledFlights: false } });
    const results = groupResults([...places, kyiv, islet], trip, null, EURO_DISPLAY, 3);
    expect(results.considered).toBe(places.length);
    expect(results.rows.map((row) => row.id)).toEqual(expected.slice(20));
  });

  it("labels a party that lives at the destination as already there, with no flight", () => {
    const lisbon = makeDestination({ id: 101, latitude: 38.72, longitude: -9.14 });
    const [row] = groupResults([lisbon], trip, null, EURO_DISPLAY).rows;
    expect(row?.shares[0]?.flights).toBe("Already there, no flight");
    expect(row?.shares[1]?.flights).not.toContain("no flight");
  });
});
