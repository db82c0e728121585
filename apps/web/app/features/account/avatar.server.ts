import sharp from "sharp";

/**
 * Profile pictures are re-encoded before they are stored (docs/decisions/067): whatever the
 * upload carried (EXIF with a GPS position, colour profiles, comments, extra frames) is dropped,
 * the picture is turned upright by its EXIF orientation, scaled down to fit an avatar, and
 * written as WebP. Pure: bytes in, bytes out; storing them is the Firebase client's job.
 */

/** An avatar is shown at most 112 CSS px wide; 512 px covers 4x screens with room to spare. */
export const AVATAR_MAX_SIDE = 512;
/** WebP keeps PNG transparency and is far smaller than JPEG at the same quality. */
const AVATAR_CONTENT_TYPE = "image/webp";
const AVATAR_WEBP_QUALITY = 80;
/**
 * Pictures may have at most this many pixels (decision 093). Decoding costs CPU and memory by the
 * pixel, and a small file can hold many (a 154 KB PNG held 36 MP and took 1.4–2.5 s; an
 * interlaced PNG must be decoded whole, about 0.1 s per megapixel here). The avatar keeps at most
 * 512 × 512 (0.26 MP): 16 MP still takes any phone's photo as it comes (12–12.5 MP, 16 MP
 * cameras), and bounds the worst decode to about 1.5 s and 64 MB.
 */
export const AVATAR_MAX_INPUT_PIXELS = 16_000_000;

export type AvatarProblem =
  /** The picture declares more pixels than AVATAR_MAX_INPUT_PIXELS. */
  | "too-many-pixels"
  /** The bytes start like an image but do not decode as one (truncated, corrupt, not an image). */
  | "unreadable";

export type Avatar =
  | {
      ok: true;
      bytes: Buffer;
      contentType: typeof AVATAR_CONTENT_TYPE;
      width: number;
      height: number;
    }
  | { ok: false; problem: AvatarProblem };

/**
 * Why the picture cannot be an avatar, from its header alone (nothing decoded): too many pixels,
 * or no header to read. Null when it may be re-encoded.
 */
export async function avatarSizeProblem(input: Uint8Array): Promise<AvatarProblem | null> {
  try {
    // The header only: sharp's own default limit would call a bomb "unreadable" instead.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!width || !height) return "unreadable";
    return width * height > AVATAR_MAX_INPUT_PIXELS ? "too-many-pixels" : null;
  } catch {
    return "unreadable";
  }
}

/** Re-encodes an uploaded picture as an avatar, or says why it cannot be one. */
export async function reencodeAvatar(input: Uint8Array): Promise<Avatar> {
  try {
    const image = sharp(input, {
      // Checked again from the header, before any pixel is decoded.
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      // A truncated or damaged file is refused rather than stored half grey.
      failOn: "warning",
      // The first frame only: an avatar does not move.
      animated: false,
    });
    const { data, info } = await image
      .autoOrient()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      // No keepMetadata/withMetadata: sharp writes no EXIF, XMP, IPTC or ICC block by default.
      .webp({ quality: AVATAR_WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      bytes: data,
      contentType: AVATAR_CONTENT_TYPE,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: /pixel limit/i.test(message) ? "too-many-pixels" : "unreadable" };
  }
}
