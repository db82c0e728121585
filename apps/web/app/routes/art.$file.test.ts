import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loader } from "./art.$file";

async function load(path: string) {
  const url = new URL(path, "http://localhost");
  const file = decodeURIComponent(url.pathname.replace(/^\/art\//, ""));
  return loader({ params: { file }, request: new Request(url), context: {} });
}

describe("art resource route", () => {
  it("draws an SVG that can be cached forever", async () => {
    const response = await load("/art/lisbon.svg?climate=mediterranean&landscape=city&time=golden&v=1");
    expect(response.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 900"/);
    expect(svg).not.toContain("NaN");
  });

  it("is deterministic and varies with the seed", async () => {
    const a = await (await load("/art/kyoto.svg?landscape=old-town")).text();
    const b = await (await load("/art/kyoto.svg?landscape=old-town")).text();
    const c = await (await load("/art/porto.svg?landscape=old-town")).text();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("falls back to defaults for unknown scene values instead of failing", async () => {
    const response = await load("/art/anywhere.svg?climate=lunar&landscape=crater");
    expect(response.status).toBe(200);
  });

  it("renders a WebP rendition at each of the spec's widths, cacheable forever", async () => {
    for (const width of [640, 750]) {
      const response = await load(`/art/lisbon.${width}.webp?climate=mediterranean&landscape=city&time=golden&v=1`);
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
    const path = "/art/porto.640.webp?landscape=old-town";
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
