import { geoInterpolate } from "d3-geo";
import { formatPrice, type PriceDisplay } from "@travel/domain";
import {
  baseMapPath,
  countryOutline,
  fitViewBox,
  greatCirclePath,
  project,
  projectPlace,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type LonLat,
  type MapPoint,
} from "./geometry.server";
import { groupMarks } from "./mark-groups.server";
import type {
  BudgetBand,
  MapFigureProps,
  MapMark,
  MapOrigin,
  MarkShape,
  ViewBox,
} from "./map-types";

/**
 * The site's three maps as plain data for <MapFigure> (a lazy island, LazyMapFigure.tsx):
 * budget discovery's (every destination coloured by its total against the budget), the
 * destination page's locator (with the flight route when a plan says where the trip starts)
 * and the browse page's. The projection, coastline and grouping stay on the server; the page
 * gets the window, the marks and the words.
 */

/** A mark's size relative to the window's width, so marks look alike at every zoom. */
const unitFor = (viewBox: ViewBox) => Math.round(viewBox.width * 0.009 * 100) / 100;

const bandShape: Record<BudgetBand, MarkShape> = {
  within: "circle",
  "just-over": "triangle",
  over: "square",
};

const bandWords: Record<BudgetBand, string> = {
  within: "within your budget",
  "just-over": "just over your budget",
  over: "over your budget",
};

/**
 * The colour of a destination on the budget map, by the domain's budget discovery: the ones the
 * budget covers are within; the few discovery shows just above it are just over; the rest are over.
 */
export function budgetBand(
  id: number,
  discovery: { within: readonly { id: number }[]; justOver: readonly { id: number }[] },
): BudgetBand {
  return bandsOf(discovery)(id);
}

/** The band of every id, read from two sets: thousands of places are banded in linear time. */
function bandsOf(discovery: {
  within: readonly { id: number }[];
  justOver: readonly { id: number }[];
}): (id: number) => BudgetBand {
  const within = new Set(discovery.within.map((entry) => entry.id));
  const justOver = new Set(discovery.justOver.map((entry) => entry.id));
  return (id) => (within.has(id) ? "within" : justOver.has(id) ? "just-over" : "over");
}

function figure(
  props: Omit<MapFigureProps, "baseHref" | "worldWidth" | "worldHeight" | "unit">,
): MapFigureProps {
  return {
    ...props,
    baseHref: baseMapPath(),
    worldWidth: WORLD_WIDTH,
    worldHeight: WORLD_HEIGHT,
    unit: unitFor(props.viewBox),
  };
}

type Place = LonLat & { id: number; name: string };
type Airport = LonLat & { code: string; city: string; name: string };

const airportWords = (airport: Airport) => `${airport.city || airport.name} (${airport.code})`;
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type BudgetMapEntry = Place & { totalCents: number; href: string };

/** Budget discovery on a map: every destination considered, the origin airport, a key. */
export function budgetMapView({
  entries,
  within,
  justOver,
  budgetCents,
  origin,
  display,
}: {
  /** Every destination considered, with its trip's total and the link to its plan. */
  entries: readonly BudgetMapEntry[];
  within: readonly { id: number }[];
  justOver: readonly { id: number }[];
  budgetCents: number;
  origin: Airport;
  /** The visitor's display currency for the marks' names and the key. */
  display: PriceDisplay;
}): MapFigureProps {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const originPoint = project(origin);
  const bandOf = bandsOf({ within, justOver });
  const placed = entries.map((entry) => ({
    ...entry,
    ...project(entry),
    band: bandOf(entry.id),
  }));
  const viewBox = fitViewBox([originPoint, ...placed], { aspect: 16 / 10 });
  const groups = groupMarks(placed, viewBox);
  const order: BudgetBand[] = ["over", "just-over", "within"];
  const marks: MapMark[] = groups.map(({ x, y, members }) => {
    const cheapest = members.reduce((best, member) =>
      member.totalCents < best.totalCents ? member : best,
    );
    // A group shows the best it holds: within the budget if any member is.
    const band = members.reduce<BudgetBand>(
      (best, member) => (order.indexOf(member.band) > order.indexOf(best) ? member.band : best),
      "over",
    );
    if (members.length === 1)
      return {
        id: cheapest.id,
        x,
        y,
        href: cheapest.href,
        label: `${cheapest.name}, ${formatMoney(cheapest.totalCents)} total, ${bandWords[band]}`,
        shape: bandShape[band],
        band,
      };
    const inBand = (wanted: BudgetBand) => members.filter((m) => m.band === wanted).length;
    return {
      id: cheapest.id,
      x,
      y,
      href: cheapest.href,
      label: `${count(members.length, "destination")} around ${cheapest.name}: ${inBand("within")} within your budget, ${inBand("just-over")} just over, ${inBand("over")} over; the cheapest, ${cheapest.name}, ${formatMoney(cheapest.totalCents)} total`,
      shape: bandShape[band],
      band,
      count: members.length,
    };
  });
  // Draw the cheaper on top: the places people look for are never hidden under the others.
  marks.sort((a, b) => order.indexOf(a.band!) - order.indexOf(b.band!));
  const tally = (band: BudgetBand) => placed.filter((entry) => entry.band === band).length;
  const budget = formatMoney(budgetCents);
  const grouped = groups.length < placed.length;
  return figure({
    id: "budget-map",
    viewBox,
    title: `Map of destinations by trip cost against ${budget}`,
    caption: `${count(tally("within"), "destination")} within ${budget} (circles), ${tally("just-over")} just over (triangles) and ${tally("over")} over (squares), for a trip from ${airportWords(origin)} (the ring). ${grouped ? "Nearby places are grouped, with their count, in the shape and colour of the best of them; a group links to its cheapest place's plan." : "Each mark links to its trip plan; the list has the same places."}`,
    marks,
    origin: { ...originPoint, code: origin.code, label: `Trip starts at ${airportWords(origin)}` },
    legend: [
      { shape: "circle", band: "within", text: `Within ${budget}` },
      { shape: "triangle", band: "just-over", text: "Just over" },
      { shape: "square", band: "over", text: "Over" },
      { shape: "origin", text: `From ${origin.code}` },
    ],
  });
}

/** The midpoint of the great circle between two places, projected: where the distance label goes. */
function routeMidpoint(from: LonLat, to: LonLat): MapPoint {
  const [longitude, latitude] = geoInterpolate(
    [from.longitude, from.latitude],
    [to.longitude, to.latitude],
  )(0.5);
  return project({ latitude, longitude });
}

/**
 * A destination's locator: its country and position; with a plan, the great-circle route from
 * the origin airport and the distance the planner's flight estimate uses (`distanceKm`).
 */
export function locatorMapView({
  destination,
  countryName,
  route,
  display,
}: {
  destination: Place & { countryCode: string };
  countryName: string;
  route: { origin: Airport; distanceKm: number; totalCents: number } | null;
  display: PriceDisplay;
}): MapFigureProps {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const point = project(destination);
  const origin = route ? project(route.origin) : null;
  const distance = route ? `${route.distanceKm.toLocaleString("en-US")} km` : "";
  const mid = route ? routeMidpoint(route.origin, destination) : null;
  const viewBox = fitViewBox(origin ? [point, origin] : [point], {
    aspect: 16 / 10,
    minWidth: 150,
    padding: 0.18,
  });
  const unit = unitFor(viewBox);
  const mapOrigin: MapOrigin | undefined =
    route && origin
      ? {
          ...origin,
          code: route.origin.code,
          label: `${airportWords(route.origin)}, where the trip starts`,
        }
      : undefined;
  return figure({
    id: "locator-map",
    viewBox,
    title: `Map of ${destination.name}, ${countryName}`,
    caption: route
      ? `${destination.name} in ${countryName}, ${distance} from ${airportWords(route.origin)} as the crow flies: the great-circle distance the flight estimate uses.`
      : `${destination.name} in ${countryName}, with the country shaded.`,
    country: countryOutline(destination.countryCode),
    marks: [
      {
        id: destination.id,
        ...point,
        href: "#planner",
        label: route
          ? `${destination.name}, ${formatMoney(route.totalCents)} total`
          : `${destination.name}, plan a trip`,
        shape: "pin",
        text: destination.name,
      },
    ],
    origin: mapOrigin,
    arc:
      route && mid
        ? {
            d: greatCirclePath(route.origin, destination),
            labelX: mid.x,
            labelY: Math.round((mid.y - unit * 1.5) * 10) / 10,
            label: distance,
          }
        : null,
  });
}

/**
 * The browse page's map: the destinations the search and filters found, each a link to its page;
 * at world view with many places, groups of nearby places, each a link (`groupHref`) to the list
 * narrowed to them.
 */
export function browseMapView<T extends Place & { countryCode: string }>({
  destinations,
  hrefOf,
  countryOf,
  groupHref,
}: {
  destinations: readonly T[];
  /** A single pin's link and its country's name: asked only for the marks drawn. */
  hrefOf: (destination: T) => string;
  countryOf: (destination: T) => string;
  groupHref: (members: T[]) => string;
}): MapFigureProps {
  const placed = destinations.map((destination) => ({ destination, ...projectPlace(destination) }));
  const viewBox = fitViewBox(placed, { aspect: 2, minWidth: 200 });
  const groups = groupMarks(placed, viewBox);
  const marks: MapMark[] = groups.map(({ x, y, members }) => {
    const [{ destination }] = members as [(typeof members)[number]];
    if (members.length === 1)
      return {
        id: destination.id,
        x,
        y,
        href: hrefOf(destination),
        label: `${destination.name}, ${countryOf(destination)}`,
        shape: "pin",
      };
    const countries = new Set(members.map((member) => member.destination.countryCode));
    return {
      id: destination.id,
      x,
      y,
      href: groupHref(members.map((member) => member.destination)),
      label: `${count(members.length, "destination")} around ${destination.name}, in ${countries.size === 1 ? countryOf(destination) : count(countries.size, "country", "countries")}`,
      shape: "pin",
      count: members.length,
    };
  });
  const grouped = groups.length < placed.length;
  return figure({
    id: "browse-map",
    viewBox,
    title: "Map of the destinations found",
    caption: grouped
      ? `${count(placed.length, "destination")} on the map, nearby places grouped with their count; each group links to the list narrowed to its places, each pin to its page. Filter the list to see every place on its own.`
      : `${count(marks.length, "destination")} on the map; each pin links to its page, as the cards below do.`,
    marks,
  });
}
