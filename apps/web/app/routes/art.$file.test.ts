import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { pageScenes } from "~/features/content/page-scenes";
import { sceneImagePath } from "~/features/art/art-addresses";
import { setSceneDestinations, setScenePosts } from "~/features/art/known-scenes.server";
import { postScenes } from "~/features/content/blog-posts.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { createMemoryLog, type RequestLog } from "~/lib/http/request-log.server";
import {
  RENDER_CONCURRENCY,
  RENDER_MAX_WAITING,
  renderLimiter,
} from "~/features/art/render-limit.server";
import { loader } from "./art.$file";

// A fixed catalogue in place of Firestore's: lisbon → a seaside town at golden hour, kyoto → an
// old town at dusk (inland), porto → a seaside town by day.
const place = { countryCode: "pt", population: 500_000 };
const catalogue = async () => [
  {
    ...place,
    slug: "lisbon",
    id: 1,
    typeIds: ["city-break"],
    climate: "mediterranean" as const,
    latitude: 38.71667,
    longitude: -9.13333,
  },
  {
    ...place,
    slug: "kyoto",
    id: 3,
    typeIds: ["culture"],
    climate: "temperate" as const,
    countryCode: "jp",
    latitude: 35.02107,
    longitude: 135.75385,
  },
  {
    ...place,
    slug: "porto",
    id: 5,
    typeIds: ["food"],
    climate: "mediterranean" as const,
    latitude: 41.14961,
    longitude: -8.61099,
  },
];
// The blog's published posts in place of Firestore's: one post drawn as an island at golden hour.
const blogScene = {
  seed: "blog-island-hopping",
  climate: "tropical",
  landscape: "island",
  time: "golden",
} as const;
beforeAll(() => {
  setSceneDestinations(catalogue);
  setScenePosts(async () => [blogScene]);
});
afterAll(() => {
  setSceneDestinations(listDestinations);
  setScenePosts(postScenes);
});

async function load(path: string, log?: RequestLog) {
  const url = new URL(path, "http://localhost");
  const file = decodeURIComponent(url.pathname.replace(/^\/art\//, ""));
  return loader(routeArgs(new Request(url), { params: { file }, log }));
}

describe("art resource route", () => {
  it("draws an SVG that can be cached forever", async () => {
    const response = await load(
      "/art/lisbon.svg?climate=mediterranean&landscape=seaside-town&time=golden&v=2",
    );
    expect(response.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 900"/);
    expect(svg).not.toContain("NaN");
  });

  it("is deterministic and varies with the seed", async () => {
    const a = await (
      await load("/art/kyoto.svg?climate=temperate&landscape=old-town&time=dusk")
    ).text();
    const b = await (
      await load("/art/kyoto.svg?climate=temperate&landscape=old-town&time=dusk")
    ).text();
    const c = await (
      await load("/art/porto.svg?climate=mediterranean&landscape=seaside-town&time=day")
    ).text();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("draws the scenes of the content pages", async () => {
    const response = await load(sceneImagePath(pageScenes.contact, 640));
    expect(response.headers.get("Content-Type")).toBe("image/webp");
  });

  it("answers 404 for a seed the site never shows, in every format", async () => {
    await expect(
      load("/art/anywhere.svg?climate=temperate&landscape=hills&time=day"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      load("/art/anywhere.3840.webp?climate=temperate&landscape=hills&time=day"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/seed-12345.640.webp")).rejects.toMatchObject({ status: 404 });
  });

  it("draws a published post's scene, and only as the post draws it", async () => {
    expect((await load(sceneImagePath(blogScene, 640))).status).toBe(200);
    await expect(
      load("/art/blog-island-hopping.svg?climate=tropical&landscape=island&time=night"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      load("/art/blog-no-such-post.svg?climate=tropical&landscape=island&time=golden"),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for a known seed drawn another way than the site draws it", async () => {
    await expect(
      load("/art/lisbon.640.webp?climate=arid&landscape=seaside-town&time=golden"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      load("/art/contact.svg?climate=temperate&landscape=coast&time=night"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/kyoto.svg?landscape=old-town")).rejects.toMatchObject({ status: 404 });
  });

  it("answers 503, not an error page, when the catalogue cannot be read for a destination's seed", async () => {
    setSceneDestinations(() => Promise.reject(new Error("Firestore unavailable")));
    const log = createMemoryLog();
    const refused = await load(
      "/art/lisbon.640.webp?climate=mediterranean&landscape=seaside-town&time=golden",
      log,
    ).catch((response: Response) => response);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "Could not read the catalogue for an art request",
      }),
    );
    expect((refused as Response).status).toBe(503);
    // Content scenes need no catalogue.
    expect((await load(sceneImagePath(pageScenes.contact, 640))).status).toBe(200);
    setSceneDestinations(catalogue);
  });

  it("never refuses the site's own art for a busy renderer: it waits its turn and is drawn", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: RENDER_CONCURRENCY + RENDER_MAX_WAITING }, () =>
      renderLimiter.run(() => gate),
    );
    const queued = renderLimiter.nextQueued();
    const drawn = load(
      "/art/porto.1920.webp?climate=mediterranean&landscape=seaside-town&time=day",
    );
    await queued;
    expect(renderLimiter.waiting).toBe(RENDER_MAX_WAITING + 1);
    open();
    await Promise.all(held);
    expect((await drawn).headers.get("Content-Type")).toBe("image/webp");
  });

  it("renders a WebP rendition at each of the spec's widths, cacheable forever", async () => {
    for (const width of [640, 750]) {
      const response = await load(
        `/art/lisbon.${width}.webp?climate=mediterranean&landscape=seaside-town&time=golden&v=2`,
      );
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      const image = Buffer.from(await response.arrayBuffer());
      expect(image.subarray(0, 4).toString()).toBe("RIFF");
      expect(image.subarray(8, 12).toString()).toBe("WEBP");
      const meta = await sharp(image).metadata();
      expect([meta.width, meta.height]).toEqual([width, Math.round((width * 9) / 16)]);
    }
  });

  it("serves the same rendition again from memory", async () => {
    const path = "/art/porto.640.webp?climate=mediterranean&landscape=seaside-town&time=day";
    const first = Buffer.from(await (await load(path)).arrayBuffer());
    const second = Buffer.from(await (await load(path)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  it("answers 404 for widths outside the spec's list", async () => {
    await expect(load("/art/lisbon.641.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/lisbon.9999.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/lisbon.640.svg")).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for names that are not a seed", async () => {
    await expect(load("/art/..%2Fsecret.svg")).rejects.toMatchObject({ status: 404 });
    await expect(load("/art/lisbon.png")).rejects.toMatchObject({ status: 404 });
  });
});
