// The destination edit form as its page sends it back for a stored draft (the fields on screen),
// for the suites that post it: the integration tests and the multi-instance suite.
import type { Destination } from "@travel/domain";

/** A form of these fields (a list value repeats the field). */
export function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/**
 * The fields the edit page shows for `draft`, untouched, then `extra` (its `intent`, "save" unless
 * given, and the page's `version`).
 */
export function draftForm(
  draft: Destination,
  version: number,
  extra: Record<string, string | string[]> = {},
): FormData {
  const fields: Record<string, string | string[]> = {
    name: draft.name,
    summary: draft.summary ?? "",
    description: draft.description ?? "",
    typeIds: draft.typeIds,
    bestMonths: draft.bestMonths.map(String),
  };
  draft.attractions.forEach((sight, index) => {
    fields[`sights[${index}].id`] = sight.id;
    fields[`sights[${index}].name`] = sight.name;
    fields[`sights[${index}].price`] = (sight.priceCents / 100).toFixed(2);
  });
  (draft.photos ?? []).forEach((photo, index) => {
    fields[`photos[${index}].id`] = photo.id;
    fields[`photos[${index}].alt`] = photo.alt;
    fields[`photos[${index}].credit`] = photo.credit;
    fields[`photos[${index}].licence`] = photo.licence;
  });
  const { intent = "save", ...rest } = extra;
  return formOf({ ...fields, ...rest, intent, version: String(version) });
}
