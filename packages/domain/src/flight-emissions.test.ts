import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Destination } from "./destination.js";
import { estimateDestinationTrip } from "./destination-trip.js";
import {
  estimateFlightEmissions,
  FLIGHT_EMISSION_BANDS,
  flightKgPerPerson,
  formatKg,
  greenestFirst,
  isBudgetOrder,
  legEmissionsKg,
  formatKgEstimate,
} from "./flight-emissions.js";
import { estimateGroupTrip, rankGroupTrips, type GroupTripPlan } from "./group-trip.js";
import { greatCircleKm, TripInputError } from "./trip-cost.js";
import type { Travellers } from "./travellers.js";

// The DESNZ 2025 rows, written out again so a changed factor fails here (decision 102).
const DOMESTIC = 0.22928;
const SHORT_HAUL_ECONOMY = 0.12576;
const LONG_HAUL_ECONOMY = 0.11704;

const distance = fc.double({ min: 0, max: 20_100, noNaN: true });
const party: fc.Arbitrary<Travellers> = fc
  .record({
    adults: fc.integer({ min: 1, max: 9 }),
    children: fc.integer({ min: 0, max: 8 }),
    infants: fc.integer({ min: 0, max: 9 }),
  })
  .map(({ adults, children, infants }) => ({
    adults,
    children: Math.min(children, 9 - adults),
    infants: Math.min(infants, adults),
  }));
const alone: Travellers = { adults: 1, children: 0, infants: 0 };

describe("the CO₂ alone and the figures as pages show them", () => {
  it("gives DESNZ's figure without radiative forcing beside the one with it", () => {
    const travellers = { adults: 2, children: 1, infants: 1 };
    const shortHaul = estimateFlightEmissions({ distanceKm: 1470, travellers });
    // 1,470 km × 0.07435 × 2 legs = 218.6 kg each: the CO₂ burnt, about 1.7 times less.
    expect(shortHaul.co2OnlyPerPersonKg).toBe(219);
    expect(shortHaul.perPersonKg).toBe(370);
    expect(shortHaul.co2OnlyTotalKg).toBe(219 * 3);
    const none = estimateFlightEmissions({ distanceKm: 0, travellers });
    expect(none.co2OnlyPerPersonKg).toBe(0);
  });

  it("rounds an estimate to two significant figures, so a distance band does not look exact", () => {
    expect(formatKgEstimate(229)).toBe("230 kg");
    expect(formatKgEstimate(2272)).toBe("2,300 kg");
    expect(formatKgEstimate(12_345)).toBe("12,000 kg");
    expect(formatKgEstimate(64)).toBe("64 kg");
    expect(formatKgEstimate(0)).toBe("0 kg");
  });
});

describe("estimateFlightEmissions (properties)", () => {
  it("no flight emits nothing: 0 km or no legs, whoever travels", () => {
    fc.assert(
      fc.property(party, distance, (who, km) => {
        for (const emissions of [
          estimateFlightEmissions({ distanceKm: 0, travellers: who }),
          estimateFlightEmissions({ distanceKm: km, travellers: who, legs: 0 }),
        ]) {
          expect(emissions).toMatchObject({ perPersonKg: 0, totalKg: 0, band: null });
          expect(emissions.legKgPerSeat).toBe(0);
        }
      }),
    );
  });

  it("is monotone in distance: a longer flight never emits less, per leg or per trip", () => {
    fc.assert(
      fc.property(distance, distance, party, (a, b, who) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(legEmissionsKg(far)).toBeGreaterThanOrEqual(legEmissionsKg(near));
        const nearTrip = estimateFlightEmissions({ distanceKm: near, travellers: who });
        const farTrip = estimateFlightEmissions({ distanceKm: far, travellers: who });
        expect(farTrip.perPersonKg).toBeGreaterThanOrEqual(nearTrip.perPersonKg);
        expect(farTrip.totalKg).toBeGreaterThanOrEqual(nearTrip.totalKg);
      }),
    );
  });

  it("is monotone across each band boundary, where a lower factor takes over", () => {
    for (const edge of [500, 3700]) {
      const before = legEmissionsKg(edge);
      for (const after of [edge + 1e-9, edge + 1, edge + 100, edge + 300]) {
        expect(legEmissionsKg(after)).toBeGreaterThanOrEqual(before);
      }
    }
  });

  it("is linear in travellers: the total is everyone seated times the per-person figure", () => {
    fc.assert(
      fc.property(distance, party, party, (km, a, b) => {
        const one = estimateFlightEmissions({ distanceKm: km, travellers: a });
        expect(one.totalKg).toBe(one.perPersonKg * (a.adults + a.children));
        expect(one.seats).toBe(a.adults + a.children);
        // Two parties on the same flights emit what each would on its own, added up.
        const both = estimateFlightEmissions({
          distanceKm: km,
          travellers: {
            adults: a.adults + b.adults,
            children: a.children + b.children,
            infants: a.infants + b.infants,
          },
        });
        const other = estimateFlightEmissions({ distanceKm: km, travellers: b });
        expect(both.totalKg).toBe(one.totalKg + other.totalKg);
        expect(both.perPersonKg).toBe(one.perPersonKg);
      }),
    );
  });

  it("counts an infant on a lap as DESNZ's seat-space shares do: it adds nothing", () => {
    fc.assert(
      fc.property(distance, party, fc.integer({ min: 1, max: 9 }), (km, who, extra) => {
        const without = estimateFlightEmissions({
          distanceKm: km,
          travellers: { ...who, infants: 0 },
        });
        const withInfants = estimateFlightEmissions({
          distanceKm: km,
          travellers: { ...who, infants: extra },
        });
        expect(withInfants).toEqual(without);
      }),
    );
  });

  it("a child has a seat and counts like an adult", () => {
    fc.assert(
      fc.property(distance, (km) => {
        const adults = estimateFlightEmissions({
          distanceKm: km,
          travellers: { adults: 2, children: 0, infants: 0 },
        });
        const family = estimateFlightEmissions({
          distanceKm: km,
          travellers: { adults: 1, children: 1, infants: 0 },
        });
        expect(family.totalKg).toBe(adults.totalKg);
      }),
    );
  });

  it("a return trip is two legs of the same distance, rounded once per person", () => {
    fc.assert(
      fc.property(
        distance.filter((km) => km > 0),
        (km) => {
          const trip = estimateFlightEmissions({ distanceKm: km, travellers: alone });
          expect(trip.perPersonKg).toBe(Math.round(2 * legEmissionsKg(km)));
          expect(trip.perPersonKg).toBe(flightKgPerPerson(km));
          const oneWay = estimateFlightEmissions({ distanceKm: km, travellers: alone, legs: 1 });
          expect(oneWay.perPersonKg).toBe(Math.round(legEmissionsKg(km)));
        },
      ),
    );
  });
});

describe("estimateFlightEmissions (the DESNZ 2025 factors)", () => {
  it("uses the factors the decision records, on the great-circle distance", () => {
    expect(FLIGHT_EMISSION_BANDS.map((band) => band.kgPerPassengerKm)).toEqual([
      DOMESTIC,
      SHORT_HAUL_ECONOMY,
      LONG_HAUL_ECONOMY,
    ]);
    expect(legEmissionsKg(300)).toBeCloseTo(300 * DOMESTIC, 9);
    expect(legEmissionsKg(500)).toBeCloseTo(500 * DOMESTIC, 9);
    expect(legEmissionsKg(1000)).toBeCloseTo(1000 * SHORT_HAUL_ECONOMY, 9);
    expect(legEmissionsKg(3700)).toBeCloseTo(3700 * SHORT_HAUL_ECONOMY, 9);
    expect(legEmissionsKg(9000)).toBeCloseTo(9000 * LONG_HAUL_ECONOMY, 9);
  });

  it("names the band whose factor applies", () => {
    const band = (km: number) =>
      estimateFlightEmissions({ distanceKm: km, travellers: alone }).band;
    expect([band(274), band(500), band(501), band(3700), band(3701), band(9000)]).toEqual([
      "domestic",
      "domestic",
      "short-haul",
      "short-haul",
      "long-haul",
      "long-haul",
    ]);
  });

  it("holds a flight just past a boundary at the band's longest flight until its factor catches up", () => {
    const domesticTop = 500 * DOMESTIC; // 114.64 kg
    expect(legEmissionsKg(600)).toBeCloseTo(domesticTop, 9);
    expect(legEmissionsKg(900)).toBeCloseTo(domesticTop, 9);
    expect(legEmissionsKg(950)).toBeCloseTo(950 * SHORT_HAUL_ECONOMY, 9);
    const shortTop = 3700 * SHORT_HAUL_ECONOMY; // 465.312 kg
    expect(legEmissionsKg(3900)).toBeCloseTo(shortTop, 9);
    expect(legEmissionsKg(4000)).toBeCloseTo(4000 * LONG_HAUL_ECONOMY, 9);
  });

  it("Lisbon to Paris and back for two adults: 2 × round(2 × km × the short-haul factor)", () => {
    const lis = { latitude: 38.7813, longitude: -9.1359 };
    const cdg = { latitude: 49.0128, longitude: 2.55 };
    const km = greatCircleKm(lis, cdg);
    const trip = estimateFlightEmissions({
      distanceKm: km,
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    expect(trip.band).toBe("short-haul");
    expect(trip.perPersonKg).toBe(Math.round(2 * km * SHORT_HAUL_ECONOMY));
    expect(trip.totalKg).toBe(2 * trip.perPersonKg);
    expect(trip.totalKg).toBeGreaterThan(700);
    expect(trip.totalKg).toBeLessThan(800);
  });

  it("refuses a distance or a party that makes no sense", () => {
    expect(() => legEmissionsKg(-1)).toThrow(TripInputError);
    expect(() => legEmissionsKg(Number.NaN)).toThrow(RangeError);
    expect(() => legEmissionsKg(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() =>
      estimateFlightEmissions({ distanceKm: 100, travellers: { ...alone, adults: 1.5 } }),
    ).toThrow(/adults must be a whole number/);
    expect(() =>
      estimateFlightEmissions({ distanceKm: 100, travellers: { ...alone, infants: -1 } }),
    ).toThrow(TripInputError);
    expect(() => estimateFlightEmissions({ distanceKm: 100, travellers: alone, legs: -2 })).toThrow(
      /legs/,
    );
  });

  it("writes kilograms as whole numbers with thousands separators", () => {
    expect(formatKg(0)).toBe("0 kg");
    expect(formatKg(1234.4)).toBe("1,234 kg");
  });
});

const place = (id: number, name: string, latitude: number, longitude: number): Destination => ({
  id,
  slug: name.toLowerCase(),
  name,
  countryCode: "xx",
  airportCode: `X${id}`,
  latitude,
  longitude,
  typeIds: ["city"],
  climate: "temperate",
  summary: "",
  description: "",
  nightlyRateCents: 10_000,
  dailyCostCents: 5_000,
  ratingTenths: 40,
  reviewCount: 10,
  attractions: [],
  bestMonths: [],
});
const lisbon = { code: "LIS", latitude: 38.7813, longitude: -9.1359 };
const berlin = { code: "BER", latitude: 52.3667, longitude: 13.5033 };
const places = [
  place(1, "Madrid", 40.4719, -3.5626),
  place(2, "Paris", 49.0128, 2.55),
  place(3, "New York", 40.6398, -73.7789),
  place(4, "Porto", 41.2481, -8.6814),
  place(5, "Tokyo", 35.5523, 139.78),
];

describe("planner and group estimates carry the emissions", () => {
  it("a destination's estimate has its return flights' emissions, none when it starts there", () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), party, (destination, who) => {
        const result = estimateDestinationTrip(destination, {
          origin: lisbon,
          nights: 3,
          travellers: who,
          attractionIds: "all",
        });
        expect(result.emissions).toEqual(
          estimateFlightEmissions({
            distanceKm: greatCircleKm(lisbon, destination),
            travellers: who,
          }),
        );
      }),
    );
    const home = estimateDestinationTrip(
      { ...place(6, "Lisbon", lisbon.latitude, lisbon.longitude), airportCode: "LIS" },
      { origin: lisbon, nights: 3, travellers: alone, attractionIds: "all" },
    );
    expect(home.emissions.totalKg).toBe(0);
  });

  it("each group party emits what the planner shows for it alone; the group is their sum", () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), party, party, (destination, a, b) => {
        const plan: GroupTripPlan = {
          nights: 2,
          parties: [
            { origin: lisbon, travellers: a },
            { origin: berlin, travellers: b },
          ],
        };
        const group = estimateGroupTrip(destination, plan);
        plan.parties.forEach((member, index) => {
          const single = estimateDestinationTrip(destination, {
            ...member,
            nights: 2,
            attractionIds: "all",
          });
          expect(group.shares[index]?.co2Kg).toBe(single.emissions.totalKg);
          expect(group.shares[index]?.co2PerPersonKg).toBe(single.emissions.perPersonKg);
        });
        expect(group.co2Kg).toBe(group.shares.reduce((sum, share) => sum + share.co2Kg, 0));
      }),
    );
  });

  it("ranks the greenest meeting point first, then the cheapest", () => {
    const plan: GroupTripPlan = {
      nights: 2,
      parties: [
        { origin: lisbon, travellers: { adults: 2, children: 0, infants: 0 } },
        { origin: berlin, travellers: { adults: 1, children: 1, infants: 1 } },
      ],
    };
    const { ranked } = rankGroupTrips(places, plan, { by: "co2" });
    const figures = ranked.map((entry) => entry.estimate.co2Kg);
    expect(figures).toEqual([...figures].sort((x, y) => x - y));
    expect(ranked.at(-1)?.destination.name).toBe("Tokyo");
  });

  it("greenestFirst orders entries by emissions, then cost, then name", () => {
    const entry = (name: string, totalKg: number, totalCost: number) => ({
      destination: { name },
      result: { estimate: { totalCost }, emissions: { totalKg } },
    });
    const ordered = greenestFirst([
      entry("Cairo", 900, 100),
      entry("Bergen", 300, 500),
      entry("Aachen", 300, 500),
      entry("Dakar", 300, 200),
    ]).map((e) => e.destination.name);
    expect(ordered).toEqual(["Dakar", "Aachen", "Bergen", "Cairo"]);
    expect([isBudgetOrder("co2"), isBudgetOrder("cost"), isBudgetOrder("CO2")]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
