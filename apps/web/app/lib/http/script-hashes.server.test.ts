import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRenderMarker, hashMarkedScripts, scriptHashSource } from "./script-hashes.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashMarkedScripts", () => {
  const marker = createRenderMarker();

  it("hashes the scripts that carry the render's marker and removes it from the document", () => {
    const html = `<html><body><script nonce="${marker}">keep()</script><p>x</p><script nonce="${marker}" type="module" async="">import "/a.js";</script><link rel="modulepreload" href="/b.js" nonce="${marker}"/></body></html>`;
    const result = hashMarkedScripts(html, marker);
    expect(result.scriptHashes).toEqual([sha256("keep()"), sha256('import "/a.js";')]);
    expect(result.html).not.toContain(marker);
    expect(result.html).toContain("<script>keep()</script>");
    expect(result.html).toContain('<script type="module" async="">import "/a.js";</script>');
  });

  it("leaves a script without the marker unhashed: injected markup stays refused", () => {
    const html = `<script nonce="${marker}">site()</script><div><script>alert(1)</script><script nonce="guess">alert(2)</script></div>`;
    const { scriptHashes } = hashMarkedScripts(html, marker);
    expect(scriptHashes).toEqual([sha256("site()")]);
    expect(scriptHashes).not.toContain(sha256("alert(1)"));
    expect(scriptHashes).not.toContain(sha256("alert(2)"));
  });

  it("gives the same bytes and hashes for the same page rendered with two markers", () => {
    const page = (m: string) =>
      `<script nonce="${m}">a()</script><script nonce="${m}">b()</script>`;
    const [one, two] = [createRenderMarker(), createRenderMarker()];
    expect(one).not.toBe(two);
    expect(hashMarkedScripts(page(one), one)).toEqual(hashMarkedScripts(page(two), two));
  });

  it("hashes each script once, skips files, and hashes text as UTF-8", () => {
    const html = `<script nonce="${marker}">x("é")</script><script nonce="${marker}">x("é")</script><script nonce="${marker}" src="/c.js"></script>`;
    expect(hashMarkedScripts(html, marker).scriptHashes).toEqual([scriptHashSource('x("é")')]);
    expect(scriptHashSource('x("é")')).toBe(sha256('x("é")'));
  });

  it("refuses anything but a marker it made", () => {
    expect(() => hashMarkedScripts("<p></p>", '" onload="x')).toThrow();
    expect(createRenderMarker()).toMatch(/^[0-9a-f]{32}$/);
  });
});
