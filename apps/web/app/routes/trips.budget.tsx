import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { usePrice } from "~/features/currency/use-price";
import { HomeAirportQuestionForm } from "~/features/home-airport/HomeAirportQuestion";
import { BudgetFields } from "~/features/planner/BudgetFields";
import { BudgetResults } from "~/features/planner/BudgetResults";
import { DiscoveryFilters } from "~/features/planner/DiscoveryFilters";
import { PlannerForm } from "~/features/planner/PlannerForm";
import { SearchDisclosure } from "~/features/planner/SearchDisclosure";
import { pageMeta } from "~/lib/meta";
import { GroupTripLink } from "~/features/group-trips/GroupTripLink";
import { budgetPage } from "~/features/planner/budget-page.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Where can we go on our budget?",
    description:
      "Every destination ranked by what your trip would cost there, or by its flights' CO₂e: flights, hotel, daily costs and sights.",
  });

const PATH = "/trips/budget"; // = BUDGET_PATH; a literal keeps server code out of the bundle

/** Budget discovery (features/planner/budget-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status } = await budgetPage(request);
  return data(page, { status });
}

export default function BudgetDiscovery() {
  const { form, options, budgetError, types, typeId, slider, plan, question, summary, ...results } =
    useLoaderData<typeof loader>();
  const { order, pageError, weather, includeKeptOut, adviceDates } = results;
  const location = useLocation();
  const price = usePrice();
  const budget = price(slider.value * 100);
  const ready = plan !== null && !budgetError && !pageError && !weather.error;
  return (
    <div className="container trip-page">
      <header className="trip-page__header">
        <p className="eyebrow">Budget discovery</p>
        <h1 className="trip-page__title">
          {ready ? `Where can we go for ${budget}?` : "Where can we go on our budget?"}
        </h1>
        <p className="trip-page__lead">
          Every destination, ranked by what your trip would cost there: return flights, hotel, daily
          costs and every sight.
        </p>
        <GroupTripLink />
      </header>
      {/* The first cost a visitor meets asks where they fly from, before anything else. */}
      {question ? (
        <HomeAirportQuestionForm question={question} id="budget-home" />
      ) : (
        <div className="trip-page__layout">
          <SearchDisclosure summary={ready ? summary : null} open={!ready}>
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
          </SearchDisclosure>
          <section className="trip-page__results" aria-labelledby="budget-results">
            {!ready ? (
              <p id="budget-results" className="planner__invalid" role="status">
                {pageError
                  ? `${pageError} Open the first page of results instead.`
                  : "Check the highlighted fields to see where your budget takes you."}
              </p>
            ) : (
              <BudgetResults
                {...results}
                plan={plan}
                budget={budget}
                weatherWords={weather.words}
                greenest={order === "co2"}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
