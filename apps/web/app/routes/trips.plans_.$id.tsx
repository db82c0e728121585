import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { SharedPlanPage } from "~/features/shared-plans/SharedPlanPage";
import { planAction } from "~/features/shared-plans/plan-actions.server";
import { planPage } from "~/features/shared-plans/plan-page.server";
import { pageMeta } from "~/lib/meta";

export { PlanErrorBoundary as ErrorBoundary } from "~/features/shared-plans/PlanRefused";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${args.loaderData.view.name}: a shared plan` : "Shared plan",
    description: "A trip planned together: the shortlist, votes, everyone's weeks and shares.",
    noindex: true,
  });

/** A shared plan, for its members only: everything is read and changed in features/shared-plans. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return planPage(request, params.id);
}

export function action({ request, params }: ActionFunctionArgs) {
  return planAction(request, params.id);
}

export default function SharedPlan() {
  const { view, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <SharedPlanPage
      initial={view}
      reply={reply && "intent" in reply ? reply : undefined}
      today={today}
    />
  );
}
