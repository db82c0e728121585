import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import { CACHE_FOREVER, renditionFor } from "~/features/art/raster.server";
import {
  RENDER_RETRY_AFTER_SECONDS,
  RenderQueueFullError,
  renderLimiter,
} from "~/features/art/render-limit.server";
import { groupCard, planCard, renderShareCard } from "~/features/group-trips/share-card.server";

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

/**
 * /share-cards/group.png?… and /share-cards/plan.png?…: the Open Graph picture of a group or a
 * single plan. A plan that cannot be read is a 404 (a preview without a picture, never a broken
 * one). Renders share the art pipeline's bound (a few at once, a short queue, then 503) and its
 * cache (decision 088).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const kind = params.file === "group.png" ? "group" : params.file === "plan.png" ? "plan" : null;
  if (!kind) throw refuse(404, "Not found");
  const query = new URL(request.url).searchParams;
  const destinations = await listDestinations().catch((error: unknown) => {
    requestLog(context).error(errorDetails(error), "Could not read the catalogue for a share card");
    throw refuse(503, "Share cards are unavailable just now. Please try again in a moment.", {
      "Retry-After": "30",
    });
  });
  const card = kind === "group" ? groupCard(query, destinations) : planCard(query, destinations);
  if (!card) throw refuse(404, "There is no card for this plan: check the link it came from.");
  try {
    // A card made before is served at once; only a new render waits for a slot.
    const image = await renditionFor(`card/${card.key}`, () =>
      renderLimiter.run(() => renderShareCard(card)),
    );
    return new Response(new Uint8Array(image), {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(image.length),
        "Cache-Control": CACHE_FOREVER,
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof RenderQueueFullError)) throw error;
    throw refuse(503, "Pictures are busy being drawn. Please try again in a few seconds.", {
      "Retry-After": String(RENDER_RETRY_AFTER_SECONDS),
    });
  }
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
