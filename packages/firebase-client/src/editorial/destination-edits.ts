import { type Destination, destinationSchema } from "@travel/domain";
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
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

export type EditError = "not-found" | "stale" | "invalid";

const storedEditSchema = z.object({
  draft: destinationSchema,
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
  /** A new destination as a draft; returns its id. */
  create(draft: Omit<Destination, "id">, editor: EditorIdentity): Promise<{ id: number }>;
  /** Saves the draft when `expectedVersion` is still the stored one; "stale" otherwise. */
  save(
    id: number,
    draft: Omit<Destination, "id">,
    expectedVersion: number,
    editor: EditorIdentity,
    action?: string,
  ): Promise<Result<{ version: number }, EditError>>;
  publish(
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<{ version: number }, EditError>>;
  archive(
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<{ version: number }, EditError>>;
  history(id: number): Promise<AuditEntry[]>;
}

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

  const fromPublic = (data: Record<string, unknown>): DestinationEdit | null => {
    const parsed = destinationSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      draft: parsed.data,
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
    return { ...parsed.data, updatedAt: parsed.data.updatedAt?.toDate().toISOString() ?? null };
  };

  /** Reads, checks the version, applies `change` and records it, in one transaction. */
  const change = (
    id: number,
    expectedVersion: number,
    editor: EditorIdentity,
    apply: (
      current: DestinationEdit,
      tx: FirebaseFirestore.Transaction,
    ) => { next: DestinationEdit; action: string; fields: string[] } | "invalid",
  ): Promise<Result<{ version: number }, EditError>> =>
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
        const outcome = apply(current, tx);
        if (outcome === "invalid") return fail("invalid" as const);
        const { next, action, fields } = outcome;
        tx.set(editRef, {
          draft: next.draft,
          version: next.version,
          status: next.status,
          publishedVersion: next.publishedVersion,
          updatedAt: Timestamp.now(),
          updatedBy: editor.email,
        });
        recordChange(db, tx, { kind: "destination", itemId: String(id), action, fields, editor });
        return ok({ version: next.version });
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
        const edit = fromStored(doc.data());
        if (!edit) continue;
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

    async create(fields, editor) {
      return withDeadline(
        db.runTransaction(async (tx) => {
          const counterRef = db.collection(COUNTERS).doc(DESTINATIONS);
          const counter = await tx.get(counterRef);
          const next = counter.exists ? Number(counter.get("next")) : FIRST_EDITORIAL_ID;
          const draft = destinationSchema.parse({ ...fields, id: next });
          tx.set(counterRef, { next: next + 1 });
          tx.create(edits.doc(String(next)), {
            draft,
            version: 1,
            status: "draft",
            publishedVersion: null,
            updatedAt: Timestamp.now(),
            updatedBy: editor.email,
          });
          recordChange(db, tx, {
            kind: "destination",
            itemId: String(next),
            action: "created",
            fields: changedFields(null, draft),
            editor,
          });
          return { id: next };
        }),
        DEADLINES_MS.write * 3,
        "Firestore: create destination",
      );
    },

    save(id, fields, expectedVersion, editor, action = "saved") {
      return change(id, expectedVersion, editor, (current) => {
        const parsed = destinationSchema.safeParse({ ...fields, id });
        if (!parsed.success) return "invalid";
        return {
          next: { ...current, draft: parsed.data, version: current.version + 1 },
          action,
          fields: changedFields(current.draft, parsed.data),
        };
      });
    },

    publish(id, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current, tx) => {
        // The public record: the draft as it was previewed, marked editorial so a reseed of
        // the repository's catalogue neither overwrites nor deletes it.
        tx.set(published.doc(String(id)), {
          ...current.draft,
          status: "published",
          editorial: true,
        });
        bumpCatalogueVersion(tx);
        return {
          next: {
            ...current,
            status: "published",
            publishedVersion: current.version + 1,
            version: current.version + 1,
          },
          action: "published",
          fields: [],
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

    history: (id) => auditTrail(db, "destination", String(id)),
  };
}
