import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./document.server";

describe("lowerModulePreloadPriority", () => {
  it("asks for every module preload at low priority and leaves everything else alone", () => {
    const html =
      '<head><link rel="preload" href="/font.woff2" as="font"/><link rel="stylesheet" href="/app.css"/></head>' +
      '<body><img src="/a.webp" fetchpriority="high"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></body>';
    const lowered = lowerModulePreloadPriority(html);
    expect(
      lowered.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[ab]\.js"\/>/g),
    ).toHaveLength(2);
    expect(lowered.replaceAll(' fetchpriority="low"', "")).toBe(html);
  });
});
