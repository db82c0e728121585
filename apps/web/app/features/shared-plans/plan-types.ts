import type { PartnerOffer } from "~/features/planner/planner-types";
import type { PartyFields, PartyFormState } from "./party-form-types";

/**
 * What the shared-plan pages get from the server: plain types, so components never import a
 * .server module. The same view reaches a page by its loader and, live, by the plan's event
 * stream (plan-feed.server.ts), built for the member who watches.
 */
export const PLANS_PATH = "/trips/plans";
export const planPath = (id: string) => `${PLANS_PATH}/${id}`;

export type PartyView = {
  uid: string;
  name: string;
  /** "Lisbon (LIS)" */
  airport: string;
  country: string;
  travellers: string;
  isMe: boolean;
  isOrganiser: boolean;
};

type ShareView = { party: string; share: string; perPerson: string; co2: string };

export type OptionView = {
  id: string;
  destinationId: number;
  name: string;
  country: string;
  href: string;
  votesFor: number;
  votesAgainst: number;
  /** Who voted how, by party name. */
  voters: { party: string; vote: "for" | "against" }[];
  myVote: "for" | "against" | null;
  total: string;
  perPerson: string;
  gap: string;
  co2: string;
  /** What the watching member's party pays, and its flights' CO₂e. */
  myShare: string;
  myPerPerson: string;
  myCo2: string;
  shares: ShareView[];
  /** The measures this option is the group's best on. */
  best: ("total" | "fairness" | "co2")[];
  /** The organiser, or whoever added it, may take it off. */
  removable: boolean;
};

type WeekView = {
  week: string;
  label: string;
  /** Names of the parties that can go that week. */
  going: string[];
  mine: boolean;
  holidays: { country: string; date: string; name: string }[];
  suggested: boolean;
};

export type MonthView = {
  key: string;
  label: string;
  /** Each shortlisted place's weather that month, where its climate table has it. */
  weather: { place: string; text: string }[];
  weeks: WeekView[];
};

export type DecisionView = {
  destination: string;
  country: string;
  dates: string;
  departureDate: string;
  returnDate: string;
  total: string;
  split: ShareView[];
  /** The watching member's flight (from its own airport, its own headcount) and the group's hotel. */
  offers: (PartnerOffer & { key: string })[];
  calendarHref: string;
};

export type PlanView = {
  id: string;
  name: string;
  status: "open" | "decided" | "closed";
  revision: number;
  nights: number;
  isOrganiser: boolean;
  myName: string;
  /** The member's own party as its change form shows it. */
  myParty: PartyFields;
  parties: PartyView[];
  partiesFull: boolean;
  options: OptionView[];
  optionsFull: boolean;
  /** Places the group ranking puts first for these parties, not yet on the shortlist. */
  suggestions: { destinationId: number; name: string; country: string; total: string }[];
  months: MonthView[];
  suggestedWeeks: { week: string; label: string; parties: number; everyone: boolean }[];
  partyCount: number;
  invites: { id: string; expires: string }[];
  invitesFull: boolean;
  decision: DecisionView | null;
  /** Where each figure comes from. */
  sources: { costs: string; holidays: string; weather: string };
};

/** What a member whose access ended sees instead of the plan. */
export type PlanRefusal = { refused: "removed" | "not-member" | "gone"; message: string };

/** What a plan form answers when it does not redirect: a problem beside its form, or a new link. */
export type PlanActionReply = {
  intent: string;
  problem?: string;
  /** A new invitation link, shown once (only its hash is kept). */
  inviteLink?: string;
  inviteExpires?: string;
  party?: PartyFormState;
  /** Places matching a typed name, to pick one. */
  places?: { destinationId: number; label: string }[];
};

/** The form that starts a plan (plans-index.server.ts fills it). */
export type StartFormView = {
  key: string;
  name: string;
  nights: string;
  party: PartyFormState;
  errors: { name?: string; nights?: string };
};
