import type { AppLoadContext } from "@remix-run/node";
import { countryOptions, toIsoDate } from "@travel/domain";
import { renderToStaticMarkup } from "react-dom/server";
import type { FindPlaceForms, FindPlaceFormsHtml } from "~/features/find-place/find-place-forms";
import {
  FlightSearchForm,
  HotelSearchForm,
  type SearchFormOptions,
} from "~/features/find-place/SearchForms";
import { travellerCategoryCopy, travellersSummary } from "../planner/trip-plan.server";
import { TRIP_SEARCH_PATH, type FindPlaceSearch } from "../planner/trip-search.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The find-place forms of a document request, for entry.server.tsx to render into the page. */
    findPlaceForms?: FindPlaceFormsHtml;
  }
}

/**
 * The find-place widget's forms as HTML. The widget sits in the home hero, where every
 * kilobyte of JavaScript counts (a 100 KB budget, nearly used): the forms are plain GET forms,
 * so they need no JavaScript, and rendering them here keeps their markup, the country list and
 * the traveller rules out of the browser bundle.
 */
export function renderFindPlaceForms(
  search: FindPlaceSearch | null = null,
  today: string = toIsoDate(new Date()),
): FindPlaceFormsHtml {
  const options: SearchFormOptions = {
    action: TRIP_SEARCH_PATH,
    today,
    countries: countryOptions,
    travellerCategories: travellerCategoryCopy,
  };
  const flightForm = search?.tab === "Flights" ? search.outcome.form : undefined;
  const hotelForm = search?.tab === "Hotel" ? search.outcome.form : undefined;
  const summary = travellersSummary(flightForm?.values ?? {});
  return {
    Flights: renderToStaticMarkup(
      <FlightSearchForm form={flightForm} options={options} travellersSummary={summary} />,
    ),
    Hotel: renderToStaticMarkup(<HotelSearchForm form={hotelForm} options={options} />),
  };
}

/** A browser loading a page (not fetching data for a client-side navigation) says so. */
function isDocumentRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "document";
}

/**
 * The forms for a loader's data. For a document request their HTML goes to the load context,
 * where entry.server.tsx picks it up for the page, and the data carries none: sent in both, the
 * forms (with a 250-country list) made up most of the home page's bytes. Any other request
 * (client-side navigations, or clients that do not say) gets the HTML in the data.
 */
export function findPlaceForms(
  { request, context }: { request: Request; context: AppLoadContext },
  search: FindPlaceSearch | null = null,
  today?: string,
): FindPlaceForms {
  const html = renderFindPlaceForms(search, today);
  const initialTab = search?.tab ?? "Flights";
  if (!isDocumentRequest(request)) return { initialTab, html };
  context.findPlaceForms = html;
  return { initialTab, html: null };
}
