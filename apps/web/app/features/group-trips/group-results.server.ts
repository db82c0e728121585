import {
  countryName,
  formatDate,
  formatKg,
  formatPrice,
  parseDestinationId,
  rankGroupTrips,
  travellerCount,
  travellersLabel,
  type Destination,
  type GroupEstimate,
  type PriceDisplay,
  type Travellers,
} from "@travel/domain";
import { partnerLink } from "../planner/partners.server";
import { OFFER_ACTIONS, offerWording } from "../planner/offer-wording";
import { domainPlan, tripQuery, type GroupTrip } from "./group-plan.server";
import {
  GROUP_PATH,
  type ChosenView,
  type GroupResultsView,
  type GroupRowView,
  type ShareView,
} from "./group-types";
import { groupCardPath } from "./share-card-address";

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
      flights: share.startsAtDestination ? "No flight" : formatMoney(share.flightCost),
      co2: share.startsAtDestination ? "No flight" : formatKg(share.co2Kg),
    };
  });
}

const countryOf = (destination: Destination) =>
  countryName(destination.countryCode) ?? destination.countryCode.toUpperCase();

export function groupResults(
  destinations: readonly Destination[],
  trip: GroupTrip,
  chosenText: string | null,
  display: PriceDisplay,
): GroupResultsView {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const budgetCents = trip.budgetEuros === undefined ? undefined : trip.budgetEuros * 100;
  const { ranked, withinBudget } = rankGroupTrips(destinations, domainPlan(trip), {
    by: trip.ranking,
    budgetCents,
  });
  const shown =
    budgetCents === undefined
      ? ranked
      : ranked.filter((entry) => entry.estimate.totalCost <= budgetCents);
  const rows = shown.map(({ destination, estimate }): GroupRowView => ({
    id: destination.id,
    name: destination.name,
    country: countryOf(destination),
    total: formatMoney(estimate.totalCost),
    perPerson: formatMoney(estimate.perPerson),
    gap: formatMoney(estimate.fairnessGapCents),
    co2Kg: estimate.co2Kg,
    co2: formatKg(estimate.co2Kg),
    shares: shareViews(trip, estimate, formatMoney),
    chooseHref: `${GROUP_PATH}?${tripQuery(trip, { destination: String(destination.id) })}#chosen`,
  }));

  const chosenId = parseDestinationId(chosenText);
  const chosenEntry = ranked.find((entry) => entry.destination.id === chosenId) ?? null;
  const other = trip.ranking === "total" ? "fairness" : "total";
  const keep: Record<string, string> = chosenEntry
    ? { destination: String(chosenEntry.destination.id) }
    : {};
  return {
    rows,
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
  };
}

function chosenView(
  destination: Destination,
  estimate: GroupEstimate,
  trip: GroupTrip,
  formatMoney: (cents: number) => string,
): ChosenView {
  const dates = `${formatDate(trip.departureDate)} – ${formatDate(trip.returnDate)}`;
  const flights = trip.parties.map((party, index) => {
    const share = estimate.shares[index];
    const { adults, children, infants } = party.travellers;
    const title = offerWording.flightsTitle(partyName(party), destination.name);
    if (share?.startsAtDestination) {
      return {
        key: `flights-${index + 1}`,
        kind: "flights" as const,
        partner: "",
        problem: `${partyName(party)} is ${destination.name}'s own airport: this party needs no flight.`,
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
