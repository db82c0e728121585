import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { parseDestinationId } from "@travel/domain";
import { z } from "zod";
import { calendarHeaders, plansCalendar } from "~/features/calendar/plan-calendar.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import { needsBackend } from "~/lib/http/backend.server";

const kindSchema = z.object({ kind: z.enum(["plan", "group"]).default("plan") });

/**
 * One saved plan (or the saved group plan, ?kind=group) as an .ics download. Only the signed-in
 * traveller's own favourites are looked at, so another traveller's plan is simply not there: 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireFavouritesUser(request);
  const id = parseDestinationId(params.id);
  const kind = kindSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!kind.success) throw data("Ask for kind=plan or kind=group.", { status: 400 });
  if (id === null) throw data("No such plan.", { status: 404 });
  const saved = (await needsBackend(() => savedDestinations(user.uid))).find(
    (entry) => entry.destination.id === id,
  );
  const wanted = kind.data.kind === "group" ? saved?.favourite.groupPlan : saved?.favourite.plan;
  const dated =
    kind.data.kind === "group" ||
    (saved?.favourite.plan?.departureDate && saved.favourite.plan.returnDate);
  if (!saved || !wanted || !dated) throw data("No such plan.", { status: 404 });
  const title = `${kind.data.kind === "group" ? "Group trip" : "Trip"} to ${saved.destination.name}`;
  return new Response(plansCalendar([saved], title, kind.data.kind), {
    headers: calendarHeaders(`${saved.destination.slug}-${kind.data.kind}.ics`),
  });
}
