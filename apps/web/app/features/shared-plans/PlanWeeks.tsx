import { Form } from "react-router";
import type { PlanActionReply, PlanView } from "./plan-types";
import { FormProblem } from "./SplitTable";

/**
 * The coming twelve months by week: who can go, each party's country's public holidays, and the
 * shortlisted places' weather in that month; the member ticks the weeks their party can travel.
 * The weeks most parties can make are suggested first.
 */
export function PlanWeeks({
  view,
  reply,
}: {
  view: PlanView;
  reply?: PlanActionReply | undefined;
}) {
  const problem = reply?.intent === "weeks" ? reply.problem : undefined;
  return (
    <section className="plan-section" aria-labelledby="plan-weeks-title">
      <h2 id="plan-weeks-title" className="plan-section__title">
        Dates around everyone&apos;s holidays
      </h2>
      <div className="plan-suggested" aria-live="polite">
        {view.suggestedWeeks.length === 0 ? (
          <p>No week is marked yet: tick the weeks your party can travel.</p>
        ) : (
          <>
            <p className="plan-suggested__title">
              {view.suggestedWeeks[0]?.everyone
                ? "Weeks every party can make:"
                : `Weeks most parties can make (${view.suggestedWeeks[0]?.parties ?? 0} of ${view.partyCount}):`}
            </p>
            <ul className="plan-suggested__list">
              {view.suggestedWeeks.map((week) => (
                <li key={week.week} className="plan-badge">
                  <a href={`#week-${week.week}`}>{week.label}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className="plan-section__lead">
        {view.sources.holidays} {view.sources.weather}
      </p>
      <Form method="post" className="plan-weeks" preventScrollReset>
        <input type="hidden" name="intent" value="weeks" />
        {view.months.map((month) => (
          <fieldset key={month.key} className="plan-month">
            <legend className="plan-month__title">{month.label}</legend>
            {month.weather.length > 0 ? (
              <p className="plan-month__weather">
                {month.weather.map((entry) => `${entry.place}: ${entry.text}`).join(" · ")}
              </p>
            ) : null}
            <ul className="plan-month__weeks">
              {month.weeks.map((week) => (
                <li
                  key={week.week}
                  id={`week-${week.week}`}
                  className={week.suggested ? "plan-week plan-week--suggested" : "plan-week"}
                  data-week={week.week}
                >
                  <label className="plan-week__mine">
                    <input
                      type="checkbox"
                      name="week"
                      value={week.week}
                      defaultChecked={week.mine}
                    />
                    <span>{week.label}</span>
                  </label>
                  <span className="plan-week__going">
                    {week.going.length}/{view.partyCount} can go
                    {week.going.length > 0 ? `: ${week.going.join(", ")}` : ""}
                  </span>
                  {week.holidays.length > 0 ? (
                    <ul className="plan-week__holidays" aria-label="Public holidays">
                      {week.holidays.map((holiday) => (
                        <li key={`${holiday.country}${holiday.date}${holiday.name}`}>
                          {holiday.country}: {holiday.name}, {holiday.date}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <FormProblem problem={problem} />
        <div className="plan-sticky-save">
          <button type="submit" className="button button--primary">
            Save the weeks {view.myName ? `${view.myName} can travel` : "I can travel"}
          </button>
        </div>
      </Form>
    </section>
  );
}
