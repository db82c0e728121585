/** Site paths and the rules for highlighting the current page in menus. */

/** The home page and its alternative layouts; the Home menu item is current on each of them. */
export const HOME_PATHS = Object.freeze([
  "/",
  ...Array.from({ length: 9 }, (_, index) => `/home/home_${index + 2}`),
]) as readonly string[];

export interface MenuLink {
  readonly name: string;
  readonly routerPath: string;
}

export interface FooterMenu {
  readonly id: number;
  readonly title: string;
  readonly menuList: readonly MenuLink[];
}

export const footerMenus: readonly FooterMenu[] = Object.freeze([
  {
    id: 1,
    title: "Company",
    menuList: [
      { name: "About Us", routerPath: "/about-us" },
      { name: "Careers", routerPath: "/careers" },
      { name: "Blog", routerPath: "/blogs" },
      { name: "Data sources", routerPath: "/attribution" },
    ],
  },
  {
    id: 2,
    title: "Support",
    menuList: [
      { name: "Contact", routerPath: "/contact" },
      { name: "Legal Notice", routerPath: "/legal-notice" },
      { name: "Privacy Policy", routerPath: "/privacy-policy" },
      { name: "Terms and Conditions", routerPath: "/terms-and-conditions" },
    ],
  },
]);

export const mainNavigation: readonly MenuLink[] = Object.freeze([
  { name: "Home", routerPath: "/" },
  { name: "Contact", routerPath: "/contact" },
]);

/** The site's trip tools and its guides, kept in the header and the side menu on every page. */
export const tripToolsNavigation: readonly MenuLink[] = Object.freeze([
  { name: "Destinations", routerPath: "/destinations" },
  { name: "Budget finder", routerPath: "/trips/budget" },
  { name: "Compare", routerPath: "/trips/compare" },
  { name: "Group trips", routerPath: "/trips/group" },
  { name: "Blog", routerPath: "/blogs" },
]);

/**
 * What the header and the side menu list, in order: Home first and Contact last (the main
 * navigation), the trip tools between them.
 */
export const headerNavigation: readonly MenuLink[] = Object.freeze([
  ...mainNavigation.filter((item) => item.routerPath !== "/contact"),
  ...tripToolsNavigation,
  ...mainNavigation.filter((item) => item.routerPath === "/contact"),
]);

const SLASH = 0x2f;

/**
 * Drops a query string or fragment and trailing slashes: "/contact/?a=1" → "/contact", "/" stays
 * "/". Plain scans, no patterns: `/\/+$/` retries from every slash of a run, so a request for "/"
 * followed by 14,000 slashes and an "x" took 0.84 s, once for every menu item on the page.
 */
function normalisePath(path: string): string {
  const queryOrFragment = path.search(/[?#]/u);
  const bare = queryOrFragment === -1 ? path : path.slice(0, queryOrFragment);
  let end = bare.length;
  while (end > 0 && bare.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === 0 ? "/" : bare.slice(0, end);
}

/**
 * Whether the menu item at `itemPath` is the page being shown at `pathname`:
 * - exact match, trailing slash tolerant ("/contact/" is "/contact"; "/contact-us" is not);
 * - a detail page with a numeric id is current for its list ("/destinations/123" → "/destinations");
 * - Home ("/") is current on every home path and only there.
 * Paths that do not start with "/" never match.
 */
export function isCurrentPath(pathname: string, itemPath: string): boolean {
  if (!pathname.startsWith("/") || !itemPath.startsWith("/")) return false;
  const current = normalisePath(pathname);
  const item = normalisePath(itemPath);
  if (item === "/") return HOME_PATHS.includes(current);
  if (current === item) return true;
  const rest = current.slice(item.length);
  return current.startsWith(item) && /^\/\d+$/u.test(rest);
}

/** The auth_error value that tells the sign-up page why the visitor was sent there. */
export const SIGNUP_REQUIRED_ERROR = "signup-required";
export const FAVOURITE_DESTINATIONS_PATH = "/my-profile/favourite-destinations";
export const SIGNUP_PATH = "/auth/signup";

/** Where "My destinations" leads: the favourites page, or sign-up with an explanation for visitors. */
export function myDestinationsHref(isLoggedIn: boolean): string {
  return isLoggedIn
    ? FAVOURITE_DESTINATIONS_PATH
    : `${SIGNUP_PATH}?auth_error=${SIGNUP_REQUIRED_ERROR}`;
}

/** C0 controls, DEL and C1 controls: browsers strip some of them (tab, newline) from URLs, which can turn "/\t/evil.example" into "//evil.example". */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Runs of characters beyond ASCII. */
const NON_ASCII = /\P{ASCII}+/gu;

/**
 * The redirect target to use after sign-in: `value` when it is a same-site path, else `fallback`.
 * Accepted: strings starting with a single "/" — not "//", and no backslash anywhere, since browsers
 * read "\" as "/" — without control characters. So "/trips?id=1" is kept while "https://evil.example",
 * "//evil.example", "/\evil.example" and "javascript:alert(1)" fall back. A path that starts with one
 * "/" can only be resolved against the current site, which is what makes it safe.
 * Characters beyond ASCII come back percent-encoded as UTF-8 ("/。" → "/%E3%80%82"): a Location
 * header cannot carry them (the redirect would fail after the action ran). Text that is not
 * valid Unicode (a lone surrogate) cannot be encoded and falls back.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.includes("\\") || hasControlCharacter(value)) return fallback;
  try {
    return value.replace(NON_ASCII, (run) => encodeURIComponent(run));
  } catch {
    return fallback;
  }
}

/** The planner's own page. */
export const PLANNER_PATH = "/trips/plan";

/**
 * A destination's page; with a plan's query (a string or URLSearchParams), its planner section
 * showing that plan. The query is typed structurally: the domain builds without DOM types.
 */
export function destinationPath(id: number, planQuery?: string | { toString(): string }): string {
  const path = `/destinations/${id}`;
  if (planQuery === undefined) return path;
  return `${path}?${String(planQuery)}#planner`;
}
