// The back-office driven as an editor's browser would: an editor account, the destination form
// as the page sends it, a draft made through the form, and its save and publication.
import { expect } from "vitest";
import { getServices } from "~/lib/services.server";
import { action as createAction } from "~/routes/admin.destinations.new";
import { action as editAction } from "~/routes/admin.destinations.$id";
import { browserRequest, call, type CookieJar, signUpThroughForm } from "./account-requests";

/** A new account with the editor claim, signed in through the form. */
export async function signedInEditor(names = { firstName: "Grace", lastName: "Editor" }) {
  const person = await signUpThroughForm(names);
  expect(await getServices().editors.setEditor(person.email, true)).toBe("granted");
  return person;
}

/** The destination form as the edit page posts it, with `overrides`. */
export const destinationForm = (overrides: Record<string, string | string[]> = {}) => {
  const fields: Record<string, string | string[]> = {
    name: "Gjirokastër",
    slug: "",
    countryCode: "al",
    airportCode: "TIA",
    latitude: "40.0758",
    longitude: "20.1389",
    continent: "Europe",
    climate: "mediterranean",
    summary: "A *stone* town above the Drino valley.",
    description: "## Castle\n\nWalk up to the castle.",
    nightlyRate: "55",
    dailyCost: "30.50",
    typeIds: ["culture", "mountains"],
    bestMonths: ["5", "6", "9"],
    sightName: ["Gjirokastër Castle", ""],
    sightPrice: ["4", ""],
    sightId: ["", ""],
    currencyCodes: "ALL",
    languages: "Albanian",
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
};

/** The form posted as a save of `version`. */
export const withIntent = (form: FormData, version: string) => {
  form.set("intent", "save");
  form.set("version", version);
  return form;
};

/** A new destination draft made through the form; its id. */
export async function createDraft(jar: CookieJar, form = destinationForm()) {
  const created = await call(
    createAction,
    browserRequest("/admin/destinations/new", { jar, body: form }),
    {
      jar,
    },
  );
  expect(created.status).toBe(303);
  const id = Number(/\/admin\/destinations\/(\d+)$/.exec(created.location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Posts `intent` (publish, archive) or a save form for the destination `id`. */
export const changeDestination = (
  jar: CookieJar,
  id: number,
  body: Record<string, string> | FormData,
) =>
  call(editAction, browserRequest(`/admin/destinations/${id}`, { jar, body }), {
    jar,
    params: { id: String(id) },
  });
