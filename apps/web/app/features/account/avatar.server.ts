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
 * Pictures may declare at most this many pixels (a 2 MiB file can claim far more than it
 * holds: a decompression bomb). 40 MP is more than any phone's default photo (12–24 MP).
 */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

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

/** Re-encodes an uploaded picture as an avatar, or says why it cannot be one. */
export async function reencodeAvatar(input: Uint8Array): Promise<Avatar> {
  try {
    const image = sharp(input, {
      // Checked from the header, before any pixel is decoded.
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
