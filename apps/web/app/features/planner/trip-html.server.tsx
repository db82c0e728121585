import { renderToStaticMarkup } from "react-dom/server";
import { CostBreakdown } from "~/features/planner/CostBreakdown";
import { PartnerOffers } from "~/features/planner/PartnerOffers";
import type { EstimateView, PartnerOffer } from "./trip-plan.server";

/**
 * Display-only parts of the planner rendered to HTML on the server, like the find-place forms
 * (features/find-place/find-place.server.tsx): they have no behaviour, so the browser needs their markup, not
 * their code. Pages place them with <ServerHtml>; this keeps a destination page within the
 * 100 KB first-load JavaScript budget.
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
