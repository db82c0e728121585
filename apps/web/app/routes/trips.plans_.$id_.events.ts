import type { LoaderFunctionArgs } from "react-router";
import { planStream } from "~/features/shared-plans/plan-page.server";

/**
 * The plan's live changes as server-sent events, for its members (decision 181): one Firestore
 * listener per plan on this instance feeds every member's open page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return planStream(request, params.id);
}
