import type { LoaderFunctionArgs } from "react-router";
import { clientIpOf } from "~/features/account/auth-guard.server";
import { SCENE_WIDTH } from "~/features/art/art-addresses";
import { findKnownScene } from "~/features/art/known-scenes.server";
import { renderScene } from "~/features/art/scene.server";
import { CACHE_FOREVER, renditionFor, svgToWebp, webpResponse } from "~/features/art/raster.server";
import { renderLimiter } from "~/features/art/render-limit.server";
import { isPictureWidth } from "~/features/art/srcset";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";

/** `seed.svg` (the vector original) or `seed.WIDTH.webp` at one of the spec's image widths. */
const FILE_NAME = /^([a-z0-9-]{1,64})(?:\.(\d{3,4})\.webp|\.svg)$/;

const notFound = () => new Response("Not found", { status: 404 });
const unavailable = () =>
  new Response("Pictures are unavailable just now. Please try again in a moment.", {
    status: 503,
    headers: { "Retry-After": "30", "Cache-Control": "no-store" },
  });

// Every input of the drawing is in the URL (see features/art/art-addresses.ts), so the answer never changes.
// Only the scenes the site shows are drawn: any other seed or combination is a 404 (decision 059).
// They are never refused for a busy renderer: the set is fixed and each is drawn once (decision 092).
export async function loader({ params, url, context }: LoaderFunctionArgs) {
  const match = FILE_NAME.exec(params.file ?? "");
  const seed = match?.[1];
  if (!seed) throw notFound();
  const width = match[2] === undefined ? undefined : Number(match[2]);
  if (width !== undefined && !isPictureWidth(width)) throw notFound();
  const scene = await findKnownScene(seed, url.searchParams).catch((error: unknown) => {
    // A destination's seed is checked against the catalogue; without it, say so briefly.
    requestLog(context).error(
      errorDetails(error),
      "Could not read the catalogue for an art request",
    );
    throw unavailable();
  });
  if (!scene) throw notFound();

  if (width !== undefined) {
    const key = `art/${seed}/${width}/${scene.climate}/${scene.landscape}/${scene.time}`;
    // A cached rendition is served at once; a new one waits its client's turn in the pool.
    const image = await renditionFor(key, () =>
      renderLimiter.run(() => svgToWebp(renderScene(scene), { width, naturalWidth: SCENE_WIDTH }), {
        client: clientIpOf(context),
        refusable: false,
      }),
    );
    return webpResponse(image);
  }

  return new Response(renderScene(scene), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
      // An image needs nothing else; this also keeps a crafted URL from running script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
