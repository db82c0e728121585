import { photoWidths } from "@travel/domain";
import { sniffImageType } from "@travel/firebase-client";
import sharp from "sharp";

/**
 * Editors' photos (decision 131): what the avatar code does for a profile picture, at a
 * photo's sizes. The upload is checked by its bytes and its header before a pixel is decoded;
 * then it is decoded once, turned upright by its EXIF orientation, and written again without
 * any metadata (no EXIF, GPS, XMP, IPTC or ICC block: sharp keeps none unless asked). The
 * private original is that clean copy; the public renditions are made from it at each of the
 * spec's widths up to the photo's own, in WebP and AVIF.
 */

/** A 12 MP phone JPEG is 3–8 MB; a camera's at 45 MP about 20 MB. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Decoding costs memory by the pixel (4 bytes each): 50 MP is 200 MB at most, and takes a
 * full-frame camera's photo as it comes. A small file declaring more (a decompression bomb) is
 * refused from its header.
 */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

/**
 * Above this many pixels, a file must hold at least PHOTO_MIN_BYTES_PER_MEGAPIXEL per megapixel:
 * preparing a photo costs CPU by the pixel (about 5 s for 16 MP), and a PNG of one colour
 * declares 16 MP in 15 KB. No photo is that empty; the smallest real ones are ten times fuller.
 */
const PHOTO_DETAIL_CHECKED_ABOVE_PIXELS = 2_000_000;
const PHOTO_MIN_BYTES_PER_MEGAPIXEL = 10_000;

export type PhotoProblem = "not-an-image" | "too-many-pixels" | "too-little-detail" | "unreadable";

export type Rendition = { file: string; width: number; contentType: string; bytes: Buffer };

export type DecodedPhoto = {
  width: number;
  height: number;
  /** The upright pixels, decoded once and shared by every rendition. */
  raw: { data: Buffer; channels: 1 | 2 | 3 | 4 };
};

/**
 * Why the bytes cannot be a photo, from their magic bytes, header and size alone; null when they
 * may be decoded.
 */
export async function photoProblem(bytes: Uint8Array): Promise<PhotoProblem | null> {
  if (!sniffImageType(bytes)) return "not-an-image";
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return "unreadable";
    const pixels = width * height;
    if (pixels > PHOTO_MAX_INPUT_PIXELS) return "too-many-pixels";
    const fullEnough = (bytes.length / pixels) * 1_000_000 >= PHOTO_MIN_BYTES_PER_MEGAPIXEL;
    return pixels > PHOTO_DETAIL_CHECKED_ABOVE_PIXELS && !fullEnough ? "too-little-detail" : null;
  } catch {
    return "unreadable";
  }
}

/** Decodes the photo upright, or says why it cannot. */
export async function decodePhoto(bytes: Uint8Array): Promise<DecodedPhoto | PhotoProblem> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      failOn: "warning",
      animated: false,
    })
      .autoOrient()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      raw: { data, channels: info.channels },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /pixel limit/i.test(message) ? "too-many-pixels" : "unreadable";
  }
}

const fromRaw = (photo: DecodedPhoto) =>
  sharp(photo.raw.data, {
    raw: { width: photo.width, height: photo.height, channels: photo.raw.channels },
    limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
  });

/** The private original: the upright pixels as a high-quality JPEG, with no metadata. */
export async function cleanOriginal(photo: DecodedPhoto): Promise<Buffer> {
  return fromRaw(photo).flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer();
}

/** One task per rendition, so the render pool can interleave other work between them. */
export function renditionTasks(photo: DecodedPhoto): (() => Promise<Rendition>)[] {
  return photoWidths(photo.width).flatMap((width) => [
    async () => ({
      file: `${width}.webp`,
      width,
      contentType: "image/webp",
      bytes: await fromRaw(photo).resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer(),
    }),
    async () => ({
      file: `${width}.avif`,
      width,
      contentType: "image/avif",
      bytes: await fromRaw(photo).resize({ width }).avif({ quality: 52, effort: 2 }).toBuffer(),
    }),
  ]);
}
