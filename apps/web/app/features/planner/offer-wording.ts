import type { PartnerKind } from "./planner-types";

/**
 * The words of a partner offer (its title, what it covers, its button), shared by the planner
 * (trip-plan.server.ts) and the search results (routes/trips.search.tsx), so one kind of offer
 * reads the same on every page.
 */
export const OFFER_ACTIONS: Record<PartnerKind, string> = {
  flights: "Search flights",
  packages: "See packages",
  hotels: "See hotels",
  hotelWidget: "Compare prices",
  hotelSearch: "Browse hotels",
};

export const offerWording = {
  flightsTitle: (from: string, to: string) => `Flights ${from} → ${to}`,
  flightsDetail: (travellers: string) => `Return, economy · ${travellers}`,
  hotelsTitle: (place: string) => `Hotels in ${place}`,
  packageDetail: (stay: string) => `One room · ${stay}`,
};
