import { lazyIsland } from "~/ui/lazy-island";
import type { MapFigureProps } from "./map-types";

/**
 * A map on a page (map-views.server.ts gives its props): drawn by the server with the page, its
 * code loaded in the browser only to draw a new map after a client-side navigation.
 */
export const LazyMapFigure = lazyIsland<MapFigureProps>(
  () => import("./MapFigure").then((module) => module.MapFigure),
  "LazyMapFigure",
);
