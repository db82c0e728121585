// The back-office against the emulators: who gets in (decision 128), destination drafts with
// versions, publication and archive (129), and editors' photos (131).
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, PHOTO_WIDTHS } from "@travel/domain";
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
import { action as createPostAction } from "~/routes/admin.posts.new";
import { action as editPostAction } from "~/routes/admin.posts.$id";
import { action as postPhotosAction } from "~/routes/admin.posts.$id_.photos";
import { action as createTypeAction } from "~/routes/admin.types.new";
import { loader as photoFile } from "~/routes/content.photos.$id.$file";
import { browserRequest, call, CookieJar, signUpThroughForm } from "../../../test/account-requests";
import {
  changeDestination,
  createDraft,
  destinationForm,
  signedInEditor,
  withIntent,
} from "../../../test/editor-requests";
import { storedFiles } from "../../../test/emulator-rest";
import { gpsOf, phonePhoto, pngBomb } from "../../../test/pictures";
import { EDIT_MESSAGES } from "./destination-admin.server";
import { PHOTO_MESSAGES } from "./photo-upload.server";

beforeEach(() => resetRateLimits());

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

  it("refuses control characters in a name, a sight, a post's title and a type's name, keeping the text", async () => {
    const { jar } = await signedInEditor();
    const injected = "Berat\r\nATTACH:https://evil.example/x.exe";
    const named = await call(
      createAction,
      browserRequest("/admin/destinations/new", {
        jar,
        body: destinationForm({ name: injected, sightName: ["Castle\u0000", ""] }),
      }),
      { jar },
    );
    expect(named.status).toBe(400);
    const reply = named.data as {
      errors: Record<string, string[]>;
      values: { text: Record<string, string> };
    };
    expect(reply.errors.name).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(reply.errors["sight-0"]?.[0]).toMatch(/control characters/);
    expect(reply.values.text.name).toBe(injected);

    const post = await call(
      createPostAction,
      browserRequest("/admin/posts/new", {
        jar,
        body: {
          title: "Ten days\u0007 on the coast",
          slug: "ten-days-on-the-coast",
          summary: "Beaches.",
          author: "Ana\r\nEditor",
          authorRole: "",
          category: "Destinations",
          publishOn: "2024-05-01",
          body: "Text.",
        },
      }),
      { jar },
    );
    expect(post.status).toBe(400);
    expect((post.data as { errors: Record<string, string[]> }).errors).toMatchObject({
      title: [CONTROL_CHARACTER_MESSAGE],
      author: [CONTROL_CHARACTER_MESSAGE],
    });

    const type = await call(
      createTypeAction,
      browserRequest("/admin/types/new", {
        jar,
        body: { id: "night-trains", name: "Night\ntrains", description: "Sleepers." },
      }),
      { jar },
    );
    expect(type.status).toBe(400);
    expect((type.data as { errors: Record<string, string[]> }).errors.name).toEqual([
      CONTROL_CHARACTER_MESSAGE,
    ]);
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

  const photoIdOf = async (id: number, index = 0) =>
    (await getServices().destinationEdits.get(id))?.draft.photos?.[index]?.id ?? "";
  const served = (photoId: string, file: string) =>
    call(photoFile, browserRequest(`/content/photos/${photoId}/${file}`), {
      params: { id: photoId, file },
    }).then((answer) => answer.status);
  const photoJpeg = async (width: number, height: number) =>
    new File([new Uint8Array(await phonePhoto({ width, height }))], "p.jpg", {
      type: "image/jpeg",
    });

  it("removing a photo takes it down: off the draft and the site, its renditions and original deleted", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect((await upload(jar, id, await photoJpeg(800, 600), credits)).status).toBe(303);
    const photoId = await photoIdOf(id);
    expect(await served(photoId, "640.webp")).toBe(200);
    expect((await changeDestination(jar, id, { intent: "publish", version: "2" })).status).toBe(
      303,
    );
    expect((await listDestinations()).find((d) => d.id === id)?.photos?.[0]?.id).toBe(photoId);
    expect(await storedFiles(`content-originals/${photoId}`)).toHaveLength(1);

    const removed = await call(
      photosAction,
      browserRequest(`/admin/destinations/${id}/photos`, {
        jar,
        body: { intent: "remove", photoId, version: "3" },
      }),
      { jar, params: { id: String(id) } },
    );
    expect(removed.status).toBe(303);
    for (const file of ["640.webp", "640.avif", "750.webp", "800.avif"])
      expect(await served(photoId, file)).toBe(404);
    expect(await storedFiles(`content/photos/${photoId}/`)).toEqual([]);
    expect(await storedFiles(`content-originals/${photoId}`)).toEqual([]);
    // The published page no longer shows it either: a takedown does not wait for a publication.
    expect((await listDestinations()).find((d) => d.id === id)?.photos).toBeUndefined();
  });

  it("removing a post's hero takes it off the published post too, and deletes its files", async () => {
    const { jar } = await signedInEditor();
    const slug = `coast-${Date.now().toString(36)}`;
    const created = await call(
      createPostAction,
      browserRequest("/admin/posts/new", {
        jar,
        body: {
          title: "The coast",
          slug,
          summary: "Sand.",
          author: "Ana",
          authorRole: "",
          category: "Destinations",
          publishOn: "2024-05-01",
          body: "Text.",
        },
      }),
      { jar },
    );
    const postId = /\/admin\/posts\/([A-Za-z0-9]+)$/.exec(created.location ?? "")![1]!;
    const postPhotos = (body: FormData | Record<string, string>) =>
      call(postPhotosAction, browserRequest(`/admin/posts/${postId}/photos`, { jar, body }), {
        jar,
        params: { id: postId },
      });
    const upload = new FormData();
    upload.set("version", "1");
    for (const [name, value] of Object.entries(credits)) upload.set(name, value);
    upload.set("photo", await photoJpeg(700, 500));
    expect((await postPhotos(upload)).status).toBe(303);
    const heroId = (await getServices().posts.get(postId))!.draft.hero!.id;
    expect(
      (
        await call(
          editPostAction,
          browserRequest(`/admin/posts/${postId}`, {
            jar,
            body: { intent: "publish", version: "2" },
          }),
          { jar, params: { id: postId } },
        )
      ).status,
    ).toBe(303);
    expect(await served(heroId, "640.webp")).toBe(200);

    expect((await postPhotos({ intent: "remove", version: "3" })).status).toBe(303);
    expect(await served(heroId, "640.webp")).toBe(404);
    expect(await storedFiles(`content-originals/${heroId}`)).toEqual([]);
    const post = await getServices().posts.get(postId);
    expect(post?.draft.hero).toBeUndefined();
    expect(post?.published?.hero).toBeUndefined();
  });

  it("an upload that loses a stale-save race leaves no file behind", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const before = await storedFiles("content/photos/");
    const originals = await storedFiles("content-originals/");
    // Made from version 1; someone saved version 2 meanwhile.
    expect(
      (await changeDestination(jar, id, withIntent(destinationForm({ name: "Saved first" }), "1")))
        .status,
    ).toBe(303);
    const stale = await upload(jar, id, await photoJpeg(700, 500), { ...credits, version: "1" });
    expect(stale.status).toBe(409);
    expect(await storedFiles("content/photos/")).toEqual(before);
    expect(await storedFiles("content-originals/")).toEqual(originals);
  });

  it("refuses a picture of many pixels and few bytes before decoding it", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    // 16 megapixels of one colour in a few kilobytes: no photo is that empty.
    const flat = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: "#3a7bd5" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(100_000);
    const answer = await upload(
      jar,
      id,
      new File([new Uint8Array(flat)], "flat.png", { type: "image/png" }),
      credits,
    );
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ errors: { photo: [PHOTO_MESSAGES["too-little-detail"]] } });
    expect((await getServices().destinationEdits.get(id))?.draft.photos).toBeUndefined();
  });

  it("serves a photo narrower than 10 pixels at its own width", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect((await upload(jar, id, await photoJpeg(8, 6), credits)).status).toBe(303);
    const photoId = await photoIdOf(id);
    expect(await served(photoId, "8.webp")).toBe(200);
    expect(await served(photoId, "8.avif")).toBe(200);
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
