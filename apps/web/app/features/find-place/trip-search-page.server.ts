import type { LoadContext } from "~/lib/http/request-context.server";
import { destinationPath, formatDate, nightsBetween } from "@travel/domain";
import { readCurrency } from "~/features/currency/display-currency.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import type { PartnerLinkOutcome } from "~/features/planner/partners.server";
import type { EstimateView } from "~/features/planner/planner-types";
import type { FieldTarget } from "~/features/planner/search-form";
import {
  estimateDestinationTrip,
  estimateView,
  readPlan,
  todayIso,
  type PartnerOffer,
} from "~/features/planner/trip-plan.server";
import {
  readFindPlaceSearch,
  type FlightSearchSummary,
  type HotelSearchSummary,
} from "~/features/planner/trip-search.server";
import { OFFER_ACTIONS, offerWording } from "~/features/planner/offer-wording";
import { findPlaceForms } from "./find-place.server";
import { flightFieldTargets, hotelFieldTargets } from "./find-place-forms";
import { pageUrl } from "~/lib/http/page-url.server";

type Results =
  | { status: "idle" }
  | { status: "invalid"; problems: { id: string; label: string; message: string }[] }
  | {
      status: "ready";
      heading: string;
      facts: string[];
      offers: PartnerOffer[];
      planner: { href: string; name: string } | null;
      /** The catalogue could not be read just now, so whether there is an estimate is unknown. */
      catalogueMissing: boolean;
      /** The site's own estimate for the searched trip, when the destination has a cost guide. */
      estimate: {
        view: EstimateView;
        caption: string;
        perPerson: string;
        total: string;
        includes: string;
      } | null;
    };

const nightsText = (nights: number) => `${nights} night${nights === 1 ? "" : "s"}`;

function flightOffers(summary: FlightSearchSummary, links: PartnerLinkOutcome[]): PartnerOffer[] {
  const { origin, destination } = summary;
  const nights = nightsBetween(summary.departureDate, summary.returnDate);
  const texts = {
    flights: {
      title: offerWording.flightsTitle(
        origin.city || origin.code,
        destination.city || destination.code,
      ),
      detail: offerWording.flightsDetail(summary.travellersLabel),
      action: OFFER_ACTIONS.flights,
    },
    packages: {
      title: `Flight + hotel in ${destination.city || destination.code}`,
      detail: offerWording.packageDetail(nightsText(nights)),
      action: OFFER_ACTIONS.packages,
    },
    hotels: {
      title: offerWording.hotelsTitle(destination.city || destination.code),
      detail: `${nightsText(nights)} · ${summary.country}`,
      action: OFFER_ACTIONS.hotels,
    },
  };
  return withTexts(links, texts);
}

function hotelOffers(summary: HotelSearchSummary, links: PartnerLinkOutcome[]): PartnerOffer[] {
  const guests = `${summary.adults} adult${summary.adults === 1 ? "" : "s"}${summary.children ? `, ${summary.children} child${summary.children === 1 ? "" : "ren"}` : ""}`;
  const dates = `${formatDate(summary.checkIn)} – ${formatDate(summary.checkOut)}`;
  return withTexts(links, {
    hotels: {
      title: offerWording.hotelsTitle(summary.place),
      detail: `${dates} · ${guests}`,
      action: OFFER_ACTIONS.hotels,
    },
    hotelWidget: {
      title: "Compare hotel prices",
      detail: `${dates} · prices in US dollars`,
      action: OFFER_ACTIONS.hotelWidget,
    },
    hotelSearch: {
      title: `All hotels in ${summary.place}`,
      detail: "Browse without dates",
      action: OFFER_ACTIONS.hotelSearch,
    },
  });
}

type Texts = Partial<
  Record<PartnerOffer["kind"], { title: string; detail: string; action: string }>
>;
function withTexts(links: PartnerLinkOutcome[], texts: Texts): PartnerOffer[] {
  return links.map((link) => ({
    ...link,
    ...(texts[link.kind] ?? { title: link.partner, detail: "", action: "Open" }),
  }));
}

/**
 * The flights and hotels search page (/trips/search): the widget's forms with what was asked,
 * and the results: the problems beside their fields, or the partner offers with our own
 * estimate when the catalogue has the destination.
 */
export async function tripSearchPage(args: { request: Request; context: LoadContext }) {
  const params = pageUrl(args.request).searchParams;
  const today = todayIso();
  const search = readFindPlaceSearch(params, today);
  const forms = findPlaceForms(search, today);
  let results: Results = { status: "idle" };

  if (search?.outcome.status === "invalid") {
    const targets: Record<string, FieldTarget> =
      search.tab === "Flights" ? flightFieldTargets : hotelFieldTargets;
    const problems = Object.entries(search.outcome.form.errors).flatMap(([field, message]) => {
      const target = targets[field];
      return target && message ? [{ ...target, message }] : [];
    });
    results = { status: "invalid", problems };
  } else if (search?.tab === "Flights" && search.outcome.status === "ready") {
    const { summary, links } = search.outcome;
    // A catalogue destination at that airport has a cost planner for the same trip.
    // Without the catalogue (Firestore slow) the partners still get the search; the page says
    // that the estimate is missing for now rather than that there is none.
    const destinations = await listDestinations().catch(() => null);
    const destination = destinations?.find(
      (candidate) => candidate.airportCode === summary.destination.code,
    );
    const plan = new URLSearchParams({
      departure_area_code: summary.origin.code,
      departureDate: summary.departureDate,
      returnDate: summary.returnDate,
      adults: String(summary.travellers.adults),
      children: String(summary.travellers.children),
      infants: String(summary.travellers.infants),
    });
    // The planner's own reading and estimate of the very plan its link carries: one figure.
    const planned = destination
      ? readPlan(plan, { today, path: destinationPath(destination.id) }).trip
      : null;
    const view =
      destination && planned
        ? estimateView(
            destination,
            planned,
            estimateDestinationTrip(destination, planned),
            readCurrency(args.request).display,
          )
        : null;
    results = {
      status: "ready",
      heading: `${summary.origin.label} to ${summary.destination.label}`,
      facts: [
        `${formatDate(summary.departureDate)} – ${formatDate(summary.returnDate)}`,
        summary.travellersLabel,
      ],
      offers: flightOffers(summary, links),
      planner: destination
        ? { href: destinationPath(destination.id, plan), name: destination.name }
        : null,
      catalogueMissing: destinations === null,
      estimate:
        destination && view
          ? {
              view,
              caption: `Estimated cost of this trip to ${destination.name}`,
              perPerson: view.perPerson,
              total: view.total,
              includes: `Return flights, ${view.nights} night${view.nights === 1 ? "" : "s"} of hotel, food and local transport${destination.attractions.length > 0 ? ", and entry to its main sights" : ""}, for ${view.travellersLabel.toLowerCase()}, from typical prices.`,
            }
          : null,
    };
  } else if (search?.tab === "Hotel" && search.outcome.status === "ready") {
    const { summary, links } = search.outcome;
    results = {
      status: "ready",
      heading: `Hotels in ${summary.place}`,
      facts: [
        `${formatDate(summary.checkIn)} – ${formatDate(summary.checkOut)}`,
        nightsText(nightsBetween(summary.checkIn, summary.checkOut)),
      ],
      offers: hotelOffers(summary, links),
      planner: null,
      catalogueMissing: false,
      estimate: null,
    };
  }
  return {
    page: { forms, results, tab: search?.tab ?? null },
    status: results.status === "invalid" ? 400 : 200,
  };
}
