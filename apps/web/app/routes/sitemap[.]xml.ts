import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { renderSitemap } from "~/lib/sitemap.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = getConfig().siteUrl ?? new URL(request.url).origin;
  return new Response(renderSitemap(origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
