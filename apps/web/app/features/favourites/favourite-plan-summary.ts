import type { PartnerOffer } from "../planner/planner-types";

/** A saved plan's .ics download (routes/my-profile.plans.$id.calendar[.]ics.ts). */
export const planCalendarPath = (destinationId: number, kind: "plan" | "group") =>
  `/my-profile/plans/${destinationId}/calendar.ics${kind === "group" ? "?kind=group" : ""}`;

/** A favourite's trip as My destinations shows it (filled by favourite-plans.server.ts). */
export type FavouritePlanSummaryData = {
  /** True when the user saved this plan, false for the default plan. */
  saved: boolean;
  /** "2 Adults · Jan 03, 2027 – Jan 08, 2027 · from Madrid (MAD)" */
  description: string;
  total: string | null;
  perPerson: string | null;
  /** Why there is no estimate (e.g. the dates have passed). */
  problem: string | null;
  offers: PartnerOffer[];
  plannerHref: string;
  /** The saved plan as an .ics download; null without saved dates. */
  calendarHref: string | null;
};
