// The production server: the Remix build behind Express. It replaces remix-serve so that
// actions learn the client's address (rate limits per client, decision 033).
//   PORT (default 3000), HOST (default 127.0.0.1: loopback only; set 0.0.0.0 or an address to
//   be reachable from elsewhere — config.server.ts refuses that on the emulators in production)
//   TRUST_PROXY — Express's "trust proxy": unset/false = use the socket address; a number of
//   proxy hops ("1"), "true", or addresses/subnets ("loopback, 10.0.0.0/8"). Set it only behind
//   a proxy you run, or clients can pick their own address with X-Forwarded-For.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { healthRoutes } from "./server/health.mjs";
import { refuseOverlongUrl } from "./server/request-bounds.mjs";
import { bodyPolicy } from "./server/body-policy.mjs";
import {
  createLogger,
  logContext,
  markStaticFile,
  remixRouteMatcher,
  requestLogging,
} from "./server/logging.mjs";
import { drainOnSignal } from "./server/shutdown.mjs";
import { transportSecurity } from "./server/transport-security.mjs";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const BUILD_DIR = new URL("./build/", import.meta.url);

/** "1" → 1, "true"/"false" → booleans, anything else as Express reads it (names, subnets). */
function trustProxySetting(raw) {
  const value = raw?.trim();
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Cross-site form posts are refused with 403 before Remix sees them (which would answer a
 * bare 500). The session cookie is SameSite=Lax already; this is the second line (decision 032).
 * Same origin = this request's scheme and host, or SITE_URL's. No Origin header (not a
 * browser) passes: such a client carries no one's cookies by accident.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const siteOrigin = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : null;
function refuseForeignOrigin(req, res, next) {
  const origin = req.get("origin");
  if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
  const forwardedHost = req.app.get("trust proxy")
    ? req.get("x-forwarded-host")?.split(",")[0]?.trim()
    : undefined;
  const ownOrigin = `${req.protocol}://${forwardedHost || req.get("host")}`;
  if (origin === ownOrigin || origin === siteOrigin) return next();
  res
    .status(403)
    .type("text/plain")
    .send("This form was sent from another site and was not accepted.");
}

const log = createLogger({
  level: process.env.LOG_LEVEL,
  format: process.env.LOG_FORMAT,
  production: process.env.NODE_ENV === "production",
});
const build = await import(new URL("server/index.js", BUILD_DIR).href);
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
// Security headers reach every answer, health probes included (they are exempt from the
// https redirect); probes are neither logged nor limited; an overlong URL is refused before
// anything routes it (Remix's matcher is quadratic in trailing slashes); then one log line
// per request, and the body policy before any handler reads a body.
app.use(transportSecurity({ siteUrl: process.env.SITE_URL }));
app.use(healthRoutes());
app.use(refuseOverlongUrl);
app.use(requestLogging(log, remixRouteMatcher(build)));
app.use(bodyPolicy);
app.use(compression());
app.use(refuseForeignOrigin);
// Hashed file names: cached for a year. Everything else in build/client (favicon, robots…): an hour.
app.use(
  "/assets",
  express.static(new URL("client/assets", BUILD_DIR).pathname, {
    immutable: true,
    maxAge: "1y",
    setHeaders: markStaticFile,
  }),
);
app.use(
  express.static(new URL("client", BUILD_DIR).pathname, {
    maxAge: "1h",
    setHeaders: markStaticFile,
  }),
);
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: req.ip, ...logContext(req) }),
  }),
);

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "127.0.0.1";
const server = app.listen(port, host, () => {
  log.info(`listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
});
drainOnSignal(server, { graceMs: Number(process.env.SHUTDOWN_GRACE_MS) || undefined, log });
