import { countryName, destinationPath, type Destination, type PriceDisplay } from "@travel/domain";
import { type BudgetDiscovery, withEverySight } from "~/features/planner/trip-discovery.server";
import {
  planQuery,
  type DestinationEstimate,
  type PlannedTrip,
} from "~/features/planner/trip-plan.server";
import type { MapFigureProps } from "./map-types";
import { browseMapView, budgetMapView, locatorMapView } from "./map-views.server";

/**
 * What each page's loader calls for its map: one line in the route, the rules here. The map
 * uses the same estimates and the same budget discovery as the page's list, so a mark and its
 * row never disagree.
 */

/**
 * Budget discovery's map: every destination of the chosen type, coloured against the budget.
 * Drawn from the page's own discovery, so nothing is estimated twice.
 */
export function budgetPageMap(
  discovery: BudgetDiscovery,
  trip: PlannedTrip,
  display: PriceDisplay,
): MapFigureProps {
  const id = ({ destination }: { destination: Destination }) => ({ id: destination.id });
  // Each mark links to the plan the list links to (every sight, as discovery estimates).
  const plan = planQuery(withEverySight(trip)).toString();
  return budgetMapView({
    entries: discovery.estimated.map(({ destination, result }) => ({
      id: destination.id,
      name: destination.name,
      latitude: destination.latitude,
      longitude: destination.longitude,
      totalCents: result.estimate.totalCost,
      href: destinationPath(destination.id, plan),
    })),
    within: discovery.within.map(id),
    justOver: discovery.justOver.map(id),
    budgetCents: discovery.slider.value * 100,
    origin: trip.origin,
    display,
  });
}

/** A destination page's locator; with a plan of the visitor's own, the route and its distance. */
export function destinationPageMap(
  destination: Destination,
  countryName: string,
  planned: { trip: PlannedTrip; result: DestinationEstimate } | null,
  display: PriceDisplay,
): MapFigureProps {
  return locatorMapView({
    display,
    destination,
    countryName,
    route:
      planned && !planned.result.startsAtDestination
        ? {
            origin: planned.trip.origin,
            distanceKm: planned.result.distanceKm,
            totalCents: planned.result.estimate.totalCost,
          }
        : null,
  });
}

/**
 * The browse page's map of what the search and filters found; a group of nearby places links to
 * `groupHref` of its destinations (the browse list narrowed to them).
 */
export function browsePageMap(
  destinations: readonly Destination[],
  groupHref: (members: Destination[]) => string,
): MapFigureProps {
  return browseMapView({
    destinations,
    hrefOf: (destination) => destinationPath(destination.id),
    countryOf: (destination) =>
      countryName(destination.countryCode) ?? destination.countryCode.toUpperCase(),
    groupHref,
  });
}
