import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
} from "react-router";
import { AttractionChoices, PlannerForm } from "~/features/planner/PlannerForm";
import { LazyCostBreakdown, LazyPlannerOffers } from "~/features/planner/LazyCostBreakdown";
import { PlanDestinationField } from "~/features/planner/PlanDestinationField";
import { pageMeta } from "~/lib/meta";
import { GroupTripLink } from "~/features/group-trips/GroupTripLink";
import { planCardPath } from "~/features/group-trips/share-card-address";
import { tripPlannerPage } from "~/features/planner/trip-planner-page.server";
import { HomeAirportQuestionForm } from "~/features/home-airport/HomeAirportQuestion";
import { TripOrigin } from "~/features/home-airport/TripOrigin";
import { SearchDisclosure } from "~/features/planner/SearchDisclosure";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trip cost planner",
    description:
      "Pick a destination, your dates and who is travelling: see what the trip costs, per person.",
    image: planCardPath(args.location.search),
  });

const PATH = "/trips/plan"; // = TRIP_PLANNER_PATH; a literal keeps server code out of the bundle

/** The trip cost planner on its own page (features/planner/trip-planner-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status } = await tripPlannerPage(request);
  return data(page, { status });
}

export default function TripPlanner() {
  const { form, options, destinationField, destination, estimate, offers, destinationHref } =
    useLoaderData<typeof loader>();
  const { question, origin, summary } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="container trip-page">
      <header className="trip-page__header">
        <p className="eyebrow">Trip cost planner</p>
        <h1 className="trip-page__title">
          {destination ? `What a trip to ${destination.name} costs` : "What will our trip cost?"}
        </h1>
        <p className="trip-page__lead">
          Flights from your airport, the hotel, daily costs and the sights you choose, added up and
          split per person.
        </p>
        <GroupTripLink />
      </header>
      <div className="trip-page__layout">
        <SearchDisclosure summary={estimate ? summary : null} open={!estimate}>
          <PlannerForm
            key={location.search}
            id="plan"
            action={PATH}
            form={form}
            options={options}
            before={<PlanDestinationField {...destinationField} />}
          >
            {destination ? (
              <AttractionChoices
                attractions={destination.attractions}
                chosen={form.attractionIds}
              />
            ) : null}
          </PlannerForm>
        </SearchDisclosure>
        <section className="trip-page__results" aria-labelledby="plan-results">
          {estimate && destination ? (
            <>
              <h2 id="plan-results" className="trip-page__results-title">
                Your trip to {destination?.name}
              </h2>
              <div className="planner__result">
                {origin ? <TripOrigin origin={origin} /> : null}
                <LazyCostBreakdown
                  estimate={estimate}
                  caption={`Cost of a trip to ${destination.name}`}
                />
                <div className="planner__actions">
                  {destinationHref ? (
                    <Link to={destinationHref} className="text-link">
                      More about {destination?.name}, and save this plan
                    </Link>
                  ) : null}
                </div>
              </div>
              <LazyPlannerOffers offers={offers} />
            </>
          ) : question && destination ? (
            <HomeAirportQuestionForm question={question} id="plan-home" />
          ) : (
            <div className="planner__result">
              <h2 id="plan-results" className="trip-page__results-title">
                {destination ? "Check the highlighted fields" : "Choose where to go"}
              </h2>
              <p className="planner__invalid">
                {destination
                  ? "Once the plan is complete, its cost appears here."
                  : "Pick a destination and your trip, and we add up flights, hotel, daily costs and sights."}{" "}
                Not sure where? <Link to="/trips/budget">See where your budget takes you</Link>.
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
