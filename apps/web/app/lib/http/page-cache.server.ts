import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * Rendered public pages held in this process (decision 197), so an instance without a CDN in
 * front renders a page once per variant and short while, not once per visitor. An Express
 * middleware in front of the pages (server.mjs): it answers a request from a page it holds, or
 * lets it through and keeps the answer when the renderer marked it shared (its Cache-Control
 * is the shared-page policy: lib/http/cache-policy.server.ts decides, here nothing does).
 *
 * Bounded by bytes (every encoding of every page counted) and by pages, the least recently
 * asked dropped first; each page for `ttlMs`. What pages are made from (the catalogue, the
 * posts, the rates, the day) has a generation: when it changes, every page held is dropped.
 */

export type PageCacheOptions = {
  ttlMs: number;
  maxBytes: number;
  maxEntries: number;
  /** The Cache-Control of an answer that may be kept. */
  sharedPolicy: string;
  /** The variant a request asks for (its cookies and language), or null: never from the cache. */
  variantOf(req: IncomingMessage): string | null;
  /**
   * Null when what pages are made from is fresh enough to answer from; otherwise a promise that
   * settles once it is (the page cache waits for it before it looks).
   */
  freshen(req: IncomingMessage): Promise<void> | null;
  /** What pages are made from now: a kept page answers only while this is unchanged. */
  generation(): string;
};

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  status: number;
  headers: [string, number | string | string[]][];
  generation: string;
  /** The page as rendered; the compressed copies are made the first time one is asked for. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
};

/** Headers that belong to one answer or one connection, never to a kept page. */
const OWN_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
  "x-page-cache",
  "set-cookie",
]);

/** A page larger than this is served, not kept. */
const LARGEST_PAGE = 4 * 1024 * 1024;

/** Addresses of files (an extension) and the client router's `.data` answers are not pages. */
const NOT_A_PAGE = /\.[A-Za-z0-9]+$/;

const entryBytes = (entry: Entry) =>
  Object.values(entry.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0) + 2048;

/**
 * The encoding to answer with, as the compression middleware would choose it: Brotli, then gzip,
 * else none. A q=0 refuses one; `*` accepts any.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  const takes = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

function compress(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  // The levels the compression middleware uses for every other answer.
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body);
}

export function createPageCache(options: PageCacheOptions) {
  const store = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: entryBytes,
    ttl: options.ttlMs,
  });
  /** The renders under way, so a burst of the same request renders it once. */
  const rendering = new Map<string, Promise<Entry | null>>();
  let generationHeld = "";

  const currentGeneration = () => {
    const generation = options.generation();
    if (generation !== generationHeld) {
      generationHeld = generation;
      store.clear();
    }
    return generation;
  };

  function answer(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry): void {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    let body = entry.bodies[encoding];
    if (!body) {
      body = compress(entry.bodies.identity, encoding as Exclude<Encoding, "identity">);
      entry.bodies[encoding] = body;
      // Set again so the bound counts the new copy (if the page is still held).
      if (store.peek(key) === entry) store.set(key, entry);
    }
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.setHeader("X-Page-Cache", "hit");
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Lets the request through to the renderer and keeps its answer when it is a shared page. */
  function render(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    generation: string,
    next: () => void,
  ): Promise<Entry | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    let keeping: boolean | undefined;
    const decide = () => {
      keeping ??=
        req.method === "GET" &&
        res.statusCode === 200 &&
        res.getHeader("cache-control") === options.sharedPolicy &&
        !res.hasHeader("set-cookie");
      return keeping;
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!decide() || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > LARGEST_PAGE) keeping = false;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const result = new Promise<Entry | null>((resolve) => {
      (res as unknown as { write: (...args: unknown[]) => boolean }).write = (...args) => {
        collect(args[0], args[1]);
        return write(...args);
      };
      (res as unknown as { end: (...args: unknown[]) => ServerResponse }).end = (...args) => {
        collect(args[0], args[1]);
        if (decide() && generation === currentGeneration()) {
          const headers = Object.entries(res.getHeaders()).filter(
            (pair): pair is [string, number | string | string[]] =>
              pair[1] !== undefined && !OWN_HEADERS.has(pair[0]),
          );
          const entry: Entry = {
            status: res.statusCode,
            headers,
            generation,
            bodies: { identity: Buffer.concat(chunks) },
          };
          store.set(key, entry);
          resolve(entry);
        } else resolve(null);
        return end(...args);
      };
      // An answer that never ends (the client went away) keeps nothing.
      res.once("close", () => resolve(null));
    });
    res.setHeader("X-Page-Cache", "miss");
    next();
    return result;
  }

  function lookUp(req: IncomingMessage, res: ServerResponse, key: string, next: () => void): void {
    const generation = currentGeneration();
    const entry = store.get(key);
    if (entry && entry.generation === generation) return answer(req, res, key, entry);
    const under = rendering.get(key);
    if (under) {
      // The same page is being rendered: its answer serves this request too, if it is kept.
      void under.then((kept) => {
        if (kept && kept.generation === currentGeneration()) answer(req, res, key, kept);
        else next();
      });
      return;
    }
    const rendered = render(req, res, key, generation, next).finally(() => {
      if (rendering.get(key) === rendered) rendering.delete(key);
    });
    rendering.set(key, rendered);
  }

  function servePageCache(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (options.ttlMs <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const url = req.url ?? "/";
    const pathname = url.split("?", 1)[0] ?? "/";
    if (NOT_A_PAGE.test(pathname)) return next();
    const variant = options.variantOf(req);
    if (variant === null) return next();
    const key = `${url}\n${variant}`;
    const freshening = options.freshen(req);
    if (!freshening) return lookUp(req, res, key, next);
    void freshening.then(() => lookUp(req, res, key, next));
  }

  return {
    servePageCache,
    /** What the cache holds: pages and bytes (for the benchmark and the logs). */
    stats: () => ({ entries: store.size, bytes: store.calculatedSize }),
  };
}
