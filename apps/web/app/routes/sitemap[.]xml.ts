import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { renderSitemap } from "~/features/content/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = getConfig().siteUrl ?? new URL(request.url).origin;
  let destinationIds: number[] = [];
  let complete = true;
  try {
    destinationIds = (await listDestinations()).map((destination) => destination.id);
  } catch (error) {
    // The rest of the site is still worth listing; a short cache lets the next crawl see them all.
    console.error("Could not read the destination catalogue for the sitemap", error);
    complete = false;
  }
  return new Response(renderSitemap(origin, destinationIds), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${complete ? 3600 : 60}` },
  });
}
