// The back-office's store against the emulators: the editor claim, drafts with versions,
// publication into the public catalogue, archiving, the audit trail and blog posts.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../src/catalogue/catalogue.js";
import { holdCatalogue } from "../src/catalogue/held-catalogue.js";
import { FIRST_EDITORIAL_ID } from "../src/editorial/destination-edits.js";
import { UPLOAD_KEPT_MS } from "../src/editorial/photo-uploads.js";
import { runGrantEditor } from "../src/cli/grant-editor.js";
import {
  admin,
  clearEmulators,
  closeServices,
  emulatorEnv,
  newUser,
  recordingLogger,
  services,
} from "./helpers.js";
import { fixtureCatalogue, fixtureDestinations } from "./fixtures/catalogue.js";

beforeEach(clearEmulators);
afterAll(closeServices);

const { id: _id, ...lisbonFields } = fixtureDestinations[0]!;

/** A create that must go through: its id. */
const madeId = (made: { ok: true; id: number } | { ok: false; error: string }) => {
  if (!made.ok) throw new Error(made.error);
  return { id: made.id };
};
const draft = { ...lisbonFields, slug: "new-place", name: "New Place" };

describe("editors", () => {
  it("grants and removes the claim; isEditor reads Auth, and removal ends sessions", async () => {
    const set = services();
    const user = await newUser(set);
    expect(await set.editors.isEditor(user.uid)).toBe(false);
    expect(await set.editors.setEditor(user.email, true)).toBe("granted");
    expect(await set.editors.isEditor(user.uid)).toBe(true);
    expect(await set.editors.setEditor(user.email, true)).toBe("unchanged");

    const session = await set.auth.signIn(user.email, user.password);
    if (!session.ok) throw new Error(session.error);
    expect(await set.auth.verifySession(session.sessionCookie)).not.toBeNull();
    expect(await set.editors.setEditor(user.email, false)).toBe("removed");
    expect(await set.editors.isEditor(user.uid)).toBe(false);
    expect(await set.auth.verifySession(session.sessionCookie)).toBeNull();
    expect(await set.editors.setEditor("nobody@wayfarer.test", true)).toBe("no-account");
  });

  it("the grant-editor command grants, removes and explains its usage", async () => {
    const set = services();
    const user = await newUser(set);
    const { logger, lines } = recordingLogger();
    expect(await runGrantEditor([user.email], emulatorEnv(), logger)).toBe(0);
    expect(await set.editors.isEditor(user.uid)).toBe(true);
    expect(await runGrantEditor([user.email, "--remove"], emulatorEnv(), logger)).toBe(0);
    expect(await set.editors.isEditor(user.uid)).toBe(false);
    expect(await runGrantEditor([], emulatorEnv(), logger)).toBe(2);
    expect(await runGrantEditor(["missing@wayfarer.test"], emulatorEnv(), logger)).toBe(1);
    expect(lines.map((line) => line.message)).toContain(`${user.email} is now an editor.`);
  });
});

describe("destination edits", () => {
  const editor = { uid: "uid-editor", email: "editor@wayfarer.test" };

  it("a draft is not public until published; then the catalogue lists it", async () => {
    const set = services();
    await set.catalogue.seed(fixtureCatalogue);
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    expect(id).toBe(FIRST_EDITORIAL_ID);
    expect((await set.catalogue.listDestinations()).map((d) => d.id)).not.toContain(id);

    const published = await set.destinationEdits.publish(id, 1, editor);
    expect(published).toEqual({ ok: true, version: 2, released: [] });
    expect((await set.catalogue.listDestinations()).find((d) => d.id === id)?.name).toBe(
      "New Place",
    );
    const edit = await set.destinationEdits.get(id);
    expect(edit).toMatchObject({ status: "published", version: 2, publishedVersion: 2 });
  });

  it("refuses a save carrying a version that is no longer the stored one", async () => {
    const set = services();
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    expect(await set.destinationEdits.save(id, { ...draft, name: "First" }, 1, editor)).toEqual({
      ok: true,
      version: 2,
      released: [],
    });
    expect(await set.destinationEdits.save(id, { ...draft, name: "Second" }, 1, editor)).toEqual({
      ok: false,
      error: "stale",
    });
    expect((await set.destinationEdits.get(id))?.draft.name).toBe("First");
  });

  it("edits a seeded destination from its public record, and the seed then leaves it alone", async () => {
    const set = services();
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const seeded = fixtureDestinations[1]!;
    const before = await set.destinationEdits.get(seeded.id);
    expect(before).toMatchObject({ version: 0, status: "published" });
    const { id: _, ...fields } = seeded;
    await set.destinationEdits.save(seeded.id, { ...fields, name: "Renamed" }, 0, editor);
    expect((await set.catalogue.getDestination(seeded.id))?.name).toBe(seeded.name);
    await set.destinationEdits.publish(seeded.id, 1, editor);
    await seedCatalogue(firestore, fixtureCatalogue);
    expect((await set.catalogue.getDestination(seeded.id))?.name).toBe("Renamed");
  });

  it("archiving takes a destination out of the list but keeps it readable", async () => {
    const set = services();
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    await set.destinationEdits.publish(id, 1, editor);
    expect(await set.destinationEdits.archive(id, 2, editor)).toEqual({
      ok: true,
      version: 3,
      released: [],
    });
    expect((await set.catalogue.listDestinations()).map((d) => d.id)).not.toContain(id);
    expect((await set.catalogue.listArchivedDestinations()).map((d) => d.id)).toEqual([id]);
    expect((await set.destinationEdits.list()).find((row) => row.id === id)?.status).toBe(
      "archived",
    );
  });

  it("publishing and archiving change the catalogue's version, so instances holding it reread", async () => {
    const set = services();
    await set.catalogue.seed(fixtureCatalogue);
    const holder = holdCatalogue(set.catalogue, {
      logger: recordingLogger().logger,
      // Checks run only when the test asks.
      every: () => () => {},
    });
    try {
      await holder.current();
      const { id } = madeId(await set.destinationEdits.create(draft, editor));
      expect(await holder.check()).toBe("unchanged");
      await set.destinationEdits.publish(id, 1, editor);
      expect(await holder.check()).toBe("changed");
      expect((await holder.current()).destinations.map((d) => d.id)).toContain(id);
      await set.destinationEdits.archive(id, 2, editor);
      expect(await holder.check()).toBe("changed");
      expect((await holder.current()).archived.map((d) => d.id)).toEqual([id]);
    } finally {
      holder.stop();
    }
  });

  it("records who changed which fields, newest first", async () => {
    const set = services();
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    await set.destinationEdits.save(id, { ...draft, name: "Renamed", bestMonths: [5] }, 1, editor);
    const history = await set.destinationEdits.history(id);
    expect(history.map((entry) => entry.action)).toEqual(["saved", "created"]);
    expect(history[0]).toMatchObject({ editorEmail: editor.email, fields: ["bestMonths", "name"] });
  });
});

describe("words and photos of a published destination", () => {
  const editor = { uid: "uid-editor", email: "editor@wayfarer.test" };
  const photo = (id: string) => ({
    id,
    alt: "Roofs",
    credit: "Ana",
    licence: "CC BY 4.0",
    width: 800,
    height: 600,
  });

  it("renders the words at the save and copies them to the public record at publication", async () => {
    const set = services();
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    const saved = { ...draft, summary: "A *warm* city", description: "## Hills\n\nSeven of them." };
    expect((await set.destinationEdits.save(id, saved, 1, editor)).ok).toBe(true);
    const edit = await set.destinationEdits.get(id);
    expect(edit?.words).toEqual({
      summaryHtml: "A <em>warm</em> city",
      summaryText: "A warm city",
      descriptionHtml: "<h2>Hills</h2>\n<p>Seven of them.</p>\n",
    });
    await set.destinationEdits.publish(id, 2, editor);
    expect((await set.catalogue.listDestinationWords()).get(id)).toEqual(edit?.words);
  });

  it("a removed photo leaves the draft and the public record at once, and its files are swept", async () => {
    const set = services();
    const { firestore, bucket } = admin();
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    const [kept, gone] = ["a".repeat(16), "b".repeat(16)];
    for (const photoId of [kept, gone]) await set.photoUploads.stage(photo(photoId), editor.uid);
    await set.destinationEdits.save(
      id,
      { ...draft, photos: [photo(kept), photo(gone)] },
      1,
      editor,
    );
    await set.destinationEdits.publish(id, 2, editor);
    for (const photoId of [kept, gone]) {
      await set.photoFiles.saveOriginal(photoId, Buffer.from("jpeg"), "image/jpeg");
      await set.photoFiles.saveRendition(photoId, "640.webp", Buffer.from("webp"), "image/webp");
    }
    expect(await set.destinationEdits.removePhoto(id, "c".repeat(16), 3, editor)).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await set.destinationEdits.removePhoto(id, gone, 3, editor)).toEqual({
      ok: true,
      version: 4,
      released: [gone],
    });
    expect((await set.destinationEdits.get(id))?.draft.photos?.map((p) => p.id)).toEqual([kept]);
    expect((await set.catalogue.getDestination(id))?.photos?.map((p) => p.id)).toEqual([kept]);
    expect((await firestore.doc(`photoTakedowns/${gone}`).get()).exists).toBe(true);

    expect(await set.photoFiles.sweepReleased()).toEqual([gone]);
    expect(await set.photoFiles.readRendition(gone, "640.webp")).toBeNull();
    expect((await bucket.file(`content-originals/${gone}`).exists())[0]).toBe(false);
    expect((await firestore.doc(`photoTakedowns/${gone}`).get()).exists).toBe(false);
    expect(await set.photoFiles.readRendition(kept, "640.webp")).not.toBeNull();
    expect(await set.photoFiles.sweepReleased()).toEqual([]);
  });
});

describe("what the editor sees goes live, photos uploaded while writing", () => {
  const editor = { uid: "uid-editor", email: "editor@wayfarer.test" };
  const other = { uid: "uid-other", email: "other@wayfarer.test" };
  const photo = (id: string, width = 800) => ({
    id,
    alt: "Roofs",
    credit: "Ana",
    licence: "CC BY 4.0",
    width,
    height: 600,
  });

  it("a save that publishes makes the saved text public in one step and one version", async () => {
    const set = services();
    await set.catalogue.seed(fixtureCatalogue);
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    const before = await set.catalogue.readVersion();
    expect(
      await set.destinationEdits.save(id, { ...draft, summary: "Seen, then live." }, 1, editor, {
        publish: true,
      }),
    ).toEqual({ ok: true, version: 2, released: [] });
    expect((await set.catalogue.getDestination(id))?.summary).toBe("Seen, then live.");
    expect(await set.catalogue.readVersion()).not.toBe(before);
    expect(await set.destinationEdits.get(id)).toMatchObject({
      status: "published",
      version: 2,
      publishedVersion: 2,
    });
    const [latest] = await set.destinationEdits.history(id);
    expect(latest?.action).toBe("saved and published");
  });

  it("a destination created and published at once is listed, and never among the unpublished", async () => {
    const set = services();
    const kept = madeId(await set.destinationEdits.create({ ...draft, name: "Kept" }, editor));
    const live = madeId(
      await set.destinationEdits.create({ ...draft, name: "Live" }, editor, { publish: true }),
    );
    expect((await set.catalogue.getDestination(live.id))?.name).toBe("Live");
    expect(await set.destinationEdits.get(live.id)).toMatchObject({ publishedVersion: 1 });
    expect((await set.destinationEdits.unpublished()).map((row) => [row.id, row.name])).toEqual([
      [kept.id, "Kept"],
    ]);
  });

  it("photos uploaded before the save are claimed by it, at their stored size", async () => {
    const set = services();
    const { firestore } = admin();
    const [first, second] = ["d".repeat(16), "e".repeat(16)];
    await set.photoUploads.stage(photo(first, 1200), editor.uid);
    await set.photoUploads.stage(photo(second), editor.uid);
    expect((await set.photoUploads.sizes([first, second, "f".repeat(16)], editor.uid)).size).toBe(
      2,
    );
    expect((await set.photoUploads.sizes([first], other.uid)).size).toBe(0);
    // The form's size is not trusted: the upload's is stored.
    const made = madeId(
      await set.destinationEdits.create(
        { ...draft, photos: [{ ...photo(first), width: 5 }, photo(second)] },
        editor,
      ),
    );
    const edit = await set.destinationEdits.get(made.id);
    expect(edit?.draft.photos?.map((p) => [p.id, p.width])).toEqual([
      [first, 1200],
      [second, 800],
    ]);
    expect((await firestore.doc(`photoUploads/${first}`).get()).exists).toBe(false);
    // Saving again with the same photos claims nothing more.
    expect((await set.destinationEdits.save(made.id, edit!.draft, 1, editor)).ok).toBe(true);
  });

  it("refuses a photo that is another editor's upload, already claimed, or never uploaded", async () => {
    const set = services();
    const theirs = "g".repeat(16);
    await set.photoUploads.stage(photo(theirs), other.uid);
    expect(
      await set.destinationEdits.create({ ...draft, photos: [photo(theirs)] }, editor),
    ).toEqual({ ok: false, error: "photo-gone" });
    const { id } = madeId(await set.destinationEdits.create(draft, editor));
    expect(
      await set.destinationEdits.save(id, { ...draft, photos: [photo("h".repeat(16))] }, 1, editor),
    ).toEqual({ ok: false, error: "photo-gone" });
    // Nothing was saved by the refusals.
    expect((await set.destinationEdits.get(id))?.version).toBe(1);
  });

  it("an upload no save claims within a day is let go: marked for takedown", async () => {
    const set = services();
    const { firestore } = admin();
    const left = "i".repeat(16);
    await set.photoUploads.stage(photo(left), editor.uid);
    expect(await set.photoUploads.releaseAbandoned()).toBe(0);
    const tomorrow = new Date(Date.now() + UPLOAD_KEPT_MS + 60_000);
    expect(await set.photoUploads.releaseAbandoned(tomorrow)).toBe(1);
    expect((await firestore.doc(`photoUploads/${left}`).get()).exists).toBe(false);
    expect((await firestore.doc(`photoTakedowns/${left}`).get()).exists).toBe(true);
  });
});

describe("posts", () => {
  const editor = { uid: "uid-editor", email: "editor@wayfarer.test" };
  const post = {
    slug: "first-post",
    title: "First post",
    summary: "A summary.",
    author: "Grace Hopper",
    category: "Know-how" as const,
    body: "Some **Markdown**.",
    publishOn: "2026-01-01",
  };

  it("shows a post once published and its date has come, not after unpublishing", async () => {
    const { posts } = services();
    const created = await posts.create(post, editor);
    if (!created.ok) throw new Error(created.error);
    expect(await posts.listPublished("2026-06-01")).toEqual([]);
    await posts.setStatus(created.id, "published", 1, editor);
    expect((await posts.listPublished("2026-06-01")).map((p) => p.slug)).toEqual(["first-post"]);
    // Scheduled: not shown before its date.
    expect(await posts.listPublished("2025-12-31")).toEqual([]);
    await posts.setStatus(created.id, "unpublished", 2, editor);
    expect(await posts.listPublished("2026-06-01")).toEqual([]);
  });

  it("refuses a slug another post has, and a stale save", async () => {
    const { posts } = services();
    const first = await posts.create(post, editor);
    if (!first.ok) throw new Error(first.error);
    expect(await posts.create(post, editor)).toEqual({ ok: false, error: "slug-taken" });
    expect(await posts.save(first.id, { ...post, title: "A" }, 1, editor)).toEqual({
      ok: true,
      version: 2,
      released: [],
    });
    expect(await posts.save(first.id, { ...post, title: "B" }, 1, editor)).toEqual({
      ok: false,
      error: "stale",
    });
  });
});
