import { Form, Link } from "react-router";
import { describedBy, SearchField } from "~/features/planner/search-fields";
import { PartyFieldset } from "./PartyFieldset";
import type { StartFormView } from "./plan-types";
import { FormProblem } from "./SplitTable";
import "./shared-plans.css";

export type PlanSummary = { id: string; name: string; href: string; summary: string };

/** A member's shared plans (also on My destinations). */
export function PlanList({ plans }: { plans: PlanSummary[] }) {
  if (plans.length === 0) return null;
  return (
    <ul className="plan-list" aria-label="Your shared plans">
      {plans.map((plan) => (
        <li key={plan.id} className="plan-list__item">
          <Link to={plan.href} className="plan-list__name">
            {plan.name}
          </Link>
          <p className="plan-list__summary">{plan.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** Starting a plan: its name, the nights to price, and the organiser's own party. */
export function StartPlanForm({
  start,
  problem,
}: {
  start: StartFormView;
  problem?: string | undefined;
}) {
  return (
    <Form method="post" className="plan-start" preventScrollReset>
      <input type="hidden" name="key" value={start.key} />
      <SearchField id="plan-name" label="Name of the plan" error={start.errors.name}>
        <input
          id="plan-name"
          name="planName"
          type="text"
          maxLength={60}
          className="search-field__control"
          defaultValue={start.name}
          placeholder="Summer with the cousins"
          aria-invalid={start.errors.name ? true : undefined}
          aria-describedby={describedBy("plan-name", { error: start.errors.name })}
        />
      </SearchField>
      <SearchField
        id="plan-nights"
        label="Nights (to price the shortlist until dates are fixed)"
        error={start.errors.nights}
      >
        <input
          id="plan-nights"
          name="nights"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          className="search-field__control"
          defaultValue={start.nights}
          aria-invalid={start.errors.nights ? true : undefined}
          aria-describedby={describedBy("plan-nights", { error: start.errors.nights })}
        />
      </SearchField>
      <PartyFieldset
        idPrefix="start-party"
        values={start.party.values}
        errors={start.party.errors}
        airportChoices={start.party.airportChoices}
      />
      <FormProblem problem={problem} />
      <button type="submit" className="button button--primary">
        Start the shared plan
      </button>
    </Form>
  );
}

/** My destinations' block of shared plans: each plan the traveller is in, with its state. */
export function MySharedPlans({ plans }: { plans: PlanSummary[] }) {
  if (plans.length === 0) return null;
  return (
    <section className="plan-mine" aria-labelledby="my-shared-plans-title">
      <h2 id="my-shared-plans-title" className="plan-section__title">
        Shared plans
      </h2>
      <PlanList plans={plans} />
    </section>
  );
}
