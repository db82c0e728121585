import type { ReactNode } from "react";
import { ArtImage } from "~/features/art/ArtImage";
import type { SceneSpec } from "~/features/art/art-addresses";
import { ContentPhoto } from "~/features/photos/ContentPhoto";
import type { PhotoView } from "~/features/photos/photo-addresses";
import type { PriceList } from "./destination-prices";

/*
 * The parts of a destination page that the public page and the editors' preview of a draft
 * share, so the preview shows the page as it will be.
 */

const HERO_SIZES = "(min-width: 60rem) 40rem, 100vw";

/** The hero's picture: the editors' first photo, else the place's drawn scene. */
export function DestinationHeroPicture({
  photo,
  scene,
}: {
  photo: PhotoView | null | undefined;
  scene: SceneSpec;
}) {
  return (
    <div className="destination-hero__art">
      {photo ? (
        <ContentPhoto photo={photo} priority sizes={HERO_SIZES} />
      ) : (
        <ArtImage scene={scene} alt="" priority sizes={HERO_SIZES} />
      )}
    </div>
  );
}

/** The editors' photos after the hero, each with its credit and licence beneath it. */
export function MorePhotos({ photos, name }: { photos: readonly PhotoView[]; name: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="destination-photos" aria-label={`More photos of ${name}`}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <ContentPhoto photo={photo} sizes="(min-width: 60rem) 20rem, 100vw" />
        </li>
      ))}
    </ul>
  );
}

/** The editors' description, rendered and sanitised Markdown. */
export function DestinationDescription({ html }: { html: string | null | undefined }) {
  return html ? (
    <div className="destination-about__text markdown" dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
}

export function BestMonths({ months }: { months: readonly string[] }) {
  if (months.length === 0) return null;
  return (
    <>
      <h3 className="destination-subtitle">Best time to go</h3>
      <ul className="month-list" aria-label="Best months">
        {months.map((month) => (
          <li key={month} className="tag">
            {month}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The hotel and daily figures, then each sight's entry; `note` and `sightsNote` follow them. */
export function TypicalPrices({
  prices,
  note,
  sightsNote,
}: {
  prices: PriceList;
  note?: ReactNode;
  sightsNote?: ReactNode;
}) {
  return (
    <aside className="destination-prices" aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="destination-section-title">
        Typical prices
      </h2>
      <dl className="price-list">
        <div>
          <dt>Hotel, double room per night</dt>
          <dd className="price">{prices.nightlyRate}</dd>
        </div>
        <div>
          <dt>Food and local transport, per person per day</dt>
          <dd className="price">{prices.dailyCost}</dd>
        </div>
      </dl>
      {note ? <p className="destination-prices__note">{note}</p> : null}
      {prices.attractions.length > 0 ? (
        <>
          <h3 className="destination-subtitle">Attractions</h3>
          <ul className="attraction-list">
            {prices.attractions.map((attraction) => (
              <li key={attraction.id}>
                <span>{attraction.name}</span>
                <span className="price">{attraction.price}</span>
              </li>
            ))}
          </ul>
          {sightsNote ? <p className="destination-prices__note">{sightsNote}</p> : null}
        </>
      ) : null}
    </aside>
  );
}
