import { data } from "@remix-run/node";
import {
  climates,
  continents,
  costBases,
  destinationPath,
  parseDestinationId,
} from "@travel/domain";
import type { EditorIdentity } from "@travel/firebase-client";
import { listDestinationTypes, refreshCatalogue } from "~/features/destinations/catalogue.server";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import {
  EDIT_MESSAGES,
  formValuesFrom,
  formValuesOf,
  parseDestinationForm,
} from "./destination-admin.server";
import {
  type DestinationFormErrors,
  type DestinationFormValues,
  sightRows,
} from "./destination-form";
import { photoView } from "~/features/photos/photo-addresses";

const adminDestinationPath = (id: number) => `/admin/destinations/${id}`;

/** The choices the form offers, from the catalogue's types and the domain's lists. */
export async function formChoices() {
  const types = await listDestinationTypes();
  return {
    types: types.map((type) => ({ value: type.id, label: type.name })),
    climates: [...climates],
    regions: [...continents],
    costBases: [...costBases],
  };
}

/** The reply of a refused save: the message, the errors and the values as typed. */
export type EditReply = {
  formError: string;
  errors: DestinationFormErrors;
  values: DestinationFormValues;
  /** The version a new save would be checked against. */
  version: number | null;
};

const refuse = (status: number, reply: EditReply) => data(reply, { status });

export function readDestinationId(param: string | undefined): number {
  const id = parseDestinationId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The edit page: the draft, where it stands, its photos and its history. */
export async function loadDestinationEditor(id: number) {
  const { destinationEdits } = getServices();
  const [edit, history, choices] = await needsBackend(() =>
    Promise.all([destinationEdits.get(id), destinationEdits.history(id), formChoices()]),
  );
  if (!edit) throw data(null, { status: 404 });
  const values = formValuesOf(edit.draft);
  return {
    id,
    name: edit.draft.name,
    status: edit.status,
    version: edit.version,
    unpublishedChanges: edit.publishedVersion !== edit.version,
    publicPath: destinationPath(id),
    values,
    sights: sightRows(values),
    photos: (edit.draft.photos ?? []).map(photoView),
    history,
    choices,
  };
}

const versionOf = (form: FormData) => {
  const value = Number(form.get("version"));
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/** Creating a destination: validated, stored as a draft, then its edit page. */
export async function createDestination(request: Request, editor: EditorIdentity) {
  const form = await readForm(request);
  const values = formValuesFrom(form);
  const { types } = await needsBackend(formChoices);
  const parsed = parseDestinationForm(values, null, new Set(types.map((type) => type.value)));
  if (!parsed.ok)
    return refuse(400, {
      formError: EDIT_MESSAGES.invalid,
      errors: parsed.errors,
      values,
      version: null,
    });
  const { id } = await needsBackend(() =>
    getServices().destinationEdits.create(parsed.fields, editor),
  );
  return redirectWithToast(
    adminDestinationPath(id),
    { type: "success", description: EDIT_MESSAGES.created },
    { status: 303 },
  );
}

/** Saving, publishing or archiving from the edit page; every one checks the version. */
export async function changeDestination(request: Request, id: number, editor: EditorIdentity) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const version = versionOf(form);
  const { destinationEdits } = getServices();
  const current = await needsBackend(() => destinationEdits.get(id));
  if (!current) throw data(null, { status: 404 });
  const here = adminDestinationPath(id);

  if (intent === "save") {
    const values = formValuesFrom(form);
    const { types } = await needsBackend(formChoices);
    const parsed = parseDestinationForm(
      values,
      current.draft,
      new Set(types.map((type) => type.value)),
    );
    if (!parsed.ok)
      return refuse(400, {
        formError: EDIT_MESSAGES.invalid,
        errors: parsed.errors,
        values,
        version,
      });
    if (version === null)
      return refuse(400, {
        formError: EDIT_MESSAGES.stale,
        errors: {},
        values,
        version: current.version,
      });
    const saved = await needsBackend(() =>
      destinationEdits.save(id, parsed.fields, version, editor),
    );
    if (!saved.ok) {
      if (saved.error === "stale") {
        // 409, with everything the editor typed and the version they would now replace.
        const latest = await needsBackend(() => destinationEdits.get(id));
        return refuse(409, {
          formError: EDIT_MESSAGES.stale,
          errors: {},
          values,
          version: latest?.version ?? null,
        });
      }
      if (saved.error === "not-found") throw data(null, { status: 404 });
      return refuse(400, { formError: EDIT_MESSAGES.invalid, errors: {}, values, version });
    }
    return redirectWithToast(
      here,
      { type: "success", description: EDIT_MESSAGES.saved },
      { status: 303 },
    );
  }

  if (intent === "publish" || intent === "archive") {
    if (version === null)
      throw data("This form is missing its version. Please reload the page.", { status: 400 });
    const outcome = await needsBackend(() =>
      intent === "publish"
        ? destinationEdits.publish(id, version, editor)
        : destinationEdits.archive(id, version, editor),
    );
    if (!outcome.ok) {
      if (outcome.error === "not-found") throw data(null, { status: 404 });
      return refuse(409, {
        formError: EDIT_MESSAGES.stale,
        errors: {},
        values: formValuesOf(current.draft),
        version: current.version,
      });
    }
    // The write bumped the catalogue's version: this process rereads now, the others at their
    // next check (decision 115).
    await refreshCatalogue();
    return redirectWithToast(
      here,
      {
        type: "success",
        description: intent === "publish" ? EDIT_MESSAGES.published : EDIT_MESSAGES.archived,
      },
      { status: 303 },
    );
  }
  throw data("Unknown action.", { status: 400 });
}
