import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { getConfig } from "~/lib/config.server";
import { contentSecurityPolicy, type CspOptions } from "~/lib/csp.server";
import { getServices } from "~/lib/services.server";

/**
 * The security headers, all of them, and the one rule for setting them (decisions 052, 071 and
 * 096): a response keeps any of these it set itself (a picture's own CSP, the Google sign-in
 * pages' opener policy) and gets the rest. Pages set their script-hash policy here from
 * entry.server.tsx; server.mjs runs `secureEveryResponse` in front of everything else, so static
 * files, JSON, images, redirects and errors get the same set with a locked-down policy.
 */

/** One year, subdomains included: what browsers' preload lists ask for. */
const HSTS = "max-age=31536000; includeSubDomains";

/** Responses that are not pages may not run or embed anything. */
const LOCKED_DOWN_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Load-balancer probes may arrive over plain http inside the platform's network. */
const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

const isHttpsSite = () => getConfig().siteUrl.startsWith("https:");

/** What every response carries unless it says otherwise; HSTS once the site is https. */
function everyResponseHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(isHttpsSite() ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Where profile pictures come from; an https page cannot show http images (mixed content). */
function imageOrigins(): string[] {
  const { config } = getServices();
  const storage =
    config.mode === "emulator"
      ? `http://${config.emulators.storage}`
      : "https://firebasestorage.googleapis.com";
  return [
    ...(isHttpsSite() && storage.startsWith("http:") ? [] : [storage]),
    // Pictures of people who signed up with Google stay where Google serves them.
    "https://lh3.googleusercontent.com",
  ];
}

/**
 * A page: its Content-Security-Policy with the hashes of its inline scripts (always set: they
 * must match the document), and the rest of the set where missing, so pages carry it under
 * `react-router dev` too, where no server.mjs runs.
 */
export function securePage(
  headers: Headers,
  { scriptHashes, extraSources }: Pick<CspOptions, "scriptHashes" | "extraSources">,
): void {
  const config = getConfig();
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes,
      contentHost: config.contentHost,
      imageOrigins: imageOrigins(),
      isDevelopment: !config.isProduction,
      extraSources,
    }),
  );
  for (const [name, value] of Object.entries(everyResponseHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/**
 * The same path on SITE_URL's origin. Joined as text, not resolved as a URL: resolved,
 * `//evil.example/x` would name another host and the redirect would leave the site.
 */
function httpsTarget(requestTarget: string): string {
  const origin = new URL(getConfig().siteUrl).origin;
  return requestTarget.startsWith("/") ? `${origin}${requestTarget}` : `${origin}/`;
}

type EdgeRequest = IncomingMessage & { secure: boolean; path: string; originalUrl: string };

function setMissing(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
  }
}

/**
 * server.mjs, first of all: when SITE_URL is https, a request that is not secure (Express's
 * `req.secure`, which trusts X-Forwarded-Proto only from proxies TRUST_PROXY names) is
 * redirected to SITE_URL, never to the request's Host; probes are exempt. Every response gets
 * the set when its headers are written (on-headers), after React Router has added its own, so no
 * header is sent twice.
 */
export function secureEveryResponse(req: EdgeRequest, res: ServerResponse, next: () => void) {
  const headers = { ...everyResponseHeaders(), "Content-Security-Policy": LOCKED_DOWN_CSP };
  if (isHttpsSite() && !req.secure && !PROBE_PATHS.has(req.path)) {
    // 308 keeps the method and body of a form post; GET and HEAD get the classic 301.
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    setMissing(res, { ...headers, "Cache-Control": "no-store" });
    res.writeHead(status, { Location: httpsTarget(req.originalUrl) }).end();
    return;
  }
  onHeaders(res, () => setMissing(res, headers));
  next();
}
