import { HOME_PATHS, footerMenus } from "@travel/domain";
import { blogPosts } from "~/content/blog-posts";

/** Public pages worth indexing; account and sign-in pages are left out on purpose. */
export function sitemapEntries(): { path: string; lastModified?: string }[] {
  const menuPaths = footerMenus.flatMap((menu) => menu.menuList.map((link) => link.routerPath));
  const staticPaths = [...new Set([...HOME_PATHS, ...menuPaths])];
  return [
    ...staticPaths.map((path) => ({ path })),
    ...blogPosts.map((post) => ({ path: `/blogs/${post.slug}`, lastModified: post.publishedOn })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderSitemap(origin: string): string {
  const urls = sitemapEntries()
    .map(
      ({ path, lastModified }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
