import type { LoadContext } from "~/lib/http/request-context.server";
import {
  countryName,
  destinationPath,
  formatDate,
  formatPrice,
  isKeptOutByDefault,
  travellersLabel,
  type Destination,
} from "@travel/domain";
import { airportLabel } from "~/features/airports/airports.server";
import { destinationScene } from "~/features/art/destination-scene.server";
import { readCurrency } from "~/features/currency/display-currency.server";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { planCardPath } from "~/features/group-trips/share-card-address";
import { destinationPageMap } from "~/features/maps/page-maps.server";
import { photoView } from "~/features/photos/photo-addresses";
import {
  homeAirportQuestion,
  readHomeAirport,
  tripOriginView,
} from "~/features/home-airport/home-airport.server";
import {
  estimateDestinationTrip,
  estimateView,
  planFields,
  plannerFormOptions,
  planQuery,
  readPlan,
  todayIso,
  tripPartnerOffers,
  type PlannedTrip,
} from "~/features/planner/trip-plan.server";
import { breadcrumbList, siteOrigin, touristDestination } from "~/lib/structured-data.server";
import { destinationWords, listDestinations } from "./catalogue.server";
import { costNote, destinationFactList, factSources } from "./destination-page.server";
import { monthName, priceList } from "./destination-prices";
import { accessView } from "./destination-access";
import { destinationCredits } from "./destination-credits";
import { weatherView } from "~/features/weather/weather-view";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * Everything a destination page shows, formatted here (spec §9) so the page carries no
 * formatting code: the place, its prices in the visitor's currency, the map, the planner with
 * the plan in the address (or the planner's example), and what search engines read.
 */
export async function destinationPageData(
  destination: Destination,
  request: Request,
  context: LoadContext,
) {
  const path = destinationPath(destination.id);
  const today = todayIso();
  const [favouriteIds, words, home] = await Promise.all([
    favouriteIdsFor(request, context),
    destinationWords(destination.id),
    readHomeAirport(request),
  ]);
  const read = readPlan(pageUrl(request).searchParams, {
    today,
    origin: home?.code,
    path,
  });
  const { form, isDefault, needsOrigin } = read;
  // A place kept out by default gets no trip cost and no flight link (decision 190).
  const trip = isKeptOutByDefault(destination) ? null : read.trip;
  const result = trip ? estimateDestinationTrip(destination, trip) : null;

  const { display } = readCurrency(request);
  const estimate = trip && result ? estimateView(destination, trip, result, display) : null;
  // Without a plan in the address the figures are the planner's example, and say so.
  const example = trip && isDefault ? exampleNote(trip) : undefined;
  const country = countryName(destination.countryCode) ?? destination.countryCode.toUpperCase();
  // A plan the visitor made (not the planner's default start) gets its share card and route.
  const planned = trip && result && !isDefault ? { trip, result } : null;
  return {
    path,
    destination: {
      id: destination.id,
      slug: destination.slug,
      name: destination.name,
      // Editors write Markdown: rendered and sanitised when saved, plain text for meta and search.
      ...words,
      heroPhoto: destination.photos?.[0] ? photoView(destination.photos[0]) : null,
      morePhotos: (destination.photos ?? []).slice(1).map(photoView),
      countryCode: destination.countryCode,
      latitude: destination.latitude,
      longitude: destination.longitude,
      typeIds: destination.typeIds,
      climate: destination.climate,
      ...priceList(destination, (cents) => formatPrice(cents, display)),
      // The editors' score of a hand-written place; places built from open data have none.
      ratingTenths: destination.ratingTenths,
      facts: destinationFactList(destination),
      factSources: factSources(destination),
      scene: destinationScene(destination),
      costNote: costNote(destination, country),
    },
    country,
    // A plan the visitor made gets its own share card, so a shared link previews its cost.
    shareCard: planned
      ? planCardPath(`?${planQuery(planned.trip, { destination: String(destination.id) })}`)
      : undefined,
    map: destinationPageMap(destination, country, planned, display),
    bestMonths: destination.bestMonths.map(monthName),
    weather: weatherView(destination),
    access: accessView(destination, country),
    credits: destinationCredits(destination),
    isFavourite: favouriteIds.has(destination.id),
    planner: {
      form,
      options: plannerFormOptions(today, form.values),
    },
    estimate: estimate
      ? { view: estimate, caption: `Cost of a trip to ${destination.name}`, example }
      : null,
    // Where the trip starts, asked once (then "From Paris (CDG) · change" beside the cost).
    question: needsOrigin
      ? homeAirportQuestion(request, await listDestinations(), {
          redirectTo: `${path}#planner`,
        })
      : null,
    origin: trip ? tripOriginView(trip.origin, request, { hash: "#planner" }) : null,
    offers: trip ? tripPartnerOffers(destination, trip) : null,
    // The plan as it stands, for saving it and for the other planning pages.
    plan: trip
      ? Object.fromEntries(planFields.map((field) => [field, planQuery(trip).get(field) ?? ""]))
      : null,
    planSearch: trip ? planQuery(trip).toString() : "",
    structuredData: destinationStructuredData(destination, country, path, words.summaryText),
  };
}

/** The line under the planner's example figures: who they are for, and how to get your own. */
function exampleNote(trip: PlannedTrip): string {
  return `${travellersLabel(trip.travellers)} flying from ${airportLabel(trip.origin)}, ${trip.nights} nights from ${formatDate(trip.departureDate)}. Enter where you leave from, your dates and who is going to see your own cost.`;
}

/** What search engines read: the place with its coordinates, and the trail to it. */
function destinationStructuredData(
  destination: Destination,
  country: string,
  path: string,
  summaryText: string | null,
) {
  return [
    touristDestination(siteOrigin(), {
      ...destination,
      description: summaryText ?? `${destination.name}, ${country}`,
      path,
      country,
    }),
    breadcrumbList(siteOrigin(), [
      { name: "Home", path: "/" },
      { name: "Destinations", path: "/destinations" },
      { name: destination.name, path },
    ]),
  ];
}
