import { lazyIsland } from "~/ui/lazy-island";
import type { TripCostTeaserProps } from "./TripCostTeaser";

/**
 * The home page's worked example of a trip's cost: display-only, so drawn by the server and its
 * code loaded only when the browser must draw it itself (ui/lazy-island.tsx).
 */
export const LazyTripCostTeaser = lazyIsland<TripCostTeaserProps>(
  () => import("./TripCostTeaser").then((module) => module.TripCostTeaser),
  "LazyTripCostTeaser",
);
