import type { Destination } from "@travel/domain";
import { formatMoney, formatRating, starSlotsForRating } from "@travel/domain";
import { Link } from "@remix-run/react";
import { Star } from "~/components/ui/icons";
import { ArtImage } from "~/components/art/ArtImage";
import { useIsFavourite } from "~/components/favourites/favourite-ids";
import { FavouriteToggle } from "~/components/favourites/FavouriteToggle";
import type { HomeCopy } from "~/content/home-sections";
import { destinationScene } from "~/lib/art";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export function countryName(countryCode: string): string {
  try {
    return regionNames.of(countryCode.toUpperCase()) ?? countryCode.toUpperCase();
  } catch {
    return countryCode.toUpperCase();
  }
}

export function RatingStars({ ratingTenths, reviewCount }: { ratingTenths: number; reviewCount: number }) {
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {starSlotsForRating(ratingTenths).map((filled, index) => (
          <Star key={index} size={14} className={filled ? "rating__star rating__star--filled" : "rating__star"} />
        ))}
      </span>
      <span className="rating__value">{formatRating(ratingTenths)}</span>
      <span className="rating__count">({reviewCount.toLocaleString("en-US")} reviews)</span>
      <span className="visually-hidden">out of 5</span>
    </p>
  );
}

/**
 * A destination at a glance: its scene, place, rating, and the prices that decide a trip.
 * `isFavourite` defaults to the saved ids of a FavouriteIdsProvider above.
 */
export function DestinationCard({ destination, layout = "stacked", isFavourite }: { destination: Destination; layout?: "stacked" | "wide"; isFavourite?: boolean }) {
  const saved = useIsFavourite(destination.id);
  return (
    <article className={`destination-card destination-card--${layout}`}>
      <ArtImage scene={destinationScene(destination)} alt="" className="destination-card__art" />
      <FavouriteToggle destinationId={destination.id} isFavourite={isFavourite ?? saved} destinationName={destination.name} />
      <div className="destination-card__body">
        <p className="destination-card__country">{countryName(destination.countryCode)}</p>
        <h3 className="destination-card__name">{destination.name}</h3>
        <RatingStars ratingTenths={destination.ratingTenths} reviewCount={destination.reviewCount} />
        <p className="destination-card__summary">{destination.summary}</p>
        <dl className="destination-card__prices">
          <div>
            <dt>Hotel per night</dt>
            <dd className="price">{formatMoney(destination.nightlyRateCents)}</dd>
          </div>
          <div>
            <dt>Daily spend per person</dt>
            <dd className="price">{formatMoney(destination.dailyCostCents)}</dd>
          </div>
        </dl>
      </div>
    </article>
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
