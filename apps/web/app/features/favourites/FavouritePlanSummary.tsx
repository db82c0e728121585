import { Link } from "react-router";
import type { FavouritePlanSummaryData } from "~/features/favourites/favourite-plan-summary";
import "../planner/planner.css";

/**
 * A favourite's trip on My destinations: what the saved plan costs, each partner search for the
 * same trip (new tab, noopener noreferrer), and the planner to change it.
 */
export function FavouritePlanSummary({
  summary,
  destinationName,
}: {
  summary: FavouritePlanSummaryData;
  destinationName: string;
}) {
  return (
    <section className="favourite-plan" aria-label={`Your trip to ${destinationName}`}>
      <p className="favourite-plan__label">{summary.saved ? "Your plan" : "Example plan"}</p>
      {summary.total ? (
        <>
          <p className="favourite-plan__description">{summary.description}</p>
          <dl className="favourite-plan__figures">
            <div>
              <dt>Total</dt>
              <dd className="price" data-figure="total">
                {summary.total}
              </dd>
            </div>
            <div>
              <dt>Per person</dt>
              <dd data-figure="per-person">{summary.perPerson}</dd>
            </div>
          </dl>
          <ul className="favourite-plan__offers">
            {summary.offers.map((offer) =>
              "href" in offer ? (
                <li key={offer.kind}>
                  <a
                    href={offer.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="favourite-plan__offer"
                  >
                    {offer.action}{" "}
                    <span className="partner-offer__partner">on {offer.partner}</span>
                    <span className="visually-hidden">
                      {" "}
                      for {destinationName} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </>
      ) : (
        <p className="favourite-plan__problem">{summary.problem}</p>
      )}
      {summary.calendarHref ? (
        <a href={summary.calendarHref} download className="text-link favourite-plan__planner">
          Add to my calendar (.ics)
          <span className="visually-hidden"> the trip to {destinationName}</span>
        </a>
      ) : null}
      <Link to={summary.plannerHref} className="text-link favourite-plan__planner">
        {summary.saved ? "Change this plan" : "Plan this trip"}
        <span className="visually-hidden"> to {destinationName}</span>
      </Link>
    </section>
  );
}
