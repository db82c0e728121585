import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { destinationPath, formatPrice } from "@travel/domain";
import { readCurrency } from "~/features/currency/display-currency.server";
import { AttractionChoices, PlannerForm } from "~/features/planner/PlannerForm";
import { PlannerOffers, ServerHtml } from "~/features/planner/ServerHtml";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { pageMeta } from "~/lib/meta";
import { GroupTripLink } from "~/features/group-trips/GroupTripLink";
import { planCardPath } from "~/features/group-trips/share-card-address";
import { costBreakdownHtml, partnerOffersHtml } from "~/features/planner/trip-html.server";
import {
  defaultOrigin,
  estimateDestinationTrip,
  estimateView,
  plannerFormOptions,
  planQuery,
  readPlan,
  todayIso,
  tripPartnerOffers,
  withDestinationSights,
} from "~/features/planner/trip-plan.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trip cost planner",
    description:
      "Pick a destination, your dates and who is travelling: see what the trip costs, per person.",
    image: planCardPath(args.location.search),
  });

const PATH = "/trips/plan"; // = PLANNER_PATH; a literal keeps path code out of the page's bundle

/**
 * The trip cost planner on its own page: the destination is a field of the form, the rest is
 * the planner of the destination pages (same reading, estimate, breakdown and partner links).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const today = todayIso();
  const destinations = await listDestinations();
  const chosenId = params.get("destination") ?? "";
  const destination = destinations.find((candidate) => String(candidate.id) === chosenId) ?? null;
  const destinationError =
    chosenId !== "" && !destination ? "Choose a destination from the list." : undefined;

  const reading = readPlan(params, {
    today,
    origin: defaultOrigin(destination?.airportCode),
    path: PATH,
  });
  const trip =
    reading.trip && destination ? withDestinationSights(reading.trip, destination) : reading.trip;
  const result = trip && destination ? estimateDestinationTrip(destination, trip) : null;
  const { display } = readCurrency(request);
  const estimate =
    trip && destination && result ? estimateView(destination, trip, result, display) : null;

  return data(
    {
      form: { ...reading.form, attractionIds: trip?.attractionIds ?? reading.form.attractionIds },
      options: plannerFormOptions(today, reading.form.values),
      choices: destinations
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
      destination: destination
        ? {
            id: destination.id,
            name: destination.name,
            attractions: destination.attractions.map(({ id, name, priceCents }) => ({
              id,
              name,
              price: priceCents === 0 ? "Free" : formatPrice(priceCents, display),
            })),
          }
        : null,
      destinationError,
      breakdownHtml:
        estimate && destination
          ? costBreakdownHtml(estimate, `Cost of a trip to ${destination.name}`)
          : null,
      offersHtml:
        trip && destination ? partnerOffersHtml(tripPartnerOffers(destination, trip)) : null,
      destinationHref:
        trip && destination ? destinationPath(destination.id, planQuery(trip)) : null,
    },
    { status: destinationError || (destination && !trip) ? 400 : 200 },
  );
}

export default function TripPlanner() {
  const {
    form,
    options,
    choices,
    destination,
    destinationError,
    breakdownHtml,
    offersHtml,
    destinationHref,
  } = useLoaderData<typeof loader>();
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
        <section className="trip-page__results" aria-labelledby="plan-results">
          {breakdownHtml ? (
            <>
              <h2 id="plan-results" className="trip-page__results-title">
                Your trip to {destination?.name}
              </h2>
              <div className="planner__result">
                <ServerHtml html={breakdownHtml} />
                <div className="planner__actions">
                  {destinationHref ? (
                    <Link to={destinationHref} className="text-link">
                      More about {destination?.name}, and save this plan
                    </Link>
                  ) : null}
                </div>
              </div>
              <PlannerOffers html={offersHtml} />
            </>
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
        <div className="planner__form-card">
          <PlannerForm
            key={location.search}
            id="plan"
            action={PATH}
            form={form}
            options={options}
            before={
              <div className="search-field search-form__wide">
                <label htmlFor="plan-destination" className="search-field__label">
                  Destination
                </label>
                <select
                  id="plan-destination"
                  name="destination"
                  className="search-field__control"
                  defaultValue={destination?.id ?? ""}
                  aria-invalid={destinationError ? true : undefined}
                  aria-describedby={destinationError ? "plan-destination-error" : undefined}
                >
                  <option value="">Choose a destination</option>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </select>
                {destinationError ? (
                  <p id="plan-destination-error" className="search-field__error">
                    {destinationError}
                  </p>
                ) : null}
              </div>
            }
          >
            {destination ? (
              <AttractionChoices
                attractions={destination.attractions}
                chosen={form.attractionIds}
              />
            ) : null}
          </PlannerForm>
        </div>
      </div>
    </div>
  );
}
