import { createHash, randomBytes } from "node:crypto";

/**
 * Inline scripts allowed by their hash, not a per-response nonce, so the same request gets the
 * same bytes and a shared cache may keep the page (decision 195). The page is rendered with a
 * marker only this render knows, given to every inline script the site writes itself (the
 * NonceContext, as a nonce would be). Afterwards the scripts that carry the marker are hashed
 * and the marker removed. A script that reached the document any other way (markup injected
 * through data) does not carry it, is not hashed, and the browser refuses to run it.
 */

/** 128 random bits per render, hex: only this render's own scripts can carry it. */
export function createRenderMarker(): string {
  return randomBytes(16).toString("hex");
}

/** The CSP source for one inline script: sha256 of its text exactly as sent, in base64. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The document without the marker, and the hash sources of the inline scripts that carried it
 * (each once, in document order). Script text never holds `</script>`: React and Remix escape
 * `<` in what they serialise into scripts, and the site's own constants have none.
 */
export function hashMarkedScripts(
  html: string,
  marker: string,
): { html: string; scriptHashes: string[] } {
  if (!/^[0-9a-f]{32}$/.test(marker)) throw new Error("not a render marker");
  const attribute = ` nonce="${marker}"`;
  const scriptHashes = new Set<string>();
  const opening = /<script\b([^>]*)>/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const attributes = match[1] ?? "";
    const start = match.index + match[0].length;
    const end = html.indexOf("</script>", start);
    if (end === -1) break;
    opening.lastIndex = end;
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes)) continue;
    scriptHashes.add(scriptHashSource(html.slice(start, end)));
  }
  return { html: html.replaceAll(attribute, ""), scriptHashes: [...scriptHashes] };
}
