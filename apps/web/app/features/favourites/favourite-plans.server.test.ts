import { createPartnerLinks, EURO_DISPLAY, formatMoney } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isKnownAirport } from "../airports/airports.server";
import { favouritePlanQuery, favouritePlanSummary } from "./favourite-plans.server";
import { setPartnerLinks } from "../planner/partners.server";
import { estimateDestinationTrip, readPlan } from "../planner/trip-plan.server";

const TODAY = "2031-03-01";
const porto = makeDestination({
  id: 104,
  slug: "porto",
  name: "Porto",
  airportCode: "OPO",
  latitude: 41.2481,
  longitude: -8.6814,
  nightlyRateCents: 9000,
  dailyCostCents: 5000,
  attractions: [{ id: "livraria", name: "Livraria Lello", priceCents: 800 }],
});
const plan = {
  originAirport: "LHR",
  departureDate: "2031-05-01",
  returnDate: "2031-05-04",
  adults: 2,
  children: 1,
  infants: 0,
};

beforeAll(() =>
  setPartnerLinks(createPartnerLinks({ flights: { affiliateId: "fl-1" }, isKnownAirport })),
);
afterAll(() => setPartnerLinks(undefined));

describe("favouritePlanQuery", () => {
  it("turns a saved plan into the planner's query, leaving out what was not saved", () => {
    expect(favouritePlanQuery(plan).toString()).toBe(
      "departure_area_code=LHR&departureDate=2031-05-01&returnDate=2031-05-04&adults=2&children=1&infants=0",
    );
    expect(favouritePlanQuery({ adults: 3 }).toString()).toBe("adults=3");
    expect(favouritePlanQuery(undefined).toString()).toBe("");
  });
});

describe("favouritePlanSummary", () => {
  it("estimates the saved plan as the planner does and reopens each partner search for it", () => {
    const summary = favouritePlanSummary(porto, plan, EURO_DISPLAY, { today: TODAY });
    const { trip } = readPlan(favouritePlanQuery(plan), {
      today: TODAY,
      path: "/destinations/104",
    });
    const { estimate } = estimateDestinationTrip(porto, trip!);
    expect(summary).toMatchObject({
      saved: true,
      description: "2 Adults, 1 Child · May 01, 2031 – May 04, 2031 · from London (LHR)",
      total: formatMoney(estimate.totalCost),
      perPerson: formatMoney(estimate.perPerson),
      problem: null,
    });
    expect(summary.offers.map((offer) => offer.kind)).toEqual(["flights", "hotels", "packages"]);
    expect("href" in summary.offers[0]! && summary.offers[0].href).toBe(
      "https://www.aviasales.com/searches/new?origin_iata=LHR&destination_iata=OPO&depart_date=2031-05-01&return_date=2031-05-04&adults=2&children=1&infants=0&currency=EUR&oneway=0&trip_class=0&with_request=true&marker=fl-1",
    );
    expect(summary.plannerHref).toBe(
      "/destinations/104?departure_area_code=LHR&departureDate=2031-05-01&returnDate=2031-05-04&adults=2&children=1&infants=0#planner",
    );
  });

  it("shows the default plan for a favourite saved without one, and says it is an example", () => {
    const summary = favouritePlanSummary(porto, undefined, EURO_DISPLAY, {
      today: TODAY,
      homeAirport: "LIS",
    });
    expect(summary.saved).toBe(false);
    expect(summary.description).toBe("2 Adults · Apr 12, 2031 – Apr 17, 2031 · from Lisbon (LIS)");
    expect(summary.total).not.toBeNull();
    // Without a home airport nothing is priced from a guess: the traveller is asked.
    const unasked = favouritePlanSummary(porto, undefined, EURO_DISPLAY, { today: TODAY });
    expect(unasked.total).toBeNull();
    expect(unasked.problem).toBe("Tell us where you fly from to see what this trip costs.");
  });

  it("asks for new dates once the saved ones have passed, keeping the way back to the planner", () => {
    const summary = favouritePlanSummary(
      porto,
      { ...plan, departureDate: "2031-02-01", returnDate: "2031-02-03" },
      EURO_DISPLAY,
      { today: TODAY },
    );
    expect(summary).toMatchObject({
      total: null,
      offers: [],
      problem: "The dates of this plan have passed: choose new ones in the planner.",
    });
    expect(summary.plannerHref).toContain("departureDate=2031-02-01");
  });
});
