import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Destination } from "./destination.js";
import { estimateDestinationTrip, type TripOrigin } from "./destination-trip.js";
import {
  checkGroupPlan,
  estimateGroupTrip,
  MAX_GROUP_PARTIES,
  rankGroupTrips,
  splitCents,
  type GroupParty,
  type GroupTripPlan,
} from "./group-trip.js";
import { makeDestination } from "./testing.js";
import { TripInputError } from "./trip-cost.js";
import { roomsNeeded } from "./travellers.js";

const airports: TripOrigin[] = [
  { code: "LIS", latitude: 38.7813, longitude: -9.1359 },
  { code: "BER", latitude: 52.3667, longitude: 13.5033 },
  { code: "DUB", latitude: 53.4213, longitude: -6.2701 },
  { code: "JFK", latitude: 40.6398, longitude: -73.7789 },
  { code: "NRT", latitude: 35.7647, longitude: 140.3864 },
];

const party: fc.Arbitrary<GroupParty> = fc
  .record({
    origin: fc.constantFrom(...airports),
    adults: fc.integer({ min: 1, max: 6 }),
    children: fc.integer({ min: 0, max: 3 }),
    infants: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ origin, adults, children, infants }) => ({
    origin,
    travellers: { adults, children, infants: Math.min(infants, adults) },
  }));

const anyDestination: fc.Arbitrary<Destination> = fc
  .record({
    airport: fc.constantFrom(...airports, {
      code: "CPT",
      latitude: -33.9648,
      longitude: 18.6017,
    }),
    nightlyRateCents: fc.integer({ min: 0, max: 90_000 }),
    dailyCostCents: fc.integer({ min: 0, max: 40_000 }),
    prices: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 5 }),
  })
  .map(({ airport, nightlyRateCents, dailyCostCents, prices }) =>
    makeDestination({
      airportCode: airport.code,
      latitude: airport.latitude,
      longitude: airport.longitude,
      nightlyRateCents,
      dailyCostCents,
      attractions: prices.map((priceCents, index) => ({
        id: `s${index}`,
        name: `Sight ${index}`,
        priceCents,
      })),
    }),
  );

const nights = fc.integer({ min: 0, max: 60 });
const parties = (min = 2, max = MAX_GROUP_PARTIES) =>
  fc.array(party, { minLength: min, maxLength: max });

describe("estimateGroupTrip (properties)", () => {
  it("shares add up to the total, to the cent, part by part", () => {
    fc.assert(
      fc.property(anyDestination, parties(), nights, (place, group, n) => {
        const estimate = estimateGroupTrip(place, { parties: group, nights: n });
        const sum = (pick: (share: (typeof estimate.shares)[number]) => number) =>
          estimate.shares.reduce((total, share) => total + pick(share), 0);
        expect(sum((share) => share.totalCost)).toBe(estimate.totalCost);
        expect(sum((share) => share.hotelCost)).toBe(estimate.hotelCost);
        expect(sum((share) => share.flightCost)).toBe(estimate.flightCost);
        expect(sum((share) => share.totalDailyCost)).toBe(estimate.totalDailyCost);
        expect(sum((share) => share.attractionCost)).toBe(estimate.attractionCost);
        for (const share of estimate.shares) {
          expect(Number.isInteger(share.totalCost)).toBe(true);
          expect(share.totalCost).toBe(
            share.flightCost + share.hotelCost + share.totalDailyCost + share.attractionCost,
          );
        }
      }),
    );
  });

  it("adding a party never lowers the group's total", () => {
    fc.assert(
      fc.property(
        anyDestination,
        parties(2, MAX_GROUP_PARTIES - 1),
        party,
        nights,
        (place, group, extra, n) => {
          const before = estimateGroupTrip(place, { parties: group, nights: n });
          const after = estimateGroupTrip(place, { parties: [...group, extra], nights: n });
          expect(after.totalCost).toBeGreaterThanOrEqual(before.totalCost);
        },
      ),
    );
  });

  it("permuting the parties changes nothing: totals, each party's share, the ranking", () => {
    const places = [
      makeDestination(),
      makeDestination({
        id: 102,
        name: "Berlin",
        airportCode: "BER",
        latitude: 52.37,
        longitude: 13.5,
      }),
      makeDestination({
        id: 103,
        name: "Dublin",
        airportCode: "DUB",
        latitude: 53.42,
        longitude: -6.27,
      }),
    ];
    fc.assert(
      fc.property(
        anyDestination,
        parties().chain((group) =>
          fc.tuple(fc.constant(group), fc.shuffledSubarray(group, { minLength: group.length })),
        ),
        nights,
        fc.constantFrom("total" as const, "fairness" as const, "co2" as const),
        (place, [group, shuffled], n, by) => {
          const a = estimateGroupTrip(place, { parties: group, nights: n });
          const b = estimateGroupTrip(place, { parties: shuffled, nights: n });
          const { shares: sharesA, ...restA } = a;
          const { shares: sharesB, ...restB } = b;
          expect(restB).toEqual(restA);
          // Each party keeps its own share, wherever it stands in the list.
          const keyed = (list: readonly GroupParty[], shares: typeof sharesA) =>
            list
              .map((p, index) => JSON.stringify([p.origin.code, p.travellers, shares[index]]))
              .sort();
          expect(keyed(shuffled, sharesB)).toEqual(keyed(group, sharesA));
          const order = (list: readonly GroupParty[]) =>
            rankGroupTrips([place, ...places], { parties: list, nights: n }, { by }).ranked.map(
              (entry) => [entry.destination.id, entry.estimate.totalCost],
            );
          expect(order(shuffled)).toEqual(order(group));
        },
      ),
    );
  });

  it("each party's flights, daily costs and sights are the single-origin estimator's", () => {
    fc.assert(
      fc.property(anyDestination, parties(), nights, (place, group, n) => {
        const estimate = estimateGroupTrip(place, { parties: group, nights: n });
        group.forEach((member, index) => {
          const single = estimateDestinationTrip(place, {
            origin: member.origin,
            nights: n,
            travellers: member.travellers,
            attractionIds: "all",
          });
          const share = estimate.shares[index];
          expect(share?.flightCost).toBe(single.estimate.flightCost);
          expect(share?.flightFareCents).toBe(single.flightFareCents);
          expect(share?.distanceKm).toBe(single.distanceKm);
          expect(share?.startsAtDestination).toBe(single.startsAtDestination);
          expect(share?.totalDailyCost).toBe(single.estimate.totalDailyCost);
          expect(share?.attractionCost).toBe(single.estimate.attractionCost);
        });
      }),
    );
  });

  it("splitCents always hands out exactly the amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 6 }),
        (amount, weights) => {
          const parts = splitCents(amount, weights);
          const total = weights.some((weight) => weight > 0) ? amount : 0;
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          parts.forEach((part) => expect(part).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
});

describe("estimateGroupTrip (examples)", () => {
  const lisbon = airports[0] as TripOrigin;
  const berlin = airports[1] as TripOrigin;
  const dublin = airports[2] as TripOrigin;
  const plan: GroupTripPlan = {
    nights: 4,
    parties: [
      { origin: lisbon, travellers: { adults: 2, children: 0, infants: 0 } },
      { origin: berlin, travellers: { adults: 1, children: 0, infants: 0 } },
      { origin: dublin, travellers: { adults: 2, children: 1, infants: 1 } },
    ],
  };

  it("charges no flight to the party that lives at the destination", () => {
    const estimate = estimateGroupTrip(makeDestination(), plan);
    expect(estimate.shares[0]?.flightCost).toBe(0);
    expect(estimate.shares[0]?.startsAtDestination).toBe(true);
    expect(estimate.shares[1]?.flightCost).toBeGreaterThan(0);
  });

  it("books rooms for the whole group and shares them by seats", () => {
    const estimate = estimateGroupTrip(makeDestination({ nightlyRateCents: 12000 }), plan);
    // Six seats: three rooms (infants share), not 1 + 1 + 2 rooms booked party by party.
    expect(estimate.rooms).toBe(roomsNeeded({ adults: 5, children: 1 }));
    expect(estimate.rooms).toBe(3);
    expect(estimate.hotelCost).toBe(3 * 4 * 12000);
    expect(estimate.shares.map((share) => share.hotelCost)).toEqual([48000, 24000, 72000]);
    expect(estimate.travellers).toBe(7);
  });

  it("measures fairness as the gap between the highest and lowest per-person figure", () => {
    const estimate = estimateGroupTrip(makeDestination(), plan);
    const perPerson = estimate.shares.map((share) => share.perPerson);
    expect(estimate.fairnessGapCents).toBe(Math.max(...perPerson) - Math.min(...perPerson));
  });

  it("refuses one party, seven parties and a party without adults", () => {
    const one = { ...plan, parties: plan.parties.slice(0, 1) };
    expect(() => checkGroupPlan(one)).toThrow(TripInputError);
    const seven = { ...plan, parties: [...plan.parties, ...plan.parties, plan.parties[0]!] };
    expect(() => estimateGroupTrip(makeDestination(), seven)).toThrow(/2 to 6 parties/);
    const noAdult = {
      ...plan,
      parties: [
        ...plan.parties.slice(0, 2),
        { origin: dublin, travellers: { adults: 0, children: 2, infants: 0 } },
      ],
    };
    expect(() => estimateGroupTrip(makeDestination(), noAdult)).toThrow(/needs an adult/);
  });
});

describe("rankGroupTrips", () => {
  const places = [
    makeDestination(),
    makeDestination({
      id: 102,
      name: "Berlin",
      airportCode: "BER",
      latitude: 52.37,
      longitude: 13.5,
    }),
    makeDestination({
      id: 103,
      name: "Dublin",
      airportCode: "DUB",
      latitude: 53.42,
      longitude: -6.27,
    }),
    makeDestination({
      id: 104,
      name: "Tokyo",
      airportCode: "NRT",
      latitude: 35.76,
      longitude: 140.38,
      nightlyRateCents: 20000,
    }),
  ];
  const plan: GroupTripPlan = {
    nights: 3,
    parties: [
      { origin: airports[0]!, travellers: { adults: 2, children: 0, infants: 0 } },
      { origin: airports[1]!, travellers: { adults: 2, children: 0, infants: 0 } },
      { origin: airports[2]!, travellers: { adults: 2, children: 0, infants: 0 } },
    ],
  };

  it("ranks by the group's total, cheapest first", () => {
    const { ranked, withinBudget } = rankGroupTrips(places, plan);
    const totals = ranked.map((entry) => entry.estimate.totalCost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(ranked.at(-1)?.destination.name).toBe("Tokyo");
    expect(withinBudget).toBe(4);
  });

  it("ranks by fairness: the smallest gap between the parties' per-person costs first", () => {
    const { ranked } = rankGroupTrips(places, plan, { by: "fairness" });
    const gaps = ranked.map((entry) => entry.estimate.fairnessGapCents);
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    // Far from everyone, Tokyo is the fairest (everyone flies long haul), though the dearest.
    expect(ranked[0]?.destination.name).toBe("Tokyo");
  });

  it("counts what a budget covers", () => {
    const all = rankGroupTrips(places, plan).ranked;
    const budgetCents = all[1]!.estimate.totalCost;
    expect(rankGroupTrips(places, plan, { budgetCents }).withinBudget).toBe(2);
  });
});
