import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import {
  renditionFor,
  renditions,
  setRenditionBudgets,
  svgToWebp,
  webpResponse,
} from "./raster.server";

const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="100" height="50" fill="#0b4f6c"/></svg>`;

describe("svgToWebp", () => {
  it("rasterises at the asked width, keeping the ratio unless a height is given", async () => {
    const wide = await sharp(await svgToWebp(square, { width: 640, naturalWidth: 100 })).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(["webp", 640, 320]);
    const cropped = await sharp(
      await svgToWebp(square, { width: 32, height: 24, naturalWidth: 100 }),
    ).metadata();
    expect([cropped.width, cropped.height]).toEqual([32, 24]);
  });
});

describe("renditionFor", () => {
  it("renders a key once, also for concurrent requests", async () => {
    const render = vi.fn(async () => Buffer.from("image"));
    const key = `test/${Math.random()}`;
    const [a, b] = await Promise.all([renditionFor(key, render), renditionFor(key, render)]);
    await renditionFor(key, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it("forgets a failed render so the next request tries again", async () => {
    const key = `test/${Math.random()}`;
    await expect(renditionFor(key, () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(renditionFor(key, async () => Buffer.from("ok"))).resolves.toEqual(
      Buffer.from("ok"),
    );
  });
});

describe("rendition budgets", () => {
  it("keep each cache within its bytes, least recently used dropped first, one apart from the other", async () => {
    setRenditionBudgets({ artBytes: 10, cardBytes: 10 });
    const bytes = (text: string) => async () => Buffer.from(text);
    await renditionFor("art/a", bytes("aaaa"));
    await renditionFor("art/b", bytes("bbbb"));
    await renditionFor("art/a", bytes("never drawn"));
    await renditionFor("art/c", bytes("cccc"));
    expect([...renditions.art.keys()].sort()).toEqual(["art/a", "art/c"]);
    for (const key of ["card/1", "card/2", "card/3"])
      await renditionFor(key, bytes("card-card"), renditions.cards);
    expect([...renditions.art.keys()].sort()).toEqual(["art/a", "art/c"]);
    expect([...renditions.cards.keys()]).toEqual(["card/3"]);
    setRenditionBudgets();
  });
});

describe("webpResponse", () => {
  it("is an immutable WebP with its length", () => {
    const response = webpResponse(Buffer.from("abcd"));
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Content-Length")).toBe("4");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
