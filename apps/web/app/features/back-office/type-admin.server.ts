import { data } from "react-router";
import { type EditorIdentity, newTypeSchema, typeFieldsSchema } from "@travel/firebase-client";
import { refreshCatalogue } from "~/features/destinations/catalogue.server";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import { type FieldErrors, keptValues, readSubmission } from "~/lib/http/form-reply.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";

import type { TypeFormValues } from "./type-form";

export type TypeReply = {
  formError: string;
  errors: FieldErrors;
  values: TypeFormValues;
  version: number | null;
};

export const TYPE_MESSAGES = {
  invalid: "Some fields need attention: see the messages next to them.",
  stale:
    "Someone else saved this type after you opened it, so your changes were not saved. Your text is still in the form below: save again to replace theirs.",
  taken: "A type with this identifier already exists. Choose another.",
  saved: "Saved: the browse filter shows it within a minute.",
  created: "Type created: editors can give it to destinations now.",
} as const;

const FIELD_MESSAGES: Record<keyof TypeFormValues, string> = {
  id: "Use 2 to 40 lower-case letters and single hyphens, like wine-country.",
  name: "Give the type a name of at most 60 characters.",
  description: "Describe the type in at most 300 characters.",
};

const typePath = (id: string) => `/admin/types/${id}`;
const refuse = (status: number, reply: TypeReply) => data(reply, { status });

const TYPE_FIELDS = ["id", "name", "description"] as const;
const readValues = (form: FormData) => keptValues(form, TYPE_FIELDS) as TypeFormValues;

export async function listTypes() {
  return needsBackend(() => getServices().typeEdits.list());
}

export async function loadTypeEditor(id: string) {
  const { typeEdits } = getServices();
  const [type, history] = await needsBackend(() =>
    Promise.all([typeEdits.get(id), typeEdits.history(id)]),
  );
  if (!type) throw data(null, { status: 404 });
  return {
    id: type.id,
    version: type.editVersion,
    values: { id: type.id, name: type.name, description: type.description },
    history,
  };
}

export async function createType(request: Request, editor: EditorIdentity) {
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const values = readValues(form);
  const parsed = readSubmission(form, newTypeSchema, FIELD_MESSAGES);
  if (!parsed.ok)
    return refuse(400, {
      formError: TYPE_MESSAGES.invalid,
      errors: parsed.errors,
      values,
      version: null,
    });
  const created = await needsBackend(() => getServices().typeEdits.create(parsed.data, editor));
  if (!created.ok)
    return refuse(created.error === "taken" ? 409 : 400, {
      formError: created.error === "taken" ? TYPE_MESSAGES.taken : TYPE_MESSAGES.invalid,
      errors: created.error === "taken" ? { id: [TYPE_MESSAGES.taken] } : {},
      values,
      version: null,
    });
  // The write bumped the catalogue's version: this process rereads now, the others at their
  // next check (decision 115).
  await refreshCatalogue();
  return redirectWithToast(
    typePath(created.id),
    { type: "success", description: TYPE_MESSAGES.created },
    { status: 303 },
  );
}

export async function saveType(request: Request, id: string, editor: EditorIdentity) {
  const { typeEdits } = getServices();
  const current = await needsBackend(() => typeEdits.get(id));
  if (!current) throw data(null, { status: 404 });
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const values = { ...readValues(form), id };
  const version = Number(form.get("version"));
  const parsed = readSubmission(form, typeFieldsSchema, FIELD_MESSAGES);
  if (!parsed.ok || !Number.isSafeInteger(version))
    return refuse(400, {
      formError: TYPE_MESSAGES.invalid,
      errors: parsed.ok ? {} : parsed.errors,
      values,
      version: current.editVersion,
    });
  const saved = await needsBackend(() => typeEdits.save(id, parsed.data, version, editor));
  if (!saved.ok) {
    if (saved.error === "not-found") throw data(null, { status: 404 });
    const latest = await needsBackend(() => typeEdits.get(id));
    return refuse(saved.error === "stale" ? 409 : 400, {
      formError: saved.error === "stale" ? TYPE_MESSAGES.stale : TYPE_MESSAGES.invalid,
      errors: {},
      values,
      version: latest?.editVersion ?? current.editVersion,
    });
  }
  await refreshCatalogue();
  return redirectWithToast(
    typePath(id),
    { type: "success", description: TYPE_MESSAGES.saved },
    { status: 303 },
  );
}
