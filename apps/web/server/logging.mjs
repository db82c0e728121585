// Structured logs: one JSON line per request (pino-http) and the same logger for everything
// else the server says. Nothing that identifies or authenticates a person is logged: no
// headers at all (cookies, authorization), no bodies (passwords, e-mail addresses, pictures)
// and no query strings — only method, route, status, duration and a request id.
//   LOG_LEVEL  — pino level (default "info")
//   LOG_FORMAT — "json" (default in production) or "pretty": one readable line per entry
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { matchRoutes } from "react-router";
import pino from "pino";
import { pinoHttp } from "pino-http";

/** An incoming X-Request-Id is kept when it is short and plain; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Probes hit these every few seconds; a line per hit would drown the log. */
const UNLOGGED_PATHS = new Set(["/healthz", "/readyz"]);

/** The request id for `req`: the caller's X-Request-Id when it is valid, a new UUID otherwise. */
function requestIdFor(incoming) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return typeof value === "string" && REQUEST_ID.test(value) ? value : randomUUID();
}

const LEVEL_NAMES = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Fields the one-line format writes in its own way; any other field follows as name=value. */
const FORMATTED = new Set(["level", "time", "msg", "req", "res", "durationMs", "reqId"]);

/** A one-line, human format for a terminal; pino-pretty would be one more production dependency. */
function prettyStream(out = process.stdout) {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        const time = new Date(entry.time).toISOString().slice(11, 23);
        const level = (LEVEL_NAMES[entry.level] ?? entry.level).padEnd(5);
        const request = entry.req
          ? ` ${entry.req.method} ${entry.req.route} → ${entry.res?.status ?? "-"} ${entry.durationMs ?? "-"} ms`
          : "";
        const id = entry.reqId ? ` [${entry.reqId}]` : "";
        const fields = Object.entries(entry)
          // An error with a stack is written below the line instead.
          .filter(([name]) => !FORMATTED.has(name) && !(name === "err" && entry.err?.stack))
          .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
          .join("");
        const stack = entry.err?.stack ? `\n${entry.err.stack}` : "";
        out.write(`${time} ${level} ${entry.msg ?? ""}${request}${fields}${id}${stack}\n`);
      }
      done();
    },
  });
}

/**
 * The process's logger.
 * @param {{ level?: string, format?: string, production?: boolean, destination?: import("node:stream").Writable }} [options]
 */
export function createLogger(options = {}) {
  const format = options.format ?? (options.production ? "json" : "pretty");
  const destination = options.destination ?? process.stdout;
  return pino(
    {
      level: options.level ?? "info",
      base: undefined,
      // A second line of defence: even a careless `log.info({ req })` cannot write these.
      redact: {
        paths: [
          "headers.cookie",
          "headers.authorization",
          "req.headers",
          "res.headers",
          "*.password",
          "*.email",
          "*.idToken",
          "*.token",
        ],
        censor: "[redacted]",
      },
    },
    format === "pretty" ? prettyStream(destination) : destination,
  );
}

/** Paths whose route ids routeMatcher keeps; past this many it starts over. */
const KNOWN_ROUTES_MAX = 1000;

/**
 * Finds the route id of a path with React Router's own matcher over the build's route manifest,
 * so redirects, resource routes and data requests are named too, not only rendered pages.
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean }> }} build
 * @returns {(pathname: string) => string | undefined}
 */
export function routeMatcher(build) {
  const byParent = new Map();
  for (const route of Object.values(build.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : tree(route.id),
    }));
  const routes = tree(undefined);
  // matchRoutes ranks every route on each call; most requests repeat a few paths (a burst of
  // refused share cards, the pages), so recent answers are kept, a bounded number of them.
  const known = new Map();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    // Data requests: "/destinations/101.data"; "/_.data" for "/" and "/a/_.data" for "/a/".
    const path = pathname.endsWith("/_.data")
      ? pathname.slice(0, -"_.data".length)
      : pathname.replace(/\.data$/, "");
    const id = matchRoutes(routes, path)?.at(-1)?.route.id;
    if (known.size >= KNOWN_ROUTES_MAX) known.clear();
    known.set(pathname, id);
    return id;
  };
}

/** Which route answered: "static" for files, else the route id, else "-". */
function routeOf(req, res, routeIdOf) {
  if (res.locals?.staticFile) return "static";
  const pathname = (req.originalUrl ?? req.url ?? "").split("?")[0];
  return routeIdOf?.(pathname) ?? "-";
}

/**
 * Express middleware: a request id on every request (req.id, echoed as X-Request-Id), a child
 * logger on req.log, and one line when the response is finished.
 * @param {import("pino").Logger} logger
 * @param {(pathname: string) => string | undefined} [routeIdOf]
 */
export function requestLogging(logger, routeIdOf) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // req.log carries only the request id, not the whole request.
    quietReqLogger: true,
    customAttributeKeys: { responseTime: "durationMs" },
    wrapSerializers: false,
    serializers: {
      req: (req) => ({ method: req.method, route: routeOf(req, req.res, routeIdOf) }),
      res: (res) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has((req.url ?? "").split("?")[0]) },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
  });
}

/** Marks responses of express.static so the log names them "static" rather than a file path. */
export function markStaticFile(res) {
  res.locals.staticFile = true;
}

/** What actions and loaders learn of this request from its logging: its logger. */
export function logContext(req) {
  return { log: req.log };
}
