import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { planCalendar } from "~/features/shared-plans/plan-page.server";
import { failedPageMeta } from "~/lib/meta";

export { PlanErrorBoundary as ErrorBoundary } from "~/features/shared-plans/PlanRefused";

/** A decided shared plan as an .ics download, for its members only (decision 147's file answer). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return planCalendar(request, params.id);
}

export const meta: MetaFunction = ({ error }) => failedPageMeta(error);

export default function SharedPlanCalendarFile() {
  return null;
}
