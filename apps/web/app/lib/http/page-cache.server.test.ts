import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseEncoding, createPageCache, type PageCacheOptions } from "./page-cache.server";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

type Renderer = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

/** A server whose pages pass through the page cache to `render`, counting the renders. */
async function site(render: Renderer, overrides: Partial<PageCacheOptions> = {}) {
  let renders = 0;
  const cache = createPageCache({
    ttlMs: 60_000,
    maxBytes: 1024 * 1024,
    maxEntries: 100,
    sharedPolicy: SHARED,
    variantOf: (req) =>
      String(req.headers.cookie ?? "").includes("__session")
        ? null
        : String(req.headers.cookie ?? ""),
    freshen: () => null,
    generation: () => "one",
    ...overrides,
  });
  const server = http.createServer((req, res) =>
    cache.servePageCache(req, res, () => {
      renders += 1;
      render(req, res);
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { answer, text: await answer.text() };
  };
  return { get, renders: () => renders, stats: cache.stats };
}

const page = (policy = SHARED, extra: Record<string, string> = {}): Renderer => {
  let count = 0;
  return (req, res) => {
    count += 1;
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": policy,
      ...extra,
    });
    res.write(`<p>${req.url} for ${req.headers.cookie ?? "anyone"}</p>`);
    res.end(`<p>render ${count}</p>`);
  };
};

describe("the page cache", () => {
  it("answers a shared page it rendered with the same bytes, rendering it once", async () => {
    const { get, renders } = await site(page());
    const first = await get("/destinations");
    const second = await get("/destinations");
    expect(second.text).toBe(first.text);
    expect(first.answer.headers.get("x-page-cache")).toBe("miss");
    expect(second.answer.headers.get("x-page-cache")).toBe("hit");
    expect(second.answer.headers.get("cache-control")).toBe(SHARED);
    expect(second.answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(renders()).toBe(1);
  });

  it("keeps one copy per variant and never hands one variant to another", async () => {
    const { get, renders } = await site(page());
    const pounds = await get("/", { Cookie: "displayCurrency=GBP" });
    const euros = await get("/", { Cookie: "displayCurrency=EUR" });
    expect(pounds.text).toContain("GBP");
    expect(euros.text).toContain("EUR");
    expect((await get("/", { Cookie: "displayCurrency=GBP" })).text).toBe(pounds.text);
    expect((await get("/", { Cookie: "displayCurrency=EUR" })).text).toBe(euros.text);
    expect(renders()).toBe(2);
  });

  it("keeps nothing private, nothing that sets a cookie, no error and no post; skips private requests", async () => {
    for (const render of [
      page("private, no-cache"),
      page("no-store"),
      page(SHARED, { "Set-Cookie": "a=b" }),
    ]) {
      const { get, renders } = await site(render);
      await get("/x");
      await get("/x");
      expect(renders()).toBe(2);
    }
    const failing = await site((_req, res) => {
      res.writeHead(404, { "Cache-Control": SHARED }).end("gone");
    });
    await failing.get("/y");
    await failing.get("/y");
    expect(failing.renders()).toBe(2);
    const shared = await site(page());
    await shared.get("/z", { Cookie: "__session=abc" });
    await shared.get("/z", { Cookie: "__session=abc" });
    expect(shared.renders()).toBe(2);
  });

  it("drops every page when what pages are made from changes", async () => {
    let generation = "one";
    const { get, renders } = await site(page(), { generation: () => generation });
    const before = await get("/blogs");
    generation = "two";
    const after = await get("/blogs");
    expect(after.text).not.toBe(before.text);
    expect(renders()).toBe(2);
    expect((await get("/blogs")).text).toBe(after.text);
  });

  it("waits for freshening before it looks", async () => {
    let generation = "one";
    let freshen: PageCacheOptions["freshen"] = () => null;
    const { get, renders } = await site(page(), {
      generation: () => generation,
      freshen: (req) => freshen(req),
    });
    await get("/");
    freshen = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          generation = "two";
          resolve();
        }, 20),
      );
    await get("/");
    expect(renders()).toBe(2);
  });

  it("sends gzip and Brotli copies of the same bytes, each made once", async () => {
    const { get } = await site(page());
    const plain = await get("/about-us");
    const gzip = await fetch(new URL("/about-us", plain.answer.url), {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(plain.text);
    const br = await fetch(new URL("/about-us", plain.answer.url), {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(plain.text);
    // node:http, which does not decode: the stored gzip copy is a real gzip stream.
    const raw = await new Promise<Buffer>((resolve) =>
      http.get(
        new URL("/about-us", plain.answer.url),
        { headers: { "Accept-Encoding": "gzip" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        },
      ),
    );
    expect(gunzipSync(raw).toString()).toBe(plain.text);
  });

  it("renders a burst of the same request once", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const render = page();
    const { get, renders } = await site((req, res) => void held.then(() => render(req, res)));
    const burst = Promise.all(Array.from({ length: 5 }, () => get("/home/home_2")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await burst;
    expect(new Set(answers.map(({ text }) => text)).size).toBe(1);
    expect(renders()).toBe(1);
  });

  it("holds no more pages and bytes than its bounds", async () => {
    const { get, stats } = await site(page(), { maxEntries: 3, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 10; i++) await get(`/destinations?page=${i}`);
    expect(stats().entries).toBe(3);
    const bySize = await site(page(), { maxEntries: 100, maxBytes: 3 * 2200 });
    for (let i = 0; i < 10; i++) await bySize.get(`/destinations?page=${i}`);
    expect(bySize.stats().bytes).toBeLessThanOrEqual(3 * 2200);
    expect(bySize.stats().entries).toBeLessThanOrEqual(3);
  });

  it("keeps nothing when its time is 0, and never looks at files or posts", async () => {
    const off = await site(page(), { ttlMs: 0 });
    await off.get("/");
    await off.get("/");
    expect(off.renders()).toBe(2);
    const on = await site(page());
    await on.get("/favicon.svg");
    await on.get("/favicon.svg");
    await on.get("/_root.data");
    await on.get("/_root.data");
    expect(on.renders()).toBe(4);
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and respects q=0", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0, gzip;q=0")).toBe("identity");
  });
});
