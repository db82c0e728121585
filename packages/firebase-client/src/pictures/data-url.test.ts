import { describe, expect, it } from "vitest";
import { PICTURE_MAX_BYTES, parsePictureDataUrl, sniffImageType } from "./data-url.js";
import { dataUrl, jpegHead, png, webpHead } from "../../test/fixtures/images.js";

describe("parsePictureDataUrl", () => {
  it("accepts PNG, JPEG and WebP whose bytes match the declared type", () => {
    for (const [type, bytes] of [
      ["image/png", png()],
      ["image/jpeg", jpegHead],
      ["image/webp", webpHead],
    ] as const) {
      const parsed = parsePictureDataUrl(dataUrl(type, bytes));
      expect(parsed).toEqual({ ok: true, contentType: type, bytes });
    }
  });

  it("accepts parameters before ;base64 and an upper-case type", () => {
    const parsed = parsePictureDataUrl(
      `data:IMAGE/PNG;name=me.png;base64,${png().toString("base64")}`,
    );
    expect(parsed.ok).toBe(true);
  });

  it.each([
    ["not a string", 42],
    ["no data: prefix", "image/png;base64,AAAA"],
    ["not base64", "data:image/png,rawtext"],
    ["broken base64 padding", "data:image/png;base64,AAA"],
  ])("refuses %s", (_label, input) => {
    expect(parsePictureDataUrl(input)).toEqual({ ok: false, problem: "invalid-data-url" });
  });

  it("refuses types other than JPEG, PNG and WebP (SVG can carry scripts)", () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(parsePictureDataUrl(dataUrl("image/svg+xml", svg))).toEqual({
      ok: false,
      problem: "unsupported-type",
    });
    expect(parsePictureDataUrl(dataUrl("image/gif", Buffer.from("GIF89a")))).toEqual({
      ok: false,
      problem: "unsupported-type",
    });
  });

  it("refuses bytes that lie about their type", () => {
    const html = Buffer.from("<html><script>steal()</script></html>");
    expect(parsePictureDataUrl(dataUrl("image/png", html))).toEqual({
      ok: false,
      problem: "content-mismatch",
    });
    expect(parsePictureDataUrl(dataUrl("image/jpeg", png()))).toEqual({
      ok: false,
      problem: "content-mismatch",
    });
  });

  it("refuses an empty picture", () => {
    expect(parsePictureDataUrl("data:image/png;base64,")).toEqual({ ok: false, problem: "empty" });
  });

  it("takes exactly the size limit and refuses one byte more", () => {
    const atLimit = Buffer.alloc(PICTURE_MAX_BYTES);
    png().copy(atLimit);
    expect(parsePictureDataUrl(dataUrl("image/png", atLimit)).ok).toBe(true);
    const over = Buffer.alloc(PICTURE_MAX_BYTES + 1);
    png().copy(over);
    expect(parsePictureDataUrl(dataUrl("image/png", over))).toEqual({
      ok: false,
      problem: "too-large",
    });
  });

  it("refuses a huge string before decoding it", () => {
    expect(parsePictureDataUrl(`data:image/png;base64,${"A".repeat(4 * 1024 * 1024)}`)).toEqual({
      ok: false,
      problem: "too-large",
    });
  });
});

describe("sniffImageType", () => {
  it("knows the three formats and nothing else", () => {
    expect(sniffImageType(png())).toBe("image/png");
    expect(sniffImageType(jpegHead)).toBe("image/jpeg");
    expect(sniffImageType(webpHead)).toBe("image/webp");
    expect(sniffImageType(Buffer.from("RIFF0000WAVE"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
