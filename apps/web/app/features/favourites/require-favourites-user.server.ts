import { myDestinationsHref } from "@travel/domain";
import type { SessionUser } from "@travel/firebase-client";
import { requireUser } from "~/lib/session.server";

/**
 * Favourites need a signed-in user: the one guard every favourites route calls (My destinations,
 * saving a favourite, saving its plan). A visitor is sent to sign up, told why (spec: the
 * "signup-required" notice), and nothing is stored.
 */
export function requireFavouritesUser(request: Request): Promise<SessionUser> {
  return requireUser(request, { redirectTo: myDestinationsHref(false) });
}
