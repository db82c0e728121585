import type { Destination } from "@travel/domain";
import type { SceneSpec } from "~/features/art/art-addresses";
import type { FieldChoice } from "./search-form";

/**
 * What the planner's server modules hand to its components: plain types (and the plan's field
 * list), so components never import a .server module. The server modules fill them.
 */
export const planFields = [
  "departure_area_code",
  "departureDate",
  "returnDate",
  "adults",
  "children",
  "infants",
] as const;
export type PlanField = (typeof planFields)[number];

export type PlanForm = {
  values: Record<PlanField, string>;
  errors: Partial<Record<PlanField, string>>;
  choices: Partial<Record<PlanField, FieldChoice[]>>;
  attractionIds: string[] | "all";
};

export type PartnerKind = "flights" | "packages" | "hotels" | "hotelWidget" | "hotelSearch";

/** Which part of a search a link problem is about, so each form can put it beside its field. */
export type PartnerProblemField =
  "origin" | "destination" | "dates" | "returnDate" | "checkOut" | "travellers";

export type PartnerLinkOutcome =
  | { kind: PartnerKind; partner: string; href: string }
  | { kind: PartnerKind; partner: string; problem: string; field?: PartnerProblemField };

export type PartnerOffer = PartnerLinkOutcome & { title: string; detail: string; action: string };

type CostPartKey = "flights" | "hotel" | "daily" | "attractions";

/**
 * One line of a cost breakdown, with how it was counted, for people. Amounts come formatted
 * (spec §9), so the page needs no formatting code of its own.
 */
export type CostPart = {
  key: CostPartKey;
  label: string;
  cents: number;
  amount: string;
  sharePercent: number;
  note: string;
};

/**
 * A trip's flight emissions as the planner shows them (always as an estimate, with a link to
 * /methods/co2): whole kilograms of CO₂e, formatted.
 */
export type Co2View = {
  totalKg: number;
  total: string;
  perPerson: string;
  /** The CO₂ alone (no radiative forcing), per person: what most flight searches show. */
  co2OnlyPerPerson: string;
  /** How it was counted: seats, distance, band; or why there is none. */
  note: string;
};

export type EstimateView = {
  totalCents: number;
  total: string;
  perPerson: string;
  travellers: number;
  travellersLabel: string;
  nights: number;
  parts: CostPart[];
  co2: Co2View;
};

/** One of the comparison form's destination fields as the page shows it again. */
export type ComparePick = { value: string; error?: string; choices?: FieldChoice[] };

export type BudgetSlider = { min: number; max: number; step: number; value: number };

/** What a results row or comparison column shows for one destination, ready for the page. */
export type DestinationTripView = {
  id: number;
  name: string;
  country: string;
  slug: string;
  typeIds: string[];
  climate: Destination["climate"];
  totalCents: number;
  perPersonCents: number;
  parts: { key: "flights" | "hotel" | "daily" | "attractions"; cents: number }[];
  distanceKm: number;
  /** The return flights' CO₂e for the party, kg, and formatted (total and per person, two significant figures). */
  co2TotalKg: number;
  co2Total: string;
  co2PerPerson: string;
  /** The CO₂ alone per person (no radiative forcing), formatted the same way. */
  co2OnlyPerPerson: string;
  nights: number;
  sights: number;
  /** The destination's planner with the same plan. */
  href: string;
  /** The place's own picture, chosen from its data on the server. */
  scene: SceneSpec;
};
