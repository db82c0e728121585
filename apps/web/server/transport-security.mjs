// Transport security and the security headers every response carries, documents or not
// (static files, JSON, images, redirects, errors). Pages set their own Content-Security-Policy
// with a script nonce in entry.server.tsx; headers a response already has are left alone.
//   SITE_URL — when it is https, plain-http requests are redirected to it and HSTS is sent.
//   The scheme of a request is read from X-Forwarded-Proto only when TRUST_PROXY trusts the
//   proxy that set it (Express's req.secure / req.protocol).
import onHeaders from "on-headers";

/** One year, subdomains included: what browsers' preload lists ask for. */
const HSTS = "max-age=31536000; includeSubDomains";

/** Responses that are not documents may not run or embed anything. */
const LOCKED_DOWN_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Load-balancer probes may arrive over plain http inside the platform's network. */
const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * @param {{ siteUrl?: string }} options
 * @returns {import("express").RequestHandler}
 */
export function transportSecurity({ siteUrl } = {}) {
  const site = siteUrl ? new URL(siteUrl) : null;
  const httpsOnly = site?.protocol === "https:";
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": LOCKED_DOWN_CSP,
    ...(httpsOnly ? { "Strict-Transport-Security": HSTS } : {}),
  };

  return function secureTransport(req, res, next) {
    if (httpsOnly && !req.secure && !PROBE_PATHS.has(req.path)) {
      // To SITE_URL's host, never the request's Host header (no open redirect). 308 keeps the
      // method and body of a form post; GET and HEAD get the classic permanent 301.
      const target = new URL(req.originalUrl, site.origin).href;
      res.setHeader("Cache-Control", "no-store");
      setMissing(res, headers);
      res.redirect(SAFE_METHODS.has(req.method) ? 301 : 308, target);
      return;
    }
    onHeaders(res, () => setMissing(res, headers));
    next();
  };
}

/** @param {import("node:http").ServerResponse} res @param {Record<string, string>} headers */
function setMissing(res, headers) {
  for (const [name, value] of Object.entries(headers)) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
  }
}
