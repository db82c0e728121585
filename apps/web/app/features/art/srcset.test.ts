import { describe, expect, it } from "vitest";
import { isPictureWidth, isSmallWidth, pictureWidths, smallWidthsFor, srcSet } from "./srcset";

describe("srcset helpers", () => {
  it("lists the spec's picture widths as w-descriptors", () => {
    expect(srcSet(pictureWidths, (w) => `/a.${w}.webp`)).toBe(
      "/a.640.webp 640w, /a.750.webp 750w, /a.828.webp 828w, /a.1080.webp 1080w, /a.1200.webp 1200w, /a.1920.webp 1920w, /a.2048.webp 2048w, /a.3840.webp 3840w",
    );
  });

  it("offers small sizes up to four times the shown width", () => {
    expect(smallWidthsFor(20)).toEqual([16, 32, 48, 64]);
    expect(smallWidthsFor(96)).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
  });

  it("knows which widths exist", () => {
    expect(isPictureWidth(750)).toBe(true);
    expect(isPictureWidth(751)).toBe(false);
    expect(isSmallWidth(48)).toBe(true);
    expect(isSmallWidth(640)).toBe(false);
  });
});
