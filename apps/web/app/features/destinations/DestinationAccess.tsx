import type { AccessView } from "./destination-access";
import { ADVICE_CREDIT } from "./destination-credits";

/**
 * Travel advice and how a place is reached. A place kept out of suggestions by default (a
 * do-not-travel advisory, no scheduled flight) gets it as a warning at the top of its page,
 * with the reason, the advice's source and date, and no flight search or trip cost (decision
 * 190); any other place lists its advice with the facts.
 */
export function DestinationAccess({ access }: { access: AccessView }) {
  const { keptOut, doNotTravel, noFlights, advice, gateway } = access;
  if (!keptOut && advice.length === 0 && !gateway) return null;
  return (
    <section
      className={`destination-access${keptOut ? " destination-access--kept-out" : ""}`}
      aria-labelledby="access-heading"
    >
      <h2
        id="access-heading"
        className={keptOut ? "destination-access__title" : "destination-subtitle"}
      >
        {keptOut ? `Before you plan a trip to ${access.name}` : "Travel advice"}
      </h2>
      {doNotTravel ? (
        <p className="destination-access__lead">
          Official travel advice is against all travel to {access.country}.
        </p>
      ) : null}
      {noFlights ? (
        <p className="destination-access__lead">
          {noFlights.reason}
          {noFlights.bulletin ? (
            <>
              {" "}
              Reported bulletin:{" "}
              <a href={noFlights.bulletin.url} rel="external">
                {noFlights.bulletin.name}
              </a>
              .
            </>
          ) : null}
        </p>
      ) : null}
      {keptOut ? (
        <p>
          So we leave {access.name} out of our suggestions, and this page offers no flight search
          and no trip cost. Read the official advice before you decide.
        </p>
      ) : null}
      {advice.length > 0 ? (
        <ul className="destination-access__advice">
          {advice.map((line) => (
            <li key={line.government}>
              <strong>{line.government}:</strong> &ldquo;{line.advice}&rdquo; (updated{" "}
              {line.updated}),{" "}
              <a href={line.url} rel="external">
                the full advice
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {gateway ? <p>{gateway}</p> : null}
      {advice.length > 0 ? <p className="destination-access__credit">{ADVICE_CREDIT}</p> : null}
    </section>
  );
}
