import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import type { Destination, DestinationType } from "@travel/domain";
import { FavouriteIdsProvider } from "~/features/favourites/favourite-ids";
import { DestinationCard } from "~/features/destinations/DestinationCard";
import { Search } from "~/ui/page-icons";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { browseDestinations, browseFilters } from "~/features/destinations/browse.server";
import { listDestinations, listDestinationTypes } from "~/features/destinations/catalogue.server";
import { toCardData } from "~/features/destinations/destination-card.server";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { pageMeta } from "~/lib/meta";
import { browsePageMap } from "~/features/maps/page-maps.server";
import { pageScenes } from "~/features/content/page-scenes";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import "~/features/destinations/destinations.css";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.filters.q ? `Destinations matching “${args.data.filters.q}”` : "Destinations",
    description:
      "Browse every Wayfarer destination by name, country or kind of trip, with typical hotel and daily costs per person.",
  });

/**
 * The browse page: a GET form (`?q=`, `?type=`) filtered on the server, so it works the same
 * without JavaScript and every result list has its own URL. The types come from the same
 * catalogue read as GET /api/destination-types.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = browseFilters(new URL(request.url));
  let destinations: Destination[];
  let types: DestinationType[];
  try {
    [destinations, types] = await Promise.all([listDestinations(), listDestinationTypes()]);
  } catch (error) {
    requestLog(context).error(errorDetails(error), "Could not read the destination catalogue");
    const empty = {
      filters,
      types: [] as Pick<DestinationType, "id" | "name">[],
      destinations: [],
      activeType: null,
      unknownType: false,
      terms: [],
      inAllTypes: 0,
      favouriteIds: [],
      mapHtml: "",
      unavailable: true,
    };
    return data(empty, { status: 503 });
  }
  const result = browseDestinations(destinations, types, filters);
  // With a type chosen and nothing found, say whether dropping the type would help.
  const inAllTypes =
    result.activeType && result.destinations.length === 0 && filters.q
      ? browseDestinations(destinations, types, { ...filters, type: "" }).destinations.length
      : 0;
  const favouriteIds = [...(await favouriteIdsFor(request, context))];
  return {
    filters,
    // The filter shows names only; descriptions stay on the server.
    types: types.map(({ id, name }) => ({ id, name })),
    ...result,
    destinations: result.destinations.map(toCardData),
    inAllTypes,
    favouriteIds,
    mapHtml: result.destinations.length > 0 ? browsePageMap(result.destinations) : "",
    unavailable: false,
  };
}

const plural = (count: number) => `${count} ${count === 1 ? "destination" : "destinations"}`;

function Summary({
  count,
  q,
  typeName,
}: {
  count: number;
  q: string;
  typeName: string | undefined;
}) {
  return (
    <p className="browse__summary" role="status">
      <strong>{plural(count)}</strong>
      {q ? <> matching “{q}”</> : null}
      {typeName ? <> in {typeName}</> : null}
    </p>
  );
}

export default function Destinations() {
  const {
    filters,
    types,
    destinations,
    activeType,
    unknownType,
    inAllTypes,
    favouriteIds,
    mapHtml,
    unavailable,
  } = useLoaderData<typeof loader>();
  const searching = useNavigation().location?.pathname === "/destinations";
  const filtered = filters.q !== "" || activeType !== null;
  return (
    <>
      <PageHero
        eyebrow="Destinations"
        title="Find your next destination"
        lead="Cities, coasts, mountains and islands, each with what a night and a day there typically cost. Search by place, country or kind of trip."
        scene={pageScenes.destinations}
        sceneAlt="A green island in a turquoise sea under a clear sky"
        className="page-hero--browse"
        // Hidden on phones (the filters lead straight to the results), so not fetched there.
        artPriority={false}
      >
        <Form method="get" className="browse-filters" role="search" aria-label="Destinations">
          <div className="field browse-filters__query">
            <label htmlFor="browse-q" className="field__label">
              Search destinations
            </label>
            <input
              key={filters.q}
              id="browse-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              placeholder="City, country or attraction"
              autoComplete="off"
              className="field__control"
            />
          </div>
          <div className="field browse-filters__type">
            <label htmlFor="browse-type" className="field__label">
              Type of trip
            </label>
            <select
              key={activeType?.id ?? ""}
              id="browse-type"
              name="type"
              defaultValue={activeType?.id ?? ""}
              className="field__control"
            >
              <option value="">All types</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="button button--primary browse-filters__submit"
            aria-busy={searching || undefined}
          >
            <Search aria-hidden="true" size={18} /> Search
          </button>
        </Form>
      </PageHero>
      <Section className="browse">
        {unknownType ? (
          <p className="notice browse__notice" role="note">
            We have no trip type called “{filters.type}”, so every type is shown.
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
        ) : (
          <>
            <div className="browse__bar">
              <Summary count={destinations.length} q={filters.q} typeName={activeType?.name} />
              {filtered ? (
                <Link to="/destinations" className="browse__clear">
                  Clear filters
                </Link>
              ) : null}
            </div>
            {destinations.length === 0 ? (
              <div className="empty-state" role="note">
                <p className="empty-state__title">
                  No destinations match {filters.q ? <>“{filters.q}”</> : "these filters"}
                  {activeType ? <> in {activeType.name}</> : null}
                </p>
                <p className="empty-state__text">
                  Try a city, a country or a kind of trip, such as “Portugal”, “Tokyo” or “beach”.
                  Several words find places that match any of them.
                </p>
                <div className="empty-state__actions">
                  {inAllTypes > 0 ? (
                    <Link
                      className="button button--primary"
                      to={`/destinations?${new URLSearchParams({ q: filters.q })}`}
                    >
                      See {plural(inAllTypes)} in all types
                    </Link>
                  ) : null}
                  <Link className="button button--secondary" to="/destinations">
                    Show all destinations
                  </Link>
                </div>
              </div>
            ) : (
              <FavouriteIdsProvider ids={favouriteIds}>
                {/* The map's markup, drawn on the server from this app's own component (features/maps). */}
                {mapHtml ? (
                  <div className="browse__map" dangerouslySetInnerHTML={{ __html: mapHtml }} />
                ) : null}
                <ul className="card-grid browse__results">
                  {destinations.map((destination) => (
                    <li key={destination.id}>
                      <DestinationCard destination={destination} headingLevel={2} />
                    </li>
                  ))}
                </ul>
              </FavouriteIdsProvider>
            )}
          </>
        )}
      </Section>
    </>
  );
}
