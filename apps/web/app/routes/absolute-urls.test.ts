// Host-header poisoning: the canonical link, og:url, the sitemap and robots.txt (the last two
// cached for an hour by whoever is in between) must name the site, whatever Host a request claims.
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../test/route-args";

vi.mock("~/features/destinations/catalogue.server", async () => {
  const { makeDestination } = await import("@travel/domain/testing");
  return { listDestinations: vi.fn(async () => [makeDestination({ id: 101 })]) };
});

/** What a request to the server looks like when a client sends `Host: evil.example`. */
const poisoned = (path: string) =>
  new Request(`http://evil.example${path}`, {
    headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
  });
const args = (path: string) => routeArgs(poisoned(path));

/** Every absolute http(s) URL in a text. */
const absoluteUrls = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s<"]+/g)].map((match) => match[0]);

async function absoluteUrlsServed() {
  const [{ loader: rootLoader }, { loader: sitemap }, { loader: robots }, { pageMeta }] =
    await Promise.all([
      import("~/root"),
      import("./sitemap[.]xml"),
      import("./robots[.]txt"),
      import("~/lib/meta"),
    ]);
  const root = (await rootLoader(args("/about-us"))) as unknown as { data: { siteUrl: string } };
  const meta = pageMeta(
    {
      matches: [{ id: "root", loaderData: root.data }] as never,
      location: { pathname: "/about-us" } as never,
    },
    { title: "About us", description: "Who we are.", image: "/og.png" },
  );
  const metaUrls = meta.flatMap((tag) =>
    Object.values(tag).filter(
      (value): value is string => typeof value === "string" && /^https?:/.test(value),
    ),
  );
  const tags = meta as Record<string, unknown>[];
  return {
    canonical: tags.find((tag) => tag.rel === "canonical")?.href,
    ogUrl: tags.find((tag) => tag.property === "og:url")?.content,
    all: [
      ...metaUrls,
      ...absoluteUrls(await (await sitemap(args("/sitemap.xml"))).text()),
      ...absoluteUrls(await robots(args("/robots.txt")).text()),
    ],
  };
}

describe("absolute URLs with a foreign Host header", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("all come from SITE_URL", async () => {
    vi.stubEnv("SITE_URL", "https://wayfarer.example/");
    const served = await absoluteUrlsServed();
    expect(served.canonical).toBe("https://wayfarer.example/about-us");
    expect(served.ogUrl).toBe("https://wayfarer.example/about-us");
    expect(served.all.length).toBeGreaterThan(10);
    for (const url of served.all.filter((url) => !url.startsWith("http://www.sitemaps.org/"))) {
      expect(new URL(url).origin, url).toBe("https://wayfarer.example");
    }
  });

  it("come from this server on localhost when SITE_URL is unset (emulators, development)", async () => {
    vi.stubEnv("PORT", "4321");
    const served = await absoluteUrlsServed();
    expect(served.canonical).toBe("http://localhost:4321/about-us");
    for (const url of served.all.filter((url) => !url.startsWith("http://www.sitemaps.org/"))) {
      expect(new URL(url).origin, url).toBe("http://localhost:4321");
    }
  });
});
