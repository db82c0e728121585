import sharp from "sharp";

/**
 * Raster renditions of the site's vector pictures (generated scenes, flags) at the widths the
 * spec lists, so `srcset` lets each browser download only the pixels it shows. Made on first
 * request and kept: the URL names every input, so a rendition never changes (see
 * docs/decisions/051). WebP at quality 72: about 8 KB for a 750 px scene.
 */
const WEBP_QUALITY = 72;

/** Renders an SVG to WebP at `width` (height follows the SVG's ratio unless given). */
export async function svgToWebp(
  svg: string | Buffer,
  { width, height, naturalWidth }: { width: number; height?: number; naturalWidth: number },
): Promise<Buffer> {
  // Rasterise at the target resolution rather than scaling a small bitmap up: edges stay sharp.
  const density = Math.min(2400, Math.max(1, (72 * width) / naturalWidth));
  return sharp(typeof svg === "string" ? Buffer.from(svg) : svg, { density })
    .resize(width, height, { fit: "cover" })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

/** Renditions kept in memory, least recently used dropped first, up to this many bytes. */
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
const cache = new Map<string, { bytes: number; image: Promise<Buffer> }>();
let cachedBytes = 0;

/**
 * The rendition for `key`, made once: concurrent requests for the same key share one render,
 * and a failed render is forgotten so the next request tries again.
 */
export function renditionFor(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    // Re-insert to mark it recently used (a Map iterates in insertion order).
    cache.delete(key);
    cache.set(key, hit);
    return hit.image;
  }
  const entry = { bytes: 0, image: render() };
  cache.set(key, entry);
  entry.image.then(
    (image) => {
      if (cache.get(key) !== entry) return;
      entry.bytes = image.length;
      cachedBytes += image.length;
      for (const [oldKey, old] of cache) {
        if (cachedBytes <= CACHE_MAX_BYTES) break;
        if (oldKey === key) continue;
        cache.delete(oldKey);
        cachedBytes -= old.bytes;
      }
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.image;
}

/** Every input of a rendition is in its URL, so browsers and CDNs may keep it forever. */
export const CACHE_FOREVER = "public, max-age=31536000, immutable";

export function webpResponse(image: Buffer): Response {
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(image.length),
      "Cache-Control": CACHE_FOREVER,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
