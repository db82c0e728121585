import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { FAVOURITE_DESTINATIONS_PATH, parseDestinationId, safeRedirectPath } from "@travel/domain";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { getDestination } from "~/features/destinations/catalogue.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import { readGroupPlan, storedGroupPlan } from "~/features/group-trips/group-plan.server";
import { GROUP_PATH } from "~/features/group-trips/group-types";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";

/**
 * Saves a group plan (parties, dates, budget, ranking) with its destination to the signed-in
 * user's My destinations, read and validated like the group page's own query. Visitors are
 * sent to sign up first. Always answers with a redirect back, and a toast.
 */
export function loader() {
  return redirect(FAVOURITE_DESTINATIONS_PATH);
}

// Firestore or Auth silent: 503 with Retry-After, and the favourite is as it was.
export function action(args: ActionFunctionArgs) {
  return needsBackend(() => saveGroupPlan(args));
}

async function saveGroupPlan({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireFavouritesUser(request);
  const form = await readForm(request);
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);

  const back = safeRedirectPath(fields.get("redirectTo"), GROUP_PATH);
  const id = parseDestinationId(fields.get("destinationId"));
  const destination = id === null ? null : await getDestination(id);
  if (!destination)
    return redirectWithToast(
      back,
      { type: "error", description: "That destination could not be found." },
      { status: 303 },
    );
  const { trip } = readGroupPlan(fields);
  if (!trip)
    return redirectWithToast(
      back,
      { type: "error", description: "Check the group's plan before saving it." },
      { status: 303 },
    );
  const saved = await getServices().favourites.addGroupPlan(
    user.uid,
    destination.id,
    storedGroupPlan(trip),
  );
  if (!saved.ok)
    return redirectWithToast(
      back,
      { type: "error", description: "Your group plan could not be saved. Please try again." },
      { status: 303 },
    );
  return redirectWithToast(
    back,
    {
      type: "success",
      description: `${destination.name} is saved in My destinations with your group plan.`,
    },
    { status: 303 },
  );
}
