import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { FindPlace, type FindPlacePanels } from "~/features/find-place/FindPlace";
import { PartnerOffers } from "~/features/planner/PartnerOffers";
import { LazyCostBreakdown } from "~/features/planner/LazyCostBreakdown";
import { tripSearchPage } from "~/features/find-place/trip-search-page.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Search flights and hotels",
    description: "Find flights, hotels and packages with our partners.",
    noindex: true,
  });

const panels: FindPlacePanels = {
  Flights: { title: "Your flight search", text: "Change any field and search again." },
  Hotel: { title: "Your hotel search", text: "Change any field and search again." },
};

/** Flights and hotels with our partners (features/find-place/trip-search-page.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  const { page, status } = await tripSearchPage(args);
  return data(page, { status });
}

export default function TripSearch() {
  const { forms, results, tab } = useLoaderData<typeof loader>();
  // The widget keeps the forms it was mounted with; a new search is a new widget with its values.
  const { search } = useLocation();
  return (
    <div className="container trip-search">
      <header className="trip-search__header">
        <p className="eyebrow">Flights and hotels</p>
        <h1 className="trip-search__title">
          {results.status === "ready" ? results.heading : "Search flights and hotels"}
        </h1>
      </header>
      {/* Results first: on a phone they are what people came for; wide screens put the form on the left. */}
      <div className="trip-search__layout">
        <section className="trip-search__results" aria-labelledby="trip-search-results">
          {results.status === "invalid" ? (
            <div className="error-summary" role="alert">
              <h2 id="trip-search-results" className="error-summary__title">
                Check your {tab === "Hotel" ? "hotel" : "flight"} search
              </h2>
              <ul className="error-summary__list">
                {results.problems.map((problem) => (
                  <li key={problem.id}>
                    <a href={`#${problem.id}`}>
                      {problem.label}: {problem.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : results.status === "ready" ? (
            <>
              <p className="trip-search__facts">{results.facts.join(" · ")}</p>
              {results.estimate && results.planner ? (
                <section className="trip-search__estimate" aria-labelledby="trip-search-estimate">
                  <h2 id="trip-search-estimate" className="trip-search__results-title">
                    Our estimate for this trip
                  </h2>
                  <p className="trip-search__estimate-lead">
                    About <strong>{results.estimate.perPerson} per person</strong>,{" "}
                    {results.estimate.total} in total. {results.estimate.includes} An estimate, not
                    a price: our partners set the prices when you book.
                  </p>
                  <LazyCostBreakdown
                    estimate={results.estimate.view}
                    caption={results.estimate.caption}
                  />
                  <Link to={results.planner.href} className="text-link">
                    Change sights or details in the {results.planner.name} planner
                  </Link>
                </section>
              ) : results.planner ? (
                <aside className="trip-search__planner">
                  <h3>What will the whole trip cost?</h3>
                  <p>
                    Flights, hotel, daily costs and sights in {results.planner.name}, per person.
                  </p>
                  <Link to={results.planner.href} className="text-link">
                    Plan your trip to {results.planner.name}
                  </Link>
                </aside>
              ) : results.catalogueMissing ? (
                <p className="trip-search__no-estimate" role="status">
                  We could not work out our own estimate just now. Search again in a moment to see
                  it; our partners show their prices below.
                </p>
              ) : tab === "Flights" ? (
                <p className="trip-search__no-estimate">
                  We have no cost guide for this destination yet, so there is no estimate of our
                  own: our partners show their prices.
                </p>
              ) : null}
              <h2 id="trip-search-results" className="trip-search__results-title">
                Book with our partners
              </h2>
              <PartnerOffers offers={results.offers} />
              <p className="trip-search__disclaimer">
                Prices and availability are set by each partner when you search.
              </p>
            </>
          ) : (
            <>
              <h2 id="trip-search-results" className="trip-search__results-title">
                Where to next?
              </h2>
              <p>
                Fill in flights or a hotel stay and we will hand your search to our partners, with
                your dates and party filled in.
              </p>
              <p>
                Not sure where to go?{" "}
                <Link to="/trips/budget">See where your budget takes you</Link>.
              </p>
            </>
          )}
        </section>
        <div className="trip-search__widget">
          <FindPlace key={search} panels={panels} forms={forms} />
        </div>
      </div>
    </div>
  );
}
