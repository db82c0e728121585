import { createTripCostRecord, perPersonCost, type Destination } from "@travel/domain";
import type { HomePageData } from "~/components/home/HomePage";
import type { TripCostExample } from "~/components/home/TripCostTeaser";
import { homeCopy } from "~/content/home-sections";
import { homeVariant } from "~/content/home-variants";
import { latestTeasers } from "./blog.server";
import { bestValueDestinations, featuredDestinations, popularDestinations } from "./catalogue.server";
import { favouriteIdsFor } from "./favourites.server";
import { toCardData } from "./destination-card";
import { renderFindPlaceForms } from "./find-place.server";

/** A worked example for the trip-cost teaser, computed with the same rules as real estimates. */
function tripCostExample(): TripCostExample {
  const travellers = 2;
  const nights = 5;
  const costs = {
    flightCost: 2 * 16_900,
    hotelCost: nights * 11_000,
    attractionCost: 2 * 7_100,
    totalDailyCost: 2 * (nights + 1) * 6_000,
  };
  const record = createTripCostRecord(costs);
  return { destination: "Lisbon", nights, travellers, ...costs, perPerson: perPersonCost(record, travellers) };
}

/**
 * Everything a home variant shows; null when the variant does not exist. `request` tells whose
 * favourites to mark on the cards.
 */
export async function loadHomePage(number: number, request?: Request): Promise<HomePageData | null> {
  const variant = homeVariant(number);
  if (!variant) return null;
  // A catalogue outage costs the destination sections, not the home page: they show their empty state.
  // Cards need a third of each entry (lib/destination-card): the rest would only grow the page.
  const orEmpty = (request: Promise<Destination[]>) =>
    request.then((destinations) => destinations.map(toCardData)).catch((error: unknown) => {
      console.error("Could not read the destination catalogue", error);
      return [];
    });
  const [featured, deals, popular, favouriteIds] = await Promise.all([
    orEmpty(featuredDestinations(8)),
    orEmpty(bestValueDestinations(4)),
    orEmpty(popularDestinations(6)),
    request ? favouriteIdsFor(request) : new Set<number>(),
  ]);
  return {
    variant,
    featured,
    deals,
    popular,
    posts: latestTeasers(3),
    tripCostExample: tripCostExample(),
    copy: homeCopy,
    findPlaceForms: renderFindPlaceForms(),
    favouriteIds: [...favouriteIds],
  };
}
