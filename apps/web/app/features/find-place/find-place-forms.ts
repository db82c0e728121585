import {
  travellerFieldId,
  type FieldTarget,
  type FlightField,
  type HotelField,
  type SearchForm,
} from "~/features/planner/search-form";

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

/**
 * Every field of the two forms, with its element id and label: SearchForms.tsx draws them, and
 * the results page links each problem to its field.
 */
export const flightFieldTargets = {
  departure_area_code: { id: "flights-from", label: "From" },
  destination: { id: "flights-to", label: "To" },
  departureDate: { id: "flights-departure", label: "Departure" },
  returnDate: { id: "flights-return", label: "Return" },
  adults: { id: travellerFieldId("flights", "adults"), label: "Adults" },
  children: { id: travellerFieldId("flights", "children"), label: "Children" },
  infants: { id: travellerFieldId("flights", "infants"), label: "Infants" },
  country: { id: "flights-country", label: "Destination country" },
} as const satisfies Record<FlightField, FieldTarget>;

export const hotelFieldTargets = {
  destination: { id: "hotel-destination", label: "Destination" },
  checkIn: { id: "hotel-check-in", label: "Check-in" },
  checkOut: { id: "hotel-check-out", label: "Check-out" },
  adults: { id: "hotel-adults", label: "Adults" },
  children: { id: "hotel-children", label: "Children" },
} as const satisfies Record<HotelField, FieldTarget>;
