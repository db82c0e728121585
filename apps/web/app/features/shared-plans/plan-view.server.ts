import {
  bestPlanOptions,
  countryName,
  destinationPath,
  estimatePlanOption,
  formatDate,
  formatKg,
  formatPrice,
  MAX_PLAN_INVITES,
  MAX_PLAN_OPTIONS,
  MAX_PLAN_PARTIES,
  monthWeather,
  nightsBetween,
  planWeeks,
  suggestablePlaces,
  suggestWeeks,
  tallyVotes,
  travellersLabel,
  type Destination,
  type GroupEstimate,
  type GroupTripPlan,
  type PriceDisplay,
} from "@travel/domain";
import type { PlanParty, SharedPlan } from "@travel/firebase-client";
import { airportLabel, findAirport, type Airport } from "../airports/airports.server";
import { answersPerCatalogue } from "../destinations/catalogue.server";
import { chosenView } from "../group-trips/group-results.server";
import { todayIso } from "../planner/trip-plan.server";
import { HOLIDAYS_SOURCE, holidaysBetween } from "./holidays.server";
import { partyFieldsOf } from "./party-form.server";
import {
  planPath,
  type DecisionView,
  type MonthView,
  type OptionView,
  type PartyView,
  type PlanView,
} from "./plan-types";

/**
 * One member's view of a shared plan: the parties, the shortlist priced with the group trip's
 * rules (decision 085) with the member's own share, the weeks with every party's country's
 * holidays and the shortlisted places' weather, and once decided the member's own partner links.
 * Pure over its inputs: the loader and the live stream build it the same way.
 */

const countryOf = (code: string) => countryName(code) ?? code.toUpperCase();

/** A party's home airport; one the airport list no longer has keeps its code. */
function airportOf(party: PlanParty): Airport {
  return (
    findAirport(party.originAirport) ?? {
      code: party.originAirport,
      name: party.originAirport,
      city: "",
      countryCode: party.country,
      latitude: 0,
      longitude: 0,
      large: false,
    }
  );
}

const travellersOf = (party: PlanParty) => ({
  adults: party.adults,
  children: party.children,
  infants: party.infants,
});

function domainPlan(plan: SharedPlan, nights: number): GroupTripPlan {
  return {
    nights,
    parties: plan.parties.map((party) => {
      const airport = airportOf(party);
      return {
        origin: { code: airport.code, latitude: airport.latitude, longitude: airport.longitude },
        travellers: travellersOf(party),
      };
    }),
  };
}

/** The group ranking's first places for these parties, worked out once per catalogue read and plan. */
const rankings = answersPerCatalogue<{ destination: Destination; estimate: GroupEstimate }[]>(50);

function topPlaces(destinations: readonly Destination[], trip: GroupTripPlan) {
  return rankings(destinations, JSON.stringify(trip), () =>
    suggestablePlaces(destinations)
      .map((destination) => ({ destination, estimate: estimatePlanOption(destination, trip) }))
      .sort(
        (a, b) =>
          a.estimate.totalCost - b.estimate.totalCost || a.destination.id - b.destination.id,
      )
      .slice(0, 30),
  );
}

export type ViewInput = {
  plan: SharedPlan;
  uid: string;
  destinations: readonly Destination[];
  display: PriceDisplay;
  today?: string;
};

const monthLabel = (key: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${key}-01T00:00:00Z`),
  );
const weekLabel = (week: string) =>
  `Week of ${new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`))}`;

export function planView({
  plan,
  uid,
  destinations,
  display,
  today = todayIso(),
}: ViewInput): PlanView {
  const money = (cents: number) => formatPrice(cents, display);
  const byId = new Map(destinations.map((destination) => [destination.id, destination]));
  const myIndex = plan.parties.findIndex((party) => party.uid === uid);
  const me = plan.parties[myIndex];
  const nights = plan.decision
    ? nightsBetween(plan.decision.departureDate, plan.decision.returnDate)
    : plan.nights;
  const trip = domainPlan(plan, nights);
  const names = plan.parties.map((party) => party.name);

  const parties: PartyView[] = plan.parties.map((party) => ({
    uid: party.uid,
    name: party.name,
    airport: airportLabel(airportOf(party)),
    country: countryOf(party.country),
    travellers: travellersLabel(travellersOf(party)),
    isMe: party.uid === uid,
    isOrganiser: party.uid === plan.organiserUid,
  }));

  const priced = plan.options.flatMap((option) => {
    const destination = byId.get(option.destinationId);
    return destination
      ? [{ option, destination, estimate: estimatePlanOption(destination, trip) }]
      : [];
  });
  const best = bestPlanOptions(priced.map(({ option, estimate }) => ({ id: option.id, estimate })));
  const options: OptionView[] = priced.map(({ option, destination, estimate }) => {
    const votes = plan.votes[option.id] ?? {};
    const tally = tallyVotes(votes);
    const mine = estimate.shares[myIndex];
    const share = (index: number) => {
      const part = estimate.shares[index];
      return {
        party: names[index] ?? "",
        share: part ? money(part.totalCost) : "",
        perPerson: part ? money(part.perPerson) : "",
        co2: part?.startsAtDestination ? "No flight" : formatKg(part?.co2Kg ?? 0),
      };
    };
    return {
      id: option.id,
      destinationId: destination.id,
      name: destination.name,
      country: countryOf(destination.countryCode),
      href: destinationPath(destination.id),
      votesFor: tally.for,
      votesAgainst: tally.against,
      voters: plan.parties.flatMap((party) => {
        const vote = votes[party.uid];
        return vote ? [{ party: party.name, vote }] : [];
      }),
      myVote: votes[uid] ?? null,
      total: money(estimate.totalCost),
      perPerson: money(estimate.perPerson),
      gap: money(estimate.fairnessGapCents),
      co2: formatKg(estimate.co2Kg),
      myShare: mine ? money(mine.totalCost) : "",
      myPerPerson: mine ? money(mine.perPerson) : "",
      myCo2: mine?.startsAtDestination ? "No flight" : formatKg(mine?.co2Kg ?? 0),
      shares: estimate.shares.map((_, index) => share(index)),
      best: (["total", "fairness", "co2"] as const).filter(
        (measure) => best[measure] === option.id,
      ),
      removable: plan.status === "open" && (plan.organiserUid === uid || option.addedBy === uid),
    };
  });

  const listed = new Set(plan.options.map((option) => option.destinationId));
  const suggestions = topPlaces(destinations, trip)
    .filter(({ destination }) => !listed.has(destination.id))
    .slice(0, 5)
    .map(({ destination, estimate }) => ({
      destinationId: destination.id,
      name: destination.name,
      country: countryOf(destination.countryCode),
      total: money(estimate.totalCost),
    }));

  const weeks = planWeeks(today);
  const suggested = suggestWeeks(
    weeks,
    plan.parties.map((party) => party.weeks),
  );
  const suggestedSet = new Set(suggested.map((entry) => entry.week));
  const last = weeks.at(-1) as string;
  const countries = [...new Set(plan.parties.map((party) => party.country))];
  const holidays = countries.flatMap((code) =>
    holidaysBetween(code, weeks[0] as string, `${last.slice(0, 8)}31`).map((holiday) => ({
      country: countryOf(code),
      ...holiday,
    })),
  );
  const months = new Map<string, MonthView>();
  for (const week of weeks) {
    const key = week.slice(0, 7);
    let month = months.get(key);
    if (!month) {
      const monthNumber = Number(key.slice(5, 7));
      month = {
        key,
        label: monthLabel(key),
        weather: priced.flatMap(({ destination }) => {
          if (!destination.weather) return [];
          const weather = monthWeather(destination.weather, monthNumber);
          const extras = [weather.dry === true ? "dry" : weather.dry === false ? "wet" : null]
            .concat(weather.sunny ? ["sunny"] : [])
            .filter(Boolean);
          return [
            {
              place: destination.name,
              text: [
                `${Math.round(weather.highC)} °C / ${Math.round(weather.lowC)} °C`,
                weather.warmth,
                ...extras,
              ].join(", "),
            },
          ];
        }),
        weeks: [],
      };
      months.set(key, month);
    }
    const end = new Date(`${week}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 6);
    const sunday = end.toISOString().slice(0, 10);
    month.weeks.push({
      week,
      label: weekLabel(week),
      going: plan.parties.filter((party) => party.weeks.includes(week)).map((party) => party.name),
      mine: me?.weeks.includes(week) ?? false,
      holidays: holidays
        .filter((holiday) => holiday.date >= week && holiday.date <= sunday)
        .map((holiday) => ({ ...holiday, date: formatDate(holiday.date) })),
      suggested: suggestedSet.has(week),
    });
  }

  return {
    id: plan.id,
    name: plan.name,
    status: plan.status,
    revision: plan.revision,
    nights: plan.nights,
    isOrganiser: plan.organiserUid === uid,
    myName: me?.name ?? "",
    myParty: me
      ? partyFieldsOf(me, airportLabel(airportOf(me)))
      : { name: "", from: "", adults: "1", children: "0", infants: "0" },
    parties,
    partiesFull: plan.parties.length >= MAX_PLAN_PARTIES,
    options,
    optionsFull: plan.options.length >= MAX_PLAN_OPTIONS,
    suggestions,
    months: [...months.values()],
    suggestedWeeks: suggested.map((entry) => ({ ...entry, label: weekLabel(entry.week) })),
    partyCount: plan.parties.length,
    invites:
      plan.organiserUid === uid
        ? plan.invites
            .filter((invite) => invite.expiresAt.getTime() > Date.now())
            .map((invite) => ({ id: invite.id, expires: formatDate(invite.expiresAt) }))
        : [],
    invitesFull:
      plan.invites.filter((invite) => invite.expiresAt.getTime() > Date.now()).length >=
      MAX_PLAN_INVITES,
    decision: decisionView(plan, myIndex, byId, trip, money),
    sources: {
      costs:
        "Estimates by the group-trip rules: each party's own return flights, daily costs and sights, and a share of the group's hotel by seats.",
      holidays: HOLIDAYS_SOURCE,
      weather:
        "Weather: average daily highs and lows from Wikipedia's climate tables, matched to each place.",
    },
  };
}

function decisionView(
  plan: SharedPlan,
  myIndex: number,
  byId: Map<number, Destination>,
  trip: GroupTripPlan,
  money: (cents: number) => string,
): DecisionView | null {
  const { decision } = plan;
  const destination = decision ? byId.get(decision.destinationId) : undefined;
  if (!decision || !destination) return null;
  const estimate = estimatePlanOption(destination, trip);
  const chosen = chosenView(
    destination,
    estimate,
    {
      departureDate: decision.departureDate,
      returnDate: decision.returnDate,
      nights: trip.nights,
      ranking: "total",
      parties: plan.parties.map((party) => ({
        airport: airportOf(party),
        travellers: travellersOf(party),
      })),
    },
    money,
  );
  const mine = `flights-${myIndex + 1}`;
  return {
    destination: destination.name,
    country: countryOf(destination.countryCode),
    dates: `${formatDate(decision.departureDate)} – ${formatDate(decision.returnDate)}`,
    departureDate: decision.departureDate,
    returnDate: decision.returnDate,
    total: money(estimate.totalCost),
    split: estimate.shares.map((share, index) => ({
      party: plan.parties[index]?.name ?? "",
      share: money(share.totalCost),
      perPerson: money(share.perPerson),
      co2: share.startsAtDestination ? "No flight" : formatKg(share.co2Kg),
    })),
    offers: chosen.offers.filter((offer) => offer.key === mine || offer.key === "hotels"),
    calendarHref: `${planPath(plan.id)}/calendar.ics`,
  };
}
