import { createPartnerLinks, PartnerLinkError } from "@travel/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isKnownAirport } from "../airports/airports.server";
import { partnerLinkMessage, setPartnerLinks } from "./partners.server";
import {
  PAST_DATE_MESSAGE,
  readFindPlaceSearch,
  readFlightSearch,
  readHotelSearch,
} from "./trip-search.server";

const TODAY = "2031-06-01";

beforeAll(() => {
  setPartnerLinks(
    createPartnerLinks({
      flights: { affiliateId: "fl-1" },
      packages: { affiliateId: "pk-2" },
      hotels: { affiliateId: "777", label: "hero" },
      hotelWidget: { affiliateId: "hw-3" },
      isKnownAirport,
    }),
  );
});
afterAll(() => setPartnerLinks(undefined));

const flightQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    search: "flights",
    departure_area_code: "LIS",
    destination: "GRU",
    departureDate: "2031-07-01",
    returnDate: "2031-07-15",
    adults: "2",
    children: "1",
    infants: "1",
    country: "",
    ...overrides,
  });

const hrefs = (
  outcome: ReturnType<typeof readFlightSearch> | ReturnType<typeof readHotelSearch>,
) =>
  outcome.status === "ready"
    ? Object.fromEntries(
        outcome.links.map((link) => [link.kind, "href" in link ? link.href : link.problem]),
      )
    : {};

describe("readFlightSearch", () => {
  it("turns a complete search into the flights, package and hotel links with the configured ids", () => {
    const outcome = readFlightSearch(flightQuery(), TODAY);
    expect(outcome.status).toBe("ready");
    expect(hrefs(outcome)).toEqual({
      flights:
        "https://www.aviasales.com/searches/new?origin_iata=LIS&destination_iata=GRU&depart_date=2031-07-01&return_date=2031-07-15&adults=2&children=1&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=fl-1",
      packages:
        "https://www.expedia.com/go/package/search/FlightHotel/2031-07-01/2031-07-15?FromAirport=LIS&Destination=GRU&NumRoom=1&NumAdult=2&NumChild=1&NumInfant=0&currency=EUR&affcid=pk-2",
      // Children include the infant; the country is the destination airport's.
      hotels:
        "https://www.booking.com/searchresults.html?ss=S%C3%A3o%20Paulo%2C%20Brazil&checkin=2031-07-01&checkout=2031-07-15&group_adults=2&group_children=2&no_rooms=2&selected_currency=EUR&aid=777&label=hero",
    });
    if (outcome.status !== "ready") return;
    expect(outcome.summary).toMatchObject({
      travellersLabel: "2 Adults, 1 Child, 1 Infant",
      country: "Brazil",
    });
    expect(outcome.summary.origin).toMatchObject({ code: "LIS", city: "Lisbon" });
  });

  it("reads cities and picked suggestions as airports, and leaves blank counts at 1 adult", () => {
    const outcome = readFlightSearch(
      flightQuery({
        departure_area_code: "lisbon",
        destination: "Barcelona (BCN)",
        adults: "",
        children: "",
        infants: "",
      }),
      TODAY,
    );
    expect(outcome.status).toBe("ready");
    expect(hrefs(outcome)["flights"]).toContain("origin_iata=LIS&destination_iata=BCN");
    expect(hrefs(outcome)["flights"]).toContain("adults=1&children=0&infants=0");
  });

  it("offers each airport of a city with several, as links that search again with it", () => {
    const outcome = readFlightSearch(flightQuery({ destination: "London" }), TODAY);
    expect(outcome.status).toBe("invalid");
    expect(outcome.form.errors).toEqual({
      destination: "Several airports match “London”: pick one.",
    });
    const choices = outcome.form.choices.destination ?? [];
    expect(choices.map((choice) => choice.label)).toEqual(
      expect.arrayContaining(["London (LHR)", "London (LGW)"]),
    );
    const heathrow = choices.find((choice) => choice.label === "London (LHR)");
    const again = new URL(heathrow!.href, "http://site.test");
    expect(again.pathname).toBe("/trips/search");
    expect(again.searchParams.get("destination")).toBe("LHR");
    expect(again.searchParams.get("departureDate")).toBe("2031-07-01");
    expect(readFlightSearch(again.searchParams, TODAY).status).toBe("ready");
  });

  it("lets the country decide between cities of the same name", () => {
    const outcome = readFlightSearch(flightQuery({ destination: "Paris", country: "us" }), TODAY);
    expect(outcome.status).toBe("ready");
    expect(hrefs(outcome)["hotels"]).toContain("ss=Paris%2C%20United%20States");
  });

  it("says what to fix for each field and keeps every value", () => {
    const outcome = readFlightSearch(
      new URLSearchParams({
        search: "flights",
        departure_area_code: "",
        destination: "Atlantis",
        departureDate: "soon",
        returnDate: "2031-07-15",
        adults: "1",
        infants: "2",
        country: "zz",
      }),
      TODAY,
    );
    expect(outcome.status).toBe("invalid");
    expect(outcome.form.errors).toEqual({
      departure_area_code: "Enter the airport or city you leave from.",
      destination: "We couldn't find an airport for “Atlantis”. Try the city or the 3-letter code.",
      departureDate: "Choose a valid date.",
      infants: "Each infant travels on an adult's lap: add an adult or remove an infant.",
      country: "Choose a country from the list.",
    });
    expect(outcome.form.values).toMatchObject({
      destination: "Atlantis",
      departureDate: "soon",
      infants: "2",
      country: "zz",
    });
  });

  it("refuses a return before departure, a departure in the past and the same airport twice", () => {
    expect(readFlightSearch(flightQuery({ returnDate: "2031-06-20" }), TODAY).form.errors).toEqual({
      returnDate: "The return date can't be before the departure date.",
    });
    expect(
      readFlightSearch(flightQuery({ departureDate: "2031-05-31" }), TODAY).form.errors,
    ).toEqual({ departureDate: PAST_DATE_MESSAGE });
    expect(readFlightSearch(flightQuery({ destination: "lisbon" }), TODAY).form.errors).toEqual({
      destination: "You leave from and fly to the same airport: choose another destination.",
    });
  });

  it("explains the package and hotel links a day trip cannot have, and still offers the flight", () => {
    const outcome = readFlightSearch(flightQuery({ returnDate: "2031-07-01" }), TODAY);
    expect(outcome.status).toBe("ready");
    expect(hrefs(outcome)).toMatchObject({
      flights: expect.stringContaining("return_date=2031-07-01"),
      packages:
        "A flight and hotel package needs at least one night: return on a later day to see packages.",
      hotels: "Check-out must be after check-in.",
    });
  });
});

const hotelQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    search: "hotel",
    destination: "Lisbon",
    checkIn: "2031-07-01",
    checkOut: "2031-07-05",
    adults: "2",
    children: "2",
    ...overrides,
  });

describe("readHotelSearch", () => {
  it("gives the hotel search, the hotel widget search and the hand-off for a known city", () => {
    const outcome = readHotelSearch(hotelQuery(), TODAY);
    expect(hrefs(outcome)).toEqual({
      hotels:
        "https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=2031-07-01&checkout=2031-07-05&group_adults=2&group_children=2&no_rooms=2&selected_currency=EUR&aid=777&label=hero",
      hotelWidget:
        "https://search.hotellook.com/hotels?checkIn=2031-07-01&checkOut=2031-07-05&adults=2&children=2&childAges=0%2C0&locationId=LIS&marker=hw-3&language=en&currency=USD",
      hotelSearch: "https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal",
    });
  });

  it("treats a city with several airports as one place, and asks between cities of one name", () => {
    const london = readHotelSearch(hotelQuery({ destination: "London" }), TODAY);
    expect(london.status).toBe("invalid");
    expect(london.form.choices.destination?.map((choice) => choice.label)).toEqual(
      expect.arrayContaining(["London, United Kingdom", "London, Canada"]),
    );
    const uk = readHotelSearch(hotelQuery({ destination: "London, United Kingdom" }), TODAY);
    expect(uk.status).toBe("ready");
    expect(hrefs(uk)["hotelSearch"]).toBe(
      "https://www.booking.com/searchresults.html?ss=London%2C%20United%20Kingdom",
    );
  });

  it("searches a place the airport list does not know as typed, without the widget", () => {
    const outcome = readHotelSearch(hotelQuery({ destination: "Hallstatt" }), TODAY);
    expect(Object.keys(hrefs(outcome))).toEqual(["hotels", "hotelSearch"]);
    expect(hrefs(outcome)["hotelSearch"]).toBe(
      "https://www.booking.com/searchresults.html?ss=Hallstatt",
    );
  });

  it("never takes the affiliate marker from the query string", () => {
    const outcome = readHotelSearch(
      new URLSearchParams([...hotelQuery(), ["marker", "someone-else"]]),
      TODAY,
    );
    expect(hrefs(outcome)["hotelWidget"]).toContain("marker=hw-3");
    expect(hrefs(outcome)["hotelWidget"]).not.toContain("someone-else");
  });

  it("says what to fix: place, dates, guests", () => {
    expect(
      readHotelSearch(hotelQuery({ destination: " ", checkOut: "2031-07-01", adults: "0" }), TODAY)
        .form.errors,
    ).toEqual({
      destination: "Enter the city you want to stay in.",
      checkOut: "Check-out must be after check-in.",
      adults: "Add at least one adult.",
    });
    expect(readHotelSearch(hotelQuery({ checkIn: "2031-05-01" }), TODAY).form.errors).toEqual({
      checkIn: PAST_DATE_MESSAGE,
    });
    expect(readHotelSearch(hotelQuery({ children: "11" }), TODAY).form.errors).toEqual({
      children: "Up to 10 children.",
    });
  });
});

describe("readFindPlaceSearch", () => {
  it("picks the tab from the form that was sent, and nothing without one", () => {
    expect(readFindPlaceSearch(flightQuery(), TODAY)?.tab).toBe("Flights");
    expect(readFindPlaceSearch(hotelQuery(), TODAY)?.tab).toBe("Hotel");
    expect(readFindPlaceSearch(new URLSearchParams("destination=LIS"), TODAY)).toBeNull();
  });
});

describe("partnerLinkMessage", () => {
  it("has a message for people for every refusal, never the developer's text", () => {
    const codes = [
      "INVALID_AIRPORT",
      "UNKNOWN_AIRPORT",
      "SAME_AIRPORT",
      "INVALID_DATE",
      "RETURN_BEFORE_DEPARTURE",
      "NO_NIGHTS",
      "CHECK_OUT_NOT_AFTER_CHECK_IN",
      "NO_ADULT",
      "INVALID_TRAVELLERS",
      "MISSING_LOCATION",
      "EMPTY_QUERY",
      "INVALID_CONFIG",
    ] as const;
    for (const code of codes) {
      const { message } = partnerLinkMessage(
        new PartnerLinkError(code, 'origin must be … got "x"'),
      );
      expect(message, code).toMatch(/^[A-Z].*\.$/);
      expect(message, code).not.toContain("got");
    }
  });
});
