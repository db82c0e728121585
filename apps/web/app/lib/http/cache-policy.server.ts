import type { EntryContext } from "@remix-run/node";

/**
 * What caches may keep. A page that shows one person's data (their profile, their
 * destinations, or any page with their name in the header) is `no-store`, so no shared cache
 * hands it to someone else and no browser keeps it after sign-out. Every `*.data` answer (the
 * loaders' and actions' data as the client router fetches it) is `no-store` and `nosniff` too:
 * it holds the same data, in a form a browser must never read as a page or a script.
 */
const NO_STORE = "no-store";

/** Routes whose pages are personal whoever asks (their loaders send visitors to sign in). */
const PERSONAL_ROUTE_IDS = /^routes\/my-profile[./]/;

/**
 * Routes whose pages may hold a live code or someone's address for whoever opened them: the
 * account pages (a reset page shows its code and the account's address; a refused or finished
 * form shows the address typed), the newsletter confirmation (its token), the development
 * outbox (every held link) and the shared plans' pages (an invitation link shows its plan to
 * whoever holds the secret).
 */
const LIVE_CODE_ROUTE_IDS = /^routes\/(auth\.|newsletter\.confirm$|dev\.outbox$|trips\.plans)/;

type DocumentState = Pick<EntryContext["staticHandlerContext"], "matches" | "loaderData">;

/** True when the rendered document carries the signed-in person's data, or a live code. */
export function isPersonalDocument({ matches, loaderData }: DocumentState): boolean {
  if (
    matches.some(
      (match) =>
        PERSONAL_ROUTE_IDS.test(match.route.id) || LIVE_CODE_ROUTE_IDS.test(match.route.id),
    )
  )
    return true;
  const root = loaderData.root as { user?: unknown } | undefined;
  return root?.user !== undefined && root.user !== null;
}

/**
 * Every page's frame reads cookies (the display currency for its prices and picker, the consent
 * banner, the session), so one address serves different pages: `Vary: Cookie` says so to any
 * cache in front. Pages whose routes set no policy are `private, no-cache` as well (a CDN that
 * ignores Vary keeps no shared copy, and a browser asks again); a shared-cache policy keyed on
 * the currency alone is a later change.
 */
const PUBLIC_PAGE = "private, no-cache";

/** Adds `name` to the Vary header, keeping what is there. */
function addVary(headers: Headers, name: string): void {
  const current = headers.get("Vary");
  const names = current ? current.split(",").map((item) => item.trim().toLowerCase()) : [];
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("Vary", current ? `${current}, ${name}` : name);
}

/**
 * Headers of a rendered page: `no-store` when it is personal; otherwise what the route set, or
 * `private, no-cache`; always `Vary: Cookie` and `Vary: Accept-Language` (a visitor who has not
 * chosen yet is offered a currency and a home airport from their language: features/currency,
 * features/home-airport).
 */
export function setDocumentCacheHeaders(headers: Headers, state: DocumentState): void {
  addVary(headers, "Cookie");
  addVary(headers, "Accept-Language");
  if (isPersonalDocument(state)) headers.set("Cache-Control", NO_STORE);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE);
}

/** Headers of every `*.data` answer. */
export function setDataResponseHeaders(headers: Headers): void {
  headers.set("Cache-Control", NO_STORE);
  headers.set("X-Content-Type-Options", "nosniff");
}
