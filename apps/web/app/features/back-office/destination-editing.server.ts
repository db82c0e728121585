import { data } from "react-router";
import { climates, countryName, destinationPath, parseDestinationId } from "@travel/domain";
import type { EditorIdentity } from "@travel/firebase-client";
import { listDestinationTypes, refreshCatalogue } from "~/features/destinations/catalogue.server";
import { photoView, type PhotoView } from "~/features/photos/photo-addresses";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import type { FieldErrors } from "~/lib/http/form-reply.server";
import {
  FORM_MESSAGES as BODY_MESSAGES,
  readForm,
  readUploadForm,
} from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { airportChoices, factRows } from "./destination-facts.server";
import {
  type DestinationFormPage,
  type DestinationFormValues,
  MONTHS,
  NEW_PHOTO_SLOTS,
} from "./destination-form";
import {
  type DestinationBase,
  type DestinationFields,
  EDIT_MESSAGES,
  formValuesOf,
  parseDestinationForm,
} from "./destination-form.server";
import { type TakenBy, takenPlaces } from "./destination-duplicates.server";
import { PHOTO_MAX_BYTES } from "./photo-renditions.server";
import {
  photoWordProblems,
  photoWordsOf,
  rearrange,
  renderAndStorePhoto,
  spendPhotoAllowance,
  takeDownReleased,
} from "./photo-upload.server";
import { placeFacts, searchPlaces } from "./place-index.server";
import { pageUrl } from "~/lib/http/page-url.server";

const adminDestinationPath = (id: number) => `/admin/destinations/${id}`;

/** The reply of a refused save: the message, the errors and the values and photos as sent. */
export type EditReply = {
  formError: string;
  errors: FieldErrors;
  values: DestinationFormValues;
  /** The version a new save would be checked against. */
  version: number | null;
  photos: PhotoView[];
  /** The place is in the catalogue already: where it is. */
  taken?: TakenBy;
};

const refuse = (status: number, reply: EditReply) => data(reply, { status });

export function readDestinationId(param: string | undefined): number {
  const id = parseDestinationId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

async function knownTypes() {
  const types = await listDestinationTypes();
  return {
    types: types.map((type) => ({ value: type.id, label: type.name })),
    ids: new Set(types.map((type) => type.id)),
  };
}

/** Everything the form shows besides the values: the facts with their sources, photos, choices. */
async function formPage(base: DestinationBase, photos: PhotoView[]): Promise<DestinationFormPage> {
  const { types } = await knownTypes();
  const suggested = base.weather && base.bestMonthsSource !== "editors" ? base.bestMonths : [];
  return {
    facts: factRows(base),
    airports: airportChoices(base),
    photos,
    types,
    climates: [...climates],
    climateMonths:
      suggested.length > 0
        ? `The climate table suggests ${suggested.map((month) => MONTHS[month - 1]).join(", ")}.`
        : null,
  };
}

/** The page's button: what to do once the fields on screen are saved. */
type Intent =
  | { kind: "save" | "preview" | "publish" | "archive" }
  | { kind: "remove-photo" | "up" | "down"; photoId: string };

function readIntent(form: FormData): Intent | null {
  const value = String(form.get("intent") ?? "save");
  if (value === "save" || value === "preview" || value === "publish" || value === "archive")
    return { kind: value };
  const photo = /^(remove-photo|up|down):([a-z0-9]{16,40})$/.exec(value);
  return photo ? { kind: photo[1] as "remove-photo" | "up" | "down", photoId: photo[2]! } : null;
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/** The destination form as sent: multipart with its photo slots (no JavaScript), or plain. */
async function readDestinationForm(request: Request): Promise<FormData> {
  if (!isMultipart(request)) return readForm(request, { maxBytes: 256 * 1024 });
  const upload = await readUploadForm(request, {
    maxFileBytes: PHOTO_MAX_BYTES,
    maxFiles: NEW_PHOTO_SLOTS,
    maxParts: 1_000,
    maxTextBytes: 256 * 1024,
  });
  if (upload.ok) return upload.form;
  throw new Response(
    upload.problem === "too-large" ? BODY_MESSAGES.tooLarge : BODY_MESSAGES.unreadable,
    {
      status: upload.problem === "too-large" ? 413 : 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
}

/**
 * The photos chosen in the form's slots (several in one step, without JavaScript): each is
 * rendered, stored and recorded as this editor's upload, then added to the form's photo list as
 * if it had been uploaded ahead (decision 173). A slot whose photo or words are refused says so
 * by its field; the others are kept whatever else the form gets wrong.
 */
async function takeSlotPhotos(form: FormData, editor: EditorIdentity) {
  const errors: FieldErrors = {};
  const sizes = new Map<string, { width: number; height: number }>();
  const taken: number[] = [];
  let next =
    1 +
    Math.max(
      -1,
      ...[...form.keys()].map((name) => Number(/^photos\[(\d+)\]\./.exec(name)?.[1] ?? -1)),
    );
  for (let slot = 0; slot < NEW_PHOTO_SLOTS; slot++) {
    const file = form.get(`newPhotos[${slot}].file`);
    if (!(file instanceof Blob) || file.size === 0) continue;
    const at = (field: string) => `newPhotos[${slot}].${field}`;
    const words = photoWordsOf(form, `newPhotos[${slot}].`);
    const problems = photoWordProblems(words);
    if (Object.keys(problems).length > 0) {
      for (const [field, messages] of Object.entries(problems)) errors[at(field)] = messages;
      continue;
    }
    const spent = await spendPhotoAllowance(editor);
    if (spent) {
      errors[at("file")] = [spent.message];
      continue;
    }
    const stored = await renderAndStorePhoto(file, editor);
    if (!stored.ok) {
      errors[at("file")] = [stored.message];
      continue;
    }
    const { id, width, height } = stored;
    await needsBackend(() => getServices().photoUploads.stage({ id, width, height }, editor.uid));
    sizes.set(id, { width, height });
    for (const [field, value] of Object.entries({ id, ...words }))
      form.append(`photos[${next}].${field}`, value);
    next += 1;
    taken.push(slot);
  }
  return { errors, sizes, taken };
}

/** The photos as the form showed them, uploads included: what a refused page shows again. */
function shownPhotos(
  values: DestinationFormValues,
  base: DestinationBase,
  uploads: ReadonlyMap<string, { width: number; height: number }>,
): PhotoView[] {
  const known = new Map((base.photos ?? []).map((photo) => [photo.id, photo]));
  const shown = values.photos.flatMap(({ id, ...words }) => {
    const size = known.get(id) ?? uploads.get(id);
    return size ? [photoView({ id, ...words, width: size.width, height: size.height })] : [];
  });
  for (const photo of base.photos ?? [])
    if (!shown.some((view) => view.id === photo.id)) shown.push(photoView(photo));
  return shown;
}

type Prepared =
  | { ok: true; fields: DestinationFields; form: FormData }
  | { ok: false; reply: Omit<EditReply, "version"> };

/** Reads the form on top of `base`: its slot photos stored, then every field checked. */
async function prepareSave(
  form: FormData,
  base: DestinationBase,
  editor: EditorIdentity,
): Promise<Prepared> {
  const slots = await takeSlotPhotos(form, editor);
  const known = new Set((base.photos ?? []).map((photo) => photo.id));
  const posted = [...form.entries()]
    .filter(([name]) => /^photos\[\d+\]\.id$/.test(name))
    .map(([, value]) => value)
    .filter((id): id is string => typeof id === "string" && !known.has(id) && !slots.sizes.has(id));
  const uploads = new Map([
    ...slots.sizes,
    ...(posted.length > 0
      ? await needsBackend(() => getServices().photoUploads.sizes(posted, editor.uid))
      : []),
  ]);
  const { ids } = await needsBackend(knownTypes);
  const parsed = parseDestinationForm(form, base, ids, uploads);
  // A slot whose photo was stored is empty again: the photo is in the list now.
  for (const slot of slots.taken)
    parsed.values.newPhotos[slot] = { alt: "", credit: "", licence: "" };
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...slots.errors };
  if (parsed.ok && Object.keys(errors).length === 0)
    return { ok: true, fields: parsed.fields, form };
  return {
    ok: false,
    reply: {
      formError: EDIT_MESSAGES.invalid,
      errors,
      values: parsed.values,
      photos: shownPhotos(parsed.values, base, uploads),
    },
  };
}

// — A new destination: find the place, choose it, write, save / preview / publish.

/** The place search and, once a place is chosen, the form with its facts. */
export async function loadNewDestination(request: Request) {
  const params = pageUrl(request).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 60);
  const place = Number(params.get("place"));
  if (Number.isSafeInteger(place) && place > 0) {
    const facts = await placeFacts(place);
    if (!facts) throw data(null, { status: 404 });
    const taken = (await needsBackend(takenPlaces))(facts);
    const country = countryName(facts.countryCode) ?? facts.countryCode.toUpperCase();
    if (taken)
      return data(
        { step: "taken" as const, query, place: { name: facts.name, country }, taken },
        { status: 409 },
      );
    return {
      step: "form" as const,
      query,
      geonameId: place,
      place: { name: facts.name, country },
      page: await needsBackend(() => formPage(facts, [])),
      values: formValuesOf(facts),
    };
  }
  const found = query ? await searchPlaces(query) : [];
  const taken = found.length > 0 ? await needsBackend(takenPlaces) : () => null;
  const people = new Intl.NumberFormat("en-US");
  return {
    step: "search" as const,
    query,
    results: found.map((candidate) => ({
      geonameId: candidate.geonameId,
      name: candidate.name,
      country: countryName(candidate.countryCode) ?? candidate.countryCode.toUpperCase(),
      population: people.format(candidate.population),
      airportCode: candidate.airportCode,
      taken: taken(candidate),
    })),
  };
}

/** Creating a destination from a chosen place; published at once when the editor pressed Publish. */
export async function createDestination(request: Request, editor: EditorIdentity) {
  const form = await readDestinationForm(request);
  const geonameId = Number(form.get("geonameId"));
  const facts =
    Number.isSafeInteger(geonameId) && geonameId > 0 ? await placeFacts(geonameId) : null;
  if (!facts) throw data("Choose the place from the search first.", { status: 400 });
  const taken = (await needsBackend(takenPlaces))(facts);
  if (taken)
    return refuse(409, {
      formError: `${taken.name} is in the catalogue already.`,
      errors: {},
      values: formValuesOf(facts),
      version: null,
      photos: [],
      taken,
    });
  const prepared = await prepareSave(form, facts, editor);
  if (!prepared.ok) return refuse(400, { ...prepared.reply, version: null });
  const intent = readIntent(prepared.form)?.kind ?? "save";
  const publish = intent === "publish";
  const created = await needsBackend(() =>
    getServices().destinationEdits.create(prepared.fields, editor, { publish }),
  );
  if (!created.ok)
    return refuse(400, {
      formError: created.error === "photo-gone" ? EDIT_MESSAGES.photoGone : EDIT_MESSAGES.invalid,
      errors: {},
      values: formValuesOf({ ...prepared.fields }),
      version: null,
      photos: [],
    });
  if (publish) await refreshCatalogue();
  if (intent === "preview")
    return redirectWithToast(
      `${adminDestinationPath(created.id)}/preview`,
      { type: "success", description: EDIT_MESSAGES.created },
      { status: 303 },
    );
  return redirectWithToast(
    adminDestinationPath(created.id),
    { type: "success", description: publish ? EDIT_MESSAGES.published : EDIT_MESSAGES.created },
    { status: 303 },
  );
}

// — An existing destination.

/** The edit page: the draft, where it stands, its facts with their sources and its history. */
export async function loadDestinationEditor(id: number) {
  const { destinationEdits } = getServices();
  const [edit, history] = await needsBackend(() =>
    Promise.all([destinationEdits.get(id), destinationEdits.history(id)]),
  );
  if (!edit) throw data(null, { status: 404 });
  return {
    id,
    name: edit.draft.name,
    status: edit.status,
    version: edit.version,
    unpublishedChanges: edit.publishedVersion !== edit.version,
    publicPath: destinationPath(id),
    values: formValuesOf(edit.draft),
    page: await needsBackend(() => formPage(edit.draft, (edit.draft.photos ?? []).map(photoView))),
    history,
  };
}

const versionOf = (form: FormData) => {
  const value = Number(form.get("version"));
  return form.has("version") && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/**
 * The preview's button: publishes the saved draft it shows, if nobody saved since (the preview
 * carries its version), so what was previewed is exactly what goes live.
 */
async function publishSaved(id: number, form: FormData, editor: EditorIdentity) {
  const version = versionOf(form);
  const published =
    version === null
      ? null
      : await needsBackend(() => getServices().destinationEdits.publish(id, version, editor));
  if (!published?.ok) {
    if (published?.error === "not-found") throw data(null, { status: 404 });
    return redirectWithToast(
      `${adminDestinationPath(id)}/preview`,
      { type: "error", description: EDIT_MESSAGES.stalePreview },
      { status: 303 },
    );
  }
  if (published.released.length > 0) await takeDownReleased();
  await refreshCatalogue();
  return redirectWithToast(
    adminDestinationPath(id),
    { type: "success", description: EDIT_MESSAGES.published },
    { status: 303 },
  );
}

const DONE: Record<Intent["kind"], string> = {
  save: EDIT_MESSAGES.saved,
  preview: EDIT_MESSAGES.saved,
  publish: EDIT_MESSAGES.published,
  archive: EDIT_MESSAGES.archived,
  "remove-photo": EDIT_MESSAGES.photoRemoved,
  up: "Photos reordered.",
  down: "Photos reordered.",
};

/**
 * Every button of the edit page saves the fields on screen first (decision 173), checked against
 * the version the page was made from; then publishes (in the same transaction), archives, takes
 * a photo down or moves one. A stale save answers 409 with everything the editor typed.
 */
export async function changeDestination(request: Request, id: number, editor: EditorIdentity) {
  const { destinationEdits } = getServices();
  const current = await needsBackend(() => destinationEdits.get(id));
  if (!current) throw data(null, { status: 404 });
  const form = await readDestinationForm(request);
  if (form.get("intent") === "publish-saved") return publishSaved(id, form, editor);
  const prepared = await prepareSave(form, current.draft, editor);
  const version = prepared.ok ? versionOf(prepared.form) : current.version;
  if (!prepared.ok) return refuse(400, { ...prepared.reply, version });
  const intent = readIntent(prepared.form);
  if (!intent) throw data("Unknown action.", { status: 400 });
  const photoViews = (prepared.fields.photos ?? []).map(photoView);
  const values = formValuesOf(prepared.fields);
  if (version === null)
    return refuse(400, {
      formError: EDIT_MESSAGES.stale,
      errors: {},
      values,
      version: current.version,
      photos: photoViews,
    });

  let fields = prepared.fields;
  if (intent.kind === "up" || intent.kind === "down") {
    const photos = rearrange(fields.photos ?? [], intent.kind, intent.photoId);
    if (photos) fields = { ...fields, photos };
  }
  const saved = await needsBackend(() =>
    destinationEdits.save(id, fields, version, editor, { publish: intent.kind === "publish" }),
  );
  if (!saved.ok) {
    if (saved.error === "not-found") throw data(null, { status: 404 });
    if (saved.error === "stale") {
      // 409, with everything the editor typed and the version they would now replace.
      const latest = await needsBackend(() => destinationEdits.get(id));
      return refuse(409, {
        formError: EDIT_MESSAGES.stale,
        errors: {},
        values,
        version: latest?.version ?? null,
        photos: photoViews,
      });
    }
    return refuse(400, {
      formError: saved.error === "photo-gone" ? EDIT_MESSAGES.photoGone : EDIT_MESSAGES.invalid,
      errors: {},
      values,
      version,
      photos: photoViews,
    });
  }

  let released = saved.released.length > 0;
  let publicChanged = intent.kind === "publish";
  if (intent.kind === "archive" || intent.kind === "remove-photo") {
    const photoId = "photoId" in intent ? intent.photoId : "";
    const followUp = await needsBackend(() =>
      photoId
        ? destinationEdits.removePhoto(id, photoId, saved.version, editor)
        : destinationEdits.archive(id, saved.version, editor),
    );
    if (followUp.ok) {
      released ||= followUp.released.length > 0;
      publicChanged = true;
    }
  }
  if (released) await takeDownReleased();
  // The write bumped the catalogue's version: this process rereads before answering, the others
  // at their next request (decision 171).
  if (publicChanged || released) await refreshCatalogue();
  const target =
    intent.kind === "preview"
      ? `${adminDestinationPath(id)}/preview`
      : intent.kind === "up" || intent.kind === "down" || intent.kind === "remove-photo"
        ? `${adminDestinationPath(id)}#photos`
        : adminDestinationPath(id);
  return redirectWithToast(
    target,
    { type: "success", description: DONE[intent.kind] },
    { status: 303 },
  );
}
