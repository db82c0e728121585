import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import {
  destinationPath,
  FAVOURITE_DESTINATIONS_PATH,
  parseDestinationId,
  safeRedirectPath,
} from "@travel/domain";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getDestination } from "~/features/destinations/catalogue.server";
import { getServices } from "~/lib/services.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { defaultOrigin, readPlan } from "~/features/planner/trip-plan.server";
import { readForm } from "~/lib/http/read-form.server";

/**
 * Saves a destination to the signed-in user's favourites together with the plan on screen
 * (origin airport, dates, travellers), read and validated like the planner's own query.
 * Visitors are sent to sign up first. Always answers with a redirect back, and a toast.
 */
export function loader() {
  return redirect(FAVOURITE_DESTINATIONS_PATH);
}

// Firestore or Auth silent: 503 with Retry-After, and the favourite is as it was.
export function action(args: ActionFunctionArgs) {
  return needsBackend(() => saveFavouritePlan(args));
}

async function saveFavouritePlan({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireFavouritesUser(request);
  const form = await readForm(request);
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);

  const back = safeRedirectPath(fields.get("redirectTo"), FAVOURITE_DESTINATIONS_PATH);
  const id = parseDestinationId(fields.get("destinationId"));
  const destination = id === null ? null : await getDestination(id);
  if (!destination)
    return redirectWithToast(
      back,
      { type: "error", description: "That destination could not be found." },
      { status: 303 },
    );

  const { trip } = readPlan(fields, {
    origin: defaultOrigin(destination.airportCode),
    path: destinationPath(destination.id),
  });
  if (!trip)
    return redirectWithToast(
      back,
      { type: "error", description: "Check your plan before saving it." },
      { status: 303 },
    );

  const saved = await getServices().favourites.add(user.uid, destination.id, {
    originAirport: trip.origin.code,
    departureDate: trip.departureDate,
    returnDate: trip.returnDate,
    ...trip.travellers,
  });
  if (!saved.ok)
    return redirectWithToast(
      back,
      { type: "error", description: "Your plan could not be saved. Please try again." },
      { status: 303 },
    );
  return redirectWithToast(
    back,
    {
      type: "success",
      description: `${destination.name} is saved in My destinations with your plan.`,
    },
    { status: 303 },
  );
}
