import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { PageNav } from "~/ui/PageNav";
import { usePrice } from "~/features/currency/use-price";
import { BudgetFields, BudgetOrders } from "~/features/planner/BudgetFields";
import { DiscoveryFilters } from "~/features/planner/DiscoveryFilters";
import { PlannerForm } from "~/features/planner/PlannerForm";
import { CostLegend, TripResultList } from "~/features/planner/TripResults";
import { pageMeta } from "~/lib/meta";
import { GroupTripLink } from "~/features/group-trips/GroupTripLink";
import { budgetPage } from "~/features/planner/budget-page.server";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Where can we go on our budget?",
    description:
      "Every destination ranked by what your trip would cost there, or by its flights' CO₂e: flights, hotel, daily costs and sights.",
  });

const PATH = "/trips/budget"; // = BUDGET_PATH; a literal keeps server code out of the bundle
const BUDGET_PAGE_SIZE = 20; // = the feature's BUDGET_PAGE_SIZE

/** Budget discovery (features/planner/budget-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status } = await budgetPage(request);
  return data(page, { status });
}

export default function BudgetDiscovery() {
  const { form, options, budgetError, types, typeId, slider, within, justOver, considered, plan } =
    useLoaderData<typeof loader>();
  const { map, order, costOrderHref, co2OrderHref } = useLoaderData<typeof loader>();
  const { withinCount, first, pages, moreHref, pageError, home } = useLoaderData<typeof loader>();
  const { weather, includeKeptOut, adviceDates } = useLoaderData<typeof loader>();
  const greenest = order === "co2";
  const location = useLocation();
  const price = usePrice();
  const budget = price(slider.value * 100);
  return (
    <div className="container trip-page">
      <header className="trip-page__header">
        <p className="eyebrow">Budget discovery</p>
        <h1 className="trip-page__title">
          {plan && !budgetError
            ? `Where can we go for ${budget}?`
            : "Where can we go on our budget?"}
        </h1>
        <p className="trip-page__lead">
          Every destination, ranked by what your trip would cost there: return flights, hotel, daily
          costs and every sight.
        </p>
        <GroupTripLink />
      </header>
      <div className="trip-page__layout">
        <section className="trip-page__results" aria-labelledby="budget-results">
          {!plan || budgetError || pageError || weather.error ? (
            <p id="budget-results" className="planner__invalid" role="status">
              {pageError
                ? `${pageError} Open the first page of results instead.`
                : "Check the highlighted fields to see where your budget takes you."}
            </p>
          ) : (
            <>
              <h2 id="budget-results" className="trip-page__results-title">
                {withinCount === 0
                  ? `No destination ${weather.words ? `${weather.words} ` : ""}fits ${budget} for this trip`
                  : `${withinCount} of ${considered} destination${considered === 1 ? "" : "s"} within ${budget}${weather.words ? `, ${weather.words}` : ""}${greenest ? ", greenest first" : ""}`}
              </h2>
              {pages.pageCount > 1 ? (
                <p className="budget-page__position">
                  Showing {first}–{first + within.length - 1}, page {pages.page} of{" "}
                  {pages.pageCount}
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
                    Show the next{" "}
                    {Math.min(BUDGET_PAGE_SIZE, withinCount - first - within.length + 1)}{" "}
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
                <Link to="/blogs/how-we-calculate-trip-costs">How we estimate</Link>. Flight CO₂e is
                an estimate too: <Link to="/methods/co2">how we work it out</Link>.
              </p>
            </>
          )}
        </section>
        <div className="planner__form-card">
          <PlannerForm
            key={location.search}
            id="budget"
            action={PATH}
            form={form}
            options={options}
            submitLabel="Find destinations"
          >
            <BudgetFields
              slider={slider}
              error={budgetError}
              types={types}
              typeId={typeId}
              order={order}
            />
            <DiscoveryFilters idPrefix="budget" {...{ weather, includeKeptOut, adviceDates }} />
          </PlannerForm>
        </div>
      </div>
    </div>
  );
}
