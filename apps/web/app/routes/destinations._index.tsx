import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigation,
} from "react-router";
import { FavouriteIdsProvider } from "~/features/favourites/favourite-ids";
import { DestinationCard } from "~/features/destinations/DestinationCard";
import { PageHero } from "~/features/content/PageHero";
import { Section } from "~/ui/Section";
import { BrowseFilters, BrowseSummary } from "~/features/destinations/BrowseFilters";
import { CatalogueUnavailable, NothingFound } from "~/features/destinations/BrowseEmptyStates";
import { PageNav } from "~/ui/PageNav";
import { browsePage } from "~/features/destinations/browse-page.server";
import { pageMeta } from "~/lib/meta";
import { pageScenes } from "~/features/content/page-scenes";
import "~/features/destinations/destinations.css";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => {
  const view = args.loaderData?.view;
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

/** The browse page (features/destinations/browse-page.server.ts): one page of cards and the map. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, status } = await browsePage(request, context);
  return data(page, { status });
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
        <BrowseFilters view={view} searching={searching} />
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
          <CatalogueUnavailable />
        ) : view ? (
          <>
            <div className="browse__bar">
              <BrowseSummary view={view} />
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
              <NothingFound view={view} />
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
