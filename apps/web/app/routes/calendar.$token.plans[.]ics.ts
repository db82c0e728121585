import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { calendarHeaders, plansCalendar } from "~/features/calendar/plan-calendar.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { getConfig } from "~/lib/config.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";

/**
 * A traveller's private calendar subscription: every saved plan, for calendar apps that fetch
 * without a session. The secret in the address is the only credential; a malformed, unknown or
 * revoked one gets the same 404 as any missing page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await needsBackend(() => getServices().calendarFeeds.ownerOf(params.token ?? ""));
  if (!owner) throw data("No calendar at this address.", { status: 404 });
  const saved = await needsBackend(() => savedDestinations(owner));
  const name = `${getConfig().siteName}: saved trips`;
  return new Response(plansCalendar(saved, name), { headers: calendarHeaders() });
}
