import type { LoaderFunctionArgs } from "@remix-run/node";
import { climates } from "@travel/domain";
import { z } from "zod";
import { landscapes, SCENE_WIDTH, timesOfDay } from "~/features/art/art-addresses";
import { renderScene } from "~/features/art/scene.server";
import { CACHE_FOREVER, renditionFor, svgToWebp, webpResponse } from "~/features/art/raster.server";
import { isPictureWidth } from "~/features/art/srcset";

const querySchema = z.object({
  climate: z.enum(climates).catch("temperate"),
  landscape: z.enum(landscapes).catch("hills"),
  time: z.enum(timesOfDay).catch("day"),
});

/** `seed.svg` (the vector original) or `seed.WIDTH.webp` at one of the spec's image widths. */
const FILE_NAME = /^([a-z0-9-]{1,64})(?:\.(\d{3,4})\.webp|\.svg)$/;

// Every input of the drawing is in the URL (see features/art/art-addresses.ts), so the answer never changes.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const match = FILE_NAME.exec(params.file ?? "");
  const seed = match?.[1];
  if (!seed) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const scene = { seed, ...querySchema.parse(Object.fromEntries(url.searchParams)) };

  if (match[2] !== undefined) {
    const width = Number(match[2]);
    if (!isPictureWidth(width)) throw new Response("Not found", { status: 404 });
    const key = `art/${seed}/${width}/${scene.climate}/${scene.landscape}/${scene.time}`;
    const image = await renditionFor(key, () => svgToWebp(renderScene(scene), { width, naturalWidth: SCENE_WIDTH }));
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
