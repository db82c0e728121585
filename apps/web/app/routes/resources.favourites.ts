import { type ActionFunctionArgs, redirect } from "react-router";
import { FAVOURITE_DESTINATIONS_PATH, parseDestinationId, safeRedirectPath } from "@travel/domain";
import { z } from "zod";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { needsBackend } from "~/lib/http/backend.server";
import { getDestination } from "~/features/destinations/catalogue.server";
import { getServices } from "~/lib/services.server";
import { requireFavouritesUser } from "~/features/favourites/require-favourites-user.server";
import type { FavouriteActionData } from "~/features/favourites/favourite-answer";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { readForm } from "~/lib/http/read-form.server";

/**
 * Saves or removes a favourite for the signed-in user (never for a user named in the form).
 * `favourite` = "true"/"false" sets the state, which makes a double submit harmless; without it
 * the favourite is flipped. With JavaScript the toggle asks for data (`respond=data`) and
 * stays on the page; a plain form post is redirected back to where it came from.
 */
const favouriteFormSchema = z.object({
  destinationId: z.string().transform(parseDestinationId).pipe(z.number()),
  favourite: z.enum(["true", "false"]).optional(),
  respond: z.literal("data").optional(),
  // Longer than any path the site serves: ignored (the fallback page) rather than refused.
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

// A resource route answers plain JSON (what the toggle's fetcher reads), not React Router's data().
const answer = (body: FavouriteActionData, status = 200) => Response.json(body, { status });

export function loader() {
  return redirect(FAVOURITE_DESTINATIONS_PATH);
}

// Firestore or Auth silent: 503 with Retry-After, and the favourite is as it was.
export function action(args: ActionFunctionArgs) {
  return needsBackend(() => saveFavourite(args));
}

async function saveFavourite({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Visitors are asked to sign up first; with JavaScript, React Router follows this redirect too.
  const user = await requireFavouritesUser(request);
  const parsed = favouriteFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return answer({ ok: false, error: "That destination could not be found." }, 400);
  }
  const { destinationId, favourite: wanted, respond, redirectTo } = parsed.data;
  const { favourites } = getServices();

  const notFound = () => answer({ ok: false, error: "That destination could not be found." }, 404);
  let favourite: boolean;
  if (wanted === "false") {
    await favourites.remove(user.uid, destinationId);
    favourite = false;
  } else if (wanted === "true") {
    const added = await favourites.add(user.uid, destinationId);
    if (!added.ok) return notFound();
    favourite = true;
  } else {
    const toggled = await favourites.toggle(user.uid, destinationId);
    if (!toggled.ok) return notFound();
    favourite = toggled.favourite;
  }

  if (respond === "data") return answer({ ok: true, destinationId, favourite });
  const destination = await getDestination(destinationId);
  const name = destination?.name ?? "The destination";
  return redirectWithToast(
    safeRedirectPath(redirectTo, FAVOURITE_DESTINATIONS_PATH),
    {
      type: "success",
      description: favourite
        ? `${name} is saved in My destinations.`
        : `${name} was removed from My destinations.`,
    },
    { status: 303 },
  );
}
