import type { EstimateView } from "~/features/planner/planner-types";
import "./planner.css";

/**
 * A trip's cost: the total and each person's share up front, a stacked bar to see at a glance
 * where the money goes, and the table with every figure and how it was counted. The bar is
 * decoration for the table, which screen readers read instead. Below, what the flights emit,
 * always as an estimate with a link to how it is worked out.
 */
export type CostBreakdownProps = {
  estimate: EstimateView;
  caption: string;
  /** Set when nobody chose this trip: what the example is, so it is never read as their plan. */
  example?: string | undefined;
};

export function CostBreakdown({ estimate, caption, example }: CostBreakdownProps) {
  const { parts } = estimate;
  return (
    <div className={example ? "cost-breakdown cost-breakdown--example" : "cost-breakdown"}>
      {example ? (
        <p className="cost-breakdown__example" data-example="true">
          <strong>Example trip, not your plan yet.</strong> {example}
        </p>
      ) : null}
      <dl className="cost-breakdown__headline">
        <div>
          <dt>{example ? "Example total" : "Total"}</dt>
          <dd className="price price--large" data-figure="total">
            {estimate.total}
          </dd>
        </div>
        <div>
          <dt>{example ? "Example per person" : "Per person"}</dt>
          <dd className="price price--large" data-figure="per-person">
            {estimate.perPerson}
          </dd>
        </div>
      </dl>
      <p className="cost-breakdown__party">
        {estimate.travellersLabel} · {estimate.nights} night{estimate.nights === 1 ? "" : "s"}
      </p>
      <div className="cost-bar" aria-hidden="true">
        {parts
          .filter((part) => part.cents > 0)
          .map((part) => (
            <span
              key={part.key}
              className={`cost-bar__part cost-bar__part--${part.key}`}
              style={{ flexGrow: part.cents }}
            />
          ))}
      </div>
      <table className="cost-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Cost</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.key} data-part={part.key}>
              <th scope="row">
                <span className="cost-table__part">
                  <span
                    className={`cost-table__swatch cost-bar__part--${part.key}`}
                    aria-hidden="true"
                  />
                  <span>
                    {part.label}
                    <span className="cost-table__note">{part.note}</span>
                  </span>
                </span>
              </th>
              <td className="cost-table__amount">{part.amount}</td>
              <td className="cost-table__share">{part.sharePercent}%</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="cost-table__amount">{estimate.total}</td>
            <td className="cost-table__share">100%</td>
          </tr>
        </tfoot>
      </table>
      <section className="cost-co2" aria-label="Flight emissions, estimate">
        <h3 className="cost-co2__title">Flight CO₂e, estimate</h3>
        <dl className="cost-co2__figures">
          <div>
            <dt>Per person</dt>
            <dd data-figure="co2-per-person">{estimate.co2.perPerson}</dd>
          </div>
          <div>
            <dt>Everyone</dt>
            <dd data-figure="co2-total">{estimate.co2.total}</dd>
          </div>
          <div>
            <dt>CO₂ alone, per person</dt>
            <dd data-figure="co2-only-per-person">{estimate.co2.co2OnlyPerPerson}</dd>
          </div>
        </dl>
        <p className="cost-co2__note">
          {estimate.co2.note}. CO₂e includes the warming of contrails and emissions at altitude; the
          CO₂ alone is what most flight searches show. Rounded to two significant figures.{" "}
          <a href="/methods/co2">How we estimate flight CO₂e</a>
        </p>
      </section>
    </div>
  );
}
