import type { BrowseQuery, Continent } from "@travel/domain";
import type { MapFigureProps } from "~/features/maps/map-types";
import type { PageNavView } from "~/ui/page-nav";
import type { DestinationCardData } from "./destination-card";

/** What the browse page's loader hands to the page: plain types, so the page imports no .server module. */

export type BrowseView = {
  query: BrowseQuery;
  types: { id: string; name: string }[];
  regions: Continent[];
  countries: { code: string; name: string }[];
  activeType: { id: string; name: string } | null;
  /** A `type` was asked for that does not exist (an old or mistyped link): shown as a note. */
  unknownType: boolean;
  /** The airport distances are measured from. */
  origin: { code: string; label: string } | null;
  /** This page's cards only. */
  cards: (DestinationCardData & { distanceKm?: number })[];
  total: number;
  page: number;
  pageCount: number;
  /** Position of the first card on this page, from 1. */
  first: number;
  /** The page asked for is after the last one: the last page is shown, with a 404. */
  outOfRange: boolean;
  pages: PageNavView;
  prevHref: string | null;
  nextHref: string | null;
  /** This page's one address (defaults left out). */
  canonical: string;
  /** With a search and filters that found nothing: how many the search finds without the filters. */
  inEverything: number;
  searchEverythingHref: string;
  /** The map of what was found (none when nothing was). */
  map: MapFigureProps | null;
};
