import { data } from "@remix-run/node";
import type { EditorIdentity } from "@travel/firebase-client";
import { photoView } from "~/features/photos/photo-addresses";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { refreshCatalogue } from "~/features/destinations/catalogue.server";
import {
  forgetUpload,
  PHOTO_MESSAGES,
  rearrange,
  receivePhoto,
  takeDownReleased,
} from "./photo-upload.server";

const photosPath = (id: number) => `/admin/destinations/${id}/photos`;

export async function loadDestinationPhotos(id: number) {
  const edit = await needsBackend(() => getServices().destinationEdits.get(id));
  if (!edit) throw data(null, { status: 404 });
  return {
    id,
    name: edit.draft.name,
    version: edit.version,
    photos: (edit.draft.photos ?? []).map(photoView),
  };
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/** Adding a photo (multipart), or choosing the hero, moving or removing one; each saves the draft. */
export async function changeDestinationPhotos(
  request: Request,
  id: number,
  editor: EditorIdentity,
) {
  const { destinationEdits } = getServices();
  const current = await needsBackend(() => destinationEdits.get(id));
  if (!current) throw data(null, { status: 404 });
  const { id: _, ...draft } = current.draft;
  const photos = draft.photos ?? [];

  let saved;
  let action: string;
  if (isMultipart(request)) {
    const received = await receivePhoto(request, editor);
    if (!received.ok) return received.answer;
    action = "photo added";
    saved = await needsBackend(() =>
      destinationEdits.save(
        id,
        { ...draft, photos: [...photos, received.photo] },
        Number(received.form.get("version")),
        editor,
        action,
      ),
    );
    // A save that lost the race leaves no file behind.
    if (!saved.ok) await forgetUpload(received.photo.id);
  } else {
    const form = await readForm(request);
    const intent = String(form.get("intent") ?? "");
    const photoId = String(form.get("photoId") ?? "");
    const version = Number(form.get("version"));
    const next = rearrange(photos, intent, photoId);
    if (!next)
      throw data("This photo is no longer part of the destination. Please reload the page.", {
        status: 400,
      });
    action =
      {
        hero: "hero chosen",
        up: "photos reordered",
        down: "photos reordered",
        remove: "photo removed",
      }[intent] ?? intent;
    saved = await needsBackend(() =>
      intent === "remove"
        ? destinationEdits.removePhoto(id, photoId, version, editor)
        : destinationEdits.save(id, { ...draft, photos: next }, version, editor, action),
    );
  }
  if (!saved.ok) {
    if (saved.error === "not-found") throw data(null, { status: 404 });
    return data({ formError: PHOTO_MESSAGES.stale, errors: {}, values: {} }, { status: 409 });
  }
  if (saved.released.length > 0) {
    await takeDownReleased();
    // The public record changed (a takedown): this process shows it now, the others at their
    // next check of the catalogue's version.
    await refreshCatalogue();
  }
  return redirectWithToast(
    photosPath(id),
    { type: "success", description: `Done: ${action}.` },
    { status: 303 },
  );
}
