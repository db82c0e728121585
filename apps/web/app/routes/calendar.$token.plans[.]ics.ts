import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { calendarHeaders, plansCalendar } from "~/features/calendar/plan-calendar.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { getConfig } from "~/lib/config.server";
import { needsBackend } from "~/lib/http/backend.server";
import { fileAnswer } from "~/lib/http/file-answer.server";
import { failedPageMeta } from "~/lib/meta";
import { getServices } from "~/lib/services.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

/**
 * A traveller's private calendar subscription: every saved plan, for calendar apps that fetch
 * without a session. The secret in the address is the only credential; a malformed, unknown or
 * revoked one gets the site's own 404 page, as any address that leads nowhere (decision 147).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await needsBackend(() => getServices().calendarFeeds.ownerOf(params.token ?? ""));
  if (!owner) throw data(null, { status: 404 });
  const saved = await needsBackend(() => savedDestinations(owner));
  const name = `${getConfig().siteName}: saved trips`;
  return fileAnswer(plansCalendar(saved, name), calendarHeaders());
}

// The answer is the file (entry.server.tsx); only a miss is a page, the site's 404.
export const meta: MetaFunction = ({ error }) => failedPageMeta(error);

export default function CalendarFile() {
  return null;
}
