import type { LoadContext } from "~/lib/http/request-context.server";
import type { Destination } from "@travel/domain";
import type { Favourite } from "@travel/firebase-client";
import { getSavedDestination } from "../destinations/catalogue.server";
import { getServices } from "../../lib/services.server";
import { orWhenUnavailable } from "../../lib/http/backend.server";
import { getUser } from "../../lib/session.server";
import { errorDetails, requestLog } from "../../lib/http/request-log.server";

/** A favourite with its catalogue entry: one card on My destinations. */
export type SavedDestination = {
  favourite: Favourite;
  destination: Destination;
  /** False once editors archived it: the card stays, marked "no longer listed". */
  listed: boolean;
};

const idsByRequest = new WeakMap<Request, Promise<Set<number>>>();

/**
 * The destination ids the signed-in user of `request` has saved; empty for visitors. For
 * loaders that show favourite toggles (cards, detail pages). Read once per request; an outage
 * costs the hearts their filled state, not the page.
 */
export function favouriteIdsFor(request: Request, context?: LoadContext): Promise<Set<number>> {
  let pending = idsByRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const user = await orWhenUnavailable(getUser(request), null);
      if (!user) return new Set<number>();
      try {
        const favourites = await getServices().favourites.list(user.uid);
        return new Set(favourites.map((favourite) => favourite.destinationId));
      } catch (error) {
        requestLog(context).error(errorDetails(error), "Could not read the user's favourites");
        return new Set<number>();
      }
    })();
    idsByRequest.set(request, pending);
  }
  return pending;
}

/**
 * The user's favourites, newest first, joined with the catalogue. A favourite whose destination
 * has left the catalogue is skipped (its document stays, so it returns if the destination does).
 */
export async function savedDestinations(uid: string): Promise<SavedDestination[]> {
  const favourites = await getServices().favourites.list(uid);
  const joined = await Promise.all(
    favourites.map(async (favourite) => {
      const saved = await getSavedDestination(favourite.destinationId);
      return saved ? { favourite, ...saved } : null;
    }),
  );
  return joined.filter((saved): saved is SavedDestination => saved !== null);
}
