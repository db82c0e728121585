import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { JoinPlan } from "~/features/shared-plans/JoinPlan";
import { joinPage, joinPlan } from "~/features/shared-plans/join-plan.server";
import { pageMeta } from "~/lib/meta";

export { PlanErrorBoundary as ErrorBoundary } from "~/features/shared-plans/PlanRefused";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Join a shared plan",
    description: "An invitation to plan a group trip together.",
    noindex: true,
  });

/** An invitation link (its secret in the address, checked against the stored hash). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return joinPage(request, params.id, params.key);
}

export function action({ request, params }: ActionFunctionArgs) {
  return joinPlan(request, params.id, params.key);
}

export default function JoinSharedPlan() {
  const join = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <JoinPlan
      join={join}
      party={reply && "party" in reply ? reply.party : undefined}
      problem={reply && "problem" in reply ? reply.problem : undefined}
    />
  );
}
