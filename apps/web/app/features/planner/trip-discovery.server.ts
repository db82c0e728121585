import {
  countryName,
  destinationPath,
  discoverByBudget as discoverWithinBudget,
  formatKgEstimate,
  greenestFirst,
  isBudgetOrder,
  matchesWeather,
  MAX_BUDGET_EUROS,
  startsAtDestination,
  suggestablePlaces,
  type BudgetDiscovery as DomainBudgetDiscovery,
  type BudgetOrder,
  type Destination,
  type WeatherWish,
} from "@travel/domain";
import { destinationScene } from "~/features/art/destination-scene.server";
import type { DestinationTripView } from "./planner-types";

export type { DestinationTripView };
import {
  estimateDestinationTrip,
  planQuery,
  type DestinationEstimate,
  type PlannedTrip,
} from "./trip-plan.server";

/**
 * One plan, many destinations: budget discovery ("where can we go for €X?") and the side-by-side
 * comparison. Both estimate every destination with the planner's model and every listed sight,
 * so a figure here is the figure the destination's own planner shows for the same plan.
 */

export type EstimatedDestination = { destination: Destination; result: DestinationEstimate };

/** A trip with every sight of each destination (a comparison cannot carry one place's choice to another). */
export function withEverySight(trip: PlannedTrip): PlannedTrip {
  return { ...trip, attractionIds: "all" };
}

export function estimateAll(
  destinations: readonly Destination[],
  trip: PlannedTrip,
): EstimatedDestination[] {
  const everything = withEverySight(trip);
  return destinations.map((destination) => ({
    destination,
    result: estimateDestinationTrip(destination, everything),
  }));
}

/** A budget in whole euros from the query: undefined when absent, an error message when unusable. */
export function readBudget(value: string | null): { euros?: number; error?: string } {
  if (value === null || value.trim() === "") return {};
  const euros = Number(value.trim());
  if (!Number.isInteger(euros) || euros < 1 || euros > MAX_BUDGET_EUROS) {
    return {
      error: `Enter a budget in whole euros, from 1 to ${MAX_BUDGET_EUROS.toLocaleString("en-US")}.`,
    };
  }
  return { euros };
}

/** `everywhere=1`: the traveller asked to see places kept out by default too (decision 141). */
export function readIncludeKeptOut(params: URLSearchParams): boolean {
  return params.get("everywhere") === "1";
}

/** The order of the places a budget covers, from `sort=`: cheapest (the default) or greenest first. */
export function readBudgetOrder(value: string | null): BudgetOrder {
  return isBudgetOrder(value) ? value : "cost";
}

/** The domain's discovery, plus every candidate's estimate (the budget map shows them all). */
export type BudgetDiscovery = DomainBudgetDiscovery<EstimatedDestination> & {
  estimated: EstimatedDestination[];
  order: BudgetOrder;
  /** Where the trip starts (its airport, or within 50 km): not a place to fly to, so left out. */
  home: Destination[];
};

/**
 * The destinations (of one type, or all) a budget covers for this plan: the domain's budget
 * discovery (ranking, €50 steps, three just over) over every destination's estimate. With
 * `order: "co2"` the places within the budget come greenest first ("greenest within budget");
 * the ones just over it stay the next cheapest. The city the trip starts in is left out (`home`),
 * and so are places kept out by default (a do-not-travel advisory, no scheduled flight: decision
 * 141) unless the traveller asked for every place (`includeKeptOut`). A weather wish ("warm in
 * March") keeps the places whose climate table meets it (the domain's `matchesWeather`).
 */
export function discoverByBudget(
  destinations: readonly Destination[],
  trip: PlannedTrip,
  {
    budgetEuros,
    typeId,
    order = "cost",
    includeKeptOut = false,
    weather,
  }: {
    budgetEuros?: number | undefined;
    typeId?: string | undefined;
    order?: BudgetOrder;
    includeKeptOut?: boolean;
    weather?: WeatherWish | undefined;
  } = {},
): BudgetDiscovery {
  const ofType = suggestablePlaces(
    destinations.filter(
      (destination) =>
        (!typeId || destination.typeIds.includes(typeId)) &&
        (!weather || matchesWeather(destination, weather)),
    ),
    { includeKeptOut },
  );
  // "Where can we go" never offers the city the trip starts in as a flight (decision 110).
  const home: Destination[] = [];
  const candidates = ofType.filter((destination) => {
    const atHome = startsAtDestination(trip.origin, destination);
    if (atHome) home.push(destination);
    return !atHome;
  });
  const estimated = estimateAll(candidates, trip);
  const discovery = discoverWithinBudget(estimated, budgetEuros);
  const within = order === "co2" ? greenestFirst(discovery.within) : discovery.within;
  return { ...discovery, within, estimated, order, home };
}

export function destinationTripView(
  { destination, result }: EstimatedDestination,
  trip: PlannedTrip,
): DestinationTripView {
  const { estimate } = result;
  return {
    id: destination.id,
    name: destination.name,
    country: countryName(destination.countryCode) ?? destination.countryCode.toUpperCase(),
    slug: destination.slug,
    typeIds: destination.typeIds,
    climate: destination.climate,
    totalCents: estimate.totalCost,
    perPersonCents: estimate.perPerson,
    parts: [
      { key: "flights", cents: estimate.flightCost },
      { key: "hotel", cents: estimate.hotelCost },
      { key: "daily", cents: estimate.totalDailyCost },
      { key: "attractions", cents: estimate.attractionCost },
    ],
    distanceKm: result.distanceKm,
    co2TotalKg: result.emissions.totalKg,
    co2Total: formatKgEstimate(result.emissions.totalKg),
    co2PerPerson: formatKgEstimate(result.emissions.perPersonKg),
    co2OnlyPerPerson: formatKgEstimate(result.emissions.co2OnlyPerPersonKg),
    nights: result.nights,
    sights: result.attractions.length,
    href: destinationPath(destination.id, planQuery(withEverySight(trip))),
    scene: destinationScene(destination),
  };
}
