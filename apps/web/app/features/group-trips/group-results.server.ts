import {
  countryName,
  formatDate,
  formatKg,
  formatPrice,
  matchesWeather,
  paginate,
  parseDestinationId,
  rankGroupTrips,
  suggestablePlaces,
  travellerCount,
  travellersLabel,
  type Destination,
  type GroupEstimate,
  type PriceDisplay,
  type Travellers,
} from "@travel/domain";
import { pageNav } from "../../ui/page-nav";
import { partnerLink } from "../planner/partners.server";
import { OFFER_ACTIONS, offerWording } from "../planner/offer-wording";
import { answersPerCatalogue } from "../destinations/catalogue.server";
import { domainPlan, tripQuery, type GroupTrip } from "./group-plan.server";
import {
  GROUP_PATH,
  type ChosenView,
  type GroupResultsView,
  type GroupRowView,
  type ShareView,
} from "./group-types";
import { groupCardPath } from "./share-card-address";
import { weatherWishWords } from "../weather/weather-words";
import { keptOutFlightProblem } from "../destinations/destination-access";

/**
 * The group page's results: every destination ranked with the domain's rules, each party's
 * share formatted, and for the chosen destination a flight link per party (from its own
 * airport, with its own headcount) and one hotel link for the whole group.
 */

const partyName = (party: GroupTrip["parties"][number]) =>
  party.airport.city ? `${party.airport.city} (${party.airport.code})` : party.airport.code;

/** Everyone in the group, for the hotel search and the summaries. */
export function groupTravellers(trip: GroupTrip): Travellers {
  return trip.parties.reduce(
    (sum, { travellers }) => ({
      adults: sum.adults + travellers.adults,
      children: sum.children + travellers.children,
      infants: sum.infants + travellers.infants,
    }),
    { adults: 0, children: 0, infants: 0 },
  );
}

function shareViews(
  trip: GroupTrip,
  estimate: GroupEstimate,
  formatMoney: (cents: number) => string,
): ShareView[] {
  return estimate.shares.map((share, index) => {
    const party = trip.parties[index] as GroupTrip["parties"][number];
    return {
      party: partyName(party),
      travellers: travellersLabel(party.travellers),
      share: formatMoney(share.totalCost),
      perPerson: formatMoney(share.perPerson),
      // A party that lives there is not offered a flight: it is already where the group meets.
      flights: share.startsAtDestination
        ? "Already there, no flight"
        : formatMoney(share.flightCost),
      co2: share.startsAtDestination ? "No flight" : formatKg(share.co2Kg),
    };
  });
}

const countryOf = (destination: Destination) =>
  countryName(destination.countryCode) ?? destination.countryCode.toUpperCase();

/**
 * Ranking every place is the page's cost. A group's link is opened by each of its parties, and
 * paging, choosing a place or another currency ask the same ranking again: it is worked out
 * once per catalogue read and plan (about 1 MB for 5,000 places; 20 plans kept).
 */
const rankings = answersPerCatalogue<ReturnType<typeof rankGroupTrips>>(20);

function rankingFor(
  destinations: readonly Destination[],
  trip: GroupTrip,
  budgetCents: number | undefined,
) {
  const plan = domainPlan(trip);
  const { weather, includeKeptOut = false } = trip;
  // Places under a do-not-travel advisory or without scheduled flights are not suggested unless
  // the group asked for every place (decision 141); a weather wish keeps the places that meet it.
  // The cache stays keyed by the catalogue read itself.
  const key = JSON.stringify([plan, trip.ranking, budgetCents ?? null, weather, includeKeptOut]);
  return rankings(destinations, key, () =>
    rankGroupTrips(
      suggestablePlaces(
        weather ? destinations.filter((place) => matchesWeather(place, weather)) : destinations,
        { includeKeptOut },
      ),
      plan,
      { by: trip.ranking, budgetCents },
    ),
  );
}

/** Full results (each party's share) per page: the best ten first, the rest a link away. */
export const GROUP_PAGE_SIZE = 10;

export function groupResults(
  destinations: readonly Destination[],
  trip: GroupTrip,
  chosenText: string | null,
  display: PriceDisplay,
  pageNumber = 1,
): GroupResultsView {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const budgetCents = trip.budgetEuros === undefined ? undefined : trip.budgetEuros * 100;
  const { ranked, withinBudget } = rankingFor(destinations, trip, budgetCents);
  const shown =
    budgetCents === undefined
      ? ranked
      : ranked.filter((entry) => entry.estimate.totalCost <= budgetCents);
  // A page past the last shows the last: a smaller budget may have shortened the list.
  const page = paginate(shown, pageNumber, GROUP_PAGE_SIZE);
  const onPage = (n: number): Record<string, string> => (n > 1 ? { page: String(n) } : {});
  const rows = page.items.map(({ destination, estimate }, index): GroupRowView => ({
    id: destination.id,
    rank: page.first + index,
    name: destination.name,
    country: countryOf(destination),
    total: formatMoney(estimate.totalCost),
    perPerson: formatMoney(estimate.perPerson),
    gap: formatMoney(estimate.fairnessGapCents),
    co2Kg: estimate.co2Kg,
    co2: formatKg(estimate.co2Kg),
    shares: shareViews(trip, estimate, formatMoney),
    chooseHref: `${GROUP_PATH}?${tripQuery(trip, { destination: String(destination.id), ...onPage(page.page) })}#chosen`,
  }));

  const chosenId = parseDestinationId(chosenText);
  const chosenEntry = ranked.find((entry) => entry.destination.id === chosenId) ?? null;
  const other = trip.ranking === "total" ? "fairness" : "total";
  const keep: Record<string, string> = chosenEntry
    ? { destination: String(chosenEntry.destination.id) }
    : {};
  const pageHref = (n: number) => `${GROUP_PATH}?${tripQuery(trip, { ...keep, ...onPage(n) })}`;
  return {
    rows,
    shownCount: page.total,
    first: page.first,
    pages: pageNav(page.page, page.pageCount, pageHref),
    moreHref: page.page < page.pageCount ? `${pageHref(page.page + 1)}#group-results-title` : null,
    moreCount: Math.min(GROUP_PAGE_SIZE, page.total - page.first - page.items.length + 1),
    considered: ranked.length,
    withinBudget,
    budget: trip.budgetEuros === undefined ? null : formatMoney(trip.budgetEuros * 100),
    ranking: trip.ranking,
    otherRankingHref: `${GROUP_PATH}?${tripQuery({ ...trip, ranking: other }, keep)}`,
    totalHref: `${GROUP_PATH}?${tripQuery({ ...trip, ranking: "total" }, keep)}`,
    fairnessHref: `${GROUP_PATH}?${tripQuery({ ...trip, ranking: "fairness" }, keep)}`,
    co2Href: `${GROUP_PATH}?${tripQuery({ ...trip, ranking: "co2" }, keep)}`,
    chosen: chosenEntry
      ? chosenView(chosenEntry.destination, chosenEntry.estimate, trip, formatMoney)
      : null,
    partiesLabel: `${trip.parties.length} parties, ${travellerCount(groupTravellers(trip))} travellers`,
    dates: `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`,
    weather: trip.weather ? weatherWishWords(trip.weather) : null,
  };
}

export function chosenView(
  destination: Destination,
  estimate: GroupEstimate,
  trip: GroupTrip,
  formatMoney: (cents: number) => string,
): ChosenView {
  const dates = `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`;
  // A place kept out by default (chosen with `everywhere=1`) gets no flight link (decision 190).
  const noFlight = keptOutFlightProblem(destination);
  const flights = trip.parties.map((party, index) => {
    const share = estimate.shares[index];
    const { adults, children, infants } = party.travellers;
    const title = offerWording.flightsTitle(partyName(party), destination.name);
    if (share?.startsAtDestination) {
      return {
        key: `flights-${index + 1}`,
        kind: "flights" as const,
        partner: "",
        problem: `${partyName(party)} is where ${destination.name} is: already there, this party needs no flight.`,
        title,
        detail: "",
        action: OFFER_ACTIONS.flights,
      };
    }
    if (noFlight) {
      return {
        key: `flights-${index + 1}`,
        kind: "flights" as const,
        partner: "",
        problem: noFlight,
        title,
        detail: "",
        action: OFFER_ACTIONS.flights,
      };
    }
    return {
      key: `flights-${index + 1}`,
      ...partnerLink("flights", (links) =>
        links.flights({
          origin: party.airport.code,
          destination: destination.airportCode,
          departureDate: trip.departureDate,
          returnDate: trip.returnDate,
          adults,
          children,
          infants,
        }),
      ),
      title,
      detail: offerWording.flightsDetail(travellersLabel(party.travellers)),
      action: OFFER_ACTIONS.flights,
    };
  });
  const everyone = groupTravellers(trip);
  const hotel = {
    key: "hotels",
    ...partnerLink("hotels", (links) =>
      links.hotels({
        city: destination.name,
        country: destination.countryCode,
        checkIn: trip.departureDate,
        checkOut: trip.returnDate,
        ...everyone,
      }),
    ),
    title: `${offerWording.hotelsTitle(destination.name)} for the whole group`,
    detail: `${dates} · ${travellersLabel(everyone)} · ${estimate.rooms} room${estimate.rooms === 1 ? "" : "s"}`,
    action: OFFER_ACTIONS.hotels,
  };
  const query = tripQuery(trip, { destination: String(destination.id) });
  return {
    id: destination.id,
    name: destination.name,
    country: countryOf(destination),
    total: formatMoney(estimate.totalCost),
    perPerson: formatMoney(estimate.perPerson),
    co2: formatKg(estimate.co2Kg),
    summary: `${dates} · ${trip.parties.length} parties · ${travellersLabel(everyone)}`,
    offers: [...flights, hotel],
    saveFields: Object.fromEntries(query),
    redirectTo: `${GROUP_PATH}?${query}#chosen`,
    cardPath: groupCardPath(query),
  };
}
