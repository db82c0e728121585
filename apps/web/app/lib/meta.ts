import { isRouteErrorResponse, type MetaArgs, type MetaDescriptor } from "react-router";
import type { RootData } from "./root-data";

const SITE_NAME = "Wayfarer";

type PageSeo = {
  title: string;
  description: string;
  noindex?: boolean;
  image?: string;
  /** The page's one address with its query (a page of a list); the path alone without it. */
  canonicalPath?: string;
  /** A paged list's neighbours (rel prev/next), as site paths. */
  prevPath?: string | null;
  nextPath?: string | null;
};

/**
 * The meta tags of the site's 404 page. Addresses that must not say what is behind them (the
 * back-office to anyone but an editor, a calendar address that opens nothing) use these too when
 * they answer 404, so their answer is the site's own 404 page (decisions 128, 140).
 */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: `Page not found · ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * The meta tags of a page that failed and must not say what it is: the site's 404 for a 404, the
 * site's plain title for anything else.
 */
export const failedPageMeta = (error: unknown): MetaDescriptor[] =>
  isRouteErrorResponse(error) && error.status === 404
    ? NOT_FOUND_META
    : [{ title: SITE_NAME }, { name: "robots", content: "noindex" }];

/**
 * The meta tags of a page: title, description, canonical URL and their Open Graph twins.
 * The absolute origin comes from the root loader (SITE_URL; never the request's Host).
 */
export function pageMeta(
  { matches, location }: Pick<MetaArgs, "matches" | "location">,
  page: PageSeo,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.loaderData as RootData | undefined;
  const origin = root?.siteUrl ?? "";
  const url = `${origin}${page.canonicalPath ?? location.pathname}`;
  const title = page.title === SITE_NAME ? page.title : `${page.title} · ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(page.image ? [{ property: "og:image", content: `${origin}${page.image}` }] : []),
    ...(page.prevPath ? [{ tagName: "link", rel: "prev", href: `${origin}${page.prevPath}` }] : []),
    ...(page.nextPath ? [{ tagName: "link", rel: "next", href: `${origin}${page.nextPath}` }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
