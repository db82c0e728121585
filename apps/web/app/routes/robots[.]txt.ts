import type { LoaderFunctionArgs } from "react-router";
import { getConfig } from "~/lib/config.server";

/** Crawlers may read every public page; account, sign-in and form endpoints are not for them. */
export function loader(_args: LoaderFunctionArgs) {
  // Never the request's Host header: this answer is cached by whoever is in between.
  const origin = getConfig().siteUrl;
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
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
