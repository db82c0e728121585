import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { loader } from "./flags.$file";

const load = (file: string) =>
  loader(routeArgs(new Request(`http://localhost/flags/${file}`), { params: { file } }));

describe("flags resource route", () => {
  it("renders a country's flag as a 4:3 WebP at the spec's small sizes", async () => {
    for (const width of [16, 32, 64]) {
      const response = await load(`pt.${width}.webp`);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
    }
  });

  it("makes a heavy flag (a coat of arms) small", async () => {
    const response = await load("mx.32.webp");
    expect(Number(response.headers.get("Content-Length"))).toBeLessThan(2_000);
  });

  it("answers 404 for unknown countries, sizes and names", async () => {
    await expect(load("zz.32.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("pt.33.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("pt.640.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("../pt.32.webp")).rejects.toMatchObject({ status: 404 });
    await expect(load("pt.svg")).rejects.toMatchObject({ status: 404 });
  });
});
