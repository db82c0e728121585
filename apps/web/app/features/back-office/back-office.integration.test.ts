// The back-office against the emulators: who gets in (decision 128), destination drafts with
// versions, publication and archive (129), and editors' photos (131).
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, MARKUP_MESSAGE, PHOTO_WIDTHS } from "@travel/domain";
import { commitSession } from "~/lib/session.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { savedDestinations } from "~/features/favourites/favourites.server";
import { getDestination, listDestinations } from "~/features/destinations/catalogue.server";
import { loader as adminHome } from "~/routes/admin._index";
import { loader as adminList } from "~/routes/admin.destinations._index";
import { action as createAction, loader as newLoader } from "~/routes/admin.destinations.new";
import { loader as editLoader } from "~/routes/admin.destinations.$id";
import { action as stageAction } from "~/routes/admin.photos";
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
  freePlace,
  signedInEditor,
  storedForm,
  withIntent,
} from "../../../test/editor-requests";
import { storedFiles } from "../../../test/emulator-rest";
import { gpsOf, phonePhoto, pngBomb } from "../../../test/pictures";
import { EDIT_MESSAGES, FORM_MESSAGES } from "./destination-form.server";
import type { EditReply } from "./destination-editing.server";
import { loadDestinationList } from "./destination-list.server";
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
  const editPage = async (jar: CookieJar, id: number) =>
    call(editLoader, browserRequest(`/admin/destinations/${id}`, { jar }), {
      jar,
      params: { id: String(id) },
    });

  it("starts from a place of the index: its facts come from the open data, with their sources", async () => {
    const { jar } = await signedInEditor();
    const searched = await call(
      newLoader,
      browserRequest("/admin/destinations/new?q=gaia", { jar }),
      { jar },
    );
    const { results } = searched.data as { results: { name: string; taken: unknown }[] };
    expect(results[0]).toMatchObject({ name: "Vila Nova de Gaia", country: "Portugal" });

    const place = await freePlace();
    const chosen = await call(
      newLoader,
      browserRequest(`/admin/destinations/new?place=${place.geonameId}`, { jar }),
      { jar },
    );
    const form = chosen.data as {
      step: string;
      page: { facts: { label: string; source: string }[] };
      values: { name: string };
    };
    expect(form.step).toBe("form");
    expect(form.values.name).toBe(place.name);
    expect(Object.fromEntries(form.page.facts.map((row) => [row.label, row.source]))).toMatchObject(
      {
        Centre: "GeoNames: the city centre",
        "Time zone": "tz-lookup, from the centre's coordinates",
        "Hotel, double room per night": expect.stringMatching(
          /^Scaled from the World Bank's 2025 price level for Portugal/,
        ),
      },
    );

    const id = await createDraft(
      jar,
      destinationForm({ geonameId: String(place.geonameId), name: place.name }),
    );
    expect((await listDestinations()).map((d) => d.id)).not.toContain(id);
    const draft = (await getServices().destinationEdits.get(id))!.draft;
    expect(draft).toMatchObject({
      name: place.name,
      geonameId: place.geonameId,
      countryCode: "pt",
      continent: "Europe",
      timeZone: "Europe/Lisbon",
      currencyCodes: ["EUR"],
      costBasis: "price-level",
      bestMonths: [5, 6, 9],
      bestMonthsSource: "editors",
      summarySource: "editors",
      attractions: [{ id: "gjirokaster-castle", name: "Gjirokastër Castle", priceCents: 400 }],
    });
    expect(draft.airports?.length).toBeGreaterThan(0);
    expect(draft.scene).toBeDefined();
    expect(draft.ratingTenths).toBeUndefined();
  });

  it("refuses a place the catalogue holds, with a link to it, on the page and on a post", async () => {
    const { jar } = await signedInEditor();
    const porto = (await listDestinations()).find((d) => d.slug === "porto")!;
    const page = await call(
      newLoader,
      browserRequest(`/admin/destinations/new?place=${porto.geonameId}`, { jar }),
      { jar },
    );
    expect(page.status).toBe(409);
    expect(page.data).toMatchObject({
      step: "taken",
      taken: { id: porto.id, path: `/admin/destinations/${porto.id}` },
    });
    const posted = await call(
      createAction,
      browserRequest("/admin/destinations/new", {
        jar,
        body: destinationForm({ geonameId: String(porto.geonameId), name: "Porto again" }),
      }),
      { jar },
    );
    expect(posted.status).toBe(409);
    expect((posted.data as EditReply).taken).toMatchObject({ id: porto.id });
    // A place an editor has a draft of is taken too.
    const place = await freePlace();
    await createDraft(
      jar,
      destinationForm({ geonameId: String(place.geonameId), name: place.name }),
    );
    const twice = await call(
      createAction,
      browserRequest("/admin/destinations/new", {
        jar,
        body: destinationForm({ geonameId: String(place.geonameId), name: place.name }),
      }),
      { jar },
    );
    expect(twice.status).toBe(409);
  });

  it("publishing saves the fields on screen first: an edit followed directly by Publish goes live", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const published = await changeDestination(
      jar,
      id,
      await storedForm(id, { summary: "Seen on screen, then live.", intent: "publish" }),
    );
    expect(published.status).toBe(303);
    expect((await getDestination(id))?.summary).toBe("Seen on screen, then live.");
    const edit = await getServices().destinationEdits.get(id);
    expect(edit).toMatchObject({ status: "published", version: 2, publishedVersion: 2 });
    const history = await getServices().destinationEdits.history(id);
    expect(history.map((entry) => entry.action)).toEqual(["saved and published", "created"]);
  });

  it("the preview's Publish publishes the saved draft it shows, and refuses once someone saved since", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { name: "Previewed" }))).status,
    ).toBe(303);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { name: "Saved later" }))).status,
    ).toBe(303);
    const stale = await changeDestination(jar, id, { intent: "publish-saved", version: "2" });
    expect(stale.status).toBe(303);
    expect(stale.location).toBe(`/admin/destinations/${id}/preview`);
    expect(await getDestination(id)).toBeNull();
    expect(
      (await changeDestination(jar, id, { intent: "publish-saved", version: "3" })).status,
    ).toBe(303);
    expect((await getDestination(id))?.name).toBe("Saved later");
  });

  it("a figure set instead of the data's needs a reason, which the public page says", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const noReason = await changeDestination(
      jar,
      id,
      await storedForm(id, { "override.nightlyRate.value": "140" }),
    );
    expect(noReason.status).toBe(400);
    expect((noReason.data as EditReply).errors).toEqual({
      "override.nightlyRate.reason": [FORM_MESSAGES.reasonMissing],
    });
    expect((noReason.data as EditReply).values.override.nightlyRate?.value).toBe("140");

    const reason = "Riverside rooms by the lodges cost more than the city's average";
    const set = await changeDestination(
      jar,
      id,
      await storedForm(id, {
        "override.nightlyRate.value": "140",
        "override.nightlyRate.reason": reason,
        "override.airportCode.value": "LIS",
        "override.airportCode.reason": "Most visitors fly in to Lisbon and take the train",
        intent: "publish",
      }),
    );
    expect(set.status).toBe(303);
    const live = (await getDestination(id))!;
    expect(live).toMatchObject({
      nightlyRateCents: 14_000,
      airportCode: "LIS",
      overrides: [
        { fact: "airportCode", reason: "Most visitors fly in to Lisbon and take the train" },
        { fact: "nightlyRate", reason },
      ],
    });
    expect(live.airports?.map((airport) => airport.code)).toContain("LIS");
    const page = await editPage(jar, id);
    const facts = (page.data as { page: { facts: { label: string; source: string }[] } }).page
      .facts;
    expect(facts.find((row) => row.label === "Hotel, double room per night")?.source).toBe(
      `Set by editors: ${reason}`,
    );

    const wrong = await changeDestination(
      jar,
      id,
      await storedForm(id, {
        "override.timeZone.value": "Mars/Olympus",
        "override.timeZone.reason": "Wrong",
        "override.coordinates.latitude": "95",
        "override.coordinates.longitude": "-8.6",
        "override.coordinates.reason": "Centre of the old town",
      }),
    );
    expect(wrong.status).toBe(400);
    expect((wrong.data as EditReply).errors).toEqual({
      "override.timeZone.value": [FORM_MESSAGES.timeZone],
      "override.coordinates.latitude": [FORM_MESSAGES.latitude],
    });
  });

  it("refuses a stale save with 409 and gives the editor's text back", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const first = await changeDestination(jar, id, await storedForm(id, { name: "First editor" }));
    expect(first.status).toBe(303);
    const second = await changeDestination(
      jar,
      id,
      withIntent(destinationForm({ name: "Second editor", description: "My long text" }), "1"),
    );
    expect(second.status).toBe(409);
    const reply = second.data as EditReply;
    expect(reply.formError).toBe(EDIT_MESSAGES.stale);
    expect(reply.values.name).toBe("Second editor");
    expect(reply.values.description).toBe("My long text");
    expect(reply.version).toBe(2);
    expect((await getServices().destinationEdits.get(id))?.draft.name).toBe("First editor");
  });

  it("answers 400 with messages by each field, keeping what was typed; ratings are never typed", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const refused = await changeDestination(
      jar,
      id,
      await storedForm(id, {
        name: "",
        typeIds: [],
        "sights[0].name": "Castle",
        "sights[0].price": "lots",
        rating: "5.0",
        reviewCount: "1843",
      }),
    );
    expect(refused.status).toBe(400);
    const reply = refused.data as EditReply;
    expect(Object.keys(reply.errors).sort()).toEqual(["name", "sights[0].price", "typeIds"]);
    expect(reply.values.sights[0]?.price).toBe("lots");
    const saved = await changeDestination(
      jar,
      id,
      await storedForm(id, { rating: "5.0", reviewCount: "1843" }),
    );
    expect(saved.status).toBe(303);
    const draft = (await getServices().destinationEdits.get(id))!.draft;
    expect(draft.ratingTenths).toBeUndefined();
    expect("reviewCount" in draft).toBe(false);
  });

  it("refuses control characters and markup in a name, a sight, a post's title and a type's name, keeping the text", async () => {
    const { jar } = await signedInEditor();
    const injected = "Berat\r\nATTACH:https://evil.example/x.exe";
    const named = await call(
      createAction,
      browserRequest("/admin/destinations/new", {
        jar,
        body: destinationForm({
          geonameId: String((await freePlace()).geonameId),
          name: injected,
          "sights[0].name": "Castle\u0000",
        }),
      }),
      { jar },
    );
    expect(named.status).toBe(400);
    const reply = named.data as EditReply;
    expect(reply.errors.name).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(reply.errors["sights[0].name"]).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(reply.values.name).toBe(injected);

    const id = await createDraft(jar);
    const markup = await changeDestination(jar, id, await storedForm(id, { name: "<b>Porto</b>" }));
    expect(markup.status).toBe(400);
    expect((markup.data as EditReply).errors.name).toEqual([MARKUP_MESSAGE]);

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

  it("archiving saves, then takes it off the list; a traveller's favourite stays, marked no longer listed", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { intent: "publish" }))).status,
    ).toBe(303);
    const traveller = await signUpThroughForm();
    await getServices().favourites.add(traveller.uid, id);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { intent: "archive" }))).status,
    ).toBe(303);
    expect((await listDestinations()).map((d) => d.id)).not.toContain(id);
    const saved = await savedDestinations(traveller.uid);
    expect(saved.find((item) => item.destination.id === id)?.listed).toBe(false);

    const history = await getServices().destinationEdits.history(id);
    expect(history.map((entry) => entry.action)).toEqual([
      "archived",
      "saved",
      "saved and published",
      "created",
    ]);
  });

  it("the to-do view counts places without a photo, before and after one is published with a photo", async () => {
    const { jar } = await signedInEditor();
    const list = async (search: string) =>
      loadDestinationList(new Request(`http://localhost/admin/destinations?${search}`));
    const id = await createDraft(jar);
    const before = await list("status=draft&missing=photo");
    expect(before.rows.map((row) => row.id)).toContain(id);
    const all = await list("");
    const withoutPhoto = all.counts.photo;
    expect(withoutPhoto).toBeGreaterThan(0);
    expect(all.counts.description).toBeGreaterThan(0);

    const form = await storedForm(id, { intent: "publish" });
    form.set("newPhotos[0].file", await photoJpeg(800, 600));
    for (const [name, value] of Object.entries(credits)) form.set(`newPhotos[0].${name}`, value);
    expect((await changeDestination(jar, id, form)).status).toBe(303);
    const after = await list("");
    expect(after.counts.photo).toBe(withoutPhoto - 1);
    expect((await list("missing=photo")).rows.map((row) => row.id)).not.toContain(id);
    // The most popular first: the guide's links, then the main airport's routes.
    const popular = await list("sort=popularity&missing=photo");
    const first = await getDestination(popular.rows[0]!.id);
    const second = await getDestination(popular.rows[1]!.id);
    expect(first!.guide?.goNext ?? 0).toBeGreaterThanOrEqual(second!.guide?.goNext ?? 0);
  });
});

const credits = {
  alt: "Stone roofs of the old town",
  credit: "Ana Photographer",
  licence: "CC BY 4.0",
};
const photoJpeg = async (width: number, height: number) =>
  new File([new Uint8Array(await phonePhoto({ width, height }))], "p.jpg", {
    type: "image/jpeg",
  });

describe("photos", () => {
  /** One photo sent ahead of the form, as the page's script sends it. */
  const stage = (jar: CookieJar, file: File | null) => {
    const form = new FormData();
    if (file) form.set("photo", file);
    return call(stageAction, browserRequest("/admin/photos", { jar, body: form }), { jar });
  };
  /** A photo in the form's first slot, with the draft's other fields as stored. */
  const slotUpload = async (
    jar: CookieJar,
    id: number,
    file: File,
    words: Record<string, string> = credits,
    version?: string,
  ) => {
    const form = await storedForm(id);
    if (version) form.set("version", version);
    form.set("newPhotos[0].file", file);
    for (const [name, value] of Object.entries(words)) form.set(`newPhotos[0].${name}`, value);
    return changeDestination(jar, id, form);
  };

  const photoIdOf = async (id: number, index = 0) =>
    (await getServices().destinationEdits.get(id))?.draft.photos?.[index]?.id ?? "";
  const served = (photoId: string, file: string) =>
    call(photoFile, browserRequest(`/content/photos/${photoId}/${file}`), {
      params: { id: photoId, file },
    }).then((answer) => answer.status);
  const answerOf = (outcome: { data: unknown }) => outcome.data as Record<string, unknown>;

  it("renders WebP and AVIF at every width up to the original, without metadata; a save claims it", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const photo = await phonePhoto({ width: 1300, height: 866 });
    expect(await gpsOf(photo)).not.toBeNull();
    const staged = await stage(
      jar,
      new File([new Uint8Array(photo)], "town.jpg", { type: "image/jpeg" }),
    );
    expect(staged.status).toBe(200);
    const {
      id: photoId,
      width,
      widths,
    } = answerOf(staged) as {
      id: string;
      width: number;
      widths: number[];
    };
    expect([width, widths]).toEqual([1300, [640, 750, 828, 1080, 1200]]);
    const expected = PHOTO_WIDTHS.filter((w) => w <= 1300);
    for (const w of expected)
      for (const format of ["webp", "avif"] as const) {
        const answer = await call(
          photoFile,
          browserRequest(`/content/photos/${photoId}/${w}.${format}`),
          {
            params: { id: photoId, file: `${w}.${format}` },
          },
        );
        expect(answer.status).toBe(200);
        expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      }
    const rendition = await getServices().photoFiles.readRendition(photoId, "1200.webp");
    const meta = await sharp(rendition!.bytes).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(await gpsOf(rendition!.bytes)).toBeNull();
    expect(await served(photoId, "1920.webp")).toBe(404);

    const form = await storedForm(id, {
      "photos[0].id": photoId,
      "photos[0].alt": credits.alt,
      "photos[0].credit": credits.credit,
      "photos[0].licence": credits.licence,
    });
    expect((await changeDestination(jar, id, form)).status).toBe(303);
    expect((await getServices().destinationEdits.get(id))?.draft.photos).toEqual([
      { id: photoId, ...credits, width: 1300, height: 866 },
    ]);
    // Another editor cannot put the same upload in their own destination.
    const other = await signedInEditor({ firstName: "Other", lastName: "Editor" });
    const theirs = await createDraft(other.jar);
    const taken = await changeDestination(
      other.jar,
      theirs,
      await storedForm(theirs, {
        "photos[0].id": photoId,
        ...Object.fromEntries(Object.entries(credits).map(([k, v]) => [`photos[0].${k}`, v])),
      }),
    );
    expect(taken.status).toBe(400);
    expect((taken.data as EditReply).errors["photos[0].id"]).toEqual([FORM_MESSAGES.photoGone]);
  });

  it("three photos in one step through the form's slots, without JavaScript, each with its words", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    const form = await storedForm(id);
    const alts = ["The lodges", "The bridge", "The river"];
    for (const [slot, alt] of alts.entries()) {
      form.set(`newPhotos[${slot}].file`, await photoJpeg(700 + slot * 100, 500));
      form.set(`newPhotos[${slot}].alt`, alt);
      form.set(`newPhotos[${slot}].credit`, "Ana");
      form.set(`newPhotos[${slot}].licence`, "CC BY 4.0");
    }
    form.set("hero", "");
    expect((await changeDestination(jar, id, form)).status).toBe(303);
    const photos = (await getServices().destinationEdits.get(id))!.draft.photos!;
    expect(photos.map((photo) => [photo.alt, photo.width])).toEqual([
      ["The lodges", 700],
      ["The bridge", 800],
      ["The river", 900],
    ]);
    // Moved without JavaScript: the button saves, then moves.
    const moved = await changeDestination(
      jar,
      id,
      await storedForm(id, { intent: `up:${photos[2]!.id}` }),
    );
    expect(moved.status).toBe(303);
    expect((await getServices().destinationEdits.get(id))!.draft.photos!.map((p) => p.alt)).toEqual(
      ["The lodges", "The river", "The bridge"],
    );
    // The hero chosen in the same place.
    const hero = await changeDestination(jar, id, await storedForm(id, { hero: photos[1]!.id }));
    expect(hero.status).toBe(303);
    expect((await getServices().destinationEdits.get(id))!.draft.photos![0]!.alt).toBe(
      "The bridge",
    );
  });

  it("refuses a file that is not an image, a decompression bomb, a flat picture, and missing words", async () => {
    const { jar } = await signedInEditor();
    const text = await stage(
      jar,
      new File(["hello, not a photo"], "photo.jpg", { type: "image/jpeg" }),
    );
    expect(text.status).toBe(415);
    expect(answerOf(text)).toEqual({ error: PHOTO_MESSAGES["not-an-image"] });
    const bomb = await stage(
      jar,
      new File([new Uint8Array(await pngBomb())], "bomb.png", { type: "image/png" }),
    );
    expect(bomb.status).toBe(413);
    expect(answerOf(bomb)).toEqual({ error: PHOTO_MESSAGES["too-many-pixels"] });
    // 16 megapixels of one colour in a few kilobytes: no photo is that empty.
    const flat = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: "#3a7bd5" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(100_000);
    const empty = await stage(
      jar,
      new File([new Uint8Array(flat)], "flat.png", { type: "image/png" }),
    );
    expect(empty.status).toBe(422);
    expect((await stage(jar, null)).status).toBe(400);

    const id = await createDraft(jar);
    const noAlt = await slotUpload(jar, id, await photoJpeg(800, 600), {
      credit: "Ana",
      licence: "CC BY 4.0",
    });
    expect(noAlt.status).toBe(400);
    expect((noAlt.data as EditReply).errors).toMatchObject({
      "newPhotos[0].alt": [PHOTO_MESSAGES.alt],
    });
    const notPhoto = await slotUpload(jar, id, new File(["text"], "p.jpg", { type: "image/jpeg" }));
    expect(notPhoto.status).toBe(400);
    expect((notPhoto.data as EditReply).errors).toMatchObject({
      "newPhotos[0].file": [PHOTO_MESSAGES["not-an-image"]],
    });
    expect((await getServices().destinationEdits.get(id))?.draft.photos).toBeUndefined();
  });

  it("a photo sent with a form that is refused is kept in the reply, and the next save claims it", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { name: "Saved first" }))).status,
    ).toBe(303);
    // Made from version 1; someone saved version 2 meanwhile.
    const stale = await slotUpload(jar, id, await photoJpeg(700, 500), credits, "1");
    expect(stale.status).toBe(409);
    const [kept] = (stale.data as EditReply).photos;
    expect(kept).toMatchObject({ alt: credits.alt, width: 700 });
    const again = await storedForm(id, {
      "photos[0].id": kept!.id,
      "photos[0].alt": credits.alt,
      "photos[0].credit": credits.credit,
      "photos[0].licence": credits.licence,
    });
    expect((await changeDestination(jar, id, again)).status).toBe(303);
    expect(await photoIdOf(id)).toBe(kept!.id);
  });

  it("removing a photo takes it down: off the draft and the site, its renditions and original deleted", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect((await slotUpload(jar, id, await photoJpeg(800, 600))).status).toBe(303);
    const photoId = await photoIdOf(id);
    expect(await served(photoId, "640.webp")).toBe(200);
    expect(
      (await changeDestination(jar, id, await storedForm(id, { intent: "publish" }))).status,
    ).toBe(303);
    expect((await listDestinations()).find((d) => d.id === id)?.photos?.[0]?.id).toBe(photoId);
    expect(await storedFiles(`content-originals/${photoId}`)).toHaveLength(1);

    const removed = await changeDestination(
      jar,
      id,
      await storedForm(id, { intent: `remove-photo:${photoId}` }),
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
            body: { intent: "publish-saved", version: "2" },
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

  it("serves a photo narrower than 10 pixels at its own width", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    expect((await slotUpload(jar, id, await photoJpeg(8, 6))).status).toBe(303);
    const photoId = await photoIdOf(id);
    expect(await served(photoId, "8.webp")).toBe(200);
    expect(await served(photoId, "8.avif")).toBe(200);
  });

  it("a traveller cannot upload: 404 before the body is read", async () => {
    const { jar } = await signUpThroughForm();
    const file = new File([new Uint8Array(await phonePhoto())], "p.jpg", { type: "image/jpeg" });
    expect((await stage(jar, file)).status).toBe(404);
    const form = destinationForm();
    form.set("newPhotos[0].file", file);
    expect((await changeDestination(jar, 101, withIntent(form, "0"))).status).toBe(404);
  });
});
