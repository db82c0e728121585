import { describe, expect, it } from "vitest";
import {
  BUDGET_STEP_EUROS,
  byBestValue,
  dayCostCents,
  discoverByBudget,
  estimateDestinationTrip,
  JUST_OVER_COUNT,
  parseDestinationId,
  startsAtDestination,
  type DestinationTripPlan,
} from "./destination-trip.js";
import { destinationPath } from "./navigation.js";
import { makeDestination } from "./testing.js";
import { estimateFlightFareCents, greatCircleKm } from "./trip-cost.js";

// The rates and sights the sums below are checked against.
const lisbon = makeDestination({
  nightlyRateCents: 12_000,
  dailyCostCents: 6_000,
  attractions: [
    { id: "belem", name: "Belém Tower", priceCents: 1200 },
    { id: "oceanario", name: "Oceanário", priceCents: 2500 },
  ],
});

const paris = { code: "CDG", latitude: 49.0097, longitude: 2.5479 };
const plan: DestinationTripPlan = {
  origin: paris,
  nights: 5,
  travellers: { adults: 2, children: 0, infants: 0 },
  attractionIds: "all",
};

describe("estimateDestinationTrip", () => {
  it("adds the fare model's flight from the origin, the hotel, daily costs and every sight", () => {
    const result = estimateDestinationTrip(lisbon, plan);
    const distance = greatCircleKm(paris, lisbon);
    expect(result.flightFareCents).toBe(estimateFlightFareCents(distance));
    expect(result.distanceKm).toBe(Math.round(distance));
    expect(result.startsAtDestination).toBe(false);
    expect(result.attractions.map((a) => a.id)).toEqual(["belem", "oceanario"]);
    expect(result.estimate.flightCost).toBe(2 * result.flightFareCents);
    expect(result.estimate.attractionCost).toBe(2 * (1200 + 2500));
    expect(result.estimate.perPerson).toBe(result.estimate.totalCost / 2);
  });

  it("counts only the chosen sights", () => {
    const result = estimateDestinationTrip(lisbon, { ...plan, attractionIds: ["oceanario"] });
    expect(result.attractions.map((a) => a.id)).toEqual(["oceanario"]);
    expect(result.estimate.attractionCost).toBe(2 * 2500);
  });

  it("has no flight when the trip starts at the destination's airport", () => {
    const result = estimateDestinationTrip(lisbon, {
      ...plan,
      origin: { code: "LIS", latitude: 38.7813, longitude: -9.1359 },
    });
    expect(result).toMatchObject({ startsAtDestination: true, flightFareCents: 0, distanceKm: 0 });
    expect(result.estimate.flightCost).toBe(0);
    expect(startsAtDestination({ code: "LIS", latitude: 38.77, longitude: -9.13 }, lisbon)).toBe(
      true,
    );
    expect(startsAtDestination({ code: "OPO", latitude: 41.24, longitude: -8.68 }, lisbon)).toBe(
      false,
    );
  });

  it("has no flight from the city's other airports, or from within 50 km of its centre", () => {
    const london = makeDestination({
      name: "London",
      airportCode: "LHR",
      latitude: 51.5085,
      longitude: -0.1257,
      airports: [
        { code: "LHR", name: "Heathrow", latitude: 51.47, longitude: -0.4543, distanceKm: 23 },
        { code: "STN", name: "Stansted", latitude: 51.885, longitude: 0.235, distanceKm: 49 },
      ],
    });
    // Stansted is listed; Gatwick (about 45 km out) is not, but close enough to be London.
    expect(startsAtDestination({ code: "STN", latitude: 51.885, longitude: 0.235 }, london)).toBe(
      true,
    );
    expect(
      startsAtDestination({ code: "LGW", latitude: 51.1481, longitude: -0.1903 }, london),
    ).toBe(true);
    // Bristol, about 170 km away, flies.
    expect(
      startsAtDestination({ code: "BRS", latitude: 51.3827, longitude: -2.7191 }, london),
    ).toBe(false);
    const fromGatwick = estimateDestinationTrip(london, {
      ...plan,
      origin: { code: "LGW", latitude: 51.1481, longitude: -0.1903 },
    });
    expect(fromGatwick).toMatchObject({ startsAtDestination: true, flightFareCents: 0 });
  });
});

describe("discoverByBudget", () => {
  const { estimate } = estimateDestinationTrip(lisbon, plan);
  const entry = (name: string, totalEuros: number) => ({
    destination: { name },
    result: { estimate: { ...estimate, totalCost: totalEuros * 100 } },
  });
  const entries = [
    entry("E", 900),
    entry("A", 420),
    entry("D", 800),
    entry("B", 520),
    entry("C", 610),
    entry("F", 1010),
  ];

  it("ranks by total, keeps what the budget covers and shows the three just over it", () => {
    const found = discoverByBudget(entries, 550);
    expect(found.within.map((e) => e.destination.name)).toEqual(["A", "B"]);
    expect(found.justOver.map((e) => e.destination.name)).toEqual(["C", "D", "E"]);
    expect(found.justOver).toHaveLength(JUST_OVER_COUNT);
    expect(found.considered).toBe(6);
  });

  it("spans the estimates in €50 steps and starts at the middle estimate without a budget", () => {
    const found = discoverByBudget(entries);
    expect(found.slider).toEqual({ min: 400, max: 1050, step: BUDGET_STEP_EUROS, value: 650 });
    expect(found.within.map((e) => e.destination.name)).toEqual(["A", "B", "C"]);
  });

  it("breaks ties by name and keeps a one-step slider for one destination or none", () => {
    expect(
      discoverByBudget([entry("Zadar", 500), entry("Avila", 500)], 500).within.map(
        (e) => e.destination.name,
      ),
    ).toEqual(["Avila", "Zadar"]);
    expect(discoverByBudget([]).slider).toEqual({ min: 0, max: 50, step: 50, value: 0 });
  });
});

describe("good value", () => {
  it("is half a double room plus a day's costs, cheapest first", () => {
    expect(dayCostCents(lisbon)).toBe(6000 + 6000);
    const dear = { ...lisbon, id: 2, nightlyRateCents: 30000 };
    const cheap = { ...lisbon, id: 3, dailyCostCents: 1000 };
    expect(byBestValue([dear, lisbon, cheap]).map((d) => d.id)).toEqual([3, 101, 2]);
  });
});

describe("parseDestinationId", () => {
  it.each([
    ["101", 101],
    [" 7 ", 7],
    ["999999999", 999999999],
  ])("reads %j", (text, id) => expect(parseDestinationId(text)).toBe(id));

  it.each(["", "0", "0101", "1e2", "0x65", "-1", "1.5", "abc", "1000000000", null, undefined])(
    "refuses %j",
    (text) => {
      expect(parseDestinationId(text)).toBeNull();
    },
  );
});

describe("destinationPath", () => {
  it("is the destination's page, or its planner with a plan", () => {
    expect(destinationPath(101)).toBe("/destinations/101");
    expect(destinationPath(101, "adults=2")).toBe("/destinations/101?adults=2#planner");
    expect(destinationPath(101, new URLSearchParams({ adults: "2", children: "1" }))).toBe(
      "/destinations/101?adults=2&children=1#planner",
    );
  });
});
