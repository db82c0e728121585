import { estimateFlightFareCents, estimateTrip, greatCircleKm, type Destination } from "@travel/domain";
import type { HomePageData } from "~/components/home/HomePage";
import type { TripCostExample } from "~/components/home/TripCostTeaser";
import { homeCopy } from "~/content/home-sections";
import { homeVariant } from "~/content/home-variants";
import { latestTeasers } from "./blog.server";
import { bestValueDestinations, featuredDestinations, listDestinations, popularDestinations } from "./catalogue.server";
import { favouriteIdsFor } from "./favourites.server";
import { toCardData } from "./destination-card";
import { renderFindPlaceForms } from "./find-place.server";

/**
 * The trip-cost teaser's worked example: two adults from Paris, five nights in Lisbon with every
 * sight, estimated exactly as the planner estimates it. Null when the catalogue lacks either city.
 */
async function tripCostExample(): Promise<TripCostExample | null> {
  const destinations = await listDestinations();
  const lisbon = destinations.find((d) => d.slug === "lisbon");
  const paris = destinations.find((d) => d.slug === "paris");
  if (!lisbon || !paris) return null;
  const nights = 5;
  const adults = 2;
  const estimate = estimateTrip({
    nightlyRateCents: lisbon.nightlyRateCents,
    dailyCostCents: lisbon.dailyCostCents,
    attractions: lisbon.attractions,
    nights,
    travellers: { adults, children: 0, infants: 0 },
    flightFareCents: estimateFlightFareCents(greatCircleKm(paris, lisbon)),
  });
  return {
    destination: lisbon.name,
    origin: paris.name,
    nights,
    travellers: adults,
    sights: lisbon.attractions.length,
    flightCost: estimate.flightCost,
    hotelCost: estimate.hotelCost,
    attractionCost: estimate.attractionCost,
    totalDailyCost: estimate.totalDailyCost,
    perPerson: estimate.perPerson,
  };
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
  const [featured, deals, popular, favouriteIds, tripCost] = await Promise.all([
    orEmpty(featuredDestinations(8)),
    orEmpty(bestValueDestinations(4)),
    orEmpty(popularDestinations(6)),
    request ? favouriteIdsFor(request) : new Set<number>(),
    tripCostExample().catch(() => null),
  ]);
  return {
    variant,
    featured,
    deals,
    popular,
    posts: latestTeasers(3),
    tripCostExample: tripCost,
    copy: homeCopy,
    findPlaceForms: renderFindPlaceForms(),
    favouriteIds: [...favouriteIds],
  };
}
