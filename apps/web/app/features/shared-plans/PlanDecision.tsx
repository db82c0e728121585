import { Form } from "react-router";
import { addDays } from "@travel/domain";
import { PartnerOffers } from "~/features/planner/PartnerOffers";
import type { PlanActionReply, PlanView } from "./plan-types";
import { FormProblem, SplitTable } from "./SplitTable";

/** The organiser fixes a place and dates; then every party sees its own links and the split. */
export function PlanDecision({
  view,
  reply,
  today,
}: {
  view: PlanView;
  reply?: PlanActionReply | undefined;
  today: string;
}) {
  const { decision } = view;
  const problem = reply?.intent === "decide" ? reply.problem : undefined;
  const firstWeek = view.suggestedWeeks[0]?.week;
  return (
    <section className="plan-section" aria-labelledby="plan-decision-title" id="decision">
      <h2 id="plan-decision-title" className="plan-section__title">
        {decision ? `Decided: ${decision.destination}, ${decision.dates}` : "Decide and book"}
      </h2>
      {decision ? (
        <div className="plan-decision">
          <p className="plan-section__lead">
            The whole trip: {decision.total} for the group. Your own searches below: flights from
            your airport for your party, and one hotel search for everyone.
          </p>
          <PartnerOffers offers={decision.offers} />
          <SplitTable shares={decision.split} caption="The final split" />
          <a href={decision.calendarHref} download className="button button--secondary">
            Add the trip to my calendar (.ics)
          </a>
        </div>
      ) : (
        <p className="plan-section__lead">
          {view.isOrganiser
            ? "When the group agrees, fix the place and the dates: everyone then sees their own partner links."
            : "The organiser fixes the place and the dates when the group agrees."}
        </p>
      )}
      {view.isOrganiser && view.status !== "closed" && view.options.length > 0 ? (
        <Form method="post" className="plan-decide" preventScrollReset>
          <input type="hidden" name="intent" value="decide" />
          <div className="search-field">
            <label htmlFor="plan-decide-place" className="search-field__label">
              Destination
            </label>
            <select
              id="plan-decide-place"
              name="destinationId"
              className="search-field__control"
              defaultValue={decision ? undefined : view.options[0]?.destinationId}
            >
              {view.options.map((option) => (
                <option key={option.id} value={option.destinationId}>
                  {option.name} · {option.votesFor} for, {option.votesAgainst} against
                </option>
              ))}
            </select>
          </div>
          <div className="search-field">
            <label htmlFor="plan-decide-departure" className="search-field__label">
              Departure
            </label>
            <input
              id="plan-decide-departure"
              name="departureDate"
              type="date"
              min={today}
              className="search-field__control"
              defaultValue={decision?.departureDate ?? firstWeek ?? ""}
            />
          </div>
          <div className="search-field">
            <label htmlFor="plan-decide-return" className="search-field__label">
              Return
            </label>
            <input
              id="plan-decide-return"
              name="returnDate"
              type="date"
              min={today}
              className="search-field__control"
              defaultValue={
                decision?.returnDate ?? (firstWeek ? addDays(firstWeek, view.nights) : "")
              }
            />
          </div>
          <button type="submit" className="button button--accent">
            {decision ? "Change the decision" : "Fix this place and these dates"}
          </button>
          <FormProblem problem={problem} />
        </Form>
      ) : null}
    </section>
  );
}
