// The edge's limits and messages (server/body-policy.mjs), shared so the two cannot drift apart.
import {
  BODY_REFUSED_HEADER,
  FORM_MAX_BYTES,
  LENGTH_REQUIRED_MESSAGE,
  TOO_LARGE_MESSAGE,
} from "#server/body-policy.mjs";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { errorDetails, serverLog } from "./request-log.server";

/**
 * Every action reads its form through readForm (decision 063): one place that refuses what is
 * not a web form, with a status and a sentence a person can read, instead of the 500 that
 * request.formData() turns into when it throws.
 *   - 413 (Connection: close): larger than FORM_MAX_BYTES, by Content-Length at the edge or
 *     counted here while a body without a length streams in; no more of it is read.
 *   - 415: a content type that is not a web form (JSON, text, none at all).
 *   - 400: a web form whose body cannot be read (multipart without its boundary, broken parts).
 * Thrown, so the route's error boundary shows the message inside the site's frame on a
 * browser's page request; a script gets the same status and the message as text.
 */
export const FORM_MESSAGES = {
  tooLarge: TOO_LARGE_MESSAGE,
  lengthRequired: LENGTH_REQUIRED_MESSAGE,
  // Said to a person: what happened and what to do, no media types.
  wrongType:
    "What was sent here was not one of our forms, so we could not read it. Please fill in the form on the page and send it from there.",
  unreadable: "This form could not be read. Please reload the page and send it again.",
} as const;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function refuse(status: number, message: string): never {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  // Closing is the only way to stop a client still sending a refused body.
  if (status === 413) headers["Connection"] = "close";
  // A Response, not data(): resource routes pass a thrown Response on as it is, while they
  // would turn data() into "Unexpected Server Error".
  throw new Response(message, { status, headers });
}

/** The media type without parameters, lower-cased: "multipart/form-data; boundary=x" → "multipart/form-data". */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The body's bytes, or null once more than `limit` have arrived. The stream is left as it is
 * at that point, not cancelled: cancelling would destroy the socket under the answer, while
 * the server's edge drains what is left and closes the connection cleanly.
 */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array[] | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    seen += value.byteLength;
    if (seen > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

/** The request's form, or a thrown 4xx Response (see above). */
export async function readForm(
  request: Request,
  { maxBytes = FORM_MAX_BYTES } = {},
): Promise<FormData> {
  const refusedAtEdge = request.headers.get(BODY_REFUSED_HEADER);
  if (refusedAtEdge === "413") refuse(413, FORM_MESSAGES.tooLarge);
  if (refusedAtEdge === "411") refuse(411, FORM_MESSAGES.lengthRequired);

  const contentType = request.headers.get("Content-Type");
  const mediaType = mediaTypeOf(contentType);
  if (!FORM_TYPES.has(mediaType)) refuse(415, FORM_MESSAGES.wrongType);
  if (mediaType === "multipart/form-data" && !/;\s*boundary=/i.test(contentType ?? ""))
    refuse(400, FORM_MESSAGES.unreadable);
  if (Number(request.headers.get("Content-Length")) > maxBytes) refuse(413, FORM_MESSAGES.tooLarge);
  if (!request.body) return new FormData();

  let chunks: Uint8Array[] | null;
  try {
    chunks = await readUpTo(request.body, maxBytes);
  } catch {
    // The client went away mid-body; nobody is left to read the answer.
    refuse(400, FORM_MESSAGES.unreadable);
  }
  if (!chunks) refuse(413, FORM_MESSAGES.tooLarge);
  // The counted bytes, parsed by the platform's own form parser as before.
  const counted = new Request(request.url, {
    method: request.method,
    headers: { "Content-Type": contentType! },
    body: new Blob(chunks as BlobPart[]),
  });
  try {
    return await counted.formData();
  } catch {
    refuse(400, FORM_MESSAGES.unreadable);
  }
}

export type UploadForm =
  { ok: true; form: FormData } | { ok: false; problem: "too-large" | "unreadable" };

/**
 * A multipart form with files, read as it streams in (@remix-run/form-data-parser): each file
 * is held in memory only up to `maxFileBytes`, and a part over it stops the read there. The
 * caller says what a refusal looks like on its page.
 */
export async function readUploadForm(
  request: Request,
  {
    maxFileBytes,
    maxFiles = 1,
    maxParts = 20,
    maxTextBytes = 64 * 1024,
  }: { maxFileBytes: number; maxFiles?: number; maxParts?: number; maxTextBytes?: number },
): Promise<UploadForm> {
  try {
    const form = await parseFormData(request, {
      maxFiles,
      maxFileSize: maxFileBytes,
      maxParts,
      maxTotalSize: maxFiles * maxFileBytes + maxTextBytes,
    });
    return { ok: true, form };
  } catch (error) {
    if (
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxTotalSizeExceededError ||
      error instanceof MaxFilesExceededError
    )
      return { ok: false, problem: "too-large" };
    // Not the multipart it claims to be: a browser's form never sends one.
    if (error instanceof FormDataParseError || error instanceof MaxPartsExceededError) {
      serverLog().warn(errorDetails(error), "Unreadable upload form");
      return { ok: false, problem: "unreadable" };
    }
    throw error;
  }
}
