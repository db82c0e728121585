import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";

/** Crawlers may read every public page; account, sign-in and form endpoints are not for them. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = getConfig().siteUrl ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /auth/",
    "Disallow: /my-profile/",
    "Disallow: /resources/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
