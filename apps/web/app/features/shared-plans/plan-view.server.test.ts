import { EURO_DISPLAY, estimatePlanOption, formatPrice, planWeeks } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import type { SharedPlan } from "@travel/firebase-client";
import { describe, expect, it } from "vitest";
import { readPartyForm } from "./party-form.server";
import { planView } from "./plan-view.server";

const today = "2031-03-05";
const weeks = planWeeks(today);
const rome = makeDestination({
  id: 103,
  name: "Rome",
  airportCode: "FCO",
  latitude: 41.8,
  longitude: 12.25,
  countryCode: "it",
});
const prague = makeDestination({
  id: 106,
  name: "Prague",
  airportCode: "PRG",
  latitude: 50.1,
  longitude: 14.26,
  countryCode: "cz",
  nightlyRateCents: 5_000,
});
const at = new Date("2031-03-01T10:00:00Z");
const party = (
  uid: string,
  name: string,
  originAirport: string,
  country: string,
  picked: string[],
) => ({
  uid,
  name,
  originAirport,
  country,
  adults: 2,
  children: 0,
  infants: 0,
  weeks: picked,
  joinedAt: at,
});

const plan: SharedPlan = {
  id: "plan-1",
  name: "Summer",
  nights: 5,
  status: "open",
  organiserUid: "ana",
  parties: [
    party("ana", "Ana", "LIS", "pt", [weeks[2]!, weeks[5]!]),
    party("ben", "Ben", "BER", "de", [weeks[5]!]),
    party("cleo", "Cleo", "JFK", "us", [weeks[5]!, weeks[9]!]),
  ],
  options: [
    { id: "103", destinationId: 103, addedBy: "ben", addedAt: at },
    { id: "106", destinationId: 106, addedBy: "ana", addedAt: at },
  ],
  votes: { "103": { ana: "for", ben: "for", cleo: "against" } },
  invites: [],
  removed: {},
  decision: null,
  revision: 7,
  createdAt: at,
  updatedAt: at,
};

const viewOf = (uid: string, changes: Partial<SharedPlan> = {}) =>
  planView({
    plan: { ...plan, ...changes },
    uid,
    destinations: [rome, prague],
    display: EURO_DISPLAY,
    today,
  });

describe("a member's view of a shared plan", () => {
  it("shows each member its own share of each place, the votes and the best marks", () => {
    const trip = {
      nights: 5,
      parties: [
        { code: "LIS", latitude: 38.7813, longitude: -9.1359 },
        { code: "BER", latitude: 52.3667, longitude: 13.5033 },
        { code: "JFK", latitude: 40.6398, longitude: -73.7789 },
      ].map((origin) => ({ origin, travellers: { adults: 2, children: 0, infants: 0 } })),
    };
    const estimate = estimatePlanOption(prague, trip);
    for (const [index, uid] of ["ana", "ben", "cleo"].entries()) {
      const view = viewOf(uid);
      const option = view.options.find((entry) => entry.destinationId === 106);
      expect(option?.myShare).toBe(formatPrice(estimate.shares[index]!.totalCost, EURO_DISPLAY));
    }
    const ana = viewOf("ana");
    const romeView = ana.options[0]!;
    expect([romeView.votesFor, romeView.votesAgainst, romeView.myVote]).toEqual([2, 1, "for"]);
    // Prague's hotel is far cheaper: the lowest total.
    expect(ana.options[1]!.best).toContain("total");
    // Only the organiser or whoever added a place may take it off.
    expect(viewOf("ben").options.map((option) => option.removable)).toEqual([true, false]);
    expect(viewOf("cleo").options.map((option) => option.removable)).toEqual([false, false]);
  });

  it("suggests the week every party marked, with each country's public holidays on the grid", () => {
    const view = viewOf("cleo");
    expect(view.suggestedWeeks).toEqual([
      expect.objectContaining({ week: weeks[5], parties: 3, everyone: true }),
    ]);
    const all = view.months.flatMap((month) => month.weeks);
    expect(all).toHaveLength(52);
    expect(all.find((week) => week.week === weeks[5])?.going).toEqual(["Ana", "Ben", "Cleo"]);
    expect(all.find((week) => week.week === weeks[9])?.mine).toBe(true);
    const countries = new Set(
      all.flatMap((week) => week.holidays.map((holiday) => holiday.country)),
    );
    expect([...countries].sort()).toEqual(["Germany", "Portugal", "United States"]);
    // Christmas is in every one of these countries' calendars, in English.
    const christmas = all.find((week) =>
      week.holidays.some((holiday) => holiday.name === "Christmas Day"),
    );
    expect(christmas).toBeDefined();
  });

  it("once decided, gives each member only its own flight and the group's one hotel search", () => {
    const decision = {
      destinationId: 103,
      departureDate: weeks[5]!,
      returnDate: weeks[6]!,
      decidedAt: at,
    };
    for (const [uid, code] of [
      ["ana", "LIS"],
      ["ben", "BER"],
      ["cleo", "JFK"],
    ] as const) {
      const view = viewOf(uid, { decision, status: "decided" });
      const kinds = view.decision?.offers.map((offer) => offer.kind);
      expect(kinds).toEqual(["flights", "hotels"]);
      expect(view.decision?.offers[0]?.title).toContain(`(${code})`);
      expect(view.decision?.split).toHaveLength(3);
    }
  });
});

describe("the party form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads a party, its country from its airport", () => {
    const read = readPartyForm(
      form({ name: "Ben", from: "Berlin (BER)", adults: "1", children: "2", infants: "0" }),
    );
    expect(read).toEqual({
      ok: true,
      party: {
        name: "Ben",
        originAirport: "BER",
        country: "de",
        adults: 1,
        children: 2,
        infants: 0,
      },
    });
  });

  it("says what is wrong beside each field, and offers the airports of an ambiguous city", () => {
    const read = readPartyForm(
      form({ name: " ", from: "London", adults: "1", children: "0", infants: "2" }),
    );
    if (read.ok) throw new Error("accepted");
    expect(Object.keys(read.state.errors).sort()).toEqual(["from", "infants", "name"]);
    expect(read.state.airportChoices.map((choice) => choice.code)).toContain("LHR");
    const picked = readPartyForm(
      form({
        name: "Dan",
        from: "London",
        pickAirport: "LHR",
        adults: "1",
        children: "0",
        infants: "0",
      }),
    );
    expect(picked.ok && picked.party.originAirport).toBe("LHR");
  });
});
