import { geoInterpolate } from "d3-geo";
import { renderToStaticMarkup } from "react-dom/server";
import { formatPrice, type PriceDisplay } from "@travel/domain";
import {
  baseMapPath,
  countryOutline,
  fitViewBox,
  greatCirclePath,
  project,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type LonLat,
  type MapPoint,
} from "./geometry.server";
import { MapFigure } from "./MapFigure";
import type {
  BudgetBand,
  MapFigureProps,
  MapMark,
  MapOrigin,
  MarkShape,
  ViewBox,
} from "./map-types";

/**
 * The site's three maps as HTML, from plain data: budget discovery's (every destination coloured
 * by its total against the budget), the destination page's locator (with the flight route when
 * a plan says where the trip starts) and the browse page's. Pages place the markup with
 * <ServerHtml>, so the browser receives markup and no map code.
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
  if (discovery.within.some((entry) => entry.id === id)) return "within";
  if (discovery.justOver.some((entry) => entry.id === id)) return "just-over";
  return "over";
}

function figure(props: Omit<MapFigureProps, "baseHref" | "worldWidth" | "worldHeight" | "unit">) {
  return renderToStaticMarkup(
    <MapFigure
      {...props}
      baseHref={baseMapPath()}
      worldWidth={WORLD_WIDTH}
      worldHeight={WORLD_HEIGHT}
      unit={unitFor(props.viewBox)}
    />,
  );
}

type Place = LonLat & { id: number; name: string };
type Airport = LonLat & { code: string; city: string; name: string };

const airportWords = (airport: Airport) => `${airport.city || airport.name} (${airport.code})`;
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type BudgetMapEntry = Place & { totalCents: number; href: string };

/** Budget discovery on a map: every destination considered, the origin airport, a key. */
export function budgetMapHtml({
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
}): string {
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const originPoint = project(origin);
  const marks: MapMark[] = entries.map((entry) => {
    const band = budgetBand(entry.id, { within, justOver });
    return {
      id: entry.id,
      ...project(entry),
      href: entry.href,
      label: `${entry.name}, ${formatMoney(entry.totalCents)} total, ${bandWords[band]}`,
      shape: bandShape[band],
      band,
    };
  });
  // Draw the cheaper on top: the places people look for are never hidden under the others.
  const order: BudgetBand[] = ["over", "just-over", "within"];
  marks.sort((a, b) => order.indexOf(a.band!) - order.indexOf(b.band!));
  const tally = (band: BudgetBand) => marks.filter((mark) => mark.band === band).length;
  const budget = formatMoney(budgetCents);
  return figure({
    id: "budget-map",
    viewBox: fitViewBox([originPoint, ...marks], { aspect: 16 / 10 }),
    title: `Map of destinations by trip cost against ${budget}`,
    caption: `${count(tally("within"), "destination")} within ${budget} (circles), ${tally("just-over")} just over (triangles) and ${tally("over")} over (squares), for a trip from ${airportWords(origin)} (the ring). Each mark links to its trip plan; the list has the same places.`,
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
export function locatorMapHtml({
  destination,
  countryName,
  route,
  display,
}: {
  destination: Place & { countryCode: string };
  countryName: string;
  route: { origin: Airport; distanceKm: number; totalCents: number } | null;
  display: PriceDisplay;
}): string {
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

/** The browse page's map: the destinations the search and type filter found, each a link to its page. */
export function browseMapHtml({
  destinations,
}: {
  destinations: readonly (Place & { href: string; country: string })[];
}): string {
  const marks: MapMark[] = destinations.map((destination) => ({
    id: destination.id,
    ...project(destination),
    href: destination.href,
    label: `${destination.name}, ${destination.country}`,
    shape: "pin",
  }));
  return figure({
    id: "browse-map",
    viewBox: fitViewBox(marks, { aspect: 2, minWidth: 200 }),
    title: "Map of the destinations found",
    caption: `${count(marks.length, "destination")} on the map; each pin links to its page, as the cards below do.`,
    marks,
  });
}
