/**
 * The shapes of the find-place searches as their forms show them: plain types (and the field
 * lists), shared by trip-search.server.ts, which fills them, and the components that render them.
 */
export const flightFields = [
  "departure_area_code",
  "destination",
  "departureDate",
  "returnDate",
  "adults",
  "children",
  "infants",
  "country",
] as const;
export type FlightField = (typeof flightFields)[number];
export const hotelFields = ["destination", "checkIn", "checkOut", "adults", "children"] as const;
export type HotelField = (typeof hotelFields)[number];

/** Where a field sits in its form: the element's id and its label, for messages that link to it. */
export type FieldTarget = { id: string; label: string };

/** The id of a traveller count in a TravellersPicker whose ids start with `prefix`. */
export const travellerFieldId = (prefix: string, field: "adults" | "children" | "infants") =>
  `${prefix}-${field}`;

/** Another way to fill a field, e.g. one of London's airports: a link that searches again with it. */
export type FieldChoice = { label: string; detail: string; href: string };

export type SearchForm<Field extends string> = {
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
  choices: Partial<Record<Field, FieldChoice[]>>;
};
