import { PassThrough } from "node:stream";
import {
  ServerRouter,
  type ActionFunctionArgs,
  type EntryContext,
  type LoaderFunctionArgs,
  type RouterContextProvider,
} from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { getConfig } from "~/lib/config.server";
import { setDataResponseHeaders, setDocumentCacheHeaders } from "~/lib/http/cache-policy.server";
import { fileResponseOf } from "~/lib/http/file-answer.server";
import { lowerModulePreloadPriority } from "~/lib/document.server";
import { NonceContext } from "~/lib/nonce";
import { requestLog } from "~/lib/http/request-log.server";
import { getServices } from "~/lib/services.server";
import { withRetryAfter } from "~/lib/http/backend.server";
import { securePage } from "~/lib/http/security-headers.server";
import { createRenderMarker, hashMarkedScripts } from "~/lib/http/script-hashes.server";
import {
  allowGoogleSignInPopup,
  googleSignInCspSources,
} from "~/features/account/google-sign-in.server";

// Read the configuration when the server loads, so a bad or missing value stops start-up
// with a clear message instead of failing every request.
getConfig();
getServices();

// The production server's edge (server.mjs) takes its guards from the build, so the rules and
// the validated configuration they read exist once, shared with the pages and actions.
export { refuseForeignOrigin, refuseUnknownHost } from "~/lib/http/site-origin.server";
export { secureEveryResponse } from "~/lib/http/security-headers.server";
export { refuseBusyCardClient } from "~/features/group-trips/share-card.server";
// Background work the server starts once it listens, and what readiness reports of it: the
// exchange rates every instance shares (read again regularly, refreshed daily).
export {
  exchangeRatesReadiness,
  startExchangeRates,
} from "~/features/currency/exchange-rates.server";
export { freshCatalogue } from "~/features/destinations/catalogue.server";
// The context server.mjs gives each request's loaders and actions (client address, logger).
export { requestContext } from "~/lib/http/request-context.server";
// Public pages from memory (decision 197), and what it holds for /readyz.
export { publicPagesHeld, servePublicPages } from "~/features/public-pages/public-pages.server";

/**
 * How long a deferred value may take before React Router rejects it; React's render is stopped a
 * second later, so the rejection can still be rendered (React Router's default entry).
 */
export const streamTimeout = 5_000;

/**
 * Pages are rendered completely before sending (no streamed suspense boundaries are used),
 * which gives crawlers and people the same, whole document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A calendar address: its route answered with a file, not a page (decision 147).
  const file = fileResponseOf(routerContext.staticHandlerContext);
  if (file) return file;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Given to the site's own inline scripts, then traded for their hashes (decision 195).
    const nonce = createRenderMarker();
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary in place, never moved there by a script: React 19 outlines a
        // finished boundary once the document passes this many bytes (12,800 by default), so a
        // page's lazy islands would reach a browser without JavaScript after the footer, hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document is ready, so it is sent as one piece. Streamed, every small chunk
          // React writes is flushed through gzip on its own, which made pages three times
          // larger on the wire (the browse page: 46 KB instead of 15 KB).
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const { pathname } = new URL(request.url);
            const { html, scriptHashes } = hashMarkedScripts(
              lowerModulePreloadPriority(Buffer.concat(chunks).toString("utf8")),
              nonce,
            );
            securePage(responseHeaders, {
              scriptHashes,
              extraSources: googleSignInCspSources(pathname),
            });
            allowGoogleSignInPopup(responseHeaders, pathname);
            setDocumentCacheHeaders(responseHeaders, routerContext.staticHandlerContext, {
              method: request.method,
              status: responseStatusCode,
            });
            withRetryAfter(responseStatusCode, responseHeaders);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) requestLog(loadContext).error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Every `*.data` answer: never stored, never sniffed (lib/cache-policy.server.ts), and a 503
 * carries the same Retry-After as a document.
 */
export function handleDataRequest(response: Response) {
  setDataResponseHeaders(response.headers);
  withRetryAfter(response.status, response.headers);
  return response;
}

/**
 * Errors thrown by loaders, actions and rendering, logged once with their stack and the
 * request's id. A request the visitor abandoned is not the site's error.
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (request.signal.aborted) return;
  requestLog(context).error({ err: error }, "request failed");
}
