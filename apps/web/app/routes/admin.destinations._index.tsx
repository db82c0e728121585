import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { DestinationList } from "~/features/back-office/DestinationList";
import { loadDestinationList } from "~/features/back-office/destination-list.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "Destinations");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadDestinationList(request);
}

export default function AdminDestinations() {
  return <DestinationList {...useLoaderData<typeof loader>()} />;
}
