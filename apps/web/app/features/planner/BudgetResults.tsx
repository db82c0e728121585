import { Link } from "react-router";
import type { ComponentProps } from "react";
import { PageNav } from "~/ui/PageNav";
import type { PageNavView } from "~/ui/page-nav";
import { TripOrigin } from "~/features/home-airport/TripOrigin";
import type { TripOriginView } from "~/features/home-airport/home-airport-types";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import { BudgetOrders } from "./BudgetFields";
import type { DestinationTripView } from "./planner-types";
import { CostLegend, TripResultList } from "./TripResults";
import "~/features/maps/maps.css";

const BUDGET_PAGE_SIZE = 20; // = budget-page.server's BUDGET_PAGE_SIZE

/** Budget discovery's results: the count, where the trips start, the map, the ranked list and the places just over. */
export function BudgetResults({
  budget,
  weatherWords,
  greenest,
  origin,
  within,
  withinCount,
  considered,
  first,
  pages,
  moreHref,
  home,
  map,
  costOrderHref,
  co2OrderHref,
  justOver,
  plan,
}: {
  budget: string;
  /** The weather asked for, e.g. "warm in March", or null. */
  weatherWords: string | null;
  greenest: boolean;
  origin: TripOriginView | null;
  within: DestinationTripView[];
  withinCount: number;
  considered: number;
  first: number;
  pages: PageNavView;
  moreHref: string | null;
  home: string[];
  map: ComponentProps<typeof LazyMapFigure> | null;
  costOrderHref: string;
  co2OrderHref: string;
  justOver: DestinationTripView[];
  plan: Record<string, string>;
}) {
  return (
    <>
      <h2 id="budget-results" className="trip-page__results-title">
        {withinCount === 0
          ? `No destination ${weatherWords ? `${weatherWords} ` : ""}fits ${budget} for this trip`
          : `${withinCount} of ${considered} destination${considered === 1 ? "" : "s"} within ${budget}${weatherWords ? `, ${weatherWords}` : ""}${greenest ? ", greenest first" : ""}`}
      </h2>
      {origin ? <TripOrigin origin={origin} /> : null}
      {pages.pageCount > 1 ? (
        <p className="budget-page__position">
          Showing {first}–{first + within.length - 1}, page {pages.page} of {pages.pageCount}
        </p>
      ) : null}
      {home.length > 0 ? (
        <p className="budget-page__home" role="note">
          {home.join(", ")}: where your trip starts, so not listed (no flight to take).
        </p>
      ) : null}
      {map ? <LazyMapFigure {...map} /> : null}
      <BudgetOrders greenest={greenest} costHref={costOrderHref} co2Href={co2OrderHref} />
      <CostLegend />
      {within.length > 0 ? (
        <form method="get" action="/trips/compare" className="trip-page__compare-form">
          {Object.entries(plan).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <TripResultList trips={within} compare start={first} />
          <div className="trip-page__compare-bar">
            <button type="submit" className="button button--secondary">
              Compare selected
            </button>
            <span className="trip-page__hint">Tick up to three destinations.</span>
          </div>
        </form>
      ) : (
        <p>Try a higher budget, fewer nights, or another kind of place.</p>
      )}
      {moreHref ? (
        <p className="budget-page__more">
          <Link to={moreHref} className="button button--secondary">
            Show the next {Math.min(BUDGET_PAGE_SIZE, withinCount - first - within.length + 1)}{" "}
            destinations
          </Link>
        </p>
      ) : null}
      <PageNav nav={pages} label="Pages of results" />
      {justOver.length > 0 ? (
        <>
          <h3 className="trip-page__subtitle">Just over your budget</h3>
          <TripResultList trips={justOver} start={withinCount + 1} />
        </>
      ) : null}
      <p className="trip-search__disclaimer">
        Estimates for planning, not quotes: fares and rates change with the season.{" "}
        <Link to="/blogs/how-we-calculate-trip-costs">How we estimate</Link>. Flight CO₂e is an
        estimate too: <Link to="/methods/co2">how we work it out</Link>.
      </p>
    </>
  );
}
