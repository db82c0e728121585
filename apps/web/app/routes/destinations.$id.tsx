import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { parseDestinationId } from "@travel/domain";
import { DestinationHero } from "~/features/destinations/DestinationHero";
import { DestinationPlanner } from "~/features/destinations/DestinationPlanner";
import {
  BestMonths,
  DestinationDescription,
  MorePhotos,
  TypicalPrices,
} from "~/features/destinations/DestinationSections";
import { getDestination } from "~/features/destinations/catalogue.server";
import { destinationPageData } from "~/features/destinations/destination-view.server";
import { DestinationAccess } from "~/features/destinations/DestinationAccess";
import { DestinationCredits } from "~/features/destinations/DestinationCredits";
import { LazyWeatherChart } from "~/features/weather/LazyWeatherChart";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import { pageMeta } from "~/lib/meta";
import "~/features/destinations/destinations.css";
import "~/features/photos/photos.css";
import "~/features/content/markdown.css";
import "~/features/maps/maps.css";
import "~/features/weather/weather-chart.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, {
    title: args.loaderData
      ? `${args.loaderData.destination.name}, ${args.loaderData.country}`
      : "Destination not found",
    description:
      args.loaderData?.destination.summaryText ??
      "Destination guides with honest per-person trip costs.",
    image: args.loaderData?.shareCard,
  }),
  ...(args.loaderData?.structuredData ?? []),
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Numeric ids only (spec §2): /destinations/lisbon or /destinations/1e2 is no page.
  const id = parseDestinationId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const destination = await getDestination(id);
  if (!destination) throw data(null, { status: 404 });
  return destinationPageData(destination, request, context);
}

export default function DestinationPage() {
  const { destination, country, bestMonths, isFavourite, map, ...page } =
    useLoaderData<typeof loader>();
  const { weather, access, credits } = page;
  return (
    <article className="destination-page">
      <DestinationHero
        destination={destination}
        country={country}
        isFavourite={isFavourite}
        plannable={!access.keptOut}
      />
      {access.keptOut ? (
        <div className="container">
          <DestinationAccess access={access} />
        </div>
      ) : null}
      <div className="container destination-facts">
        <section className="destination-about" aria-labelledby="about-heading">
          <h2 id="about-heading" className="destination-section-title">
            About {destination.name}
          </h2>
          <DestinationDescription html={destination.descriptionHtml} />
          {destination.facts.length > 0 ? (
            <dl className="destination-facts-list" aria-label={`Facts about ${destination.name}`}>
              {destination.facts.map(({ term, detail }) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {destination.factSources ? (
            <p className="destination-facts-list__sources">{destination.factSources}</p>
          ) : null}
          <MorePhotos photos={destination.morePhotos} name={destination.name} />
          {access.keptOut ? null : <DestinationAccess access={access} />}
          <LazyMapFigure {...map} />
          {weather ? <LazyWeatherChart view={weather} /> : <BestMonths months={bestMonths} />}
        </section>
        <TypicalPrices
          prices={destination}
          note={destination.costNote}
          sightsNote="Entry per adult; children pay half, infants go free."
        />
      </div>
      {access.keptOut ? null : (
        <DestinationPlanner
          path={page.path}
          destination={destination}
          planner={page.planner}
          estimate={page.estimate}
          offers={page.offers}
          plan={page.plan}
          planSearch={page.planSearch}
          question={page.question}
          origin={page.origin}
        />
      )}
      <DestinationCredits credits={credits} />
    </article>
  );
}
