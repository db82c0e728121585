import { renderToStaticMarkup } from "react-dom/server";
import { CostBreakdown } from "~/components/planner/CostBreakdown";
import { PartnerOffers } from "~/components/planner/PartnerOffers";
import type { EstimateView, PartnerOffer } from "./trip-plan.server";

/**
 * Display-only parts of the planner rendered to HTML on the server, like the find-place forms
 * (lib/find-place.server.tsx): they have no behaviour, so the browser needs their markup, not
 * their code. Pages place them with <ServerHtml>; this keeps a destination page within the
 * 100 KB first-load JavaScript budget.
 */
export function costBreakdownHtml(estimate: EstimateView, caption: string): string {
  return renderToStaticMarkup(<CostBreakdown estimate={estimate} caption={caption} />);
}

export function partnerOffersHtml(offers: PartnerOffer[]): string {
  return renderToStaticMarkup(<PartnerOffers offers={offers} />);
}
