import { FlagImage } from "~/features/art/FlagImage";
import type { SceneSpec } from "~/features/art/art-addresses";
import { FavouriteToggle } from "~/features/favourites/FavouriteToggle";
import type { PhotoView } from "~/features/photos/photo-addresses";
import { RatingStars } from "./RatingStars";
import { DestinationHeroPicture } from "./DestinationSections";

/** The top of a destination page: country, name, the favourite toggle, score and summary. */
export function DestinationHero({
  destination,
  country,
  isFavourite,
  plannable = true,
}: {
  destination: {
    id: number;
    name: string;
    countryCode: string;
    ratingTenths?: number;
    summaryHtml: string | null;
    heroPhoto: PhotoView | null;
    scene: SceneSpec;
  };
  country: string;
  isFavourite: boolean;
  /** False for a place kept out by default: its page has no planner (decision 190). */
  plannable?: boolean;
}) {
  return (
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
          {plannable ? (
            <a href="#planner" className="button button--primary">
              Plan your trip
            </a>
          ) : null}
        </div>
        <DestinationHeroPicture photo={destination.heroPhoto} scene={destination.scene} />
      </div>
    </header>
  );
}
