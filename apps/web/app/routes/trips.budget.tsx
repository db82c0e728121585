import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { listPageSchema, paginate } from "@travel/domain";
import { PageNav } from "~/ui/PageNav";
import { pageNav } from "~/ui/page-nav";
import { readCurrency } from "~/features/currency/display-currency.server";
import { usePrice } from "~/features/currency/use-price";
import { BudgetFields } from "~/features/planner/BudgetFields";
import { PlannerForm } from "~/features/planner/PlannerForm";
import { CostLegend, TripResultList } from "~/features/planner/TripResults";
import { listDestinations, listDestinationTypes } from "~/features/destinations/catalogue.server";
import { pageMeta } from "~/lib/meta";
import { GroupTripLink } from "~/features/group-trips/GroupTripLink";
import { budgetPageMap } from "~/features/maps/page-maps.server";
import {
  destinationTripView,
  discoverByBudget,
  readBudget,
  readBudgetOrder,
  withEverySight,
} from "~/features/planner/trip-discovery.server";
import {
  planFields,
  plannerFormOptions,
  planQuery,
  readPlan,
  todayIso,
} from "~/features/planner/trip-plan.server";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Where can we go on our budget?",
    description:
      "Every destination ranked by what your trip would cost there, or by its flights' CO₂e: flights, hotel, daily costs and sights.",
  });

const PATH = "/trips/budget";
/** Places within the budget per page: the cheapest first, the rest a page away. */
const BUDGET_PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const today = todayIso();
  const { form, trip } = readPlan(params, { today, path: PATH });
  const budget = readBudget(params.get("budget"));
  const [destinations, types] = await Promise.all([listDestinations(), listDestinationTypes()]);
  const typeId = types.some((type) => type.id === params.get("type"))
    ? (params.get("type") as string)
    : "";
  const order = readBudgetOrder(params.get("sort"));
  const asked = listPageSchema.safeParse(params.get("page"));
  const pageError = asked.success ? undefined : asked.error.issues[0]?.message;
  const discovery = trip
    ? discoverByBudget(destinations, trip, { budgetEuros: budget.euros, typeId, order })
    : null;
  // The same page in either order: plain links, so the choice works without JavaScript.
  const orderHref = (sort: typeof order) => {
    const next = new URLSearchParams(params);
    next.set("sort", sort);
    next.delete("page");
    return `${PATH}?${next}`;
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    return `${PATH}?${next}`;
  };
  // A page past the last shows the last: a smaller budget may have shortened the list.
  const page = paginate(discovery?.within ?? [], asked.success ? asked.data : 1, BUDGET_PAGE_SIZE);
  const lastPage = page.page === page.pageCount;

  return data(
    {
      form,
      options: plannerFormOptions(today, form.values),
      budgetError: budget.error,
      types: types.map(({ id, name }) => ({ id, name })),
      typeId,
      order,
      costOrderHref: orderHref("cost"),
      co2OrderHref: orderHref("co2"),
      slider: discovery?.slider ?? { min: 0, max: 0, step: 50, value: budget.euros ?? 0 },
      within: trip ? page.items.map((entry) => destinationTripView(entry, trip)) : [],
      withinCount: page.total,
      first: page.first,
      pages: pageNav(page.page, page.pageCount, pageHref),
      moreHref: page.page < page.pageCount ? pageHref(page.page + 1) : null,
      pageError,
      // The places just over the budget follow the last of those within it.
      justOver:
        discovery && trip && lastPage
          ? discovery.justOver.map((entry) => destinationTripView(entry, trip))
          : [],
      home: discovery?.home.map((place) => place.name) ?? [],
      considered: discovery?.considered ?? 0,
      map: discovery && trip ? budgetPageMap(discovery, trip, readCurrency(request).display) : null,
      // The plan's fields for the comparison form below the results.
      plan: trip
        ? Object.fromEntries(
            planFields.map((field) => [field, planQuery(withEverySight(trip)).get(field) ?? ""]),
          )
        : null,
    },
    { status: trip && !budget.error && !pageError ? 200 : 400 },
  );
}

export default function BudgetDiscovery() {
  const { form, options, budgetError, types, typeId, slider, within, justOver, considered, plan } =
    useLoaderData<typeof loader>();
  const { map, order, costOrderHref, co2OrderHref } = useLoaderData<typeof loader>();
  const { withinCount, first, pages, moreHref, pageError, home } = useLoaderData<typeof loader>();
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
          {!plan || budgetError || pageError ? (
            <p id="budget-results" className="planner__invalid" role="status">
              {pageError
                ? `${pageError} Open the first page of results instead.`
                : "Check the highlighted fields to see where your budget takes you."}
            </p>
          ) : (
            <>
              <h2 id="budget-results" className="trip-page__results-title">
                {withinCount === 0
                  ? `No destination fits ${budget} for this trip`
                  : `${withinCount} of ${considered} destination${considered === 1 ? "" : "s"} within ${budget}${greenest ? ", greenest first" : ""}`}
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
              <nav className="budget-orders" aria-label="Order">
                <span className="budget-orders__label">Show first</span>
                <Link
                  to={costOrderHref}
                  preventScrollReset
                  className="budget-orders__option"
                  aria-current={greenest ? undefined : "true"}
                >
                  Lowest cost
                </Link>
                <Link
                  to={co2OrderHref}
                  preventScrollReset
                  className="budget-orders__option"
                  aria-current={greenest ? "true" : undefined}
                >
                  Lowest flight CO₂e
                </Link>
              </nav>
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
          </PlannerForm>
        </div>
      </div>
    </div>
  );
}
