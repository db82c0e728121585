import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { readCurrency } from "~/features/currency/display-currency.server";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { destinationPath, formatDate, nightsBetween } from "@travel/domain";
import { FindPlace, type FindPlacePanels } from "~/features/find-place/FindPlace";
import { PartnerOffers } from "~/features/planner/PartnerOffers";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { findPlaceForms } from "~/features/find-place/find-place.server";
import { pageMeta } from "~/lib/meta";
import type { PartnerLinkOutcome } from "~/features/planner/partners.server";
import {
  estimateDestinationTrip,
  estimateView,
  readPlan,
  todayIso,
  type PartnerOffer,
} from "~/features/planner/trip-plan.server";
import { costBreakdownHtml } from "~/features/planner/trip-html.server";
import { ServerHtml } from "~/features/planner/ServerHtml";
import {
  readFindPlaceSearch,
  type FlightSearchSummary,
  type HotelSearchSummary,
} from "~/features/planner/trip-search.server";
import { OFFER_ACTIONS, offerWording } from "~/features/planner/offer-wording";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Search flights and hotels",
    description: "Find flights, hotels and packages with our partners.",
    noindex: true,
  });

const panels: FindPlacePanels = {
  Flights: { title: "Your flight search", text: "Change any field and search again." },
  Hotel: { title: "Your hotel search", text: "Change any field and search again." },
};

// Where each field sits in the forms, for the list of problems at the top of the results.
const fieldTargets: Record<string, Record<string, { id: string; label: string }>> = {
  Flights: {
    departure_area_code: { id: "flights-from", label: "From" },
    destination: { id: "flights-to", label: "To" },
    departureDate: { id: "flights-departure", label: "Departure" },
    returnDate: { id: "flights-return", label: "Return" },
    adults: { id: "flights-adults", label: "Adults" },
    children: { id: "flights-children", label: "Children" },
    infants: { id: "flights-infants", label: "Infants" },
    country: { id: "flights-country", label: "Destination country" },
  },
  Hotel: {
    destination: { id: "hotel-destination", label: "Destination" },
    checkIn: { id: "hotel-check-in", label: "Check-in" },
    checkOut: { id: "hotel-check-out", label: "Check-out" },
    adults: { id: "hotel-adults", label: "Adults" },
    children: { id: "hotel-children", label: "Children" },
  },
};

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
      estimate: { html: string; perPerson: string; total: string; includes: string } | null;
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

export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const today = todayIso();
  const search = readFindPlaceSearch(params, today);
  const forms = findPlaceForms(args, search, today);
  let results: Results = { status: "idle" };

  if (search?.outcome.status === "invalid") {
    const targets = fieldTargets[search.tab] ?? {};
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
              html: costBreakdownHtml(view, `Estimated cost of this trip to ${destination.name}`),
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
  return data(
    { forms, results, tab: search?.tab ?? null },
    { status: results.status === "invalid" ? 400 : 200 },
  );
}

export default function TripSearch() {
  const { forms, results, tab } = useLoaderData<typeof loader>();
  // The widget keeps the forms it was mounted with; a new search is a new widget with its values.
  const { search } = useLocation();
  return (
    <div className="container trip-search">
      <header className="trip-search__header">
        <p className="eyebrow">Flights and hotels</p>
        <h1 className="trip-search__title">
          {results.status === "ready" ? results.heading : "Search flights and hotels"}
        </h1>
      </header>
      {/* Results first: on a phone they are what people came for; wide screens put the form on the left. */}
      <div className="trip-search__layout">
        <section className="trip-search__results" aria-labelledby="trip-search-results">
          {results.status === "invalid" ? (
            <div className="error-summary" role="alert">
              <h2 id="trip-search-results" className="error-summary__title">
                Check your {tab === "Hotel" ? "hotel" : "flight"} search
              </h2>
              <ul className="error-summary__list">
                {results.problems.map((problem) => (
                  <li key={problem.id}>
                    <a href={`#${problem.id}`}>
                      {problem.label}: {problem.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : results.status === "ready" ? (
            <>
              <p className="trip-search__facts">{results.facts.join(" · ")}</p>
              {results.estimate && results.planner ? (
                <section className="trip-search__estimate" aria-labelledby="trip-search-estimate">
                  <h2 id="trip-search-estimate" className="trip-search__results-title">
                    Our estimate for this trip
                  </h2>
                  <p className="trip-search__estimate-lead">
                    About <strong>{results.estimate.perPerson} per person</strong>,{" "}
                    {results.estimate.total} in total. {results.estimate.includes} An estimate, not
                    a price: our partners set the prices when you book.
                  </p>
                  <ServerHtml html={results.estimate.html} />
                  <Link to={results.planner.href} className="text-link">
                    Change sights or details in the {results.planner.name} planner
                  </Link>
                </section>
              ) : results.planner ? (
                <aside className="trip-search__planner">
                  <h3>What will the whole trip cost?</h3>
                  <p>
                    Flights, hotel, daily costs and sights in {results.planner.name}, per person.
                  </p>
                  <Link to={results.planner.href} className="text-link">
                    Plan your trip to {results.planner.name}
                  </Link>
                </aside>
              ) : results.catalogueMissing ? (
                <p className="trip-search__no-estimate" role="status">
                  We could not work out our own estimate just now. Search again in a moment to see
                  it; our partners show their prices below.
                </p>
              ) : tab === "Flights" ? (
                <p className="trip-search__no-estimate">
                  We have no cost guide for this destination yet, so there is no estimate of our
                  own: our partners show their prices.
                </p>
              ) : null}
              <h2 id="trip-search-results" className="trip-search__results-title">
                Book with our partners
              </h2>
              <PartnerOffers offers={results.offers} />
              <p className="trip-search__disclaimer">
                Prices and availability are set by each partner when you search.
              </p>
            </>
          ) : (
            <>
              <h2 id="trip-search-results" className="trip-search__results-title">
                Where to next?
              </h2>
              <p>
                Fill in flights or a hotel stay and we will hand your search to our partners, with
                your dates and party filled in.
              </p>
              <p>
                Not sure where to go?{" "}
                <Link to="/trips/budget">See where your budget takes you</Link>.
              </p>
            </>
          )}
        </section>
        <div className="trip-search__widget">
          <FindPlace key={search} panels={panels} forms={forms} />
        </div>
      </div>
    </div>
  );
}
