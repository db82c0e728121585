import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { PlanList, StartPlanForm } from "~/features/shared-plans/PlansIndex";
import { plansPage, startPlan } from "~/features/shared-plans/plans-index.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Shared plans: decide a group trip together",
    description:
      "Invite the other parties, shortlist places, vote, and find the weeks everyone can make.",
    noindex: true,
  });

/** The signed-in traveller's shared plans, and the form that starts one. */
export function loader({ request }: LoaderFunctionArgs) {
  return plansPage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return startPlan(request);
}

export default function SharedPlans() {
  const { plans, start } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container plan-page">
      <header className="plan-page__header">
        <p className="eyebrow">Group trips</p>
        <h1 className="plan-page__title">Plan it together</h1>
        <p className="plan-page__lead">
          Start a plan, send the others a link, and decide together: each party joins from its own
          home airport, votes on the shortlist, sees what each place costs it, and marks the weeks
          it can travel around its country&apos;s public holidays.
        </p>
      </header>
      <section className="plan-section" aria-labelledby="plans-title">
        <h2 id="plans-title" className="plan-section__title">
          Your shared plans
        </h2>
        {plans.length === 0 ? (
          <p className="plan-empty">None yet: start one below.</p>
        ) : (
          <PlanList plans={plans} />
        )}
      </section>
      <section className="plan-section" aria-labelledby="plan-start-title">
        <h2 id="plan-start-title" className="plan-section__title">
          Start a shared plan
        </h2>
        <StartPlanForm
          start={reply && "start" in reply ? reply.start : start}
          problem={reply && "problem" in reply ? reply.problem : undefined}
        />
      </section>
    </div>
  );
}
