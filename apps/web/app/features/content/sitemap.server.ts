import { destinationPath, HOME_PATHS, footerMenus, PLANNER_PATH } from "@travel/domain";
// escape-html escapes & < > " ' (the last as &#39;), which is all XML text and attributes need.
import escapeXml from "escape-html";
import { blogPosts } from "~/features/content/blog-posts";
import { GROUP_PATH } from "~/features/group-trips/group-types";

/** Public pages worth indexing; account and sign-in pages are left out on purpose. */
type SitemapEntry = { path: string; lastModified?: string };

function sitemapEntries(
  destinationIds: readonly number[] = [],
  editorialPosts: readonly SitemapEntry[] = [],
): SitemapEntry[] {
  const menuPaths = footerMenus.flatMap((menu) => menu.menuList.map((link) => link.routerPath));
  // The planner, budget discovery and group trips are public tools; compare and search results are
  // per-query. The CO₂e methods page explains the figures those tools show.
  const staticPaths = [
    ...new Set([
      ...HOME_PATHS,
      "/destinations",
      PLANNER_PATH,
      "/trips/budget",
      GROUP_PATH,
      "/methods/co2",
      ...menuPaths,
    ]),
  ];
  return [
    ...staticPaths.map((path) => ({ path })),
    ...destinationIds.map((id) => ({ path: destinationPath(id) })),
    ...blogPosts.map((post) => ({ path: `/blogs/${post.slug}`, lastModified: post.publishedOn })),
    ...editorialPosts,
  ];
}

export function renderSitemap(
  origin: string,
  destinationIds: readonly number[] = [],
  editorialPosts: readonly SitemapEntry[] = [],
): string {
  const urls = sitemapEntries(destinationIds, editorialPosts)
    .map(
      ({ path, lastModified }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
