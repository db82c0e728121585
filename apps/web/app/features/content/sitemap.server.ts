import { destinationPath, HOME_PATHS, footerMenus, PLANNER_PATH } from "@travel/domain";
// escape-html escapes & < > " ' (the last as &#39;), which is all XML text and attributes need.
import escapeXml from "escape-html";
import { GROUP_PATH } from "~/features/group-trips/group-types";

/** Public pages worth indexing; account and sign-in pages are left out on purpose. */
export type SitemapEntry = { path: string; lastModified?: string };

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
    // The blog's posts, read from Firestore by the route (features/content/blog-posts.server.ts).
    ...editorialPosts,
  ];
}

/** The sitemap protocol's limits for one file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = "\n</urlset>\n";

const urlLine = (origin: string, { path, lastModified }: { path: string; lastModified?: string }) =>
  `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;

/**
 * The site's URL lines cut into files that each keep inside the limits, in order. One file means
 * /sitemap.xml is that file; more mean /sitemap.xml is an index of /sitemaps/1.xml, 2.xml, …
 */
export function sitemapParts(
  origin: string,
  destinationIds: readonly number[] = [],
  editorialPosts: readonly SitemapEntry[] = [],
  limits: SitemapLimits = SITEMAP_LIMITS,
): string[][] {
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const parts: string[][] = [];
  let current: string[] = [];
  let bytes = frame;
  for (const entry of sitemapEntries(destinationIds, editorialPosts)) {
    const line = urlLine(origin, entry);
    // Lines are joined by a newline: one byte each after the first.
    const size = Buffer.byteLength(line) + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push(current);
      current = [];
      bytes = frame;
    }
    current.push(line);
    bytes += Buffer.byteLength(line) + (current.length > 1 ? 1 : 0);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

const renderUrlset = (lines: readonly string[]) =>
  `${URLSET_OPEN}${lines.join("\n")}${URLSET_CLOSE}`;

/** The address of one file of a split sitemap (routes/sitemaps.$file.ts). */
const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** The index of a split sitemap: one <sitemap> per file. */
function renderSitemapIndex(origin: string, count: number): string {
  const entries = Array.from(
    { length: count },
    (_, index) =>
      `  <sitemap><loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc></sitemap>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** /sitemap.xml: the one file when the site fits in it, else the index of its files. */
export function renderSitemap(
  origin: string,
  destinationIds: readonly number[] = [],
  editorialPosts: readonly SitemapEntry[] = [],
  limits: SitemapLimits = SITEMAP_LIMITS,
): string {
  const parts = sitemapParts(origin, destinationIds, editorialPosts, limits);
  return parts.length <= 1
    ? renderUrlset(parts[0] ?? [])
    : renderSitemapIndex(origin, parts.length);
}

/** One file of a split sitemap, from 1; null when there is no such file (or no split at all). */
export function renderSitemapPart(
  origin: string,
  destinationIds: readonly number[],
  editorialPosts: readonly SitemapEntry[],
  n: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string | null {
  const parts = sitemapParts(origin, destinationIds, editorialPosts, limits);
  const part = parts.length > 1 ? parts[n - 1] : undefined;
  return part ? renderUrlset(part) : null;
}
