import { formatRating, starSlotsForRating } from "@travel/domain";

/** Where the score comes from, said wherever a page has room to say it. */
const EDITORS_SCORE_NOTE =
  "Our editors' overall mark for the place, from their visits and research. It is not an average of reviews.";

/**
 * The spec's five-slot star rating, first n filled, named for what it is: the editors' score
 * of a hand-written place. No review count: the site has no reviews behind it. Drawn by CSS
 * (one masked element per rating, see .rating__stars) instead of five inline SVGs, which made
 * up a fifth of a list page's HTML.
 */
export function RatingStars({
  ratingTenths,
  explained = false,
}: {
  ratingTenths?: number;
  /** Adds the sentence saying where the score comes from (a destination's page). */
  explained?: boolean;
}) {
  // Places built from open data have no score: no stars rather than made-up ones.
  if (ratingTenths === undefined) return null;
  const filled = starSlotsForRating(ratingTenths).filter(Boolean).length;
  return (
    <>
      <p className="rating" title={explained ? undefined : EDITORS_SCORE_NOTE}>
        <span className={`rating__stars rating__stars--${filled}`} aria-hidden="true" />
        <span className="rating__label">Editors' score</span>
        <span className="rating__value">
          {formatRating(ratingTenths)}
          <span aria-hidden="true">/5</span>
          <span className="visually-hidden"> out of 5</span>
        </span>
      </p>
      {explained ? <p className="rating__note">{EDITORS_SCORE_NOTE}</p> : null}
    </>
  );
}
