import { Form, Link } from "react-router";
import { PageNav } from "~/ui/PageNav";
import { GROUP_PLAN_ACTION, type ChosenView, type GroupResultsView } from "./group-types";

function ChosenDestination({ chosen }: { chosen: ChosenView }) {
  return (
    <section id="chosen" className="group-chosen" aria-labelledby="chosen-title">
      <p className="group-chosen__eyebrow">Your group&apos;s pick</p>
      <h2 id="chosen-title" className="group-chosen__title">
        {chosen.name}, {chosen.country}
      </h2>
      <p className="group-chosen__summary">{chosen.summary}</p>
      <p className="group-chosen__total">
        <strong>{chosen.total}</strong> for the group · {chosen.perPerson} per person on average
      </p>
      <p className="group-chosen__co2">
        Flights: <span data-figure="co2-total">{chosen.co2}</span> of CO₂e for the group, an
        estimate: <Link to="/methods/co2">how we work it out</Link>
      </p>
      <ul className="group-offers" aria-label="Book each party's flights and the group's hotel">
        {chosen.offers.map((offer) => (
          <li key={offer.key} className="group-offer" data-offer={offer.key}>
            <div>
              <h3 className="group-offer__title">{offer.title}</h3>
              <p className="group-offer__detail">
                {"href" in offer ? offer.detail : offer.problem}
              </p>
            </div>
            {"href" in offer ? (
              <a
                href={offer.href}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--accent group-offer__link"
              >
                {offer.action} <span className="group-offer__partner">on {offer.partner}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="group-chosen__actions">
        <Form method="post" action={GROUP_PLAN_ACTION}>
          <input type="hidden" name="destinationId" value={chosen.id} />
          {Object.entries(chosen.saveFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="redirectTo" value={chosen.redirectTo} />
          <button type="submit" className="button button--secondary">
            Save group plan to My destinations
          </button>
        </Form>
        <a href={chosen.cardPath} className="group-chosen__card" target="_blank" rel="noopener">
          Share card (PNG)<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

export function GroupResults({ results }: { results: GroupResultsView }) {
  const { ranking } = results;
  return (
    <section className="group-results" aria-labelledby="group-results-title">
      {results.chosen ? <ChosenDestination chosen={results.chosen} /> : null}
      <h2 id="group-results-title" className="group-results__title">
        {results.budget
          ? `${results.withinBudget} of ${results.considered} destinations within ${results.budget}`
          : `${results.considered} destinations for ${results.partiesLabel}`}
      </h2>
      <p className="group-results__dates">
        {results.dates}
        {results.weather ? ` · ${results.weather}` : null}
      </p>
      <dl className="group-terms" aria-label="What the figures mean">
        <div>
          <dt>Share</dt>
          <dd>
            What one party pays: its own return flights, its part of the shared hotel rooms (split
            by seats) and its own daily costs and sights.
          </dd>
        </div>
        <div>
          <dt>Gap</dt>
          <dd>
            How uneven the split is: the difference between the party that pays most per person and
            the one that pays least. €0 means everyone pays the same per person; “Fairest split”
            puts the smallest gaps first.
          </dd>
        </div>
      </dl>
      <nav className="group-ranking" aria-label="Ranking">
        <span className="group-ranking__label">Ranked by</span>
        <Link
          to={results.totalHref}
          preventScrollReset
          className="choice-pill"
          aria-current={ranking === "total" ? "true" : undefined}
        >
          Lowest group total
        </Link>
        <Link
          to={results.fairnessHref}
          preventScrollReset
          className="choice-pill"
          aria-current={ranking === "fairness" ? "true" : undefined}
        >
          Fairest split
        </Link>
        <Link
          to={results.co2Href}
          preventScrollReset
          className="choice-pill"
          aria-current={ranking === "co2" ? "true" : undefined}
        >
          Lowest flight CO₂e
        </Link>
      </nav>
      {results.pages.pageCount > 1 ? (
        <p className="group-results__position">
          {`Showing ${results.first}–${results.first + results.rows.length - 1} of ${results.shownCount}, best first`}
        </p>
      ) : null}
      {results.rows.length === 0 ? (
        <p className="group-results__empty">
          No destination fits this budget for the whole group. Try a higher budget or fewer nights.
        </p>
      ) : (
        <ol className="group-rows" start={results.first}>
          {results.rows.map((row) => (
            <li key={row.id} className="group-row" data-destination={row.id}>
              <div className="group-row__head">
                <span className="group-row__rank" aria-hidden="true">
                  {row.rank}
                </span>
                <h3 className="group-row__name">
                  {row.name}
                  <span className="group-row__country">, {row.country}</span>
                </h3>
                <p className="group-row__total">
                  <span className="group-row__amount">{row.total}</span>
                  <span className="group-row__meta">
                    {row.perPerson} per person · gap {row.gap}
                  </span>
                  <span className="group-row__co2">
                    Flight CO₂e, est. <span data-figure="co2-total">{row.co2}</span>
                  </span>
                </p>
              </div>
              <table className="group-shares">
                <caption className="visually-hidden">What each party pays at {row.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Party</th>
                    <th scope="col">Flights</th>
                    <th scope="col">Share</th>
                    <th scope="col">Per person</th>
                    <th scope="col">Flight CO₂e</th>
                  </tr>
                </thead>
                <tbody>
                  {row.shares.map((share, partyIndex) => (
                    <tr key={partyIndex}>
                      <th scope="row">
                        {share.party}
                        <span className="group-shares__who">{share.travellers}</span>
                      </th>
                      <td data-label="Flights">{share.flights}</td>
                      <td data-label="Share">{share.share}</td>
                      <td data-label="Per person">{share.perPerson}</td>
                      <td data-label="Flight CO₂e" data-figure="co2-party">
                        {share.co2}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Link to={row.chooseHref} className="group-row__choose" preventScrollReset={false}>
                Book {row.name} for the group
              </Link>
            </li>
          ))}
        </ol>
      )}
      {results.moreHref ? (
        <p className="group-results__more">
          <Link to={results.moreHref} className="button button--secondary">
            Show {results.moreCount} more destinations
          </Link>
        </p>
      ) : null}
      <PageNav nav={results.pages} label="Pages of results" />
      <p className="group-results__note">
        Estimates for planning, not quotes: each party pays its own flights, daily costs and sights;
        the hotel rooms are booked for the whole group and shared by seat.{" "}
        <Link to="/blogs/how-we-calculate-trip-costs">How we estimate</Link>. Flight CO₂e is an
        estimate of each party&apos;s return flights:{" "}
        <Link to="/methods/co2">how we work it out</Link>.
      </p>
    </section>
  );
}
