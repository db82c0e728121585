import { Form, Link } from "react-router";
import type { PlanActionReply, PlanView } from "./plan-types";
import { FormProblem, SplitTable } from "./SplitTable";

const BEST_LABELS = {
  total: "Lowest total",
  fairness: "Fairest split",
  co2: "Lowest CO₂",
} as const;

/** The shortlist: each place's votes, the group's total, the split, your own share and CO₂. */
export function PlanShortlist({
  view,
  reply,
}: {
  view: PlanView;
  reply?: PlanActionReply | undefined;
}) {
  const open = view.status === "open";
  const problem =
    reply?.intent === "add-option" || reply?.intent === "vote" ? reply.problem : undefined;
  return (
    <section className="plan-section" aria-labelledby="plan-shortlist-title">
      <h2 id="plan-shortlist-title" className="plan-section__title">
        Shortlist and votes
      </h2>
      <p className="plan-section__lead">
        For {view.nights} nights{view.decision ? " (the chosen dates)" : ""}, every party paying its
        own flights and its seats&apos; part of one hotel. {view.sources.costs}{" "}
        <Link to="/methods/co2" className="text-link">
          How we estimate CO₂
        </Link>
        .
      </p>
      {view.options.length === 0 ? (
        <p className="plan-empty">
          No places yet: add one below, from the group ranking or by name.
        </p>
      ) : (
        <ol className="plan-options" aria-label="Shortlisted places">
          {view.options.map((option) => (
            <li key={option.id} className="plan-option" data-option={option.destinationId}>
              <div className="plan-option__head">
                <h3 className="plan-option__name">
                  <Link to={option.href}>{option.name}</Link>
                  <span className="plan-option__country">, {option.country}</span>
                </h3>
                {option.best.length > 0 ? (
                  <ul className="plan-option__best" aria-label="Best for the group">
                    {option.best.map((measure) => (
                      <li key={measure} className="plan-badge">
                        {BEST_LABELS[measure]}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <dl className="plan-option__figures">
                <div>
                  <dt>Your share</dt>
                  <dd className="plan-option__mine">{option.myShare}</dd>
                </div>
                <div>
                  <dt>Your CO₂</dt>
                  <dd>{option.myCo2}</dd>
                </div>
                <div>
                  <dt>Group total</dt>
                  <dd>{option.total}</dd>
                </div>
                <div>
                  <dt>Gap between parties</dt>
                  <dd>{option.gap} per person</dd>
                </div>
                <div>
                  <dt>Group CO₂</dt>
                  <dd>{option.co2}</dd>
                </div>
              </dl>
              <details className="plan-option__split">
                <summary>The split: every party&apos;s share</summary>
                <SplitTable shares={option.shares} />
              </details>
              <div className="plan-option__votes">
                <p className="plan-option__tally" aria-live="polite">
                  <span className="plan-option__for">{option.votesFor} for</span> ·{" "}
                  <span className="plan-option__against">{option.votesAgainst} against</span>
                  {option.voters.length > 0 ? (
                    <span className="plan-option__voters">
                      {" "}
                      ({option.voters.map((voter) => `${voter.party} ${voter.vote}`).join(", ")})
                    </span>
                  ) : null}
                </p>
                {open ? (
                  <Form method="post" className="plan-option__vote" preventScrollReset>
                    <input type="hidden" name="intent" value="vote" />
                    <input type="hidden" name="optionId" value={option.id} />
                    {(["for", "against"] as const).map((vote) => (
                      <button
                        key={vote}
                        type="submit"
                        name="vote"
                        value={vote}
                        className="button button--secondary"
                        aria-pressed={option.myVote === vote}
                      >
                        Vote {vote}
                        <span className="visually-hidden"> {option.name}</span>
                      </button>
                    ))}
                    {option.myVote ? (
                      <button type="submit" name="vote" value="none" className="plan-link-button">
                        Withdraw my vote<span className="visually-hidden"> on {option.name}</span>
                      </button>
                    ) : null}
                  </Form>
                ) : null}
                {option.removable ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="remove-option" />
                    <input type="hidden" name="optionId" value={option.id} />
                    <button type="submit" className="plan-link-button">
                      Take {option.name} off the list
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {open && !view.optionsFull ? (
        <div className="plan-add">
          {view.suggestions.length > 0 ? (
            <Form method="post" className="plan-add__ranking" preventScrollReset>
              <input type="hidden" name="intent" value="add-option" />
              <p className="plan-add__title">
                From the group ranking (cheapest for these parties first)
              </p>
              <div className="plan-add__choices">
                {view.suggestions.map((place) => (
                  <button
                    key={place.destinationId}
                    type="submit"
                    name="destinationId"
                    value={place.destinationId}
                    className="button button--secondary"
                  >
                    Add {place.name}, {place.country} · {place.total}
                  </button>
                ))}
              </div>
            </Form>
          ) : null}
          <Form method="post" className="plan-add__by-name" preventScrollReset>
            <input type="hidden" name="intent" value="add-option" />
            <label htmlFor="plan-place" className="search-field__label">
              Add a place by name
            </label>
            <div className="plan-inline">
              <input
                id="plan-place"
                name="place"
                type="text"
                maxLength={100}
                className="search-field__control"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "plan-place-error" : undefined}
              />
              <button type="submit" className="button button--primary">
                Add to the shortlist
              </button>
            </div>
            <FormProblem id="plan-place-error" problem={problem} />
            {reply?.places?.length ? (
              <div className="plan-add__choices" role="group" aria-label="Pick a place">
                {reply.places.map((place) => (
                  <button
                    key={place.destinationId}
                    type="submit"
                    name="destinationId"
                    value={place.destinationId}
                    className="button button--secondary"
                  >
                    {place.label}
                  </button>
                ))}
              </div>
            ) : null}
          </Form>
        </div>
      ) : view.optionsFull ? (
        <p className="plan-note">
          The shortlist holds 20 places, the most it can: take one off to add another.
        </p>
      ) : null}
    </section>
  );
}
