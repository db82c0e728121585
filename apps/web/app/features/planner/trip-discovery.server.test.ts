import { formatKgEstimate, totalCostRange, type Destination } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import {
  destinationTripView,
  discoverByBudget,
  estimateAll,
  readBudget,
  readBudgetOrder,
  readIncludeKeptOut,
} from "./trip-discovery.server";
import { estimateDestinationTrip, readPlan, type PlannedTrip } from "./trip-plan.server";

/** A Portuguese destination with one sight, named after the place, and its own rate. */
function destination(
  id: number,
  name: string,
  airportCode: string,
  latitude: number,
  longitude: number,
  nightlyRateCents: number,
  typeIds: string[],
): Destination {
  return makeDestination({
    id,
    slug: name.toLowerCase(),
    name,
    airportCode,
    latitude,
    longitude,
    typeIds,
    nightlyRateCents,
    dailyCostCents: 5000,
    attractions: [{ id: `${name}-sight`, name: "Sight", priceCents: 1000 }],
  });
}

const porto = destination(1, "Porto", "OPO", 41.2481, -8.6814, 9000, ["city-break", "food"]);
const faro = destination(2, "Faro", "FAO", 37.0144, -7.9659, 12000, ["beach"]);
const funchal = destination(3, "Funchal", "FNC", 32.6979, -16.7745, 15000, ["islands", "beach"]);
const all = [funchal, porto, faro];

const trip = readPlan(
  new URLSearchParams("departure_area_code=LIS&plan=1&attraction=Porto-sight"),
  { today: "2031-03-01", origin: "LIS", path: "/trips/budget" },
).trip as PlannedTrip;

describe("discoverByBudget", () => {
  it("ranks the destinations a budget covers by estimated total, with the next ones above it", () => {
    const totals = estimateAll(all, trip).map(
      (entry) => [entry.destination.name, entry.result.estimate.totalCost] as const,
    );
    const sorted = [...totals].sort((a, b) => a[1] - b[1]);
    const budget = Math.floor((sorted[1]![1] as number) / 100);
    const found = discoverByBudget(all, trip, { budgetEuros: budget });
    expect(found.within.map((entry) => entry.destination.name)).toEqual(
      sorted.slice(0, 2).map(([name]) => name),
    );
    expect(found.justOver.map((entry) => entry.destination.name)).toEqual([sorted[2]![0]]);
    expect(found.considered).toBe(3);
  });

  it("estimates each place with every sight, as its own planner does by default", () => {
    const [entry] = discoverByBudget([faro], trip, { budgetEuros: 100_000 }).within;
    expect(entry?.result).toEqual(estimateDestinationTrip(faro, { ...trip, attractionIds: "all" }));
    expect(entry?.result.attractions).toHaveLength(1);
  });

  it("bounds the slider by the range of the estimates, in €50 steps, and starts in the middle", () => {
    const estimates = estimateAll(all, trip).map((entry) => entry.result.estimate);
    const range = totalCostRange(estimates);
    const { slider, within } = discoverByBudget(all, trip);
    expect(slider.step).toBe(50);
    expect(slider.min).toBe(Math.floor(range.min / 5000) * 50);
    expect(slider.max).toBe(Math.ceil(range.max / 5000) * 50);
    expect(slider.min).toBeLessThanOrEqual(range.min / 100);
    expect(slider.max).toBeGreaterThanOrEqual(range.max / 100);
    expect(within).toHaveLength(2);
  });

  it("filters by destination type", () => {
    const beaches = discoverByBudget(all, trip, { budgetEuros: 100_000, typeId: "beach" });
    expect(beaches.within.map((entry) => entry.destination.name).sort()).toEqual([
      "Faro",
      "Funchal",
    ]);
    expect(discoverByBudget(all, trip, { typeId: "winter" })).toMatchObject({
      within: [],
      considered: 0,
      slider: { min: 0, max: 50 },
    });
  });
});

describe("discoverByBudget, reachable and safe first", () => {
  const kyiv = makeDestination({
    ...destination(4, "Kyiv", "KBP", 50.45, 30.52, 4000, ["city-break"]),
    advisory: { doNotTravel: true, level: 4 },
    access: { scheduledFlights: false },
  });
  const islet = makeDestination({
    ...destination(5, "Islet", "ISL", 38.5, -28.6, 3000, ["islands"]),
    access: { scheduledFlights: false },
  });

  it("leaves out places under a do-not-travel advisory or without flights unless asked for every place", () => {
    const places = [kyiv, islet, ...all];
    const names = (includeKeptOut: boolean) =>
      discoverByBudget(places, trip, { budgetEuros: 100_000, includeKeptOut })
        .within.map((entry) => entry.destination.name)
        .sort();
    expect(names(false)).toEqual(["Faro", "Funchal", "Porto"]);
    expect(names(true)).toEqual(["Faro", "Funchal", "Islet", "Kyiv", "Porto"]);
  });

  it("reads the traveller's choice from everywhere=1 only", () => {
    expect(readIncludeKeptOut(new URLSearchParams("everywhere=1"))).toBe(true);
    expect(readIncludeKeptOut(new URLSearchParams("everywhere=yes"))).toBe(false);
    expect(readIncludeKeptOut(new URLSearchParams(""))).toBe(false);
  });
});

describe("discoverByBudget from the city itself", () => {
  const lisbon = destination(5, "Lisbon", "LIS", 38.7223, -9.1393, 11000, ["city-break"]);

  it("never offers the city the trip starts in as a flight: it is left out, and named", () => {
    const found = discoverByBudget([lisbon, ...all], trip, { budgetEuros: 100_000 });
    const offered = [...found.within, ...found.justOver, ...found.estimated];
    expect(offered.map((entry) => entry.destination.name)).not.toContain("Lisbon");
    expect(found.considered).toBe(3);
    expect(found.home.map((place) => place.name)).toEqual(["Lisbon"]);
  });

  it("leaves out a city whose other airport, or whose centre within 50 km, the trip starts from", () => {
    // Listed under another main airport, but LIS among its airports.
    const byAirports = makeDestination({
      ...lisbon,
      id: 6,
      airportCode: "XXL",
      latitude: 10,
      longitude: 10,
      airports: [{ code: "LIS", name: "Lisbon", latitude: 38.77, longitude: -9.13, distanceKm: 7 }],
    });
    // Sintra, 25 km from the airport, with no airport of its own listed.
    const sintra = destination(7, "Sintra", "SXX", 38.8, -9.38, 9000, ["culture"]);
    const found = discoverByBudget([byAirports, sintra, porto], trip, { budgetEuros: 100_000 });
    expect(found.home.map((place) => place.id).sort()).toEqual([6, 7]);
    expect(found.within.map((entry) => entry.destination.name)).toEqual(["Porto"]);
  });
});

describe("discoverByBudget, greenest within budget", () => {
  const far = destination(4, "Azores", "PDL", 37.7412, -25.6979, 4000, ["islands"]);
  const places = [...all, far];

  it("orders the places the budget covers by their flights' CO₂e, and keeps the same places", () => {
    const cheapest = discoverByBudget(places, trip, { budgetEuros: 100_000 });
    const greenest = discoverByBudget(places, trip, { budgetEuros: 100_000, order: "co2" });
    const kg = greenest.within.map((entry) => entry.result.emissions.totalKg);
    expect(kg).toEqual([...kg].sort((a, b) => a - b));
    expect(greenest.within.map((e) => e.destination.id).sort()).toEqual(
      cheapest.within.map((e) => e.destination.id).sort(),
    );
    // The cheapest is not the greenest here, so the two orders really differ.
    expect(greenest.within[0]?.destination.name).not.toBe(cheapest.within[0]?.destination.name);
    expect(greenest.order).toBe("co2");
  });

  it("keeps the places just over the budget cheapest first", () => {
    const budget = discoverByBudget(places, trip).slider.min;
    const cheapest = discoverByBudget(places, trip, { budgetEuros: budget });
    const greenest = discoverByBudget(places, trip, { budgetEuros: budget, order: "co2" });
    expect(greenest.justOver).toEqual(cheapest.justOver);
  });

  it("reads sort=co2, and anything else as the cheapest first", () => {
    expect(readBudgetOrder("co2")).toBe("co2");
    for (const other of [null, "", "cost", "CO2", "greenest"])
      expect(readBudgetOrder(other)).toBe("cost");
  });
});

describe("readBudget", () => {
  it("reads whole euros and explains anything else", () => {
    expect(readBudget(null)).toEqual({});
    expect(readBudget(" ")).toEqual({});
    expect(readBudget("2500")).toEqual({ euros: 2500 });
    for (const bad of ["0", "-5", "12.5", "lots", "1000001"])
      expect(readBudget(bad).error, bad).toMatch(/^Enter a budget in whole euros/);
  });
});

describe("destinationTripView", () => {
  it("carries the figures and links to the destination's planner with the same plan and every sight", () => {
    const [entry] = estimateAll([porto], trip);
    const view = destinationTripView(entry!, trip);
    expect(view).toMatchObject({
      id: 1,
      name: "Porto",
      country: "Portugal",
      totalCents: entry!.result.estimate.totalCost,
      sights: 1,
    });
    expect(view.parts.reduce((sum, part) => sum + part.cents, 0)).toBe(view.totalCents);
    expect(view.href).toMatch(
      /^\/destinations\/1\?departure_area_code=LIS&departureDate=2031-04-12&/,
    );
    expect(view.href).not.toContain("attraction");
  });

  it("carries the flights' CO₂e, formatted to two significant figures, and the CO₂ alone", () => {
    const [entry] = estimateAll([funchal], trip);
    const view = destinationTripView(entry!, trip);
    const { emissions } = entry!.result;
    expect(emissions.totalKg).toBeGreaterThan(0);
    expect(view.co2TotalKg).toBe(emissions.totalKg);
    expect(view.co2Total).toBe(formatKgEstimate(emissions.totalKg));
    expect(view.co2PerPerson).toBe(formatKgEstimate(emissions.perPersonKg));
    expect(view.co2OnlyPerPerson).toBe(formatKgEstimate(emissions.co2OnlyPerPersonKg));
  });
});
