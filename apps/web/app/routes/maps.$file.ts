import type { LoaderFunctionArgs } from "react-router";
import { CACHE_FOREVER } from "~/features/art/raster.server";
import { baseMap } from "~/features/maps/geometry.server";

/**
 * The world base map under every map on the site (decision 081). Its name carries a hash of its
 * content, so it never changes under a URL and is cached forever; any other name is a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const { svg, file } = baseMap();
  if (params.file !== file) throw new Response("Not found", { status: 404 });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}

export { refuseWrites as action } from "~/lib/http/read-only.server";
