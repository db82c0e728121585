// Destination types edited in the back-office (decision 133): editors only, validated, audited,
// refused when stale; the public answer and the browse filter follow through the catalogue.
import { beforeEach, describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { loader as typesApi } from "~/routes/api.destination-types";
import { loader as browse } from "~/routes/destinations._index";
import { loader as typeList } from "~/routes/admin.types._index";
import { action as createAction } from "~/routes/admin.types.new";
import { action as editAction, loader as editLoader } from "~/routes/admin.types.$id";
import { browserRequest, call, signUpThroughForm } from "../../../test/account-requests";
import { signedInEditor as signedInEditorAs } from "../../../test/editor-requests";
import { TYPE_MESSAGES } from "./type-admin.server";

beforeEach(() => resetRateLimits());

const signedInEditor = () => signedInEditorAs({ firstName: "Tomas", lastName: "Editor" });

type PublicTypes = { destinationTypes: { id: string; name: string; description: string }[] };
const publicTypes = async () =>
  (await call(typesApi, browserRequest("/api/destination-types"))).data as PublicTypes;

describe("destination types in the back-office", () => {
  it("a visitor and a traveller get the site's 404 on every types page and action", async () => {
    expect((await call(typeList, browserRequest("/admin/types"))).status).toBe(404);
    const traveller = await signUpThroughForm();
    const { jar } = traveller;
    expect((await call(typeList, browserRequest("/admin/types", { jar }), { jar })).status).toBe(
      404,
    );
    const before = (await getServices().typeEdits.get("beach"))!;
    const created = await call(
      createAction,
      browserRequest("/admin/types/new", {
        jar,
        body: { id: "forged-type", name: "Forged", description: "Not allowed." },
      }),
      { jar },
    );
    expect(created.status).toBe(404);
    const edited = await call(
      editAction,
      browserRequest("/admin/types/beach", {
        jar,
        body: { version: String(before.editVersion), name: "Hacked", description: "No." },
      }),
      { jar, params: { id: "beach" } },
    );
    expect(edited.status).toBe(404);
    expect(await getServices().typeEdits.get("forged-type")).toBeNull();
    expect((await getServices().typeEdits.get("beach"))?.name).toBe(before.name);
  });

  it("an editor creates a type and renames it; the public answer and browse follow, the history records both", async () => {
    const editor = await signedInEditor();
    const { jar } = editor;
    // Letters only (a type's identifier), unique per run: the emulators keep earlier runs' writes.
    const id = `wine-${[...Date.now().toString()].map((digit) => "abcdefghij"[Number(digit)]).join("")}`;
    const created = await call(
      createAction,
      browserRequest("/admin/types/new", {
        jar,
        body: { id, name: "Wine country", description: "Vineyards, cellars and long lunches." },
      }),
      { jar },
    );
    expect(created.status).toBe(303);
    expect(created.location).toBe(`/admin/types/${id}`);
    expect((await publicTypes()).destinationTypes).toContainEqual({
      id,
      name: "Wine country",
      description: "Vineyards, cellars and long lunches.",
    });

    const page = await call(editLoader, browserRequest(`/admin/types/${id}`, { jar }), {
      jar,
      params: { id },
    });
    const { version } = page.data as { version: number };
    const renamed = await call(
      editAction,
      browserRequest(`/admin/types/${id}`, {
        jar,
        body: { version: String(version), name: "Wine regions", description: "Vineyards." },
      }),
      { jar, params: { id } },
    );
    expect(renamed.status).toBe(303);
    const listed = (await publicTypes()).destinationTypes.find((type) => type.id === id);
    expect(listed).toEqual({ id, name: "Wine regions", description: "Vineyards." });
    const browsed = await call(browse, browserRequest("/destinations"));
    expect(JSON.stringify(browsed.data)).toContain("Wine regions");

    const history = await getServices().typeEdits.history(id);
    expect(history.map((entry) => entry.action)).toEqual(["saved", "created"]);
    expect(history[0]).toMatchObject({
      editorEmail: editor.email,
      fields: ["description", "name"],
    });
  });

  it("refuses invalid fields with 400 and messages, a taken identifier and a stale save with 409, keeping the text", async () => {
    const { jar } = await signedInEditor();
    const invalid = await call(
      createAction,
      browserRequest("/admin/types/new", {
        jar,
        body: { id: "Not An Id!", name: "", description: "Fine." },
      }),
      { jar },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      formError: TYPE_MESSAGES.invalid,
      errors: { id: [expect.stringMatching(/lower-case/)], name: [expect.any(String)] },
      values: { id: "Not An Id!", description: "Fine." },
    });
    const taken = await call(
      createAction,
      browserRequest("/admin/types/new", {
        jar,
        body: { id: "beach", name: "Beach again", description: "A second beach." },
      }),
      { jar },
    );
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ formError: TYPE_MESSAGES.taken });

    // A type of this test's own, so the seeded ones stay as shipped.
    const own = `slow-${[...Date.now().toString()].map((digit) => "abcdefghij"[Number(digit)]).join("")}`;
    const made = await getServices().typeEdits.create(
      { id: own, name: "Slow travel", description: "Trains, boats and time." },
      { uid: "seed", email: "editor@wayfarer.test" },
    );
    expect(made.ok).toBe(true);
    const current = (await getServices().typeEdits.get(own))!;
    const first = await call(
      editAction,
      browserRequest(`/admin/types/${own}`, {
        jar,
        body: {
          version: String(current.editVersion),
          name: current.name,
          description: `${current.description} `,
        },
      }),
      { jar, params: { id: own } },
    );
    expect(first.status).toBe(303);
    const stale = await call(
      editAction,
      browserRequest(`/admin/types/${own}`, {
        jar,
        body: { version: String(current.editVersion), name: "My culture", description: "Mine." },
      }),
      { jar, params: { id: own } },
    );
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      formError: TYPE_MESSAGES.stale,
      values: { name: "My culture", description: "Mine." },
      version: current.editVersion + 1,
    });
    expect((await getServices().typeEdits.get(own))?.name).toBe(current.name);
    const missing = await call(editLoader, browserRequest("/admin/types/no-such-type", { jar }), {
      jar,
      params: { id: "no-such-type" },
    });
    expect(missing.status).toBe(404);
  });
});
