import { renderToStaticMarkup } from "react-dom/server";
import { CostBreakdown } from "~/features/planner/CostBreakdown";
import { PartnerOffers } from "~/features/planner/PartnerOffers";
import type { EstimateView, PartnerOffer } from "./trip-plan.server";

/**
 * Display-only parts of the planner rendered to HTML on the server, for the destination page
 * only (placed with <ServerHtml>). The other pages draw <LazyCostBreakdown> (a lazy island) and
 * <PlannerOffers> from data, which is the way for this page too.
 */
export function costBreakdownHtml(
  estimate: EstimateView,
  caption: string,
  example?: string,
): string {
  return renderToStaticMarkup(
    <CostBreakdown estimate={estimate} caption={caption} example={example} />,
  );
}

export function partnerOffersHtml(offers: PartnerOffer[]): string {
  return renderToStaticMarkup(<PartnerOffers offers={offers} />);
}
