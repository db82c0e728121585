import type { LoaderFunctionArgs } from "@remix-run/node";
import { climates } from "@travel/domain";
import { z } from "zod";
import { landscapes, timesOfDay } from "~/lib/art";
import { renderScene } from "~/lib/art/scene.server";

// Every input of the drawing is in the URL (see lib/art.ts), so the answer never changes.
const CACHE_FOREVER = "public, max-age=31536000, immutable";

const querySchema = z.object({
  climate: z.enum(climates).catch("temperate"),
  landscape: z.enum(landscapes).catch("hills"),
  time: z.enum(timesOfDay).catch("day"),
});

export function loader({ params, request }: LoaderFunctionArgs) {
  const match = /^([a-z0-9-]{1,64})\.svg$/.exec(params.file ?? "");
  if (!match?.[1]) throw new Response("Not found", { status: 404 });
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const svg = renderScene({ seed: match[1], ...query });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
      // An image needs nothing else; this also keeps a crafted URL from running script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
