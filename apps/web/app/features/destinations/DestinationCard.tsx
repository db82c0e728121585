import { usePrice } from "~/features/currency/use-price";
import { Link } from "react-router";
import { ArtImage, CARD_IMAGE_SIZES } from "~/features/art/ArtImage";
import { FlagImage } from "~/features/art/FlagImage";
import { useIsFavourite } from "~/features/favourites/favourite-ids";
import { FavouriteToggle } from "~/features/favourites/FavouriteToggle";
import type { HomeCopy } from "~/features/home/home-sections";
import type { DestinationCardData } from "~/features/destinations/destination-card";
import { RatingStars } from "./RatingStars";
import "./destinations.css";

/**
 * A destination at a glance: its scene, place, rating, and the prices that decide a trip.
 * `isFavourite` defaults to the saved ids of a FavouriteIdsProvider above.
 * The name links to the detail page and its ::after covers the card, so the whole card is one
 * target; other controls in the card (the favourite toggle) sit above it (z-index 1).
 */
export function DestinationCard({
  destination,
  layout = "stacked",
  imageSizes = layout === "wide" ? "(min-width: 40em) 22rem, 100vw" : CARD_IMAGE_SIZES,
  isFavourite,
  headingLevel = 3,
}: {
  /** Card data from a list loader (the server names the country: destination-card.ts). */
  destination: DestinationCardData;
  layout?: "stacked" | "wide";
  /** How wide the picture is shown, when the card sits somewhere narrower than a grid cell. */
  imageSizes?: string;
  isFavourite?: boolean;
  headingLevel?: 2 | 3;
}) {
  const saved = useIsFavourite(destination.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`destination-card destination-card--${layout}`}>
      <ArtImage
        scene={destination.scene}
        alt=""
        className="destination-card__art"
        sizes={imageSizes}
      />
      <FavouriteToggle
        destinationId={destination.id}
        isFavourite={isFavourite ?? saved}
        destinationName={destination.name}
      />
      <div className="destination-card__body">
        <p className="destination-card__country">
          <FlagImage countryCode={destination.countryCode} className="destination-card__flag" />
          {destination.country}
        </p>
        <Heading className="destination-card__name">
          <Link to={destination.href} className="destination-card__link" prefetch="intent">
            {destination.name}
          </Link>
        </Heading>
        <RatingStars ratingTenths={destination.ratingTenths} />
        {destination.facts ? <p className="destination-card__facts">{destination.facts}</p> : null}
        {destination.summary ? (
          <p className="destination-card__summary">{destination.summary}</p>
        ) : null}
        <DestinationPrices destination={destination} className="destination-card__prices" />
      </div>
    </article>
  );
}

/** The two prices every destination card shows: a night's hotel and a day's spending. */
export function DestinationPrices({
  destination,
  className,
}: {
  destination: Pick<DestinationCardData, "nightlyRateCents" | "dailyCostCents">;
  className: string;
}) {
  const formatMoney = usePrice();
  return (
    <dl className={className}>
      <div>
        <dt>Hotel per night</dt>
        <dd className="price">{formatMoney(destination.nightlyRateCents)}</dd>
      </div>
      <div>
        <dt>Daily spend per person</dt>
        <dd className="price">{formatMoney(destination.dailyCostCents)}</dd>
      </div>
    </dl>
  );
}

/** The way from a home section to the whole catalogue (the browse page). */
export function SeeAllDestinations() {
  return (
    <Link to="/destinations" className="button button--secondary see-all">
      See all destinations
    </Link>
  );
}

/** What a destination section shows while the catalogue has nothing for it. */
export function DestinationsEmpty({ copy }: { copy: HomeCopy["emptyDestinations"] }) {
  return (
    <div className="empty-state" role="note">
      <p className="empty-state__title">{copy.title}</p>
      <p className="empty-state__text">{copy.text}</p>
      <Link className="button button--secondary" to="/contact">
        Ask our team
      </Link>
    </div>
  );
}
