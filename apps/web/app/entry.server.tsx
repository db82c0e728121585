import { PassThrough } from "node:stream";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { DocumentFindPlaceForms } from "~/features/find-place/find-place-forms";
import { getConfig } from "~/lib/config.server";
import { setDataResponseHeaders, setDocumentCacheHeaders } from "~/lib/http/cache-policy.server";
import { contentSecurityPolicy, createNonce } from "~/lib/csp.server";
import { lowerModulePreloadPriority } from "~/lib/document.server";
import { NonceContext } from "~/lib/nonce";
import { requestLog } from "~/lib/http/request-log.server";
import { getServices } from "~/lib/services.server";
import { withRetryAfter } from "~/lib/http/backend.server";
import {
  allowGoogleSignInPopup,
  googleSignInCspSources,
} from "~/features/account/google-sign-in.server";

// Read the configuration when the server loads, so a bad or missing value stops start-up
// with a clear message instead of failing every request.
const config = getConfig();
const services = getServices();

/** Profile pictures are shown from where Firebase Storage serves their download URLs. */
const storageOrigin =
  services.config.mode === "emulator"
    ? `http://${services.config.emulators.storage}`
    : "https://firebasestorage.googleapis.com";

/** An https page cannot show http images (mixed content), so such an origin stays out of its policy. */
const imageOrigins = [
  ...(config.siteUrl?.startsWith("https:") && storageOrigin.startsWith("http:")
    ? []
    : [storageOrigin]),
  // Pictures of people who signed up with Google stay where Google serves them.
  "https://lh3.googleusercontent.com",
];

const ABORT_DELAY_MS = 5_000;

/**
 * Headers every page carries: a Content-Security-Policy with this response's script nonce, no
 * MIME sniffing, no framing, no leaking full URLs to partners.
 */
function setSecurityHeaders(headers: Headers, nonce: string, pathname: string) {
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      contentHost: config.contentHost,
      imageOrigins,
      isDevelopment: !config.isProduction,
      extraSources: googleSignInCspSources(pathname),
    }),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  allowGoogleSignInPopup(headers, pathname);
}

/**
 * Pages are rendered completely before sending (no streamed suspense boundaries are used),
 * which gives crawlers and people the same, whole document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = createNonce();
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        {/* What loaders rendered for this document only, kept out of its loader data. */}
        <DocumentFindPlaceForms.Provider value={loadContext.findPlaceForms ?? null}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY_MS}
            nonce={nonce}
          />
        </DocumentFindPlaceForms.Provider>
      </NonceContext.Provider>,
      {
        nonce,
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
            setSecurityHeaders(responseHeaders, nonce, new URL(request.url).pathname);
            setDocumentCacheHeaders(responseHeaders, remixContext.staticHandlerContext);
            withRetryAfter(responseStatusCode, responseHeaders);
            const html = lowerModulePreloadPriority(Buffer.concat(chunks).toString("utf8"));
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
    setTimeout(abort, ABORT_DELAY_MS);
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
