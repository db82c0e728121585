import { makeDestination } from "@travel/domain/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../test/route-args";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { createMemoryLog, type RequestLog } from "~/lib/http/request-log.server";
import { loader as robotsLoader } from "./robots[.]txt";
import { loader } from "./sitemap[.]xml";
import { loader as partLoader } from "./sitemaps.$file";
import { renderSitemap, sitemapParts } from "~/features/content/sitemap.server";

vi.mock("~/features/destinations/catalogue.server", () => ({ listDestinations: vi.fn() }));
// The blog is read from Firestore (blog-posts.server.ts): here, one published post.
vi.mock("~/features/content/blog-posts.server", () => ({
  blogTeasers: vi.fn(async () => [
    { slug: "what-a-week-in-lisbon-really-costs", publishedOn: "2025-03-18" },
  ]),
}));
// Absolute URLs come from SITE_URL (read on the first getConfig()), never from the request.
vi.stubEnv("SITE_URL", "https://travel.example");

const args = (url: string, log?: RequestLog) => routeArgs(new Request(url), { log });

describe("sitemap.xml", () => {
  beforeEach(() =>
    vi
      .mocked(listDestinations)
      .mockResolvedValue([makeDestination({ id: 101 }), makeDestination({ id: 205 })]),
  );
  afterEach(() => vi.mocked(listDestinations).mockReset());

  it("lists every home variant, the content pages and each blog post with absolute URLs", async () => {
    const response = await loader(args("https://travel.example/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain("https://travel.example/");
    for (let n = 2; n <= 10; n++) expect(locs).toContain(`https://travel.example/home/home_${n}`);
    for (const path of [
      "/about-us",
      "/careers",
      "/blogs",
      "/contact",
      "/legal-notice",
      "/privacy-policy",
      "/terms-and-conditions",
      "/attribution",
    ]) {
      expect(locs).toContain(`https://travel.example${path}`);
    }
    expect(locs).toContain("https://travel.example/blogs/what-a-week-in-lisbon-really-costs");
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the browse page and every destination's page", async () => {
    const xml = await (await loader(args("https://travel.example/sitemap.xml"))).text();
    for (const path of [
      "/destinations",
      "/destinations/101",
      "/destinations/205",
      "/trips/plan",
      "/trips/budget",
      "/trips/group",
      "/methods/co2",
    ]) {
      expect(xml).toContain(`<loc>https://travel.example${path}</loc>`);
    }
  });

  it("still lists the other pages, briefly cached, when the catalogue cannot be read", async () => {
    vi.mocked(listDestinations).mockRejectedValue(new Error("Firestore unavailable"));
    const log = createMemoryLog();
    const response = await loader(args("https://travel.example/sitemap.xml", log));
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "Could not read the destination catalogue for the sitemap",
      }),
    );
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    const xml = await response.text();
    expect(xml).toContain("<loc>https://travel.example/destinations</loc>");
    expect(xml).not.toContain("/destinations/101");
  });

  it("leaves private and sign-in pages out", async () => {
    const xml = await (await loader(args("https://travel.example/sitemap.xml"))).text();
    expect(xml).not.toMatch(/\/auth\/|\/my-profile\//);
  });

  it("is well-formed XML with a lastmod for articles", async () => {
    const xml = await (await loader(args("http://localhost:3000/sitemap.xml"))).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });
});

describe("a sitemap past the protocol's limits", () => {
  const partArgs = (file: string) =>
    routeArgs(new Request(`https://travel.example/sitemaps/${file}`), { params: { file } });
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  afterEach(() => vi.mocked(listDestinations).mockReset());

  it("becomes an index of files of at most 50,000 URLs, which list every page once", async () => {
    // 50,010 destinations and the site's other pages: two files.
    const many = Array.from({ length: 50_010 }, (_, index) => makeDestination({ id: index + 1 }));
    vi.mocked(listDestinations).mockResolvedValue(many);
    const index = await (await loader(args("https://travel.example/sitemap.xml"))).text();
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locsOf(index)).toEqual([
      "https://travel.example/sitemaps/1.xml",
      "https://travel.example/sitemaps/2.xml",
    ]);
    const first = await partLoader(partArgs("1.xml"));
    const second = await partLoader(partArgs("2.xml"));
    expect(first.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const firstLocs = locsOf(await first.text());
    const secondLocs = locsOf(await second.text());
    expect(firstLocs).toHaveLength(50_000);
    const all = [...firstLocs, ...secondLocs];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("https://travel.example/destinations/50010");
    expect(all).toContain("https://travel.example/about-us");
    expect((await partLoader(partArgs("3.xml"))).status).toBe(404);
    expect((await partLoader(partArgs("0.xml"))).status).toBe(404);
    expect((await partLoader(partArgs("x.xml"))).status).toBe(404);
  });

  it("has no files while the site fits in one", async () => {
    vi.mocked(listDestinations).mockResolvedValue([makeDestination({ id: 101 })]);
    expect((await partLoader(partArgs("1.xml"))).status).toBe(404);
  });

  it("cuts by size too: no file passes the byte limit", () => {
    const limits = { urls: 50_000, bytes: 4_000 };
    const ids = Array.from({ length: 300 }, (_, index) => index + 1);
    const parts = sitemapParts("https://travel.example", ids, [], limits);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${part.join("\n")}\n</urlset>\n`;
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
    }
    expect(renderSitemap("https://travel.example", ids, [], limits)).toContain("<sitemapindex");
    expect(parts.flat()).toHaveLength(sitemapParts("https://travel.example", ids).flat().length);
  });
});

describe("robots.txt", () => {
  it("points crawlers at the sitemap and away from account pages", async () => {
    const text = await robotsLoader(args("https://travel.example/robots.txt")).text();
    expect(text).toContain("Sitemap: https://travel.example/sitemap.xml");
    expect(text).toContain("Disallow: /my-profile/");
  });
});
