import {
  countryName,
  hotelSearchSchema,
  toIsoDate,
  travellersLabel,
  tripSearchSchema,
  type Travellers,
} from "@travel/domain";
import {
  airportLabel,
  normalizeSearchText,
  resolveAirport,
  toSuggestion,
  type Airport,
  type AirportSuggestion,
} from "../airports/airports.server";
import { partnerLink, type PartnerLinkOutcome, type PartnerProblemField } from "./partners.server";
import {
  airportChoices,
  airportProblem,
  firstErrorPerField,
  isPastDate,
  QUERY_FORM_MESSAGES,
  readQueryValue,
} from "./query-form.server";
import {
  flightFields,
  hotelFields,
  type FieldChoice,
  type FlightField,
  type HotelField,
  type SearchForm,
} from "./search-form";

export type { FlightField, HotelField };

/**
 * The find-place widget's two searches, read from a query string (the forms submit with GET,
 * so they work without JavaScript): what people typed → resolved airports → the domain's
 * schemas → partner links. Anything that cannot become a link comes back as a message beside
 * its field, with every value kept.
 */
const TRIP_SEARCH_PATH = "/trips/search";

export type FlightSearchSummary = {
  origin: AirportSuggestion;
  destination: AirportSuggestion;
  departureDate: string;
  returnDate: string;
  travellers: Travellers;
  travellersLabel: string;
  country: string;
};

export type HotelSearchSummary = {
  place: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
};

export type SearchOutcome<Field extends string, Summary> =
  | { status: "invalid"; form: SearchForm<Field> }
  | { status: "ready"; form: SearchForm<Field>; summary: Summary; links: PartnerLinkOutcome[] };

export type FindPlaceSearch =
  | { tab: "Flights"; outcome: SearchOutcome<FlightField, FlightSearchSummary> }
  | { tab: "Hotel"; outcome: SearchOutcome<HotelField, HotelSearchSummary> };

export const PAST_DATE_MESSAGE = QUERY_FORM_MESSAGES.pastDate;

function readValues<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = readQueryValue(params, field);
    if (value !== null) values[field] = value;
  }
  return values;
}

function choiceLink(params: URLSearchParams, field: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(field, value);
  return `${TRIP_SEARCH_PATH}?${next}`;
}

type Resolved = { airport?: Airport; error?: string; choices?: FieldChoice[] };

function resolveAirportField(
  params: URLSearchParams,
  field: string,
  text: string,
  messages: { empty: string },
  countryCode?: string,
): Resolved {
  const resolution = resolveAirport(text, countryCode);
  if (resolution.status === "found") return { airport: resolution.airport };
  const error = airportProblem(resolution, text, messages.empty);
  if (resolution.status === "ambiguous")
    return {
      error,
      choices: airportChoices(params, field, resolution.candidates, TRIP_SEARCH_PATH),
    };
  return { error };
}

/** A search dated before today cannot be booked; the partners would show an error page. */
function checkNotPast(
  errors: Partial<Record<string, string>>,
  field: string,
  value: string | undefined,
  today: string,
) {
  if (!errors[field] && isPastDate(value, today)) errors[field] = PAST_DATE_MESSAGE;
}

const flightProblemFields: Record<PartnerProblemField, FlightField> = {
  origin: "departure_area_code",
  destination: "destination",
  dates: "departureDate",
  returnDate: "returnDate",
  checkOut: "returnDate",
  travellers: "adults",
};

/** The Flights tab: from, to, dates, travellers and the destination's country → flights, package and hotel links. */
export function readFlightSearch(
  params: URLSearchParams,
  today: string = toIsoDate(new Date()),
): SearchOutcome<FlightField, FlightSearchSummary> {
  const values = readValues(params, flightFields);
  const errors: Partial<Record<FlightField, string>> = {};
  const choices: Partial<Record<FlightField, FieldChoice[]>> = {};
  const form = { values, errors, choices };

  const countryCode = values.country?.toLowerCase() || undefined;
  const origin = resolveAirportField(
    params,
    "departure_area_code",
    values.departure_area_code ?? "",
    { empty: "Enter the airport or city you leave from." },
  );
  const destination = resolveAirportField(
    params,
    "destination",
    values.destination ?? "",
    { empty: "Enter the airport or city you fly to." },
    countryCode,
  );
  for (const [field, resolved] of [
    ["departure_area_code", origin],
    ["destination", destination],
  ] as const) {
    if (resolved.error) errors[field] = resolved.error;
    if (resolved.choices) choices[field] = resolved.choices;
  }

  const parsed = tripSearchSchema.safeParse({
    ...values,
    departure_area_code: origin.airport?.code ?? "",
    destination: destination.airport?.code ?? "",
    // The country defaults to the destination airport's.
    country: values.country || destination.airport?.countryCode || "",
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(
      firstErrorPerField(parsed.error.issues, flightFields),
    ))
      errors[field as FlightField] ??= message;
  }
  // A blank country follows the destination: until that is found, there is nothing to fix here.
  if (!values.country && !destination.airport) delete errors.country;
  checkNotPast(errors, "departureDate", values.departureDate, today);
  if (!parsed.success || !origin.airport || !destination.airport || Object.keys(errors).length > 0)
    return { status: "invalid", form };

  // Show what was understood: "lisbon" reads "Lisbon (LIS)" in the form from now on.
  values.departure_area_code = airportLabel(origin.airport);
  values.destination = airportLabel(destination.airport);
  const search = parsed.data;
  const trip = {
    origin: search.departure_area_code,
    destination: search.destination,
    departureDate: search.departureDate,
    returnDate: search.returnDate,
    adults: search.adults,
    children: search.children,
  };
  const flights = partnerLink("flights", (links) =>
    links.flights({ ...trip, infants: search.infants }),
  );
  // A refused flight link is a problem with the search itself (the same airport twice).
  if ("problem" in flights) {
    errors[flights.field ? flightProblemFields[flights.field] : "destination"] = flights.problem;
    return { status: "invalid", form };
  }
  const city = destination.airport.city || destination.airport.name;
  const links = [
    flights,
    partnerLink("packages", (all) => all.packages(trip)),
    partnerLink("hotels", (all) =>
      all.hotels({
        city,
        country: search.country,
        checkIn: search.departureDate,
        checkOut: search.returnDate,
        ...trip,
        infants: search.infants,
      }),
    ),
  ];
  const travellers = { adults: search.adults, children: search.children, infants: search.infants };
  return {
    status: "ready",
    form,
    links,
    summary: {
      origin: toSuggestion(origin.airport),
      destination: toSuggestion(destination.airport),
      departureDate: search.departureDate,
      returnDate: search.returnDate,
      travellers,
      travellersLabel: travellersLabel(travellers),
      country: countryName(search.country) ?? search.country,
    },
  };
}

type HotelPlace = { city: string; countryCode?: string; locationId?: string };

/**
 * Where to look for hotels: a city or airport from the list (which gives the country and the
 * widget's location id, the airport's IATA code), or, for a place the list does not know, the
 * text as typed: the hotel partners search free text themselves. "City, Country" (what a
 * picked place reads) decides between cities of the same name.
 */
function resolveHotelPlace(
  params: URLSearchParams,
  text: string,
): { place?: HotelPlace; error?: string; choices?: FieldChoice[] } {
  const [, cityText = text, countryText] = /^(.*\S)\s*,\s*([^,]+)$/.exec(text) ?? [];
  const resolution = resolveAirport(cityText);
  if (resolution.status === "empty") return { error: "Enter the city you want to stay in." };
  if (resolution.status === "unknown") return { place: { city: text } };
  const airports = resolution.status === "found" ? [resolution.airport] : resolution.candidates;
  // One city with several airports (London) is one place to stay.
  const cities = new Map<string, Airport>();
  for (const airport of airports) {
    const key = `${normalizeSearchText(airport.city || airport.name)}|${airport.countryCode}`;
    if (!cities.has(key)) cities.set(key, airport);
  }
  const wanted = countryText?.trim().toLowerCase();
  const all = [...cities.values()];
  const inCountry = all.filter(
    (airport) =>
      airport.countryCode === wanted || countryName(airport.countryCode)?.toLowerCase() === wanted,
  );
  const options = inCountry.length > 0 ? inCountry : all;
  if (options.length === 1) {
    const [airport] = options as [Airport];
    return {
      place: {
        city: airport.city || airport.name,
        countryCode: airport.countryCode,
        locationId: airport.code,
      },
    };
  }
  return {
    error: `Several places match “${text}”: pick one.`,
    choices: options.map((airport) => {
      const suggestion = toSuggestion(airport);
      const label = `${airport.city || airport.name}, ${suggestion.country}`;
      return { label, detail: suggestion.name, href: choiceLink(params, "destination", label) };
    }),
  };
}

/** The Hotel tab: destination, check-in, check-out, adults, children → hotel, hotel-widget and free-text hand-off links. */
export function readHotelSearch(
  params: URLSearchParams,
  today: string = toIsoDate(new Date()),
): SearchOutcome<HotelField, HotelSearchSummary> {
  const values = readValues(params, hotelFields);
  const errors: Partial<Record<HotelField, string>> = {};
  const choices: Partial<Record<HotelField, FieldChoice[]>> = {};
  const form = { values, errors, choices };

  const resolved = resolveHotelPlace(params, values.destination ?? "");
  if (resolved.error) errors.destination = resolved.error;
  if (resolved.choices) choices.destination = resolved.choices;
  const place = resolved.place;

  const parsed = hotelSearchSchema.safeParse({
    ...values,
    locationId: place?.locationId ?? place?.city ?? "",
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(
      firstErrorPerField(parsed.error.issues, hotelFields),
    ))
      errors[field as HotelField] ??= message;
  }
  checkNotPast(errors, "checkIn", values.checkIn, today);
  if (!parsed.success || !place || Object.keys(errors).length > 0)
    return { status: "invalid", form };

  const stay = parsed.data;
  const country = place.countryCode ? countryName(place.countryCode) : undefined;
  const placeText = country ? `${place.city}, ${country}` : place.city;
  const links = [
    partnerLink("hotels", (all) =>
      all.hotels({
        city: place.city,
        country: place.countryCode ?? "",
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
      }),
    ),
    ...(place.locationId
      ? [
          // The marker always comes from configuration, never from the query string.
          partnerLink("hotelWidget", (all) =>
            all.hotelWidget({
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              adults: stay.adults,
              children: stay.children,
              locationId: place.locationId as string,
            }),
          ),
        ]
      : []),
    partnerLink("hotelSearch", (all) => all.hotelSearch(placeText)),
  ];
  return {
    status: "ready",
    form,
    links,
    summary: {
      place: placeText,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      children: stay.children,
    },
  };
}

/** Which tab a query string is for (the forms send search=flights or search=hotel); null for none. */
export function readFindPlaceSearch(
  params: URLSearchParams,
  today?: string,
): FindPlaceSearch | null {
  switch (params.get("search")) {
    case "flights":
      return { tab: "Flights", outcome: readFlightSearch(params, today) };
    case "hotel":
      return { tab: "Hotel", outcome: readHotelSearch(params, today) };
    default:
      return null;
  }
}
