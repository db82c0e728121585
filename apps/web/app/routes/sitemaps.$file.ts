import type { LoaderFunctionArgs } from "react-router";
import { getConfig } from "~/lib/config.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { renderSitemapPart } from "~/features/content/sitemap.server";
import { blogTeasers } from "~/features/content/blog-posts.server";

const PART = /^([1-9]\d{0,3})\.xml$/;

/**
 * One file of a sitemap split by the protocol's limits (/sitemaps/1.xml, 2.xml, …), listed by the
 * index at /sitemap.xml. A file that does not exist is a 404: while the site fits in one file
 * there are none, so no page is listed twice.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = PART.exec(params.file ?? "");
  const notFound = () =>
    new Response("There is no such sitemap file.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!match) return notFound();
  // Never the request's Host header: this answer is cached by whoever is in between.
  const origin = getConfig().siteUrl;
  const destinationIds = (await listDestinations()).map((destination) => destination.id);
  const posts = (await blogTeasers()).map((post) => ({
    path: `/blogs/${post.slug}`,
    lastModified: post.publishedOn,
  }));
  const xml = renderSitemapPart(origin, destinationIds, posts, Number(match[1]));
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

// Read-only: a form posted here gets a 405 with a sentence.
export { refuseWrites as action } from "~/lib/http/read-only.server";
