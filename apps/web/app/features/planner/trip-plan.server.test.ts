import {
  createPartnerLinks,
  EURO_DISPLAY,
  estimateFlightEmissions,
  formatKgEstimate,
  estimateFlightFareCents,
  estimateTrip,
  greatCircleKm,
} from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAirport, isKnownAirport } from "../airports/airports.server";
import { co2MethodView } from "./co2-method.server";
import { setPartnerLinks } from "./partners.server";
import {
  estimateDestinationTrip,
  estimateView,
  planQuery,
  readPlan,
  tripPartnerOffers,
  type PlannedTrip,
} from "./trip-plan.server";

const TODAY = "2031-03-01";
const PATH = "/destinations/101";

// The rate and sights the estimates below are worked out from by hand.
const lisbon = makeDestination({
  nightlyRateCents: 11_000,
  dailyCostCents: 6_000,
  attractions: [
    { id: "jeronimos", name: "Jerónimos Monastery", priceCents: 1800 },
    { id: "belem-tower", name: "Belém Tower", priceCents: 800 },
  ],
});

beforeAll(() =>
  setPartnerLinks(
    createPartnerLinks({
      flights: { affiliateId: "fl-1" },
      hotels: { affiliateId: "777" },
      isKnownAirport,
    }),
  ),
);
afterAll(() => setPartnerLinks(undefined));

const read = (query: string, origin = "LIS") =>
  readPlan(new URLSearchParams(query), { today: TODAY, origin, path: PATH });
/** A plan for a traveller who has not said where they fly from. */
const readWithoutHome = (query: string) =>
  readPlan(new URLSearchParams(query), { today: TODAY, path: PATH });

describe("readPlan", () => {
  it("plans 2 adults, 5 nights from six weeks ahead, every sight, when the query says nothing", () => {
    const { trip, isDefault, form } = read("");
    expect(isDefault).toBe(true);
    expect(form.errors).toEqual({});
    expect(trip).toMatchObject({
      departureDate: "2031-04-12",
      returnDate: "2031-04-17",
      nights: 5,
      travellers: { adults: 2, children: 0, infants: 0 },
      attractionIds: "all",
    });
    expect(trip?.origin.code).toBe("LIS");
  });

  it("starts from the traveller's home airport, and without one waits for it, with no message", () => {
    expect(read("", "CDG").trip?.origin.code).toBe("CDG");
    const unknown = readWithoutHome("");
    expect(unknown.needsOrigin).toBe(true);
    expect(unknown.trip).toBeNull();
    expect(unknown.form.errors).toEqual({});
    expect(unknown.form.values.departure_area_code).toBe("");
    // The query's airport outranks the home airport; an emptied field is the visitor's to fix.
    expect(read("departure_area_code=OPO", "CDG").trip?.origin.code).toBe("OPO");
    const emptied = readWithoutHome("departure_area_code=");
    expect(emptied.needsOrigin).toBe(false);
    expect(emptied.form.errors.departure_area_code).toBe(
      "Enter the airport or city you leave from.",
    );
  });

  it("takes what the query sets and the default plan for the rest", () => {
    const { trip, isDefault } = read("departure_area_code=Paris%20(ORY)&adults=3&infants=1");
    expect(isDefault).toBe(false);
    expect(trip).toMatchObject({ travellers: { adults: 3, children: 0, infants: 1 }, nights: 5 });
    expect(trip?.origin.code).toBe("ORY");
  });

  it("keeps exactly the ticked sights once a planner form was sent", () => {
    expect(read("plan=1").trip?.attractionIds).toEqual([]);
    expect(read("plan=1&attraction=belem-tower").trip?.attractionIds).toEqual(["belem-tower"]);
  });

  it("says what to fix and offers the airports of an ambiguous city on this page", () => {
    const { trip, form } = read(
      "departure_area_code=London&departureDate=2031-02-01&returnDate=2031-02-03&adults=1&infants=2",
    );
    expect(trip).toBeNull();
    expect(form.errors).toEqual({
      departure_area_code: "Several airports match “London”: pick one.",
      departureDate: "Choose a date from today on.",
      infants: "Each infant travels on an adult's lap: add an adult or remove an infant.",
    });
    const heathrow = form.choices.departure_area_code?.find(
      (choice) => choice.label === "London (LHR)",
    );
    expect(heathrow?.href).toMatch(/^\/destinations\/101\?departure_area_code=LHR&/);
    expect(form.values.departure_area_code).toBe("London");
  });

  it("refuses an unknown airport, a blank one and a trip of more than 60 nights", () => {
    expect(read("departure_area_code=Atlantis").form.errors.departure_area_code).toMatch(
      /couldn't find an airport/,
    );
    expect(read("departure_area_code=").form.errors.departure_area_code).toBe(
      "Enter the airport or city you leave from.",
    );
    expect(read("departureDate=2031-04-01&returnDate=2031-06-01").form.errors).toEqual({
      returnDate: "Plan up to 60 nights.",
    });
  });

  it("reads back the query it writes", () => {
    const trip = read("departure_area_code=OPO&adults=2&children=1&plan=1&attraction=jeronimos")
      .trip as PlannedTrip;
    const again = read(planQuery(trip).toString()).trip;
    expect(again).toEqual(trip);
  });
});

describe("estimateDestinationTrip", () => {
  it("estimates with the domain's fare model from the origin airport to the destination", () => {
    const trip = read("departure_area_code=LHR&adults=2&children=1&plan=1&attraction=jeronimos")
      .trip as PlannedTrip;
    const heathrow = findAirport("LHR")!;
    const fare = estimateFlightFareCents(greatCircleKm(heathrow, lisbon));
    const result = estimateDestinationTrip(lisbon, trip);
    expect(result.flightFareCents).toBe(fare);
    expect(result.estimate).toEqual(
      estimateTrip({
        nightlyRateCents: 11000,
        dailyCostCents: 6000,
        attractions: [{ priceCents: 1800 }],
        nights: 5,
        travellers: { adults: 2, children: 1, infants: 0 },
        flightFareCents: fare,
      }),
    );
    // By hand: 2 rooms × 5 nights × €110 = €1,100; daily 2.5 × 5 × €60 = €750; sight 2.5 × €18 = €45.
    expect(result.estimate).toMatchObject({
      hotelCost: 110000,
      totalDailyCost: 75000,
      attractionCost: 4500,
      rooms: 2,
    });
    expect(result.distanceKm).toBe(Math.round(greatCircleKm(heathrow, lisbon)));
  });

  it("has no flight when the trip starts at the destination's airport", () => {
    const result = estimateDestinationTrip(lisbon, read("").trip as PlannedTrip);
    expect(result).toMatchObject({ startsAtDestination: true, flightFareCents: 0, distanceKm: 0 });
    expect(result.estimate.flightCost).toBe(0);
    expect(result.attractions).toHaveLength(2);
  });
});

describe("the planner's flight CO₂e", () => {
  it("shows the party's return flights, per person and for everyone, and how they were counted", () => {
    const trip = read("departure_area_code=LHR&adults=2&children=1&infants=1").trip as PlannedTrip;
    const result = estimateDestinationTrip(lisbon, trip);
    const expected = estimateFlightEmissions({
      distanceKm: greatCircleKm(findAirport("LHR")!, lisbon),
      travellers: { adults: 2, children: 1, infants: 1 },
    });
    const { co2 } = estimateView(lisbon, trip, result, EURO_DISPLAY);
    expect(co2.totalKg).toBe(expected.totalKg);
    // Shown to two significant figures: a distance band's average, not a measurement.
    expect(co2.total).toBe(formatKgEstimate(expected.totalKg));
    expect(co2.perPerson).toBe(formatKgEstimate(expected.perPersonKg));
    expect(co2.co2OnlyPerPerson).toBe(formatKgEstimate(expected.co2OnlyPerPersonKg));
    expect(expected.co2OnlyPerPersonKg).toBeLessThan(expected.perPersonKg);
    expect(co2.note).toBe(
      `3 seats × ${result.distanceKm.toLocaleString("en-US")} km each way, there and back (short-haul factor); infants on a lap add none`,
    );
  });

  it("shows 0 kg when the trip starts at the destination's airport", () => {
    const trip = read("").trip as PlannedTrip;
    const { co2 } = estimateView(lisbon, trip, estimateDestinationTrip(lisbon, trip), EURO_DISPLAY);
    expect(co2).toMatchObject({ totalKg: 0, total: "0 kg", perPerson: "0 kg" });
    expect(co2.note).toBe("No flight, no flight emissions");
  });

  it("works the methods page's example out with the same function, from the same airports", () => {
    const { example, bands, holds, source } = co2MethodView();
    const expected = estimateFlightEmissions({
      distanceKm: greatCircleKm(findAirport("LIS")!, findAirport("CDG")!),
      travellers: { adults: 2, children: 0, infants: 0 },
    });
    expect(example).toMatchObject({
      from: "Lisbon (LIS)",
      band: "short-haul",
      factor: "0.12576",
      totalKg: expected.totalKg,
      total: `${expected.totalKg} kg`,
      perPerson: `${expected.perPersonKg} kg`,
    });
    expect(bands.map((band) => band.range)).toEqual([
      "up to 500 km",
      "500 km to 3,700 km",
      "over 3,700 km",
    ]);
    expect(holds).toEqual(["500 to 912 km", "3,700 to 3,976 km"]);
    expect(source.year).toBe(2025);
  });
});

describe("tripPartnerOffers", () => {
  it("links the planned trip's flights, hotels and package with the configured ids", () => {
    const trip = read("departure_area_code=OPO&adults=2&infants=1").trip as PlannedTrip;
    const offers = tripPartnerOffers(lisbon, trip);
    expect(offers.map((offer) => ("href" in offer ? offer.href : offer.problem))).toEqual([
      "https://www.aviasales.com/searches/new?origin_iata=OPO&destination_iata=LIS&depart_date=2031-04-12&return_date=2031-04-17&adults=2&children=0&infants=1&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=fl-1",
      "https://www.booking.com/searchresults.html?ss=Lisbon%2C%20Portugal&checkin=2031-04-12&checkout=2031-04-17&group_adults=2&group_children=1&no_rooms=1&selected_currency=EUR&aid=777",
      "https://www.expedia.com/go/package/search/FlightHotel/2031-04-12/2031-04-17?FromAirport=OPO&Destination=LIS&NumRoom=1&NumAdult=2&NumChild=0&NumInfant=0&currency=EUR",
    ]);
    expect(offers[0]).toMatchObject({
      title: "Flights Porto → Lisbon",
      detail: "Return, economy · 2 Adults, 1 Infant",
    });
  });

  it("explains the flight it cannot link when the trip starts at the destination", () => {
    const [flights] = tripPartnerOffers(lisbon, read("").trip as PlannedTrip);
    expect(flights).toMatchObject({
      kind: "flights",
      problem: "You leave from and fly to the same airport: choose another destination.",
    });
  });
});
