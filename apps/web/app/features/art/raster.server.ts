import { LRUCache } from "lru-cache";
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

/** The site's own art and flags: the whole known set is about 10 MB (decision 059). */
const ART_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Share cards, apart: any number of plans can be drawn, and they must not push the art out. */
const CARD_CACHE_MAX_BYTES = 16 * 1024 * 1024;

type Render = () => Promise<Buffer>;
export type RenditionCache = LRUCache<string, Buffer, Render>;

/**
 * Renditions kept in memory, least recently used dropped first, up to `maxBytes`. Concurrent
 * requests for one key share one render, and a failed render is not kept, so the next request
 * tries again (lru-cache's `fetch`).
 */
function createRenditionCache(maxBytes: number): RenditionCache {
  return new LRUCache<string, Buffer, Render>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.length),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

export const renditions: { art: RenditionCache; cards: RenditionCache } = {
  art: createRenditionCache(ART_CACHE_MAX_BYTES),
  cards: createRenditionCache(CARD_CACHE_MAX_BYTES),
};

/** Tests: empty caches with other budgets; no argument goes back to the site's own. */
export function setRenditionBudgets({
  artBytes = ART_CACHE_MAX_BYTES,
  cardBytes = CARD_CACHE_MAX_BYTES,
}: { artBytes?: number; cardBytes?: number } = {}): void {
  renditions.art = createRenditionCache(artBytes);
  renditions.cards = createRenditionCache(cardBytes);
}

/** The rendition for `key` in `cache` (the art's unless told), rendered once if it is not there. */
export async function renditionFor(
  key: string,
  render: Render,
  cache: RenditionCache = renditions.art,
): Promise<Buffer> {
  const image = await cache.fetch(key, { context: render });
  if (!image) throw new Error(`No rendition was made for ${key}`);
  return image;
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
