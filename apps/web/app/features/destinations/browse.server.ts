import {
  BROWSE_PAGE_SIZE,
  browseCatalogue,
  browseQueryParams,
  byPopularity,
  catalogueFacets,
  destinationPath,
  paginate,
  readBrowseQuery,
  type BrowseEntry,
  type BrowseQuery,
  type Destination,
  type DestinationType,
} from "@travel/domain";
import { airportLabel, findAirport } from "../airports/airports.server";
import { browsePageMap } from "../maps/page-maps.server";
import type { MapFigureProps } from "../maps/map-types";
import { answersPerCatalogue } from "./catalogue.server";
import { toCardData } from "./destination-card.server";
import { pageNav } from "../../ui/page-nav";
import type { BrowseView } from "./browse-types";

/**
 * The browse page (/destinations): the query read and checked (the domain's schema), the
 * catalogue filtered, ordered and cut into pages (the domain's browseCatalogue and paginate), and
 * only the page's cards, the filters' lists and the map leave the server. The page's size does
 * not grow with the catalogue.
 */

const BROWSE_PATH = "/destinations";

export type BrowseReading =
  | { ok: true; query: BrowseQuery; origin: ReturnType<typeof findAirport> }
  | { ok: false; problems: { field: string; message: string }[] };

/** The query, checked; an airport code that names no airport is a problem like any other. */
export function readBrowse(url: URL): BrowseReading {
  const read = readBrowseQuery(url.searchParams);
  if (!read.ok) return read;
  const origin = read.query.from ? findAirport(read.query.from) : undefined;
  if (read.query.from && !origin) {
    return {
      ok: false,
      problems: [
        { field: "from", message: `We know no airport with the code “${read.query.from}”.` },
      ],
    };
  }
  return { ok: true, query: read.query, origin };
}

const browseHref = (query: Partial<BrowseQuery>) => {
  const params = new URLSearchParams(browseQueryParams(query)).toString();
  return params ? `${BROWSE_PATH}?${params}` : BROWSE_PATH;
};

/** Everything the page shows for a valid query. */
export function browseView(
  destinations: readonly Destination[],
  types: readonly DestinationType[],
  query: BrowseQuery,
  origin: ReturnType<typeof findAirport>,
): BrowseView {
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const activeType = types.find((type) => type.id === query.type) ?? null;
  const unknownType = query.type !== undefined && !activeType;
  // An old or mistyped type link shows every type, with a note, rather than nothing.
  const effective = unknownType ? { ...query, type: undefined } : query;
  const found = browseCatalogue(destinations, effective, { typeNames, origin });
  const page = paginate(found, query.page, BROWSE_PAGE_SIZE);
  // With a filter chosen and nothing found, say whether searching everything would help.
  const narrowed =
    query.region ||
    query.country ||
    activeType ||
    query.maxDaily !== undefined ||
    query.month !== undefined;
  const inEverything =
    found.length === 0 && query.q && narrowed
      ? browseCatalogue(destinations, { q: query.q, sort: "popular" }, { typeNames }).length
      : 0;
  const facets = facetsOf(destinations);
  return {
    query: effective,
    types: types.map(({ id, name }) => ({ id, name })),
    regions: facets.regions,
    countries: facets.countries,
    activeType: activeType ? { id: activeType.id, name: activeType.name } : null,
    unknownType,
    origin: origin ? { code: origin.code, label: airportLabel(origin) } : null,
    cards: page.items.map(({ destination, distanceKm }) => ({
      ...toCardData(destination),
      ...(distanceKm === undefined ? {} : { distanceKm }),
    })),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    first: page.first,
    outOfRange: page.outOfRange,
    pages: pageNav(page.page, page.pageCount, (n) => browseHref({ ...effective, page: n })),
    prevHref: page.page > 1 ? browseHref({ ...effective, page: page.page - 1 }) : null,
    nextHref: page.page < page.pageCount ? browseHref({ ...effective, page: page.page + 1 }) : null,
    canonical: browseHref({ ...effective, page: page.page }),
    inEverything,
    searchEverythingHref: browseHref({ q: query.q }),
    map: found.length > 0 ? mapOf(destinations, effective, found) : null,
  };
}

/** The filters' lists: the same for every page of one catalogue read. */
const facetsByCatalogue = new WeakMap<readonly Destination[], ReturnType<typeof catalogueFacets>>();
function facetsOf(destinations: readonly Destination[]) {
  let facets = facetsByCatalogue.get(destinations);
  if (!facets) {
    facets = catalogueFacets(destinations);
    facetsByCatalogue.set(destinations, facets);
  }
  return facets;
}

/**
 * The map of everything a query found: every page of one list shows the same map, so a reader
 * paging through it (or a shared link) has it worked out once per catalogue read.
 */
const maps = answersPerCatalogue<MapFigureProps>(50);
function mapOf(
  destinations: readonly Destination[],
  query: BrowseQuery,
  found: readonly BrowseEntry[],
): MapFigureProps {
  return maps(destinations, browseHref({ ...query, page: 1 }), () =>
    browsePageMap(
      found.map((entry) => entry.destination),
      (members) => clusterHref(query, members),
    ),
  );
}

/**
 * Where a group of marks on the world map leads: the list narrowed to the group's country when
 * they share one, else to their region, else the most popular member's page, so every mark is a
 * link to the places it stands for.
 */
function clusterHref(query: BrowseQuery, members: readonly Destination[]): string {
  const [first] = members;
  const base = { ...query, page: 1 };
  if (!first) return browseHref(base);
  // One pass over the members (a group at world view can hold thousands of places).
  let oneCountry = true;
  let oneRegion = first.continent !== undefined;
  let mostPopular = first;
  for (const member of members) {
    oneCountry &&= member.countryCode === first.countryCode;
    oneRegion &&= member.continent === first.continent;
    if (byPopularity(member, mostPopular) < 0) mostPopular = member;
  }
  if (oneCountry) return browseHref({ ...base, country: first.countryCode });
  if (oneRegion && first.continent) return browseHref({ ...base, region: first.continent });
  return destinationPath(mostPopular.id);
}
