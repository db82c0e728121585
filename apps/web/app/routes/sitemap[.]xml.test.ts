import { makeDestination } from "@travel/domain/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { createMemoryLog, type RequestLog } from "~/lib/http/request-log.server";
import { loader as robotsLoader } from "./robots[.]txt";
import { loader } from "./sitemap[.]xml";

vi.mock("~/features/destinations/catalogue.server", () => ({ listDestinations: vi.fn() }));
// Absolute URLs come from SITE_URL (read on the first getConfig()), never from the request.
vi.stubEnv("SITE_URL", "https://travel.example");

const args = (url: string, log?: RequestLog) => ({
  request: new Request(url),
  params: {},
  context: { log },
});

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

describe("robots.txt", () => {
  it("points crawlers at the sitemap and away from account pages", async () => {
    const text = await robotsLoader(args("https://travel.example/robots.txt")).text();
    expect(text).toContain("Sitemap: https://travel.example/sitemap.xml");
    expect(text).toContain("Disallow: /my-profile/");
  });
});
