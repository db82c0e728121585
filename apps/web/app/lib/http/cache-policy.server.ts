import type { EntryContext } from "react-router";
import { getConfig } from "~/lib/config.server";
import { PAGE_VARIANT_HEADER } from "./page-variants.server";

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

type DocumentState = Pick<
  EntryContext["staticHandlerContext"],
  "matches" | "loaderData" | "actionData"
>;

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
 * cache in front. Pages that are not shared are `private, no-cache` as well (a CDN that ignores
 * Vary keeps no shared copy, and a browser asks again).
 */
const PRIVATE_PAGE = "private, no-cache";

/**
 * The leaf routes whose pages are the same for every anonymous visitor who sends the same
 * variant cookies and language (decision 196): home and its variants, the destinations and their
 * pages, the blog and its posts, the content pages, the CO₂ method and the credits. Anything
 * else (planners, forms, accounts, shared plans) stays private.
 */
const SHARED_ROUTE_IDS =
  /^routes\/(_index|home\.\$variant|destinations\._index|destinations\.\$id|blogs\._index|blogs\.\$slug|about-us|careers|legal-notice|privacy-policy|terms-and-conditions|methods\.co2|attribution)$/;

/**
 * What a cache in front may do with a shared page: keep it `s-maxage` seconds, and serve it stale
 * a while longer while it asks again; a browser asks every time (`max-age=0`).
 */
export function sharedPagePolicy(seconds = getConfig().sharedCache.seconds): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`;
}

/** Adds `name` to the Vary header, keeping what is there. */
function addVary(headers: Headers, name: string): void {
  const current = headers.get("Vary");
  const names = current ? current.split(",").map((item) => item.trim().toLowerCase()) : [];
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("Vary", current ? `${current}, ${name}` : name);
}

type Answer = { method: string; status: number };

/**
 * True when the rendered page may be kept and handed to the next visitor who asks for it with
 * the same variant: a GET answered 200 by a shared route, for nobody signed in, with no form's
 * answer in it, no flash message and no cookie set.
 */
export function isSharedDocument(state: DocumentState, headers: Headers, answer: Answer): boolean {
  if (answer.method !== "GET" && answer.method !== "HEAD") return false;
  if (answer.status !== 200 || headers.has("Set-Cookie")) return false;
  if (state.actionData && Object.keys(state.actionData).length > 0) return false;
  const root = state.loaderData.root as { toast?: unknown } | undefined;
  if (root?.toast) return false;
  if (isPersonalDocument(state)) return false;
  const leaf = state.matches.at(-1)?.route.id ?? "";
  return SHARED_ROUTE_IDS.test(leaf);
}

/**
 * Headers of a rendered page. Shared pages get the shared-cache policy and vary on what makes
 * them (lib/http/page-variants.server.ts): the cookies and the language, or only the encoding
 * when the CDN in front keys on those itself (SHARED_CACHE_KEY=named-cookies). Personal pages
 * are `no-store`; the rest keep what their route set, or `private, no-cache`, and vary on
 * Cookie and Accept-Language (a visitor who has not chosen yet is offered a currency and a home
 * airport from their language: features/currency, features/home-airport).
 */
export function setDocumentCacheHeaders(
  headers: Headers,
  state: DocumentState,
  answer: Answer,
): void {
  const { sharedCache } = getConfig();
  if (sharedCache.seconds > 0 && isSharedDocument(state, headers, answer)) {
    addVary(headers, "Accept-Encoding");
    if (sharedCache.key === "vary") {
      addVary(headers, "Cookie");
      addVary(headers, PAGE_VARIANT_HEADER);
    }
    headers.set("Cache-Control", sharedPagePolicy(sharedCache.seconds));
    return;
  }
  addVary(headers, "Cookie");
  addVary(headers, PAGE_VARIANT_HEADER);
  if (isPersonalDocument(state)) headers.set("Cache-Control", NO_STORE);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_PAGE);
}

/** Headers of every `*.data` answer. */
export function setDataResponseHeaders(headers: Headers): void {
  headers.set("Cache-Control", NO_STORE);
  headers.set("X-Content-Type-Options", "nosniff");
}
