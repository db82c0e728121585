import type { EditorIdentity } from "@travel/firebase-client";
import { photoView } from "~/features/photos/photo-addresses";
import { needsBackend } from "~/lib/http/backend.server";
import { errorDetails, serverLog } from "~/lib/http/request-log.server";
import { readUploadForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { PHOTO_MAX_BYTES } from "./photo-renditions.server";
import {
  PHOTO_MESSAGES,
  renderAndStorePhoto,
  spendPhotoAllowance,
  takeDownReleased,
} from "./photo-upload.server";

/** What the page's script reads: the stored photo, or the sentence to show by it. */
type StagedPhotoAnswer =
  { id: string; width: number; height: number; widths: number[] } | { error: string };

const answer = (status: number, body: StagedPhotoAnswer, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * One photo uploaded ahead of the form that will hold it (decision 173): the page's script sends
 * each chosen file here as soon as it is chosen, with its progress shown, and puts the answer's
 * id in the form. The photo is rendered and stored, and recorded as this editor's upload; a save
 * claims it, or it is let go after a day. Each upload also lets a few abandoned ones go.
 */
export async function stagePhoto(request: Request, editor: EditorIdentity): Promise<Response> {
  if (Number(request.headers.get("Content-Length")) > PHOTO_MAX_BYTES + 16 * 1024)
    return answer(413, { error: PHOTO_MESSAGES.tooLarge });
  const spent = await spendPhotoAllowance(editor);
  if (spent) return answer(429, { error: spent.message }, spent.headers);
  const upload = await readUploadForm(request, { maxFileBytes: PHOTO_MAX_BYTES, maxFiles: 1 });
  if (!upload.ok)
    return upload.problem === "too-large"
      ? answer(413, { error: PHOTO_MESSAGES.tooLarge })
      : answer(400, { error: PHOTO_MESSAGES.missingFile });
  const file = upload.form.get("photo");
  if (!(file instanceof Blob) || file.size === 0)
    return answer(400, { error: PHOTO_MESSAGES.missingFile });
  const stored = await renderAndStorePhoto(file, editor);
  if (!stored.ok) return answer(stored.status, { error: stored.message }, stored.headers);
  const { id, width, height } = stored;
  const { photoUploads } = getServices();
  await needsBackend(() => photoUploads.stage({ id, width, height }, editor.uid));
  try {
    if ((await photoUploads.releaseAbandoned()) > 0) await takeDownReleased();
  } catch (error) {
    serverLog().warn(errorDetails(error), "Abandoned photo uploads not let go yet");
  }
  const { widths } = photoView({ id, width, height, alt: "", credit: "", licence: "" });
  return answer(200, { id, width, height, widths });
}
