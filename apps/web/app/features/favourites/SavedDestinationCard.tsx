import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Destination } from "@travel/domain";
import { ArtImage } from "~/features/art/ArtImage";
import { DestinationPrices } from "~/features/destinations/DestinationCard";
import { RatingStars } from "~/features/destinations/RatingStars";
import type { SceneSpec } from "~/features/art/art-addresses";
import { destinationFacts } from "~/features/destinations/destination-facts";
import { FavouriteRemoveButton } from "./FavouriteRemoveButton";
import { useFavouriteState } from "./use-favourite-state";

export type SavedDestinationView = {
  destination: Destination;
  /** The country's name, from the server (the domain's country list). */
  country: string;
  /** The destination's page (the domain's destinationPath, on the server). */
  href: string;
  /** When it was saved, already formatted by the server (so every time zone renders the same). */
  savedOn: string;
  /** False once editors archived the destination: its page is gone, the favourite stays. */
  listed?: boolean;
  /** The place's own picture, chosen from its data on the server. */
  scene: SceneSpec;
};

/**
 * One favourite on My destinations: the place, what a day there costs, and a way to remove it.
 * Room is left below the prices for the trip a user plans to it (travellers, dates, origin).
 */
export function SavedDestinationCard({
  saved,
  listPath,
  children,
}: {
  saved: SavedDestinationView;
  listPath: string;
  children?: ReactNode;
}) {
  const { destination } = saved;
  // Hidden as soon as "Remove" is pressed; the list reloads behind it.
  const { favourite } = useFavouriteState(destination.id, true);
  if (!favourite) return null;
  return (
    <li>
      <article className="saved-card" aria-labelledby={`saved-${destination.id}`}>
        <ArtImage scene={saved.scene} alt="" className="saved-card__art" />
        <div className="saved-card__body">
          <p className="saved-card__country">{saved.country}</p>
          <h2 id={`saved-${destination.id}`} className="saved-card__name">
            {saved.listed === false ? (
              destination.name
            ) : (
              <Link to={saved.href}>{destination.name}</Link>
            )}
          </h2>
          {saved.listed === false ? <p className="saved-card__unlisted">No longer listed</p> : null}
          {destination.ratingTenths === undefined ? (
            <p className="saved-card__facts">{destinationFacts(destination)}</p>
          ) : (
            <RatingStars ratingTenths={destination.ratingTenths} />
          )}
          <DestinationPrices destination={destination} className="saved-card__prices" />
          {children}
          <div className="saved-card__footer">
            <p className="saved-card__saved">Saved {saved.savedOn}</p>
            <FavouriteRemoveButton
              destinationId={destination.id}
              destinationName={destination.name}
              redirectTo={listPath}
            />
          </div>
        </div>
      </article>
    </li>
  );
}
