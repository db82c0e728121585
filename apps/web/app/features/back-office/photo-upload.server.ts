import { randomBytes } from "node:crypto";
import { data } from "react-router";
import {
  CONTROL_CHARACTER_MESSAGE,
  type DestinationPhoto,
  destinationPhotoSchema,
  hasControlCharacters,
  looksLikeMarkup,
  MARKUP_MESSAGE,
} from "@travel/domain";
import type { EditorIdentity } from "@travel/firebase-client";
import {
  RENDER_RETRY_AFTER_SECONDS,
  RenderRefusedError,
  renderLimiter,
} from "~/features/art/render-limit.server";
import { needsBackend } from "~/lib/http/backend.server";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { readUploadForm } from "~/lib/http/read-form.server";
import { limitEditorPhotoUploads, tooManyAttempts } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import {
  cleanOriginal,
  decodePhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_INPUT_PIXELS,
  type PhotoProblem,
  photoProblem,
  renditionTasks,
} from "./photo-renditions.server";

export const PHOTO_MESSAGES = {
  missingFile: "Choose a photo to upload.",
  alt: "Describe the photo for people who cannot see it (alt text).",
  credit: "Say who took the photo (credit).",
  licence: "Give the photo's licence, like CC BY 4.0 or “Wayfarer, all rights reserved”.",
  tooLarge: `Choose a photo of at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB.`,
  "not-an-image": "This file is not a photo. Choose a JPEG, PNG or WebP image.",
  "too-many-pixels": `This image declares more than ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels, so it was not opened. Export it smaller and try again.`,
  "too-little-detail":
    "This image declares millions of pixels in a few kilobytes, far emptier than any photo, so it was not opened. Upload the photo as it came from the camera or phone.",
  unreadable: "This photo could not be read (damaged or incomplete). Choose another file.",
  busy: "Your last photo is still being prepared. Please try again in a few seconds.",
  serverBusy: "Many pictures are being prepared just now. Please try again in a few seconds.",
  stale:
    "Someone else changed this item while you were uploading; the photo was not added. Please try again.",
} as const;

export type PhotoReply = {
  formError?: string;
  errors: Partial<Record<"photo" | "alt" | "credit" | "licence", string[]>>;
  values: Record<string, string>;
};

const refuse = (status: number, reply: PhotoReply, headers?: HeadersInit) =>
  data(reply, { status, headers });
const PROBLEM_STATUS: Record<PhotoProblem, number> = {
  "not-an-image": 415,
  "too-many-pixels": 413,
  "too-little-detail": 422,
  unreadable: 415,
};

const newPhotoId = () => randomBytes(16).toString("hex");

/** The alt text, credit and licence typed for a photo. */
export type PhotoWords = { alt: string; credit: string; licence: string };

/** Each missing or unfit word of a photo, by field. */
export function photoWordProblems(words: PhotoWords): PhotoReply["errors"] {
  const errors: PhotoReply["errors"] = {};
  for (const field of ["alt", "credit", "licence"] as const) {
    if (!words[field]) errors[field] = [PHOTO_MESSAGES[field]];
    else if (hasControlCharacters(words[field])) errors[field] = [CONTROL_CHARACTER_MESSAGE];
    else if (looksLikeMarkup(words[field])) errors[field] = [MARKUP_MESSAGE];
  }
  return errors;
}

export type StoredPhoto =
  | { ok: true; id: string; width: number; height: number }
  | { ok: false; status: number; message: string; headers?: Record<string, string> };

/**
 * Checks a photo's bytes, renders it and stores the private original and every public
 * rendition; its id and size, or why not. The magic bytes and header come before any
 * decoding; decoding and each rendition wait their turn in the shared render pool. The caller
 * has spent the editor's upload allowance.
 */
export async function renderAndStorePhoto(
  file: Blob,
  editor: EditorIdentity,
): Promise<StoredPhoto> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const problem = await photoProblem(bytes);
  if (problem)
    return { ok: false, status: PROBLEM_STATUS[problem], message: PHOTO_MESSAGES[problem] };

  const client = `editor:${editor.uid}`;
  let place;
  try {
    place = renderLimiter.admit({ client, refusable: true });
  } catch (error) {
    if (!(error instanceof RenderRefusedError)) throw error;
    const headers = { "Retry-After": String(RENDER_RETRY_AFTER_SECONDS) };
    return error.reason === "client-busy"
      ? { ok: false, status: 429, message: PHOTO_MESSAGES.busy, headers }
      : { ok: false, status: 503, message: PHOTO_MESSAGES.serverBusy, headers };
  }
  // Decoding, the cleaned original and every rendition are one task in the visitors' lane of
  // the render pool (uploads, like cards, have no end; the site's art keeps its own lane), and
  // everything is drawn before anything is stored.
  const drawn = await place.run(async () => {
    const decoded = await decodePhoto(bytes);
    if (typeof decoded === "string") return decoded;
    const original = await cleanOriginal(decoded);
    const renditions = [];
    for (const task of renditionTasks(decoded)) renditions.push(await task());
    return { decoded, original, renditions };
  });
  if (typeof drawn === "string")
    return { ok: false, status: PROBLEM_STATUS[drawn], message: PHOTO_MESSAGES[drawn] };

  const { decoded, original, renditions } = drawn;
  const id = newPhotoId();
  const { photoFiles } = getServices();
  await Promise.all([
    needsBackend(() => photoFiles.saveOriginal(id, original, "image/jpeg")),
    ...renditions.map((rendition) =>
      needsBackend(() =>
        photoFiles.saveRendition(id, rendition.file, rendition.bytes, rendition.contentType),
      ),
    ),
  ]);
  return { ok: true, id, width: decoded.width, height: decoded.height };
}

/** The editor's allowance of uploads, spent before a photo's body is read or rendered. */
export async function spendPhotoAllowance(editor: EditorIdentity) {
  const allowed = await limitEditorPhotoUploads(editor.uid);
  if (allowed.ok) return null;
  return tooManyAttempts(
    allowed.retryAfterSeconds,
    "You have uploaded many photos in a short time.",
  );
}

const wordsOf = (form: FormData, prefix = ""): PhotoWords => {
  const text = (name: string) => {
    const value = form.get(`${prefix}${name}`);
    return typeof value === "string" ? value.trim() : "";
  };
  return { alt: text("alt"), credit: text("credit"), licence: text("licence") };
};

/**
 * Reads an editor's multipart upload of one photo (the form's `photo`, `alt`, `credit` and
 * `licence`), checks it, renders it and stores it. Returns the photo's record for the caller to
 * add to its draft, or the refusal to answer with. The rate limit is spent before the body is read.
 */
export async function receivePhoto(
  request: Request,
  editor: EditorIdentity,
): Promise<
  | { ok: true; photo: DestinationPhoto; form: FormData }
  | { ok: false; answer: ReturnType<typeof refuse> }
> {
  const no = (status: number, reply: PhotoReply, headers?: HeadersInit) => ({
    ok: false as const,
    answer: refuse(status, reply, headers),
  });
  if (Number(request.headers.get("Content-Length")) > PHOTO_MAX_BYTES + 16 * 1024)
    return no(413, { errors: { photo: [PHOTO_MESSAGES.tooLarge] }, values: {} });
  const spent = await spendPhotoAllowance(editor);
  if (spent) return no(429, { formError: spent.message, errors: {}, values: {} }, spent.headers);

  // One photo per form, held in memory up to the limit; a larger part stops the read there.
  const upload = await readUploadForm(request, { maxFileBytes: PHOTO_MAX_BYTES, maxFiles: 1 });
  if (!upload.ok)
    return upload.problem === "too-large"
      ? no(413, { errors: { photo: [PHOTO_MESSAGES.tooLarge] }, values: {} })
      : no(400, { errors: { photo: [PHOTO_MESSAGES.missingFile] }, values: {} });
  const form = upload.form;
  const values = wordsOf(form);
  const errors = photoWordProblems(values);
  const file = form.get("photo");
  if (!(file instanceof Blob) || file.size === 0) errors.photo = [PHOTO_MESSAGES.missingFile];
  if (Object.keys(errors).length > 0 || !(file instanceof Blob)) return no(400, { errors, values });

  const stored = await renderAndStorePhoto(file, editor);
  if (!stored.ok)
    return stored.status === 429 || stored.status === 503
      ? no(stored.status, { formError: stored.message, errors: {}, values }, stored.headers)
      : no(stored.status, { errors: { photo: [stored.message] }, values });
  const { id, width, height } = stored;
  return { ok: true, photo: destinationPhotoSchema.parse({ id, ...values, width, height }), form };
}

export { wordsOf as photoWordsOf };

/**
 * Deletes the files of photos no record uses any more (removed, replaced, or an upload whose save
 * was refused), decision 146. A failure is logged: the change stands, and the photos stay marked
 * for the next photo change to take down.
 */
export async function takeDownReleased(): Promise<void> {
  try {
    // A CDN in front keeps what it cached: these lines name what to purge (docs/deploy.md).
    for (const photoId of await getServices().photoFiles.sweepReleased())
      serverLog().info({ photoId, purge: `/content/photos/${photoId}/` }, "Photo taken down");
  } catch (error) {
    serverLog().error(errorDetails(error), "Photo files not deleted yet; the next change retries");
  }
}

/** An upload whose save was refused: its files go at once, none is left behind. */
export async function forgetUpload(photoId: string): Promise<void> {
  try {
    await getServices().photoFiles.release(photoId);
  } catch (error) {
    serverLog().error(errorDetails(error), `Upload ${photoId} left in Storage: not released`);
    return;
  }
  await takeDownReleased();
}

/** The photo list after moving one up or down; null for an unknown photo. */
export function rearrange(
  photos: DestinationPhoto[],
  intent: "up" | "down",
  photoId: string,
): DestinationPhoto[] | null {
  const index = photos.findIndex((photo) => photo.id === photoId);
  if (index < 0) return null;
  const next = [...photos];
  const [photo] = next.splice(index, 1);
  next.splice(
    intent === "up" ? Math.max(0, index - 1) : Math.min(next.length, index + 1),
    0,
    photo!,
  );
  return next;
}
