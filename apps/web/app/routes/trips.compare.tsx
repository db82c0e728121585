import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { travellersLabel } from "@travel/domain";
import { usePrice } from "~/features/currency/use-price";
import { ArtImage } from "~/features/art/ArtImage";
import { PlannerForm } from "~/features/planner/PlannerForm";
import { CostLegend, MiniCostBar } from "~/features/planner/TripResults";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { pageMeta } from "~/lib/meta";
import {
  destinationTripView,
  estimateAll,
  readCompareIds,
} from "~/features/planner/trip-discovery.server";
import { MAX_COMPARED } from "~/features/planner/trip-limits";
import { plannerFormOptions, readPlan, todayIso } from "~/features/planner/trip-plan.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Compare destinations",
    description: "The same trip to up to three destinations, side by side.",
  });

const PATH = "/trips/compare"; // = COMPARE_PATH; a literal keeps path code out of the page's bundle

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const today = todayIso();
  const { form, trip } = readPlan(params, { today, path: PATH });
  const { ids, problem } = readCompareIds(params);
  const destinations = await listDestinations();
  const chosen = ids.flatMap((id) => destinations.filter((destination) => destination.id === id));
  const unknown = ids.filter((id) => !chosen.some((destination) => destination.id === id));
  const notice =
    problem ??
    (unknown.length > 0
      ? `We have no destination ${unknown.join(", ")}: choose from the lists.`
      : undefined);
  // The comparison shows only when the choice is clear: no silent cut to three.
  const compared =
    trip && !problem
      ? estimateAll(chosen, trip).map((entry) => destinationTripView(entry, trip))
      : [];

  return data(
    {
      form,
      options: plannerFormOptions(today, form.values),
      notice,
      selected: chosen.slice(0, MAX_COMPARED).map((destination) => destination.id),
      choices: destinations
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
      compared,
      party: trip ? travellersLabel(trip.travellers) : "",
      nights: trip?.nights ?? 0,
    },
    { status: notice || !trip ? 400 : 200 },
  );
}

const rows = [
  { key: "flights", label: "Flights" },
  { key: "hotel", label: "Hotel" },
  { key: "daily", label: "Daily costs" },
  { key: "attractions", label: "Attractions" },
] as const;

export default function CompareDestinations() {
  const { form, options, notice, selected, choices, compared, party, nights } =
    useLoaderData<typeof loader>();
  const formatMoney = usePrice();
  const location = useLocation();
  const cheapest =
    compared.length > 1 ? Math.min(...compared.map((trip) => trip.totalCents)) : null;
  const greenest =
    compared.length > 1 ? Math.min(...compared.map((trip) => trip.co2TotalKg)) : null;
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
      <div className="trip-page__layout">
        <section className="trip-page__results" aria-labelledby="compare-results">
          {compared.length === 0 ? (
            <p id="compare-results" className="planner__invalid" role="status">
              {notice
                ? "Pick up to three destinations and compare again."
                : "Choose up to three destinations to see the same trip side by side."}
            </p>
          ) : (
            <>
              <h2 id="compare-results" className="trip-page__results-title">
                {party}, {nights} night{nights === 1 ? "" : "s"}
              </h2>
              <CostLegend />
              <div className="compare-scroll" role="region" aria-label="Comparison" tabIndex={0}>
                <table className="compare-table">
                  <caption className="visually-hidden">Trip cost by destination</caption>
                  <thead>
                    <tr>
                      <td />
                      {compared.map((trip) => (
                        <th key={trip.id} scope="col" className="compare-table__place">
                          <ArtImage
                            scene={trip.scene}
                            alt=""
                            className="compare-table__art"
                            sizes="12rem"
                          />
                          <Link to={trip.href}>{trip.name}</Link>
                          <span className="compare-table__country">{trip.country}</span>
                          {trip.totalCents === cheapest ? (
                            <span className="tag">Lowest total</span>
                          ) : null}
                          {trip.co2TotalKg === greenest ? (
                            <span className="tag">Lowest CO₂e</span>
                          ) : null}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    <tr className="compare-table__headline">
                      <th scope="row">Total</th>
                      {compared.map((trip) => (
                        <td key={trip.id} className="price" data-figure="total">
                          {formatMoney(trip.totalCents)}
                          <MiniCostBar trip={trip} />
                        </td>
                      ))}
                    </tr>
                    <tr className="compare-table__headline">
                      <th scope="row">Per person</th>
                      {compared.map((trip) => (
                        <td key={trip.id} data-figure="per-person">
                          {formatMoney(trip.perPersonCents)}
                        </td>
                      ))}
                    </tr>
                    {rows.map((row) => (
                      <tr key={row.key} data-part={row.key}>
                        <th scope="row">
                          <span
                            className={`cost-table__swatch cost-bar__part--${row.key}`}
                            aria-hidden="true"
                          />{" "}
                          {row.label}
                        </th>
                        {compared.map((trip) => (
                          <td key={trip.id}>
                            {formatMoney(
                              trip.parts.find((part) => part.key === row.key)?.cents ?? 0,
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Distance</th>
                      {compared.map((trip) => (
                        <td key={trip.id}>
                          {trip.distanceKm > 0
                            ? `${trip.distanceKm.toLocaleString("en-US")} km`
                            : "No flight"}
                        </td>
                      ))}
                    </tr>
                    <tr data-part="co2">
                      <th scope="row">Flight CO₂e, estimate</th>
                      {compared.map((trip) => (
                        <td key={trip.id} data-figure="co2-total">
                          {trip.co2Total}
                        </td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">CO₂e per person</th>
                      {compared.map((trip) => (
                        <td key={trip.id} data-figure="co2-per-person">
                          {trip.co2PerPerson}
                        </td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">Sights included</th>
                      {compared.map((trip) => (
                        <td key={trip.id}>{trip.sights}</td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </div>
              <p className="trip-search__disclaimer">
                Each destination's estimate includes every sight it lists. Open a destination to
                choose sights and book. Flight CO₂e is an estimate of the return flights for
                everyone: <Link to="/methods/co2">how we work it out</Link>.
              </p>
            </>
          )}
        </section>
        <div className="planner__form-card">
          <PlannerForm
            key={location.search}
            id="compare"
            action={PATH}
            form={form}
            options={options}
            submitLabel="Compare"
          >
            <fieldset className="search-form__wide compare-picks">
              <legend className="search-field__label">Destinations</legend>
              {Array.from({ length: MAX_COMPARED }, (_, index) => (
                <div key={index} className="search-field">
                  <label htmlFor={`compare-destination-${index + 1}`} className="visually-hidden">
                    Destination {index + 1}
                  </label>
                  <select
                    id={`compare-destination-${index + 1}`}
                    name="ids"
                    className="search-field__control"
                    defaultValue={selected[index] ?? ""}
                  >
                    <option value="">
                      {index === 0 ? "Choose a destination" : "Add a destination (optional)"}
                    </option>
                    {choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </fieldset>
          </PlannerForm>
        </div>
      </div>
    </div>
  );
}
