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
 * form shows the address typed), the newsletter confirmation (its token) and the development
 * outbox (every held link).
 */
const LIVE_CODE_ROUTE_IDS = /^routes\/(auth\.|newsletter\.confirm$|dev\.outbox$)/;

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

/** Headers of a rendered page: `no-store` when it is personal, otherwise as the routes set them. */
export function setDocumentCacheHeaders(headers: Headers, state: DocumentState): void {
  if (isPersonalDocument(state)) headers.set("Cache-Control", NO_STORE);
}

/** Headers of every `*.data` answer. */
export function setDataResponseHeaders(headers: Headers): void {
  headers.set("Cache-Control", NO_STORE);
  headers.set("X-Content-Type-Options", "nosniff");
}
