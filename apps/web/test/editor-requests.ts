// The back-office driven as an editor's browser would: an editor account, the destination form
// as the page sends it (fields under Conform's names), a draft made from a place of the index,
// and its save and publication.
import { expect } from "vitest";
import { takenPlaces } from "~/features/back-office/destination-duplicates.server";
import { placeFacts } from "~/features/back-office/place-index.server";
import { getServices } from "~/lib/services.server";
import { action as createAction } from "~/routes/admin.destinations.new";
import { action as editAction } from "~/routes/admin.destinations.$id";
import { browserRequest, call, type CookieJar, signUpThroughForm } from "./account-requests";
import { draftForm, formOf } from "./destination-form-fields";

/** A new account with the editor claim, signed in through the form. */
export async function signedInEditor(names = { firstName: "Grace", lastName: "Editor" }) {
  const person = await signUpThroughForm(names);
  expect(await getServices().editors.setEditor(person.email, true)).toBe("granted");
  return person;
}

/**
 * Real places of the index (GeoNames ids) that the seeded catalogue does not hold, around Porto
 * and Lisbon: each test takes the next one nobody has made a destination of yet.
 */
const FREE_PLACES = [
  2732544, // Vila Nova de Gaia
  2737824, // Matosinhos
  2738014, // Maia
  2739868, // Espinho
  2738925, // Gondomar
  2732978, // Valongo
  2739997, // Ermesinde
  2732649, // Vila do Conde
  2735083, // Rio Tinto
  2733352, // Trofa
  2739848, // Esposende
  2265447, // Olhão
  2266988, // Loulé
  2262957, // Sesimbra
  2265464, // Oeiras
  2268436, // Estoril
  2270184, // Carcavelos
  2265788, // Montijo
  2271071, // Barreiro
  2266977, // Loures
  2262581, // Torres Vedras
  2270380, // Câmara de Lobos
  2742027, // Bragança
  2739693, // Felgueiras
];

/** The next real place no destination holds yet: its GeoNames id and its name. */
export async function freePlace(): Promise<{ geonameId: number; name: string }> {
  const taken = await takenPlaces();
  for (const geonameId of FREE_PLACES) {
    const facts = await placeFacts(geonameId);
    if (facts && !taken(facts)) return { geonameId, name: facts.name };
  }
  throw new Error("Every test place is taken: add more to FREE_PLACES");
}

/** The destination form as the page posts it, with `overrides`. */
export const destinationForm = (overrides: Record<string, string | string[]> = {}) =>
  formOf({
    name: "Gjirokastër",
    summary: "A *stone* town above the Drino valley.",
    description: "## Castle\n\nWalk up to the castle.",
    typeIds: ["culture", "mountains"],
    bestMonths: ["5", "6", "9"],
    "sights[0].id": "",
    "sights[0].name": "Gjirokastër Castle",
    "sights[0].price": "4",
    "sights[1].id": "",
    "sights[1].name": "",
    "sights[1].price": "",
    ...overrides,
  });

/** The form posted as `intent` (save, publish, …) of `version`. */
export const withIntent = (form: FormData, version: string, intent = "save") => {
  form.set("intent", intent);
  form.set("version", version);
  return form;
};

/** A new destination draft made from a free place through the form; its id. */
export async function createDraft(jar: CookieJar, form = destinationForm()) {
  if (!form.has("geonameId")) form.set("geonameId", String((await freePlace()).geonameId));
  const created = await call(
    createAction,
    browserRequest("/admin/destinations/new", { jar, body: form }),
    { jar },
  );
  expect(created.status, JSON.stringify(created.data)).toBe(303);
  const id = Number(/\/admin\/destinations\/(\d+)/.exec(created.location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Posts `body` (a save, publish, archive or a photo's button) for the destination `id`. */
export const changeDestination = (
  jar: CookieJar,
  id: number,
  body: Record<string, string> | FormData,
) =>
  call(editAction, browserRequest(`/admin/destinations/${id}`, { jar, body }), {
    jar,
    params: { id: String(id) },
  });

/** The edit form of the stored draft as the page would send it back untouched, plus `extra`. */
export async function storedForm(id: number, extra: Record<string, string | string[]> = {}) {
  const edit = await getServices().destinationEdits.get(id);
  if (!edit) throw new Error(`no destination ${id}`);
  return draftForm(edit.draft, edit.version, extra);
}
