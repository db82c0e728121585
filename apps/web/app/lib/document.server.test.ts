import { describe, expect, it } from "vitest";
import { loadModulesAfterFirstPaint } from "./document.server";

const page =
  '<html><head><link rel="preload" href="/font.woff2" as="font"/><link rel="stylesheet" href="/app.css"/></head>' +
  '<body><img src="/a.webp" fetchpriority="high"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script nonce="n0nce">window.__remixContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/a.js";</script></body></html>';

describe("loadModulesAfterFirstPaint", () => {
  const held = loadModulesAfterFirstPaint(page, "n0nce");

  it("switches off the module preloads and the module script, keeping their tags and addresses", () => {
    expect(held).not.toMatch(/rel="modulepreload"/);
    expect(held.match(/<link rel="modulepreload-after-first-paint" href="\/assets\/[ab]\.js"\/>/g)).toHaveLength(2);
    expect(held).not.toMatch(/type="module"/);
    expect(held).toContain('<script nonce="n0nce" type="text/x-after-first-paint" async="">import * as route0 from "/assets/a.js";</script>');
  });

  it("leaves everything else alone: classic scripts, the stylesheet, the font and the pictures", () => {
    expect(held).toContain('<script nonce="n0nce">window.__remixContext = {};</script>');
    expect(held).toContain('<link rel="preload" href="/font.woff2" as="font"/><link rel="stylesheet" href="/app.css"/>');
    expect(held).toContain('<img src="/a.webp" fetchpriority="high"/>');
  });

  it("adds the loader as the last element of <body>, under the response's nonce", () => {
    expect(held).toMatch(/<script nonce="n0nce">\(function \(\) \{[\s\S]*first-contentful-paint[\s\S]*\}\)\(\);<\/script><\/body><\/html>$/);
  });

  it("leaves a fragment without a body untouched", () => {
    expect(loadModulesAfterFirstPaint('<link rel="modulepreload" href="/a.js"/>', "n0nce")).toBe('<link rel="modulepreload" href="/a.js"/>');
  });
});
