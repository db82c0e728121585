import { lazyIsland } from "~/ui/lazy-island";
import type { CostBreakdownProps } from "./CostBreakdown";
import type { PartnerOffer } from "./planner-types";

// The planner's display-only parts on a page, as lazy islands (ui/lazy-island.tsx): drawn by
// the server with the page, their code loaded in the browser only to draw a new plan. One module
// for both, so a page with a plan loads one small wrapper file, not two.

/** A trip's cost table. */
export const LazyCostBreakdown = lazyIsland<CostBreakdownProps>(
  () => import("./CostBreakdown").then((module) => module.CostBreakdown),
  "LazyCostBreakdown",
);

/** The partner offers: plain links. */
export const LazyPlannerOffers = lazyIsland<{ offers: PartnerOffer[] | null }>(
  () => import("./PartnerOffers").then((module) => module.PlannerOffers),
  "LazyPlannerOffers",
);
