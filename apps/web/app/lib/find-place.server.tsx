import { countryOptions, toIsoDate, travellerCategories } from "@travel/domain";
import { renderToStaticMarkup } from "react-dom/server";
import { FlightSearchForm, HotelSearchForm, type SearchFormOptions } from "~/components/find-place/SearchForms";
import type { TravellerField } from "~/components/find-place/TravellersPicker";
import { travellersSummary } from "./trip-plan.server";
import { TRIP_SEARCH_PATH, type FindPlaceSearch } from "./trip-search.server";

/**
 * The find-place widget's forms as HTML, for the page's loader data. The widget sits in the
 * home hero, where every kilobyte of JavaScript counts (a 100 KB budget, nearly used): the
 * forms are plain GET forms, so they need no JavaScript, and rendering them here keeps their
 * markup, the country list and the traveller rules out of the browser bundle. FindPlace
 * places the HTML in its tab panels; the autocomplete is loaded when someone uses a form.
 */
export type FindPlaceForms = { Flights: string; Hotel: string; initialTab: "Flights" | "Hotel" };

export function renderFindPlaceForms(search: FindPlaceSearch | null = null, today: string = toIsoDate(new Date())): FindPlaceForms {
  const options: SearchFormOptions = {
    action: TRIP_SEARCH_PATH,
    today,
    countries: countryOptions,
    travellerCategories: travellerCategories.map(({ value, label, ages }) => ({ value: value as TravellerField, label, ages })),
  };
  const flightForm = search?.tab === "Flights" ? search.outcome.form : undefined;
  const hotelForm = search?.tab === "Hotel" ? search.outcome.form : undefined;
  const summary = travellersSummary(flightForm?.values ?? {});
  return {
    Flights: renderToStaticMarkup(<FlightSearchForm form={flightForm} options={options} travellersSummary={summary} />),
    Hotel: renderToStaticMarkup(<HotelSearchForm form={hotelForm} options={options} />),
    initialTab: search?.tab ?? "Flights",
  };
}
