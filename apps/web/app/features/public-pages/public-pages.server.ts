import type { IncomingMessage, ServerResponse } from "node:http";
import { postsGeneration, publishedPosts } from "~/features/content/blog-posts.server";
import { exchangeRates } from "~/features/currency/exchange-rates.server";
import {
  catalogueFreshWithin,
  catalogueVersion,
  markCatalogueFresh,
} from "~/features/destinations/catalogue.server";
import { getConfig } from "~/lib/config.server";
import { sharedPagePolicy } from "~/lib/http/cache-policy.server";
import { createPageCache } from "~/lib/http/page-cache.server";
import { pageVariant } from "~/lib/http/page-variants.server";

/**
 * The page cache of this process, wired to what public pages are made from (decision 197).
 *
 * Anonymous visitors are answered from a catalogue checked at most FRESH_WITHIN_MS before their
 * request arrived: the first request after that waits for one version read (shared by the
 * requests that arrive meanwhile), the others are answered at once. A publish therefore shows to
 * every visitor of every instance whose request arrives FRESH_WITHIN_MS after it, plus the one
 * full read. Signed-in requests never reach the cache and still read the version first
 * (`freshCatalogue`, decision 171), so an editor sees a publish on their very next request.
 */
const FRESH_WITHIN_MS = 1_000;
const DAY_MS = 86_400_000;

let cache: ReturnType<typeof createPageCache> | undefined;

function pageCache() {
  const { pageCache: settings, sharedCache } = getConfig();
  cache ??= createPageCache({
    ...settings,
    // Nothing is kept that a cache in front would not keep: with SHARED_CACHE_SECONDS=0 the
    // shared policy is never set, and the page cache keeps nothing either.
    ttlMs: sharedCache.seconds > 0 ? settings.ttlMs : 0,
    sharedPolicy: sharedPagePolicy(sharedCache.seconds),
    variantOf: (req) => pageVariant(req.headers.cookie, req.headers["accept-language"]),
    freshen: (req) => {
      // The request reads what it is answered from as of now; freshCatalogue need not again.
      markCatalogueFresh(req);
      const checked = catalogueFreshWithin(FRESH_WITHIN_MS);
      // The posts hold their own copy for 45 s; a read it is due for starts here.
      if (checked) void publishedPosts().catch(() => undefined);
      return checked;
    },
    // The rates by their day (a read of the same rates again changes nothing on a page), and
    // the UTC day's number (dates, "this month", the rates' age).
    generation: () =>
      `${catalogueVersion()}|${postsGeneration()}|${exchangeRates()?.date ?? ""}|${Math.floor(Date.now() / DAY_MS)}`,
  });
  return cache;
}

/** server.mjs, before the static files and the renderer: public pages from memory. */
export function servePublicPages(req: IncomingMessage, res: ServerResponse, next: () => void) {
  pageCache().servePageCache(req, res, next);
}

/** What the page cache holds now (pages, bytes). */
export function publicPagesHeld() {
  return pageCache().stats();
}
