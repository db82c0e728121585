import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateGroupTrip, type GroupParty } from "./group-trip.js";
import {
  bestPlanOptions,
  estimatePlanOption,
  isPlanWeek,
  MAX_PLAN_PARTIES,
  planWeeks,
  suggestWeeks,
  tallyVotes,
  weekStart,
} from "./shared-plan.js";
import { makeDestination } from "./testing.js";
import { TripInputError } from "./trip-cost.js";

const lisbon = { code: "LIS", latitude: 38.7813, longitude: -9.1359 };
const berlin = { code: "BER", latitude: 52.3667, longitude: 13.5033 };
const party = (origin: typeof lisbon, adults = 2, children = 0, infants = 0): GroupParty => ({
  origin,
  travellers: { adults, children, infants },
});
const rome = makeDestination({
  id: 7,
  airportCode: "FCO",
  latitude: 41.8003,
  longitude: 12.2389,
  nightlyRateCents: 12_000,
  dailyCostCents: 6_000,
});

describe("estimatePlanOption", () => {
  it("is the group trip's estimate for two to six parties", () => {
    const plan = { nights: 5, parties: [party(lisbon), party(berlin, 1, 2, 1)] };
    expect(estimatePlanOption(rome, plan)).toEqual(estimateGroupTrip(rome, plan));
  });

  it("prices a plan with only its organiser, and up to twelve parties whose shares add up", () => {
    expect(estimatePlanOption(rome, { nights: 3, parties: [party(lisbon)] }).shares).toHaveLength(
      1,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PLAN_PARTIES }), (count) => {
        const parties = Array.from({ length: count }, (_, index) =>
          party(index % 2 ? lisbon : berlin, 1 + (index % 3), index % 2),
        );
        const estimate = estimatePlanOption(rome, { nights: 4, parties });
        const sum = estimate.shares.reduce((total, share) => total + share.totalCost, 0);
        expect(sum).toBe(estimate.totalCost);
      }),
    );
  });

  it("refuses a thirteenth party and an empty plan", () => {
    const parties = Array.from({ length: MAX_PLAN_PARTIES + 1 }, () => party(lisbon));
    expect(() => estimatePlanOption(rome, { nights: 4, parties })).toThrow(TripInputError);
    expect(() => estimatePlanOption(rome, { nights: 4, parties: [] })).toThrow(TripInputError);
  });
});

describe("tallyVotes", () => {
  it("counts each party's vote once, for and against", () => {
    expect(tallyVotes({ a: "for", b: "for", c: "against" })).toEqual({
      for: 2,
      against: 1,
      score: 1,
    });
    expect(tallyVotes({})).toEqual({ for: 0, against: 0, score: 0 });
  });
});

describe("bestPlanOptions", () => {
  const estimate = (totalCost: number, fairnessGapCents: number, co2Kg: number) =>
    ({ totalCost, fairnessGapCents, co2Kg }) as ReturnType<typeof estimateGroupTrip>;

  it("marks the cheapest, the fairest and the greenest option, ties to the lower total", () => {
    const best = bestPlanOptions([
      { id: "a", estimate: estimate(1000, 50, 300) },
      { id: "b", estimate: estimate(900, 80, 300) },
      { id: "c", estimate: estimate(1200, 10, 200) },
      { id: "d", estimate: estimate(1100, 10, 250) },
    ]);
    expect(best).toEqual({ total: "b", fairness: "d", co2: "c" });
  });

  it("marks nothing on an empty shortlist", () => {
    expect(bestPlanOptions([])).toEqual({ total: null, fairness: null, co2: null });
  });
});

describe("weeks", () => {
  it("runs Monday to Sunday", () => {
    expect(weekStart("2027-03-14")).toBe("2027-03-08"); // a Sunday
    expect(weekStart("2027-03-08")).toBe("2027-03-08");
  });

  it("offers the 52 weeks after the current one", () => {
    const weeks = planWeeks("2027-03-10");
    expect(weeks).toHaveLength(52);
    expect(weeks[0]).toBe("2027-03-15");
    expect(weeks[51]).toBe("2028-03-06");
    expect(isPlanWeek("2027-03-15", "2027-03-10")).toBe(true);
    expect(isPlanWeek("2027-03-08", "2027-03-10")).toBe(false);
    expect(isPlanWeek("2027-03-16", "2027-03-10")).toBe(false);
    expect(isPlanWeek("2028-03-13", "2027-03-10")).toBe(false);
  });

  it("suggests the weeks most parties can make, earliest first", () => {
    const weeks = planWeeks("2027-03-10");
    const [w1, w2, w3, w4] = weeks as [string, string, string, string];
    const marked = [
      [w1, w2, w4],
      [w2, w4, w4],
      [w2, w3, w4],
    ];
    expect(suggestWeeks(weeks, marked)).toEqual([
      { week: w2, parties: 3, everyone: true },
      { week: w4, parties: 3, everyone: true },
    ]);
    expect(suggestWeeks(weeks, [[w3], [w1]], 1)).toEqual([
      { week: w1, parties: 1, everyone: false },
    ]);
    expect(suggestWeeks(weeks, [[], []])).toEqual([]);
  });
});
