import { lazyIsland } from "~/ui/lazy-island";
import type { CostBreakdownProps } from "./CostBreakdown";

/**
 * A trip's cost table on a page: drawn by the server with the page, its code loaded in the
 * browser only to draw a new estimate after a client-side navigation (ui/lazy-island.tsx).
 */
export const LazyCostBreakdown = lazyIsland<CostBreakdownProps>(
  () => import("./CostBreakdown").then((module) => module.CostBreakdown),
  "LazyCostBreakdown",
);
