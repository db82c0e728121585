import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import {
  countryName,
  destinationPath,
  formatDate,
  formatPrice,
  parseDestinationId,
  travellersLabel,
} from "@travel/domain";
import { airportLabel } from "~/features/airports/airports.server";
import { ArtImage } from "~/features/art/ArtImage";
import { FlagImage } from "~/features/art/FlagImage";
import { FavouriteToggle } from "~/features/favourites/FavouriteToggle";
import { RatingStars } from "~/features/destinations/DestinationCard";
import { AttractionChoices, PlannerForm } from "~/features/planner/PlannerForm";
import { SavePlanForm } from "~/features/planner/SavePlanForm";
import { PlannerOffers, ServerHtml } from "~/features/planner/ServerHtml";
import { destinationScene } from "~/features/art/destination-scene.server";
import { costNote, destinationFactList } from "~/features/destinations/destination-page.server";
import { getDestination } from "~/features/destinations/catalogue.server";
import { favouriteIdsFor } from "~/features/favourites/favourites.server";
import { pageMeta } from "~/lib/meta";
import { planCardPath } from "~/features/group-trips/share-card-address";
import { breadcrumbList, siteOrigin, touristDestination } from "~/lib/structured-data.server";
import { destinationPageMap } from "~/features/maps/page-maps.server";
import { LazyMapFigure } from "~/features/maps/LazyMapFigure";
import { readCurrency } from "~/features/currency/display-currency.server";
import { costBreakdownHtml, partnerOffersHtml } from "~/features/planner/trip-html.server";
import {
  defaultOrigin,
  estimateDestinationTrip,
  estimateView,
  planFields,
  plannerFormOptions,
  planQuery,
  readPlan,
  todayIso,
  tripPartnerOffers,
} from "~/features/planner/trip-plan.server";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import { photoView } from "~/features/photos/photo-addresses";
import { destinationWords } from "~/features/content/markdown.server";
import "~/features/destinations/destinations.css";
import "~/features/photos/photos.css";
import "~/features/content/markdown.css";
import "~/features/maps/maps.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, {
    title: args.data
      ? `${args.data.destination.name}, ${args.data.country}`
      : "Destination not found",
    description:
      args.data?.destination.summaryText ?? "Destination guides with honest per-person trip costs.",
    image: args.data?.shareCard,
  }),
  ...(args.data?.structuredData ?? []),
];

const monthNames = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const monthName = (month: number) => monthNames.format(Date.UTC(2000, month - 1, 1));

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Numeric ids only (spec §2): /destinations/lisbon or /destinations/1e2 is no page.
  const id = parseDestinationId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const destination = await getDestination(id);
  if (!destination) throw data(null, { status: 404 });

  const path = destinationPath(destination.id);
  const today = todayIso();
  const { form, trip, isDefault } = readPlan(new URL(request.url).searchParams, {
    today,
    origin: defaultOrigin(destination.airportCode),
    path,
  });
  const result = trip ? estimateDestinationTrip(destination, trip) : null;
  const favouriteIds = await favouriteIdsFor(request, context);

  const { display } = readCurrency(request);
  const formatMoney = (cents: number) => formatPrice(cents, display);
  const estimate = trip && result ? estimateView(destination, trip, result, display) : null;
  // Without a plan in the address the figures are the planner's example, and say so.
  const example =
    trip && isDefault
      ? `${travellersLabel(trip.travellers)} flying from ${airportLabel(trip.origin)}, ${trip.nights} nights from ${formatDate(trip.departureDate)}. Enter where you leave from, your dates and who is going to see your own cost.`
      : undefined;
  const price = (cents: number) => (cents === 0 ? "Free" : formatMoney(cents));
  const country = countryName(destination.countryCode) ?? destination.countryCode.toUpperCase();
  return {
    path,
    // What the page shows, formatted here (spec §9) so the page carries no formatting code.
    destination: {
      id: destination.id,
      slug: destination.slug,
      name: destination.name,
      // Editors write Markdown: rendered and sanitised here, plain text for meta and search.
      ...destinationWords(destination),
      heroPhoto: destination.photos?.[0] ? photoView(destination.photos[0]) : null,
      countryCode: destination.countryCode,
      latitude: destination.latitude,
      longitude: destination.longitude,
      typeIds: destination.typeIds,
      climate: destination.climate,
      nightlyRate: formatMoney(destination.nightlyRateCents),
      dailyCost: formatMoney(destination.dailyCostCents),
      attractions: destination.attractions.map(({ id, name, priceCents }) => ({
        id,
        name,
        price: price(priceCents),
      })),
      // The editors' score of a hand-written place; places built from open data have none.
      ratingTenths: destination.ratingTenths,
      facts: destinationFactList(destination),
      scene: destinationScene(destination),
      costNote: costNote(destination, country),
    },
    country,
    // A plan the visitor made gets its own share card, so a shared link previews its cost.
    shareCard:
      trip && result && !isDefault
        ? planCardPath(`?${planQuery(trip, { destination: String(destination.id) })}`)
        : undefined,
    // The route is drawn for a plan the visitor made, not for the planner's default start.
    map: destinationPageMap(
      destination,
      country,
      trip && result && !isDefault ? { trip, result } : null,
      display,
    ),
    bestMonths: destination.bestMonths.map(monthName),
    isFavourite: favouriteIds.has(destination.id),
    planner: {
      form,
      options: plannerFormOptions(today, form.values),
    },
    estimate: estimate
      ? {
          totalCents: estimate.totalCents,
          example: example !== undefined,
          html: costBreakdownHtml(estimate, `Cost of a trip to ${destination.name}`, example),
        }
      : null,
    offersHtml: trip ? partnerOffersHtml(tripPartnerOffers(destination, trip)) : null,
    // The plan as it stands, for saving it and for the other planning pages.
    plan: trip
      ? Object.fromEntries(planFields.map((field) => [field, planQuery(trip).get(field) ?? ""]))
      : null,
    planSearch: trip ? planQuery(trip).toString() : "",
    // What search engines read: the place with its coordinates, and the trail to it.
    structuredData: [
      touristDestination(siteOrigin(), {
        ...destination,
        description: destinationWords(destination).summaryText ?? `${destination.name}, ${country}`,
        path,
        country,
      }),
      breadcrumbList(siteOrigin(), [
        { name: "Home", path: "/" },
        { name: "Destinations", path: "/destinations" },
        { name: destination.name, path },
      ]),
    ],
  };
}

export default function DestinationPage() {
  const {
    path,
    destination,
    country,
    bestMonths,
    isFavourite,
    planner,
    estimate,
    offersHtml,
    plan,
    planSearch,
    map,
  } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <article className="destination-page">
      <header className="destination-hero">
        <div className="container destination-hero__inner">
          <div className="destination-hero__text">
            <p className="eyebrow destination-hero__country">
              <FlagImage countryCode={destination.countryCode} width={20} />
              {country}
            </p>
            <div className="destination-hero__title-row">
              <h1 className="destination-hero__title">{destination.name}</h1>
              <FavouriteToggle
                destinationId={destination.id}
                isFavourite={isFavourite}
                destinationName={destination.name}
                className="favourite-toggle--inline"
              />
            </div>
            <RatingStars ratingTenths={destination.ratingTenths} explained />
            {destination.summaryHtml ? (
              <p
                className="destination-hero__summary"
                dangerouslySetInnerHTML={{ __html: destination.summaryHtml }}
              />
            ) : null}
            <a href="#planner" className="button button--primary">
              Plan your trip
            </a>
          </div>
          <div className="destination-hero__art">
            {destination.heroPhoto ? (
              <ContentPhoto
                photo={destination.heroPhoto}
                priority
                sizes="(min-width: 60rem) 40rem, 100vw"
              />
            ) : (
              <ArtImage
                scene={destination.scene}
                alt=""
                priority
                sizes="(min-width: 60rem) 40rem, 100vw"
              />
            )}
          </div>
        </div>
      </header>

      <div className="container destination-facts">
        <section className="destination-about" aria-labelledby="about-heading">
          <h2 id="about-heading" className="destination-section-title">
            About {destination.name}
          </h2>
          {destination.descriptionHtml ? (
            <div
              className="destination-about__text markdown"
              dangerouslySetInnerHTML={{ __html: destination.descriptionHtml }}
            />
          ) : null}
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
          <LazyMapFigure {...map} />
          {bestMonths.length > 0 ? (
            <>
              <h3 className="destination-subtitle">Best time to go</h3>
              <ul className="month-list" aria-label="Best months">
                {bestMonths.map((month) => (
                  <li key={month} className="tag">
                    {month}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <aside className="destination-prices" aria-labelledby="prices-heading">
          <h2 id="prices-heading" className="destination-section-title">
            Typical prices
          </h2>
          <dl className="price-list">
            <div>
              <dt>Hotel, double room per night</dt>
              <dd className="price">{destination.nightlyRate}</dd>
            </div>
            <div>
              <dt>Food and local transport, per person per day</dt>
              <dd className="price">{destination.dailyCost}</dd>
            </div>
          </dl>
          {destination.costNote ? (
            <p className="destination-prices__note">{destination.costNote}</p>
          ) : null}
          {destination.attractions.length > 0 ? (
            <>
              <h3 className="destination-subtitle">Attractions</h3>
              <ul className="attraction-list">
                {destination.attractions.map((attraction) => (
                  <li key={attraction.id}>
                    <span>{attraction.name}</span>
                    <span className="price">{attraction.price}</span>
                  </li>
                ))}
              </ul>
              <p className="destination-prices__note">
                Entry per adult; children pay half, infants go free.
              </p>
            </>
          ) : null}
        </aside>
      </div>

      <section
        id="planner"
        className="section section--tint planner"
        aria-labelledby="planner-heading"
      >
        <div className="container">
          <header className="section__header">
            <div>
              <p className="eyebrow">Trip cost planner</p>
              <h2 id="planner-heading" className="section__title">
                What a trip to {destination.name} costs
              </h2>
              <p className="section__lead">
                Flights, hotel, daily costs and sights for your dates and party, split per person.
              </p>
            </div>
          </header>
          <div className="planner__layout">
            <div className="planner__form-card">
              <PlannerForm
                key={location.search}
                id="planner"
                action={path}
                form={planner.form}
                options={planner.options}
              >
                <AttractionChoices
                  attractions={destination.attractions}
                  chosen={planner.form.attractionIds}
                />
              </PlannerForm>
            </div>
            <div className="planner__result" aria-live="polite">
              {estimate ? (
                <>
                  <ServerHtml html={estimate.html} />
                  <div className="planner__actions">
                    {plan ? (
                      <SavePlanForm
                        destinationId={destination.id}
                        plan={plan}
                        redirectTo={`${path}?${planSearch}#planner`}
                      />
                    ) : null}
                    <Link
                      to={`/trips/compare?ids=${destination.id}&${planSearch}`}
                      className="text-link"
                    >
                      Compare with other destinations
                    </Link>
                    <Link
                      to={`/trips/budget?budget=${Math.ceil(estimate.totalCents / 100)}&${planSearch}`}
                      className="text-link"
                    >
                      Where else this budget takes you
                    </Link>
                  </div>
                </>
              ) : (
                <p className="planner__invalid" role="status">
                  Check the highlighted fields to see what this trip costs.
                </p>
              )}
            </div>
          </div>
          <PlannerOffers html={offersHtml} />
        </div>
      </section>
    </article>
  );
}
