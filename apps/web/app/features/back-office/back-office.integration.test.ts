// The back-office against the emulators: who gets in (decision 128), destination drafts with
// versions, publication and archive (129), and editors' photos (131).
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { PHOTO_WIDTHS } from "@travel/domain";
import { commitSession } from "~/lib/session.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { listDestinations } from "~/features/destinations/catalogue.server";
import { loader as adminHome } from "~/routes/admin._index";
import { loader as adminList } from "~/routes/admin.destinations._index";
import { action as createAction } from "~/routes/admin.destinations.new";
import { action as editAction, loader as editLoader } from "~/routes/admin.destinations.$id";
import { action as photosAction } from "~/routes/admin.destinations.$id_.photos";
import { loader as photoFile } from "~/routes/content.photos.$id.$file";
import { browserRequest, call, CookieJar, signUpThroughForm } from "../../../test/account-requests";
import { gpsOf, phonePhoto, pngBomb } from "../../../test/pictures";
import { EDIT_MESSAGES } from "./destination-admin.server";
import { PHOTO_MESSAGES } from "./photo-upload.server";

beforeEach(() => resetRateLimits());

async function signedInEditor() {
  const person = await signUpThroughForm({ firstName: "Grace", lastName: "Editor" });
  expect(await getServices().editors.setEditor(person.email, true)).toBe("granted");
  return person;
}

const destinationForm = (overrides: Record<string, string | string[]> = {}) => {
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

async function createDraft(jar: CookieJar) {
  const created = await call(
    createAction,
    browserRequest("/admin/destinations/new", { jar, body: destinationForm() }),
    { jar },
  );
  expect(created.status).toBe(303);
  const id = Number(/\/admin\/destinations\/(\d+)$/.exec(created.location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * A session whose ID token says editor: true although the account is not one. The Auth
 * emulator takes unsigned tokens, so this is the strongest forgery there is: a token with any
 * claims, turned into a real session cookie and signed with the site's secret.
 */
async function forgedEditorSession(uid: string, email: string): Promise<CookieJar> {
  const { auth, config } = getServices();
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const idToken = [
    part({ alg: "none", typ: "JWT" }),
    part({
      iss: `https://securetoken.google.com/${config.projectId}`,
      aud: config.projectId,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      sub: uid,
      user_id: uid,
      email,
      editor: true,
      firebase: { identities: {}, sign_in_provider: "password" },
    }),
    "",
  ].join(".");
  const cookie = await auth.createSessionCookie(idToken, 60 * 60 * 1000);
  expect(await auth.verifySession(cookie)).toMatchObject({ uid });
  const jar = new CookieJar();
  jar.take([await commitSession(cookie, 60 * 60 * 1000)]);
  return jar;
}

describe("who gets into the back-office", () => {
  it("a visitor gets the site's 404, on pages and on actions", async () => {
    expect((await call(adminHome, browserRequest("/admin"))).status).toBe(404);
    expect((await call(adminList, browserRequest("/admin/destinations"))).status).toBe(404);
    const posted = await call(
      createAction,
      browserRequest("/admin/destinations/new", { body: destinationForm() }),
    );
    expect(posted.status).toBe(404);
  });

  it("a signed-in traveller gets the same 404, and cannot create anything", async () => {
    const traveller = await signUpThroughForm();
    const { jar } = traveller;
    expect((await call(adminHome, browserRequest("/admin", { jar }), { jar })).status).toBe(404);
    const before = (await getServices().destinationEdits.list()).length;
    const posted = await call(
      createAction,
      browserRequest("/admin/destinations/new", { jar, body: destinationForm() }),
      { jar },
    );
    expect(posted.status).toBe(404);
    expect((await getServices().destinationEdits.list()).length).toBe(before);
  });

  it("a traveller's session whose token claims editor is refused: the claim is read from Auth", async () => {
    const traveller = await signUpThroughForm();
    const jar = await forgedEditorSession(traveller.uid, traveller.email);
    expect((await call(adminHome, browserRequest("/admin", { jar }), { jar })).status).toBe(404);
  });

  it("a cookie the browser made up (unsigned) is no session at all", async () => {
    const jar = new CookieJar();
    jar.take(["__session=%22forged-editor-token%22; Path=/"]);
    expect((await call(adminHome, browserRequest("/admin", { jar }), { jar })).status).toBe(404);
  });

  it("an editor gets in; once removed, the very next request is a 404", async () => {
    const editor = await signedInEditor();
    const { jar } = editor;
    const home = await call(adminHome, browserRequest("/admin", { jar }), { jar });
    expect(home.status).toBe(200);
    expect(home.data).toEqual({ email: editor.email });
    await getServices().editors.setEditor(editor.email, false);
    expect((await call(adminHome, browserRequest("/admin", { jar }), { jar })).status).toBe(404);
  });
});

describe("destinations", () => {
  it("a draft stays off the site until published; then it is listed with every field as typed", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect((await listDestinations()).map((d) => d.id)).not.toContain(id);

    const page = await call(editLoader, browserRequest(`/admin/destinations/${id}`, { jar }), {
      jar,
      params: { id: String(id) },
    });
    const { version } = page.data as { version: number };
    const published = await call(
      editAction,
      browserRequest(`/admin/destinations/${id}`, {
        jar,
        body: { intent: "publish", version: String(version) },
      }),
      { jar, params: { id: String(id) } },
    );
    expect(published.status).toBe(303);
    const listed = (await listDestinations()).find((d) => d.id === id);
    expect(listed).toMatchObject({
      name: "Gjirokastër",
      slug: "gjirokaster",
      nightlyRateCents: 5500,
      dailyCostCents: 3050,
      bestMonths: [5, 6, 9],
      typeIds: ["culture", "mountains"],
      attractions: [{ id: "gjirokaster-castle", name: "Gjirokastër Castle", priceCents: 400 }],
    });
  });

  it("refuses a stale save with 409 and gives the editor's text back", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const params = { id: String(id) };
    const first = await call(
      editAction,
      browserRequest(`/admin/destinations/${id}`, {
        jar,
        body: withIntent(destinationForm({ name: "First editor" }), "1"),
      }),
      { jar, params },
    );
    expect(first.status).toBe(303);
    const second = await call(
      editAction,
      browserRequest(`/admin/destinations/${id}`, {
        jar,
        body: withIntent(
          destinationForm({ name: "Second editor", description: "My long text" }),
          "1",
        ),
      }),
      { jar, params },
    );
    expect(second.status).toBe(409);
    const reply = second.data as {
      formError: string;
      values: { text: Record<string, string> };
      version: number;
    };
    expect(reply.formError).toBe(EDIT_MESSAGES.stale);
    expect(reply.values.text.name).toBe("Second editor");
    expect(reply.values.text.description).toBe("My long text");
    expect(reply.version).toBe(2);
    expect((await getServices().destinationEdits.get(id))?.draft.name).toBe("First editor");
  });

  it("answers 400 with messages for invalid fields, keeping what was typed", async () => {
    const { jar } = await signedInEditor();
    const refused = await call(
      createAction,
      browserRequest("/admin/destinations/new", {
        jar,
        body: destinationForm({ airportCode: "xx", nightlyRate: "lots", typeIds: [] }),
      }),
      { jar },
    );
    expect(refused.status).toBe(400);
    const reply = refused.data as {
      errors: Record<string, string[]>;
      values: { text: Record<string, string> };
    };
    expect(Object.keys(reply.errors).sort()).toEqual(["airportCode", "nightlyRate", "typeIds"]);
    expect(reply.values.text.nightlyRate).toBe("lots");
  });

  it("archiving takes it off the list; a traveller's favourite stays, marked no longer listed", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const params = { id: String(id) };
    const post = (intent: string, version: number) =>
      call(
        editAction,
        browserRequest(`/admin/destinations/${id}`, {
          jar,
          body: { intent, version: String(version) },
        }),
        { jar, params },
      );
    expect((await post("publish", 1)).status).toBe(303);
    const traveller = await signUpThroughForm();
    await getServices().favourites.add(traveller.uid, id);
    expect((await post("archive", 2)).status).toBe(303);
    expect((await listDestinations()).map((d) => d.id)).not.toContain(id);
    const saved = await savedDestinations(traveller.uid);
    expect(saved.find((item) => item.destination.id === id)?.listed).toBe(false);

    const history = await getServices().destinationEdits.history(id);
    expect(history.map((entry) => entry.action)).toEqual(["archived", "published", "created"]);
  });
});

const withIntent = (form: FormData, version: string) => {
  form.set("intent", "save");
  form.set("version", version);
  return form;
};

describe("photos", () => {
  const upload = (
    jar: CookieJar,
    id: number,
    file: File | null,
    fields: Record<string, string>,
  ) => {
    const form = new FormData();
    form.set("version", fields.version ?? "1");
    for (const name of ["alt", "credit", "licence"])
      if (fields[name] !== undefined) form.set(name, fields[name]!);
    if (file) form.set("photo", file);
    return call(
      photosAction,
      browserRequest(`/admin/destinations/${id}/photos`, { jar, body: form }),
      {
        jar,
        params: { id: String(id) },
      },
    );
  };
  const credits = {
    alt: "Stone roofs of the old town",
    credit: "Ana Photographer",
    licence: "CC BY 4.0",
  };

  it("renders WebP and AVIF at every width up to the original, without metadata", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const photo = await phonePhoto({ width: 1300, height: 866 });
    expect(await gpsOf(photo)).not.toBeNull();
    const answer = await upload(
      jar,
      id,
      new File([new Uint8Array(photo)], "town.jpg", { type: "image/jpeg" }),
      credits,
    );
    expect(answer.status).toBe(303);
    const stored = (await getServices().destinationEdits.get(id))?.draft.photos ?? [];
    expect(stored).toEqual([expect.objectContaining({ ...credits, width: 1300, height: 866 })]);
    const photoId = stored[0]!.id;
    const expected = PHOTO_WIDTHS.filter((width) => width <= 1300);
    expect(expected).toEqual([640, 750, 828, 1080, 1200]);
    for (const width of expected) {
      for (const format of ["webp", "avif"] as const) {
        const served = await call(
          photoFile,
          browserRequest(`/content/photos/${photoId}/${width}.${format}`),
          {
            params: { id: photoId, file: `${width}.${format}` },
          },
        );
        expect(served.status).toBe(200);
        expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      }
    }
    const rendition = await getServices().photoFiles.readRendition(photoId, "1200.webp");
    const meta = await sharp(rendition!.bytes).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(await gpsOf(rendition!.bytes)).toBeNull();
    // Never wider than the original.
    const wider = await call(photoFile, browserRequest(`/content/photos/${photoId}/1920.webp`), {
      params: { id: photoId, file: "1920.webp" },
    });
    expect(wider.status).toBe(404);
  });

  it("refuses a file that is not an image, a decompression bomb, and missing alt text or credit", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const text = await upload(
      jar,
      id,
      new File(["hello, not a photo"], "photo.jpg", { type: "image/jpeg" }),
      credits,
    );
    expect(text.status).toBe(415);
    expect(text.data).toMatchObject({ errors: { photo: [PHOTO_MESSAGES["not-an-image"]] } });

    const bomb = await upload(
      jar,
      id,
      new File([new Uint8Array(await pngBomb())], "bomb.png", { type: "image/png" }),
      credits,
    );
    expect(bomb.status).toBe(413);
    expect(bomb.data).toMatchObject({ errors: { photo: [PHOTO_MESSAGES["too-many-pixels"]] } });

    const photo = new File(
      [new Uint8Array(await phonePhoto({ width: 800, height: 600 }))],
      "p.jpg",
      { type: "image/jpeg" },
    );
    const noAlt = await upload(jar, id, photo, { credit: "Ana", licence: "CC BY 4.0" });
    expect(noAlt.status).toBe(400);
    expect(noAlt.data).toMatchObject({ errors: { alt: [PHOTO_MESSAGES.alt] } });
    const noCredit = await upload(jar, id, photo, {
      alt: "Roofs",
      credit: " ",
      licence: "CC BY 4.0",
    });
    expect(noCredit.status).toBe(400);
    expect(noCredit.data).toMatchObject({ errors: { credit: [PHOTO_MESSAGES.credit] } });
    expect((await getServices().destinationEdits.get(id))?.draft.photos).toBeUndefined();
  });

  it("a traveller cannot upload: 404 before the body is read", async () => {
    const { jar } = await signUpThroughForm();
    const answer = await upload(
      jar,
      101,
      new File([new Uint8Array(await phonePhoto())], "p.jpg", { type: "image/jpeg" }),
      credits,
    );
    expect(answer.status).toBe(404);
  });
});
