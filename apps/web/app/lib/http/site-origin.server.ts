import type { IncomingMessage, ServerResponse } from "node:http";
import { data } from "react-router";
import { getConfig, type ServerConfig } from "~/lib/config.server";

// The names and origins this site answers to, from its configuration only, never from a
// request's Host or X-Forwarded-Host (decisions 032 and 095). A page on a rebinding domain
// reaches the server with its own name in Host and its own origin in Origin, so it is refused
// both ways.

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

const UNKNOWN_HOST_MESSAGE = "This site does not answer to that name.";
const FOREIGN_FORM_MESSAGE =
  "This form came from another website, so we did not accept it. To use Wayfarer, open the page on our site and send the form from there.";

/** Methods that change nothing; everything else must come from this site's own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type SiteNames = { hosts: ReadonlySet<string>; origins: ReadonlySet<string> };

/** SITE_URL's name and origin, and on a local run the loopback names on this server's port. */
export function siteNames(config: ServerConfig): SiteNames {
  const site = new URL(config.siteUrl);
  const hosts = new Set([site.host]);
  // A client may spell out the default port; browsers never do.
  if (!site.port) hosts.add(`${site.hostname}:${site.protocol === "https:" ? 443 : 80}`);
  const origins = new Set([site.origin]);
  if (config.localRun) {
    for (const name of LOOPBACK_NAMES) {
      hosts.add(`${name}:${config.port}`);
      origins.add(`http://${name}:${config.port}`);
    }
  }
  return { hosts, origins };
}

let cached: { config: ServerConfig; names: SiteNames } | undefined;
function names(): SiteNames {
  const config = getConfig();
  if (cached?.config !== config) cached = { config, names: siteNames(config) };
  return cached.names;
}

/** True when a Host header names this site (case-insensitive, as host names are). */
export function isOwnHost(host: string | undefined): boolean {
  return host !== undefined && names().hosts.has(host.toLowerCase());
}

/**
 * What a browser's Sec-Fetch-Site says of a request's origin: another site (or a sibling name of
 * this one) started it. "same-origin" and "none" (typed, bookmarked) are this site's own.
 */
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);

/**
 * True for a state-changing request that another site started: its browser says so in
 * Sec-Fetch-Site, or its Origin is not this site's. A request without either passes: browsers
 * send Origin on every POST, so its absence means a client that carries nobody's cookies by
 * accident. "null" (sandboxed frames, odd redirects) is foreign.
 */
function isForeignPost(
  method: string,
  origin: string | null | undefined,
  fetchSite: string | null | undefined,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite && FOREIGN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  return origin != null && !names().origins.has(origin);
}

/**
 * In actions: the same rule, so it also holds under `react-router dev` (no server.mjs in front)
 * and when tests call actions directly. Thrown as a 403 the route's boundary shows.
 */
export function requireSameOrigin(request: Request): void {
  const { headers } = request;
  if (isForeignPost(request.method, headers.get("Origin"), headers.get("Sec-Fetch-Site"))) {
    throw data(FOREIGN_FORM_MESSAGE, { status: 403 });
  }
}

type EdgeNext = () => void;

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" }).end(message);
}

/**
 * server.mjs, for every request but the health probes: 421 for a Host this site does not go
 * by (DNS rebinding of a local run, a stray name pointed at the server). Vite's dev server
 * does the same under `react-router dev` (server.allowedHosts).
 */
export function refuseUnknownHost(req: IncomingMessage, res: ServerResponse, next: EdgeNext) {
  if (isOwnHost(req.headers.host)) return next();
  refuse(res, 421, UNKNOWN_HOST_MESSAGE);
}

/** server.mjs: cross-site form posts get 403 before React Router runs (which would answer a bare 500). */
export function refuseForeignOrigin(req: IncomingMessage, res: ServerResponse, next: EdgeNext) {
  const fetchSite = req.headers["sec-fetch-site"];
  if (!isForeignPost(req.method ?? "GET", req.headers.origin, String(fetchSite ?? "") || null))
    return next();
  refuse(res, 403, FOREIGN_FORM_MESSAGE);
}
