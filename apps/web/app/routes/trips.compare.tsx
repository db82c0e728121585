import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { ComparePicks } from "~/features/planner/ComparePicks";
import { CompareTable } from "~/features/planner/CompareTable";
import { PlannerForm } from "~/features/planner/PlannerForm";
import { comparePage } from "~/features/planner/compare-page.server";
import { COMPARE_PAGE } from "~/features/planner/compare-view";
import { pageMeta } from "~/lib/meta";
import { HomeAirportQuestionForm } from "~/features/home-airport/HomeAirportQuestion";
import { SearchDisclosure } from "~/features/planner/SearchDisclosure";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Compare destinations",
    description: "The same trip to up to three destinations, side by side.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status } = await comparePage(request);
  return data(page, { status });
}

export default function CompareDestinations() {
  const { form, options, notice, picks, compared, party, nights, question, origin, summary } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="container trip-page">
      <header className="trip-page__header">
        <p className="eyebrow">Compare</p>
        <h1 className="trip-page__title">
          {compared.length > 1
            ? compared.map((trip) => trip.name).join(" vs ")
            : "Compare destinations"}
        </h1>
        <p className="trip-page__lead">
          The same trip to up to three places, side by side: what each part costs and what it comes
          to per person.
        </p>
      </header>
      {notice ? (
        <div className="error-summary" role="alert">
          <h2 className="error-summary__title">Choose again</h2>
          <p>{notice}</p>
        </div>
      ) : null}
      {question ? (
        <HomeAirportQuestionForm question={question} id="compare-home" />
      ) : (
        <div className="trip-page__layout">
          <SearchDisclosure summary={summary} open={compared.length === 0}>
            <PlannerForm
              key={location.search}
              id="compare"
              action={COMPARE_PAGE}
              form={form}
              options={options}
              submitLabel="Compare"
            >
              <ComparePicks picks={picks} />
            </PlannerForm>
          </SearchDisclosure>
          <section className="trip-page__results" aria-labelledby="compare-results">
            {compared.length === 0 ? (
              <p id="compare-results" className="planner__invalid" role="status">
                {notice
                  ? "Pick up to three destinations and compare again."
                  : "Choose up to three destinations to see the same trip side by side."}
              </p>
            ) : (
              <CompareTable compared={compared} party={party} nights={nights} origin={origin} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
