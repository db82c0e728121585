// The production server: the React Router build behind Express. It replaces react-router-serve so
// that actions learn the client's address (rate limits per client, decision 033).
//   PORT (default 3000), HOST (default 127.0.0.1: loopback only; set 0.0.0.0 or an address to
//   be reachable from elsewhere — config.server.ts refuses that on the emulators in production)
//   TRUST_PROXY — Express's "trust proxy": unset/false = use the socket address; a number of
//   proxy hops ("1"), "true", or addresses/subnets ("loopback, 10.0.0.0/8"). Set it only behind
//   a proxy you run, or clients can pick their own address with X-Forwarded-For.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { healthRoutes } from "./server/health.mjs";
import { refuseOverlongUrl } from "./server/request-bounds.mjs";
import { bodyPolicy } from "./server/body-policy.mjs";
import {
  createLogger,
  logContext,
  markStaticFile,
  requestLogging,
  routeMatcher,
} from "./server/logging.mjs";
import { drainOnSignal } from "./server/shutdown.mjs";

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

const log = createLogger({
  level: process.env.LOG_LEVEL,
  format: process.env.LOG_FORMAT,
  production: process.env.NODE_ENV === "production",
});
const build = await import(new URL("server/index.js", BUILD_DIR).href);
// The edge's guards come from the build (app/lib/http/site-origin.server.ts and
// security-headers.server.ts), where the pages and actions use the same rules and configuration.
const {
  secureEveryResponse,
  refuseUnknownHost,
  refuseForeignOrigin,
  refuseBusyCardClient,
  startExchangeRates,
  exchangeRatesReadiness,
  freshCatalogue,
  requestContext,
  servePublicPages,
  publicPagesHeld,
} = build.entry.module;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
// Security headers reach every answer, health probes included (they are exempt from the
// https redirect); probes are neither logged nor limited, and answer whatever Host the platform
// uses; an overlong URL is refused before anything routes it (the router's matcher is quadratic
// in trailing slashes); then one log line per request, a Host that is not the site's own refused
// (DNS rebinding), a share card for a client whose cards fill its place in the render pool
// refused at once (a burst of them must cost little: decision 092), and the body policy before
// any handler reads a body.
app.use(secureEveryResponse);
app.use(
  healthRoutes({ exchangeRates: () => exchangeRatesReadiness(), pageCache: publicPagesHeld }),
);
app.use(refuseOverlongUrl);
app.use(requestLogging(log, routeMatcher(build)));
app.use(refuseUnknownHost);
app.use(refuseBusyCardClient);
app.use(bodyPolicy);
app.use(compression());
app.use(refuseForeignOrigin);
// Public pages an anonymous visitor asks for, from memory when this process rendered the same
// variant lately (decision 197); after compression, which sends the copies it holds as they are.
app.use(servePublicPages);
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
// Every page and answer reads the catalogue as it stands when the request arrived, so a publish
// an editor was told of shows on whichever instance answers next (decision 171).
app.use(freshCatalogue);
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The client's address and the request's logger, for every loader and action.
    getLoadContext: (req) => requestContext({ clientIp: req.ip, ...logContext(req) }),
  }),
);

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "127.0.0.1";
const server = app.listen(port, host, () => {
  log.info(`listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
  // The rates every instance shares: read now (and regularly), downloaded daily when configured.
  void startExchangeRates();
});
// An idle keep-alive connection stays open 65 s, not Node's 5 s: longer than a load balancer's
// usual 60 s, so the server is never the one closing a connection just as the next request is
// sent on it (the client gets a reset, and a load balancer in front answers 502). Seen beside
// two other test runs, where clients paused over 5 s between requests.
server.keepAliveTimeout = 65_000;
drainOnSignal(server, { graceMs: Number(process.env.SHUTDOWN_GRACE_MS) || undefined, log });
