/** Profile pictures: at most 2 MiB once decoded (storage.rules says the same). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export type PictureProblem =
  /** Not a base64 data-URL. */
  | "invalid-data-url"
  /** Declared type is not JPEG, PNG or WebP. */
  | "unsupported-type"
  /** The bytes are not the image the data-URL claims (e.g. a script labelled image/png). */
  | "content-mismatch"
  | "empty"
  | "too-large";

export type ParsedPicture =
  { ok: true; contentType: PictureType; bytes: Buffer } | { ok: false; problem: PictureProblem };

// base64 grows data by 4/3; reject far too long input before decoding anything.
const MAX_DATA_URL_LENGTH = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 200;
const DATA_URL =
  /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The image type the first bytes announce, or null. */
export function sniffImageType(bytes: Uint8Array): PictureType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * Parses a picture sent as a data-URL (spec §3) and checks it: base64 only, JPEG/PNG/WebP
 * declared AND found in the magic bytes, non-empty, at most PICTURE_MAX_BYTES.
 */
export function parsePictureDataUrl(dataUrl: unknown): ParsedPicture {
  if (typeof dataUrl !== "string") return { ok: false, problem: "invalid-data-url" };
  if (dataUrl.length > MAX_DATA_URL_LENGTH) return { ok: false, problem: "too-large" };
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return { ok: false, problem: "invalid-data-url" };
  const declared = (match[1] ?? "").toLowerCase();
  const base64 = match[3] ?? "";
  if (base64.length % 4 !== 0) return { ok: false, problem: "invalid-data-url" };
  const contentType = PICTURE_TYPES.find((type) => type === declared);
  if (!contentType) return { ok: false, problem: "unsupported-type" };
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (bytes.length > PICTURE_MAX_BYTES) return { ok: false, problem: "too-large" };
  if (sniffImageType(bytes) !== contentType) return { ok: false, problem: "content-mismatch" };
  return { ok: true, contentType, bytes };
}
