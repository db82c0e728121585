import type { GroupRanking, WeatherWish } from "@travel/domain";
import type { PartnerOffer } from "~/features/planner/planner-types";
import type { FieldChoice } from "~/features/planner/search-form";
import type { PageNavView } from "~/ui/page-nav";

/**
 * What the group-trip server modules hand to the page: plain types, so components never import a
 * .server module.
 */
export const GROUP_PATH = "/trips/group";
/** The resource route that saves a group plan with its destination (routes/resources.group-plan.ts). */
export const GROUP_PLAN_ACTION = "/resources/group-plan";

export const partyFields = ["from", "adults", "children", "infants"] as const;
export type PartyField = (typeof partyFields)[number];

export type PartyForm = {
  values: Record<PartyField, string>;
  errors: Partial<Record<PartyField, string>>;
  choices: FieldChoice[];
};

/** The form's optional place in mind, as typed or as the place found reads. */
export type GroupDestinationField = { value: string; error?: string; choices?: FieldChoice[] };

type GroupFormField = "parties" | "departureDate" | "returnDate" | "budget";

export type GroupForm = {
  parties: PartyForm[];
  departureDate: string;
  returnDate: string;
  budget: string;
  ranking: GroupRanking;
  errors: Partial<Record<GroupFormField, string>>;
  today: string;
  /** "Weather in <month>" and `everywhere=1`, as the form was sent. */
  weather: { wish?: WeatherWish | undefined; error?: string | undefined };
  includeKeptOut: boolean;
};

/** One party's share at a destination, formatted. */
export type ShareView = {
  party: string;
  travellers: string;
  share: string;
  perPerson: string;
  flights: string;
  /** The party's return flights' CO₂e, an estimate ("No flight" when it lives there). */
  co2: string;
};

/** One ranked destination, ready for the page. */
export type GroupRowView = {
  id: number;
  /** Place in the whole ranking, from 1. */
  rank: number;
  name: string;
  country: string;
  total: string;
  perPerson: string;
  gap: string;
  /** Every party's flights' CO₂e, kg, and formatted. */
  co2Kg: number;
  co2: string;
  shares: ShareView[];
  /** The same group page with this destination chosen (its partner links, saving, sharing). */
  chooseHref: string;
};

/** The chosen destination: every party's flight link, the group's hotel link, saving and sharing. */
export type ChosenView = {
  id: number;
  name: string;
  country: string;
  total: string;
  perPerson: string;
  co2: string;
  summary: string;
  offers: (PartnerOffer & { key: string })[];
  /** The group plan's hidden fields for the save form. */
  saveFields: Record<string, string>;
  redirectTo: string;
  cardPath: string;
};

export type GroupResultsView = {
  /** This page's rows only (GROUP_PAGE_SIZE). */
  rows: GroupRowView[];
  /** How many rows the ranking has in all (within the budget, when there is one). */
  shownCount: number;
  /** Rank of this page's first row. */
  first: number;
  pages: PageNavView;
  /** The next page, and how many rows it holds; null on the last page. */
  moreHref: string | null;
  moreCount: number;
  considered: number;
  withinBudget: number;
  budget: string | null;
  ranking: GroupRanking;
  /** The same results ranked the other way. */
  otherRankingHref: string;
  totalHref: string;
  fairnessHref: string;
  co2Href: string;
  chosen: ChosenView | null;
  partiesLabel: string;
  dates: string;
  /** The weather asked for ("warm in March"), or null. */
  weather: string | null;
};
