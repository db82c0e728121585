import type { FlightField, HotelField, SearchForm } from "~/features/planner/search-form";

/** The find-place tabs that hold a search form. */
export type FindPlaceFormTab = "Flights" | "Hotel";

/** Where both forms submit (= TRIP_SEARCH_PATH; a literal keeps server code out of the bundle). */
export const FIND_PLACE_ACTION = "/trips/search";

/**
 * What a page's loader says about the widget's forms (find-place.server.ts): the tab to open,
 * and each form's values, messages and choices when a search was made. The forms themselves
 * are components (SearchForms.tsx), drawn as a lazy island (LazySearchForm.tsx).
 */
export type FindPlaceForms = {
  initialTab: FindPlaceFormTab;
  flights: SearchForm<FlightField> | null;
  hotel: SearchForm<HotelField> | null;
  /** The first day the date fields accept. */
  today: string;
  /** The flight form's travellers line ("2 Adults, 1 Child"). */
  travellersSummary: string;
};
