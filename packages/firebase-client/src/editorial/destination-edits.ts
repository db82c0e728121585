import { type Destination, destinationSchema } from "@travel/domain";
import { randomUUID } from "node:crypto";
import {
  type DocumentData,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import { z } from "zod";
import { CATALOGUE_VERSION_DOC, DESTINATIONS } from "../catalogue/catalogue.js";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import { fail, ok, type Result } from "../results.js";
import {
  type AuditEntry,
  auditTrail,
  changedFields,
  type EditorIdentity,
  recordChange,
} from "./audit.js";
import { photoIdsOf, releasePhotos, releasedBetween } from "./photo-files.js";
import { readUploadsForClaim } from "./photo-uploads.js";
import {
  type DestinationWords,
  destinationWordsOf,
  destinationWordsSchema,
  storedDestinationWords,
} from "./words.js";

/**
 * The editors' side of the catalogue (docs/decisions/129). destinations/{id} stays the public,
 * published record the site reads; destinationEdits/{id} holds an editor's working copy (the
 * draft), its version and where it stands. Publishing copies the draft over the public record;
 * archiving marks the public record `status: "archived"` (the reader skips it, favourites keep it).
 */
export const DESTINATION_EDITS = "destinationEdits";
const COUNTERS = "editorialCounters";
/** Back-office ids start far above the importer's (101–130 by hand, 1001 up from open data). */
export const FIRST_EDITORIAL_ID = 500_001;

export const destinationStatuses = ["draft", "published", "archived"] as const;
export type DestinationStatus = (typeof destinationStatuses)[number];

export interface DestinationEdit {
  draft: Destination;
  /** The draft's summary and description as the page will show them, rendered when saved. */
  words: DestinationWords;
  /** Bumped by every save; a form carries the version it edited (optimistic concurrency). */
  version: number;
  status: DestinationStatus;
  /** The version the public record holds; null before the first publication. */
  publishedVersion: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface DestinationRow {
  id: number;
  name: string;
  countryCode: string;
  continent: string | null;
  status: DestinationStatus;
  /** The draft differs from what is published. */
  unpublishedChanges: boolean;
}

/** A draft never published: not in the catalogue yet, but a place an editor has taken. */
export type UnpublishedDraft = Destination;

/** "photo-gone": a photo the form names is neither the destination's nor an unclaimed upload of this editor. */
export type EditError = "not-found" | "stale" | "invalid" | "photo-gone";

export interface SaveOptions {
  /** The audit's word for the change; "saved" unless set. */
  action?: string;
  /** Publishes what is saved, in the same transaction: what the editor saw is what goes live. */
  publish?: boolean;
}

/**
 * A change that went through: the new version, and the photos no draft or published record uses
 * any more, marked for their files to be deleted (photo-files.ts, decision 146).
 */
type EditDone = { version: number; released: string[] };

const storedEditSchema = z.object({
  draft: destinationSchema,
  words: destinationWordsSchema.optional(),
  version: z.number().int().nonnegative(),
  status: z.enum(destinationStatuses),
  publishedVersion: z.number().int().nonnegative().nullable(),
  updatedAt: z.instanceof(Timestamp).nullable(),
  updatedBy: z.string().nullable(),
});

const publicStatus = (data: Record<string, unknown> | undefined): DestinationStatus =>
  data?.status === "archived" ? "archived" : "published";

export interface DestinationEdits {
  list(): Promise<DestinationRow[]>;
  get(id: number): Promise<DestinationEdit | null>;
  /** Drafts never published, for telling an editor a place is taken (decision 172). */
  unpublished(): Promise<UnpublishedDraft[]>;
  /**
   * A new destination as a draft (published at once with `publish`); its id. Photos the draft
   * names are the editor's uploads, claimed in the same transaction (decision 173).
   */
  create(
    draft: Omit<Destination, "id">,
    editor: EditorIdentity,
    options?: Pick<SaveOptions, "publish">,
  ): Promise<Result<EditDone & { id: number }, EditError>>;
  /**
   * Saves the draft when `expectedVersion` is still the stored one ("stale" otherwise), and
   * publishes it in the same transaction with `publish`. A photo the draft names that the
   * destination did not have is one of the editor's uploads, claimed here.
   */
  save(
    id: number,
    draft: Omit<Destination, "id">,
    expectedVersion: number,
    editor: EditorIdentity,
    options?: SaveOptions,
  ): Promise<Result<EditDone, EditError>>;
  publish(
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<EditDone, EditError>>;
  archive(
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<EditDone, EditError>>;
  /**
   * Takes a photo down: off the draft and, when published, off the public record in the same
   * transaction; its files are released for deletion. "invalid" when the draft has no such photo.
   */
  removePhoto(
    id: number,
    photoId: string,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<EditDone, EditError>>;
  history(id: number): Promise<AuditEntry[]>;
}

type Change =
  | {
      next: DestinationEdit;
      action: string;
      fields: string[];
      /** What the public record holds after the change, when it wrote one. */
      publicAfter?: DocumentData;
    }
  | "invalid"
  | "photo-gone";

export function createDestinationEdits(db: Firestore): DestinationEdits {
  const edits = db.collection(DESTINATION_EDITS);
  const published = db.collection(DESTINATIONS);
  // Every instance holds one copy of the catalogue and rereads it when this document changes
  // (decision 115): written in the same transaction as the public record, like seedCatalogue's.
  const bumpCatalogueVersion = (tx: Transaction) =>
    tx.set(
      db.doc(CATALOGUE_VERSION_DOC),
      { version: randomUUID(), publishedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );

  /** The public record of a publication: the draft as it was previewed, marked editorial. */
  const publishDraft = (tx: Transaction, draft: Destination, words: DestinationWords) => {
    // Marked editorial so a reseed of the repository's catalogue neither overwrites nor deletes it.
    const record = { ...draft, words, status: "published", editorial: true };
    tx.set(published.doc(String(draft.id)), record);
    bumpCatalogueVersion(tx);
    return record;
  };

  /**
   * `draft` with the editor's new uploads claimed (decision 173): photos it names that `known`
   * does not hold must be unclaimed uploads of this editor, whose stored size wins over the
   * form's. Reads inside the transaction; "photo-gone" when one is not.
   */
  const withUploads = async (
    tx: Transaction,
    draft: Destination,
    known: Set<string>,
    editor: EditorIdentity,
  ): Promise<{ draft: Destination; claim: () => void } | "photo-gone"> => {
    const fresh = (draft.photos ?? []).filter((photo) => !known.has(photo.id));
    const uploads = await readUploadsForClaim(
      db,
      tx,
      fresh.map((photo) => photo.id),
      editor.uid,
    );
    if (!uploads) return "photo-gone";
    const photos = draft.photos?.map((photo) => ({ ...photo, ...uploads.sizes.get(photo.id) }));
    return { draft: photos ? { ...draft, photos } : draft, claim: uploads.claim };
  };

  const fromPublic = (data: Record<string, unknown>): DestinationEdit | null => {
    const parsed = destinationSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      draft: parsed.data,
      words: storedDestinationWords(data),
      version: 0,
      status: publicStatus(data),
      publishedVersion: 0,
      updatedAt: null,
      updatedBy: null,
    };
  };

  const fromStored = (data: unknown): DestinationEdit | null => {
    const parsed = storedEditSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      ...parsed.data,
      // An edit saved before words were stored: rendered once, here.
      words: parsed.data.words ?? destinationWordsOf(parsed.data.draft),
      updatedAt: parsed.data.updatedAt?.toDate().toISOString() ?? null,
    };
  };

  /** Reads, checks the version, applies `change` and records it, in one transaction. */
  const change = (
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
    apply: (
      current: DestinationEdit,
      tx: FirebaseFirestore.Transaction,
      publicRecord: DocumentData | undefined,
    ) => Change | Promise<Change>,
  ): Promise<Result<EditDone, EditError>> =>
    withDeadline(
      db.runTransaction(async (tx) => {
        const editRef = edits.doc(String(id));
        const [editDoc, publicDoc] = await Promise.all([
          tx.get(editRef),
          tx.get(published.doc(String(id))),
        ]);
        const current = editDoc.exists
          ? fromStored(editDoc.data())
          : publicDoc.exists
            ? fromPublic(publicDoc.data()!)
            : null;
        if (!current) return fail("not-found" as const);
        if (current.version !== expectedVersion) return fail("stale" as const);
        const publicRecord = publicDoc.exists ? publicDoc.data() : undefined;
        const outcome = await apply(current, tx, publicRecord);
        if (outcome === "invalid" || outcome === "photo-gone") return fail(outcome);
        const { next, action, fields } = outcome;
        const released = releasedBetween(
          photoIdsOf(current.draft, publicRecord),
          photoIdsOf(next.draft, outcome.publicAfter ?? publicRecord),
        );
        releasePhotos(db, tx, released);
        tx.set(editRef, {
          draft: next.draft,
          words: next.words,
          version: next.version,
          status: next.status,
          publishedVersion: next.publishedVersion,
          updatedAt: Timestamp.now(),
          updatedBy: editor.email,
        });
        recordChange(db, tx, { kind: "destination", itemId: String(id), action, fields, editor });
        return ok({ version: next.version, released });
      }),
      DEADLINES_MS.write * 3,
      "Firestore: save destination",
    );

  return {
    async list() {
      const [publicDocs, editDocs] = await withDeadline(
        Promise.all([
          published.select("name", "countryCode", "continent", "status").get(),
          edits.get(),
        ]),
        DEADLINES_MS.catalogue,
        "Firestore: list destinations for editors",
      );
      const rows = new Map<number, DestinationRow>();
      for (const doc of publicDocs.docs) {
        const id = Number(doc.id);
        if (!Number.isSafeInteger(id)) continue;
        rows.set(id, {
          id,
          name: String(doc.get("name") ?? doc.id),
          countryCode: String(doc.get("countryCode") ?? ""),
          continent: (doc.get("continent") as string | undefined) ?? null,
          status: publicStatus(doc.data()),
          unpublishedChanges: false,
        });
      }
      for (const doc of editDocs.docs) {
        // The list shows no words: parsed without rendering any.
        const parsed = storedEditSchema.safeParse(doc.data());
        if (!parsed.success) continue;
        const edit = parsed.data;
        rows.set(edit.draft.id, {
          id: edit.draft.id,
          name: edit.draft.name,
          countryCode: edit.draft.countryCode,
          continent: edit.draft.continent ?? null,
          status: edit.status,
          unpublishedChanges: edit.publishedVersion !== edit.version,
        });
      }
      return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },

    async unpublished() {
      const drafts = await withDeadline(
        edits.where("publishedVersion", "==", null).get(),
        DEADLINES_MS.read,
        "Firestore: list unpublished drafts",
      );
      return drafts.docs.flatMap((doc) => {
        const parsed = storedEditSchema.safeParse(doc.data());
        return parsed.success ? [parsed.data.draft] : [];
      });
    },

    async get(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [editDoc, publicDoc] = await withDeadline(
        Promise.all([edits.doc(String(id)).get(), published.doc(String(id)).get()]),
        DEADLINES_MS.read,
        "Firestore: read destination for editors",
      );
      if (editDoc.exists) return fromStored(editDoc.data());
      return publicDoc.exists ? fromPublic(publicDoc.data()!) : null;
    },

    async create(fields, editor, options = {}) {
      return withDeadline(
        db.runTransaction(async (tx) => {
          const counterRef = db.collection(COUNTERS).doc(DESTINATIONS);
          const counter = await tx.get(counterRef);
          const next = counter.exists ? Number(counter.get("next")) : FIRST_EDITORIAL_ID;
          const parsed = destinationSchema.safeParse({ ...fields, id: next });
          if (!parsed.success) return fail("invalid" as const);
          const claimed = await withUploads(tx, parsed.data, new Set(), editor);
          if (claimed === "photo-gone") return fail(claimed);
          const { draft } = claimed;
          const words = destinationWordsOf(draft);
          const publish = options.publish === true;
          tx.set(counterRef, { next: next + 1 });
          claimed.claim();
          tx.create(edits.doc(String(next)), {
            draft,
            words,
            version: 1,
            status: publish ? "published" : "draft",
            publishedVersion: publish ? 1 : null,
            updatedAt: Timestamp.now(),
            updatedBy: editor.email,
          });
          recordChange(db, tx, {
            kind: "destination",
            itemId: String(next),
            action: publish ? "created and published" : "created",
            fields: changedFields(null, draft),
            editor,
          });
          if (publish) publishDraft(tx, draft, words);
          return ok({ id: next, version: 1, released: [] });
        }),
        DEADLINES_MS.write * 3,
        "Firestore: create destination",
      );
    },

    save(id, fields, expectedVersion, editor, options = {}) {
      const { action = "saved", publish = false } = options;
      return change(id, expectedVersion, editor, async (current, tx, publicRecord) => {
        const parsed = destinationSchema.safeParse({ ...fields, id });
        if (!parsed.success) return "invalid";
        const claimed = await withUploads(
          tx,
          parsed.data,
          photoIdsOf(current.draft, publicRecord),
          editor,
        );
        if (claimed === "photo-gone") return claimed;
        claimed.claim();
        const { draft } = claimed;
        // Rendered once, here: pages and the preview show what is stored (decision 144).
        const words = destinationWordsOf(draft);
        const version = current.version + 1;
        const publicAfter = publish ? publishDraft(tx, draft, words) : undefined;
        return {
          next: {
            ...current,
            draft,
            words,
            version,
            ...(publish ? { status: "published" as const, publishedVersion: version } : {}),
          },
          action: publish ? `${action} and published` : action,
          fields: changedFields(current.draft, draft),
          ...(publicAfter ? { publicAfter } : {}),
        };
      });
    },

    publish(id, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current, tx) => {
        const record = publishDraft(tx, current.draft, current.words);
        return {
          next: {
            ...current,
            status: "published",
            publishedVersion: current.version + 1,
            version: current.version + 1,
          },
          action: "published",
          fields: [],
          publicAfter: record,
        };
      });
    },

    archive(id, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current, tx) => {
        if (current.publishedVersion !== null) {
          tx.set(
            published.doc(String(id)),
            { status: "archived", editorial: true },
            { merge: true },
          );
          bumpCatalogueVersion(tx);
        }
        const version = current.version + 1;
        return {
          next: {
            ...current,
            status: "archived",
            version,
            publishedVersion:
              current.publishedVersion === current.version ? version : current.publishedVersion,
          },
          action: "archived",
          fields: ["status"],
        };
      });
    },

    removePhoto(id, photoId, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current, tx, publicRecord) => {
        const photos = current.draft.photos ?? [];
        const kept = photos.filter((photo) => photo.id !== photoId);
        if (kept.length === photos.length) return "invalid";
        const draft = { ...current.draft, photos: kept.length > 0 ? kept : undefined };
        let publicAfter: DocumentData | undefined;
        if (publicRecord && photoIdsOf(publicRecord).has(photoId)) {
          // A takedown does not wait for the next publication: the site stops showing it now.
          const shown = (publicRecord.photos as { id: string }[]).filter(
            (photo) => photo.id !== photoId,
          );
          tx.update(published.doc(String(id)), {
            photos: shown.length > 0 ? shown : FieldValue.delete(),
          });
          bumpCatalogueVersion(tx);
          publicAfter = { photos: shown };
        }
        return {
          next: { ...current, draft, version: current.version + 1 },
          action: "photo removed",
          fields: ["photos"],
          publicAfter,
        };
      });
    },

    history: (id) => auditTrail(db, "destination", String(id)),
  };
}
