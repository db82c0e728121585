import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { BROWSE_SORTS, MAX_DAILY_BUDGET_EUROS, type BrowseSort } from "@travel/domain";
import { FavouriteIdsProvider } from "~/features/favourites/favourite-ids";
import { DestinationCard } from "~/features/destinations/DestinationCard";
import { Search } from "~/ui/page-icons";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { browseView, readBrowse } from "~/features/destinations/browse.server";
import type { BrowseView } from "~/features/destinations/browse-types";
import { PageNav } from "~/ui/PageNav";
import { listDestinations, listDestinationTypes } from "~/features/destinations/catalogue.server";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { pageMeta } from "~/lib/meta";
import { pageScenes } from "~/features/content/page-scenes";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import "~/features/destinations/destinations.css";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => {
  const view = args.data?.view;
  const q = view?.query.q;
  const page = view && view.page > 1 ? ` (page ${view.page} of ${view.pageCount})` : "";
  return pageMeta(args, {
    title: `${q ? `Destinations matching “${q}”` : "Destinations"}${page}`,
    description:
      "Browse every Wayfarer destination by region, country, kind of trip or daily budget, with typical hotel and daily costs per person.",
    ...(view
      ? { canonicalPath: view.canonical, prevPath: view.prevHref, nextPath: view.nextHref }
      : {}),
  });
};

const SORT_NAMES: Record<BrowseSort, string> = {
  popular: "Most popular",
  price: "Lowest daily cost",
  distance: "Nearest to my airport",
  name: "Name (A–Z)",
};

type Problem = { field: string; message: string };

/**
 * The browse page: one GET form (search, region, country, type, daily budget, order, origin
 * airport) answered on the server, so it works the same without JavaScript and every page of
 * every list has its own address. Only one page of cards is sent (features/destinations).
 * A query the schema refuses is a 400 with its messages; a page past the end a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const reading = readBrowse(new URL(request.url));
  let destinations;
  let types;
  try {
    [destinations, types] = await Promise.all([listDestinations(), listDestinationTypes()]);
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not read the destination catalogue");
    return data(
      { view: null, problems: [] as Problem[], favouriteIds: [] as number[], unavailable: true },
      { status: 503 },
    );
  }
  if (!reading.ok) {
    return data(
      { view: null, problems: reading.problems, favouriteIds: [] as number[], unavailable: false },
      { status: 400 },
    );
  }
  const view = browseView(destinations, types, reading.query, reading.origin);
  const favouriteIds = [...(await favouriteIdsFor(request, context))];
  return data(
    { view, problems: [] as Problem[], favouriteIds, unavailable: false },
    { status: view.outOfRange ? 404 : 200 },
  );
}

const plural = (count: number) => `${count} ${count === 1 ? "destination" : "destinations"}`;

function Summary({ view }: { view: BrowseView }) {
  const { query, activeType, total, first, cards, pageCount } = view;
  return (
    <p className="browse__summary" role="status">
      <strong>{plural(total)}</strong>
      {query.q ? <> matching “{query.q}”</> : null}
      {activeType ? <> in {activeType.name}</> : null}
      {query.region ? <> in {query.region}</> : null}
      {query.maxDaily !== undefined ? <> up to €{query.maxDaily} a day</> : null}
      {pageCount > 1 ? (
        <>
          {" "}
          · showing {first}–{first + cards.length - 1}, page {view.page} of {pageCount}
        </>
      ) : null}
    </p>
  );
}

/** One of the filters' drop-downs: "any" first, then the catalogue's choices. */
function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options = [],
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options?: { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field__control">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ view, searching }: { view: BrowseView | null; searching: boolean }) {
  const query = view?.query;
  // The form's fields keep what was asked for; `key` resets them when the query changes.
  const key = view?.canonical ?? "invalid";
  return (
    <Form
      method="get"
      action="/destinations"
      className="browse-filters"
      role="search"
      aria-label="Destinations"
      key={key}
    >
      <div className="field browse-filters__query">
        <label htmlFor="browse-q" className="field__label">
          Search destinations
        </label>
        <input
          id="browse-q"
          type="search"
          name="q"
          defaultValue={query?.q ?? ""}
          maxLength={100}
          placeholder="City, country or attraction"
          autoComplete="off"
          className="field__control"
        />
      </div>
      <FilterSelect
        id="browse-type"
        name="type"
        label="Type of trip"
        value={view?.activeType?.id}
        anyLabel="All types"
        options={view?.types.map((type) => ({ value: type.id, label: type.name }))}
      />
      <FilterSelect
        id="browse-region"
        name="region"
        label="Region"
        value={query?.region}
        anyLabel="All regions"
        options={view?.regions.map((region) => ({ value: region, label: region }))}
      />
      <FilterSelect
        id="browse-country"
        name="country"
        label="Country"
        value={query?.country}
        anyLabel="All countries"
        options={view?.countries.map((country) => ({ value: country.code, label: country.name }))}
      />
      <div className="field">
        <label htmlFor="browse-max-daily" className="field__label">
          Daily budget per person, up to (€)
        </label>
        <input
          id="browse-max-daily"
          type="number"
          name="maxDaily"
          inputMode="numeric"
          min={1}
          max={MAX_DAILY_BUDGET_EUROS}
          step={1}
          defaultValue={query?.maxDaily ?? ""}
          className="field__control"
          aria-describedby="browse-max-daily-hint"
        />
        <p id="browse-max-daily-hint" className="field__hint">
          Half a double room and a day&apos;s spending
        </p>
      </div>
      <div className="field">
        <label htmlFor="browse-sort" className="field__label">
          Order
        </label>
        <select
          id="browse-sort"
          name="sort"
          defaultValue={query?.sort ?? "popular"}
          className="field__control"
        >
          {BROWSE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_NAMES[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="browse-from" className="field__label">
          My airport (for distances)
        </label>
        <input
          id="browse-from"
          type="text"
          name="from"
          defaultValue={query?.from ?? ""}
          maxLength={3}
          placeholder="e.g. LIS"
          autoComplete="off"
          autoCapitalize="characters"
          className="field__control"
        />
      </div>
      <button
        type="submit"
        className="button button--primary browse-filters__submit"
        aria-busy={searching || undefined}
      >
        <Search aria-hidden="true" size={18} /> Search
      </button>
    </Form>
  );
}

export default function Destinations() {
  const { view, problems, favouriteIds, unavailable } = useLoaderData<typeof loader>();
  const searching = useNavigation().location?.pathname === "/destinations";
  const filtered = view ? view.canonical.includes("?") : true;
  return (
    <>
      <PageHero
        eyebrow="Destinations"
        title="Find your next destination"
        lead="Cities, coasts, mountains and islands, each with what a night and a day there typically cost. Search by place, country, region or kind of trip."
        scene={pageScenes.destinations}
        sceneAlt="A green island in a turquoise sea under a clear sky"
        className="page-hero--browse"
        // Hidden on phones (the filters lead straight to the results), so not fetched there.
        artPriority={false}
      >
        <Filters view={view} searching={searching} />
      </PageHero>
      <Section className="browse">
        {problems.length > 0 ? (
          <div className="notice browse__notice" role="alert">
            <p>We could not use these filters:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </ul>
            <Link to="/destinations">Show all destinations</Link>
          </div>
        ) : null}
        {view?.unknownType ? (
          <p className="notice browse__notice" role="note">
            We have no trip type called “{view.query.type ?? ""}”, so every type is shown.
          </p>
        ) : null}

        {unavailable ? (
          <div className="empty-state" role="alert">
            <p className="empty-state__title">Our destinations are taking a moment to load</p>
            <p className="empty-state__text">
              Please reload the page in a little while. If it keeps happening, our team would like
              to hear about it.
            </p>
            <Link className="button button--secondary" to="/contact">
              Contact us
            </Link>
          </div>
        ) : view ? (
          <>
            <div className="browse__bar">
              <Summary view={view} />
              {filtered ? (
                <Link to="/destinations" className="browse__clear">
                  Clear filters
                </Link>
              ) : null}
            </div>
            {view.outOfRange ? (
              <div className="empty-state" role="alert">
                <p className="empty-state__title">This list has {view.pageCount} pages</p>
                <p className="empty-state__text">The page you asked for is after the last one.</p>
                <Link className="button button--primary" to={view.canonical}>
                  Go to the last page
                </Link>
              </div>
            ) : view.total === 0 ? (
              <div className="empty-state" role="note">
                <p className="empty-state__title">
                  No destinations match {view.query.q ? <>“{view.query.q}”</> : "these filters"}
                  {view.activeType ? <> in {view.activeType.name}</> : null}
                </p>
                <p className="empty-state__text">
                  Try a city, a country or a kind of trip, such as “Portugal”, “Tokyo” or “beach”,
                  or a higher daily budget. Several words find places that match any of them.
                </p>
                <div className="empty-state__actions">
                  {view.inEverything > 0 ? (
                    <Link className="button button--primary" to={view.searchEverythingHref}>
                      See {plural(view.inEverything)} in all types and regions
                    </Link>
                  ) : null}
                  <Link className="button button--secondary" to="/destinations">
                    Show all destinations
                  </Link>
                </div>
              </div>
            ) : (
              <FavouriteIdsProvider ids={favouriteIds}>
                {view.map ? (
                  <div className="browse__map">
                    <LazyMapFigure {...view.map} />
                  </div>
                ) : null}
                <ul className="card-grid browse__results">
                  {view.cards.map((destination) => (
                    <li key={destination.id}>
                      <DestinationCard destination={destination} headingLevel={2} />
                      {destination.distanceKm !== undefined && view.origin ? (
                        <p className="browse__distance">
                          {destination.distanceKm.toLocaleString("en-US")} km from{" "}
                          {view.origin.label}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <PageNav nav={view.pages} />
              </FavouriteIdsProvider>
            )}
          </>
        ) : null}
      </Section>
    </>
  );
}
