import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { parseDestinationId } from "@travel/domain";
import { z } from "zod";
import { calendarHeaders, plansCalendar } from "~/features/calendar/plan-calendar.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import { needsBackend } from "~/lib/http/backend.server";
import { fileAnswer } from "~/lib/http/file-answer.server";
import { failedPageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

const kindSchema = z.object({ kind: z.enum(["plan", "group"]).default("plan") });

/**
 * One saved plan (or the saved group plan, ?kind=group) as an .ics download. Only the signed-in
 * traveller's own favourites are looked at, so another traveller's plan is simply not there: the
 * site's own 404 page (decision 147).
 */
export async function loader({ request, url, params }: LoaderFunctionArgs) {
  const user = await requireFavouritesUser(request);
  const id = parseDestinationId(params.id);
  const kind = kindSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!kind.success) throw data("Ask for kind=plan or kind=group.", { status: 400 });
  if (id === null) throw data(null, { status: 404 });
  const saved = (await needsBackend(() => savedDestinations(user.uid))).find(
    (entry) => entry.destination.id === id,
  );
  const wanted = kind.data.kind === "group" ? saved?.favourite.groupPlan : saved?.favourite.plan;
  const dated =
    kind.data.kind === "group" ||
    (saved?.favourite.plan?.departureDate && saved.favourite.plan.returnDate);
  if (!saved || !wanted || !dated) throw data(null, { status: 404 });
  const title = `${kind.data.kind === "group" ? "Group trip" : "Trip"} to ${saved.destination.name}`;
  return fileAnswer(
    plansCalendar([saved], title, kind.data.kind),
    calendarHeaders(`${saved.destination.slug}-${kind.data.kind}.ics`),
  );
}

// The answer is the file (entry.server.tsx); only a refusal is a page.
export const meta: MetaFunction = ({ error }) => failedPageMeta(error);

export default function PlanCalendarFile() {
  return null;
}
