import type { LoaderFunctionArgs } from "react-router";
import { clientIpOf } from "~/features/account/auth-guard.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import { CACHE_FOREVER } from "~/features/art/raster.server";
import {
  CARD_REFUSAL_HEADERS,
  CLIENT_BUSY,
  clientBusyWithCards,
  groupCard,
  planCard,
  shareCardImage,
} from "~/features/group-trips/share-card.server";

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { ...CARD_REFUSAL_HEADERS, ...headers },
  });

/**
 * /share-cards/group.png?… and /share-cards/plan.png?…: the Open Graph picture of a group or a
 * single plan. A plan its page would not show is a 404 (a preview without a picture, never a
 * broken one). New cards are drawn in the one render pool, at most two per client at a time and
 * ten new ones per client a minute (429 before any work), kept apart from the art (decision 092).
 * In production a busy client's card is refused before React Router already (refuseBusyCardClient).
 */
export async function loader({ params, url, context }: LoaderFunctionArgs) {
  const kind = params.file === "group.png" ? "group" : params.file === "plan.png" ? "plan" : null;
  if (!kind) throw refuse(404, "Not found");
  const client = clientIpOf(context);
  const refuseBusyClient = () => {
    if (clientBusyWithCards(client))
      throw refuse(CLIENT_BUSY.status, CLIENT_BUSY.message, {
        "Retry-After": String(CLIENT_BUSY.retryAfterSeconds),
      });
  };
  refuseBusyClient();
  const query = url.searchParams;
  const destinations = await listDestinations().catch((error: unknown) => {
    requestLog(context).error(errorDetails(error), "Could not read the catalogue for a share card");
    throw refuse(503, "Share cards are unavailable just now. Please try again in a moment.", {
      "Retry-After": "30",
    });
  });
  // Again once the catalogue is here: a burst that waited for its first read resumes all at
  // once, and all but the first of it find the client busy by now.
  refuseBusyClient();
  const card = kind === "group" ? groupCard(query, destinations) : planCard(query, destinations);
  if (!card) throw refuse(404, "There is no card for this plan: check the link it came from.");
  const drawn = await shareCardImage(card, client);
  if (!drawn.ok)
    throw refuse(drawn.status, drawn.message, { "Retry-After": String(drawn.retryAfterSeconds) });
  return new Response(new Uint8Array(drawn.image), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(drawn.image.length),
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
