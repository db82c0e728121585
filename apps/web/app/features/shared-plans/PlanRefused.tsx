import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { RouteErrorBoundary } from "~/features/layout/RouteErrorBoundary";
import { PLANS_PATH, type PlanRefusal } from "./plan-types";
import "./shared-plans.css";

/** What a member whose access ended sees: the reason, in words, and where to go instead. */
export function PlanRefused({ refusal }: { refusal: PlanRefusal }) {
  return (
    <section className="status-page">
      <div className="container container--narrow">
        <p className="eyebrow">Shared plan</p>
        <h1 className="status-page__title">
          {refusal.refused === "removed"
            ? "You are no longer in this plan"
            : "This plan is not available"}
        </h1>
        <p className="status-page__lead" role="alert">
          {refusal.message}
        </p>
        <Link to={PLANS_PATH} className="button button--primary">
          My shared plans
        </Link>
      </div>
    </section>
  );
}

const isRefusal = (value: unknown): value is PlanRefusal =>
  typeof value === "object" && value !== null && "refused" in value && "message" in value;

/** The plan pages' error boundary: a plan's refusal in words, else the site's usual pages. */
export function PlanErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isRefusal(error.data))
    return <PlanRefused refusal={error.data} />;
  return <RouteErrorBoundary />;
}
