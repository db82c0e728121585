import type { LoaderFunctionArgs } from "react-router";
import { getConfig } from "~/lib/config.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { renderSitemap, type SitemapEntry } from "~/features/content/sitemap.server";
import { blogTeasers } from "~/features/content/blog-posts.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";

/**
 * /sitemap.xml: every public page, or, once the site passes the protocol's limits (50,000 URLs or
 * 50 MB), the index of its files at /sitemaps/1.xml, 2.xml, … (routes/sitemaps.$file.ts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  // Never the request's Host header: this answer is cached by whoever is in between.
  const origin = getConfig().siteUrl;
  let destinationIds: number[] = [];
  let complete = true;
  try {
    destinationIds = (await listDestinations()).map((destination) => destination.id);
  } catch (error) {
    // The rest of the site is still worth listing; a short cache lets the next crawl see them all.
    requestLog(context).error(
      errorDetails(error),
      "Could not read the destination catalogue for the sitemap",
    );
    complete = false;
  }
  let posts: SitemapEntry[] = [];
  try {
    posts = (await blogTeasers()).map((post) => ({
      path: `/blogs/${post.slug}`,
      lastModified: post.publishedOn,
    }));
  } catch (error) {
    // As with the catalogue: list the rest, and let the next crawl come back soon.
    requestLog(context).error(errorDetails(error), "Could not read the blog posts for the sitemap");
    complete = false;
  }
  return new Response(renderSitemap(origin, destinationIds, posts), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${complete ? 3600 : 60}`,
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
