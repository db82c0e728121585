import type { LoaderFunctionArgs } from "react-router";
import { arrivalPoint, estimateDestinationTrip, type Destination } from "@travel/domain";
import type { HomePageData } from "~/features/home/HomePage";
import type { TripCostExample } from "~/features/home/TripCostTeaser";
import { homeCopy } from "~/features/home/home-sections";
import { homeVariant, type HomeSectionKind } from "~/features/home/home-variants";
import { latestTeasers } from "../content/blog-posts.server";
import {
  cheapestStayDestinations,
  dealDestinations,
  featuredDestinations,
  listDestinations,
  popularDestinations,
} from "../destinations/catalogue.server";
import { favouriteIdsFor } from "../favourites/favourites.server";
import { errorDetails, requestLog } from "../../lib/http/request-log.server";
import { toCardData } from "../destinations/destination-card.server";
import { findPlaceForms } from "../find-place/find-place.server";
import { readHomeAirport, tripOriginView } from "../home-airport/home-airport.server";
import type { TripOriginView } from "../home-airport/home-airport-types";

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
  const { estimate } = estimateDestinationTrip(lisbon, {
    // From Paris's airport, not its centre: flights run airport to airport.
    origin: { code: paris.airportCode, ...arrivalPoint(paris) },
    nights,
    travellers: { adults, children: 0, infants: 0 },
    attractionIds: "all",
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
 * Deals are whole trips from the traveller's home airport. Without one nothing is priced from a
 * guessed airport: the section shows the cheapest stays and asks where they fly from.
 */
async function dealsFor(
  request: Request,
  limit: number,
): Promise<{ destinations: Destination[]; origin: TripOriginView | null }> {
  const home = await readHomeAirport(request);
  if (!home) return { destinations: await cheapestStayDestinations(limit), origin: null };
  const { code, latitude, longitude } = home;
  return {
    destinations: await dealDestinations({ code, latitude, longitude }, limit),
    origin: tripOriginView(home, request),
  };
}

/**
 * Everything a home variant shows; null when the variant does not exist. The request tells whose
 * favourites to mark on the cards.
 */
export async function loadHomePage(
  number: number,
  args: Pick<LoaderFunctionArgs, "request" | "context">,
): Promise<HomePageData | null> {
  const variant = homeVariant(number);
  if (!variant) return null;
  // A catalogue outage costs the destination sections, not the home page: they show their empty state.
  // Cards need a third of each entry (lib/destination-card): the rest would only grow the page.
  const orEmpty = (request: Promise<Destination[]>) =>
    request
      .then((destinations) => destinations.map(toCardData))
      .catch((error: unknown) => {
        requestLog(args.context).error(
          errorDetails(error),
          "Could not read the destination catalogue",
        );
        return [];
      });
  // Only what this variant's sections show is read and sent.
  const shows = (kind: HomeSectionKind) => variant.sections.includes(kind);
  // Every read starts at once: with a backend silent, the page waits for one deadline, not a
  // chain of them (the profile read behind the deals would otherwise come before the rest).
  const dealsRead = shows("deals") ? dealsFor(args.request, 4).catch(() => null) : null;
  const [featured, deals, dealCards, popular, favouriteIds, tripCost, posts] = await Promise.all([
    shows("featured-carousel") ? orEmpty(featuredDestinations(8)) : [],
    dealsRead,
    dealsRead ? orEmpty(dealsRead.then((read) => read?.destinations ?? [])) : [],
    shows("popular-grid") ? orEmpty(popularDestinations(6)) : [],
    favouriteIdsFor(args.request, args.context),
    shows("trip-cost") ? tripCostExample().catch(() => null) : null,
    // An unanswered read of the blog shows the page without its teasers.
    shows("blog") ? latestTeasers(3) : [],
  ]);
  return {
    variant,
    featured,
    deals: dealCards,
    dealsFrom: deals?.origin ?? null,
    popular,
    posts,
    tripCostExample: tripCost,
    copy: homeCopy,
    findPlaceForms: findPlaceForms(),
    favouriteIds: [...favouriteIds],
  };
}
