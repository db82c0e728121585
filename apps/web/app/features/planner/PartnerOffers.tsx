import type { PartnerOffer } from "~/features/planner/planner-types";
import "./planner.css";

/**
 * Partner links for a trip: what each covers and a link that opens the partner's search in a
 * new tab (noopener noreferrer: the partner gets neither this page nor a handle on it).
 * A link the builders refused shows why instead.
 */
export function PartnerOffers({
  offers,
  headingLevel = 3,
}: {
  offers: PartnerOffer[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="partner-offers">
      {offers.map((offer) => (
        <li
          key={offer.kind}
          className={"href" in offer ? "partner-offer" : "partner-offer partner-offer--unavailable"}
          data-partner={offer.kind}
        >
          <div className="partner-offer__text">
            <Heading className="partner-offer__title">{offer.title}</Heading>
            <p className="partner-offer__detail">
              {"href" in offer ? offer.detail : offer.problem}
            </p>
          </div>
          {"href" in offer ? (
            <a
              href={offer.href}
              target="_blank"
              rel="noopener noreferrer"
              className="button button--accent partner-offer__link"
            >
              <span>
                {offer.action} <span className="partner-offer__partner">on {offer.partner}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The planner's "book this trip" block: the partner offers, when there are any. */
export function PlannerOffers({ offers }: { offers: PartnerOffer[] | null }) {
  if (!offers || offers.length === 0) return null;
  return (
    <div className="planner__offers">
      <h3 className="destination-subtitle">Book this trip with our partners</h3>
      <PartnerOffers offers={offers} />
    </div>
  );
}
