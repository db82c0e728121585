import { randomUUID } from "node:crypto";
import { type DestinationType, destinationTypeSchema, plainLine } from "@travel/domain";
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { CATALOGUE_VERSION_DOC, DESTINATION_TYPES } from "../catalogue/catalogue.js";
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
 * Destination types edited in the back-office (decision 133). A type has no draft: a save is
 * public at once, like the seed, and bumps the catalogue's version so every instance's held
 * copy (browse filter, /api/destination-types) follows within the check interval. `editVersion`
 * counts saves for the stale-save check; seeded types have none (0). An edited type is marked
 * `editorial`, so reseeding leaves it as the editors left it (decision 129).
 */
export const typeFieldsSchema = z.object({
  name: plainLine(z.string().trim().min(1).max(60)),
  description: z.string().trim().min(1).max(300),
});
export type TypeFields = z.infer<typeof typeFieldsSchema>;

export const newTypeSchema = typeFieldsSchema.extend({
  id: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[a-z]+(?:-[a-z]+)*$/, "Use lower-case letters and single hyphens."),
});

export interface TypeEdit extends DestinationType {
  editVersion: number;
  editorial: boolean;
}

export type TypeError = "not-found" | "stale" | "invalid" | "taken";

export interface TypeEdits {
  list(): Promise<TypeEdit[]>;
  get(id: string): Promise<TypeEdit | null>;
  create(
    fields: z.infer<typeof newTypeSchema>,
    editor: EditorIdentity,
  ): Promise<Result<{ id: string }, TypeError>>;
  save(
    id: string,
    fields: TypeFields,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<{ version: number }, TypeError>>;
  history(id: string): Promise<AuditEntry[]>;
}

const TYPE_ID = /^[a-z]+(?:-[a-z]+)*$/;

export function createTypeEdits(db: Firestore): TypeEdits {
  const types = db.collection(DESTINATION_TYPES);
  const parse = (data: Record<string, unknown> | undefined): TypeEdit | null => {
    const parsed = destinationTypeSchema.safeParse(data);
    if (!parsed.success) return null;
    const editVersion = data?.editVersion;
    return {
      ...parsed.data,
      editVersion: typeof editVersion === "number" ? editVersion : 0,
      editorial: data?.editorial === true,
    };
  };
  // Written with the type in one transaction, like a destination's publication.
  const bumpCatalogueVersion = (tx: Transaction) =>
    tx.set(
      db.doc(CATALOGUE_VERSION_DOC),
      { version: randomUUID(), publishedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );

  return {
    async list() {
      const snapshot = await withDeadline(types.get(), DEADLINES_MS.read, "Firestore: list types");
      const position = (doc: { get(field: string): unknown }) => {
        const value = doc.get("position");
        return typeof value === "number" ? value : Number.MAX_SAFE_INTEGER;
      };
      return [...snapshot.docs]
        .sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id))
        .flatMap((doc) => parse(doc.data()) ?? []);
    },

    async get(id) {
      if (!TYPE_ID.test(id) || id.length > 40) return null;
      const doc = await withDeadline(
        types.doc(id).get(),
        DEADLINES_MS.read,
        "Firestore: read type",
      );
      return doc.exists ? parse(doc.data()) : null;
    },

    async create(fields, editor) {
      const parsed = newTypeSchema.safeParse(fields);
      if (!parsed.success) return fail("invalid");
      const { id, ...rest } = parsed.data;
      return withDeadline(
        db.runTransaction(async (tx) => {
          const ref = types.doc(id);
          if ((await tx.get(ref)).exists) return fail("taken" as const);
          const last = await tx.get(types.orderBy("position", "desc").limit(1));
          const position = Number(last.docs[0]?.get("position") ?? -1) + 1;
          tx.create(ref, { id, ...rest, position, editVersion: 1, editorial: true });
          bumpCatalogueVersion(tx);
          recordChange(db, tx, {
            kind: "destinationType",
            itemId: id,
            action: "created",
            fields: changedFields(null, parsed.data),
            editor,
          });
          return ok({ id });
        }),
        DEADLINES_MS.write * 3,
        "Firestore: create type",
      );
    },

    save(id, fields, expectedVersion, editor) {
      const parsed = typeFieldsSchema.safeParse(fields);
      if (!parsed.success || !TYPE_ID.test(id)) return Promise.resolve(fail("invalid"));
      return withDeadline(
        db.runTransaction(async (tx) => {
          const ref = types.doc(id);
          const doc = await tx.get(ref);
          const current = doc.exists ? parse(doc.data()) : null;
          if (!current) return fail("not-found" as const);
          if (current.editVersion !== expectedVersion) return fail("stale" as const);
          const version = current.editVersion + 1;
          tx.set(ref, { ...parsed.data, editVersion: version, editorial: true }, { merge: true });
          bumpCatalogueVersion(tx);
          recordChange(db, tx, {
            kind: "destinationType",
            itemId: id,
            action: "saved",
            fields: changedFields(
              { name: current.name, description: current.description },
              parsed.data,
            ),
            editor,
          });
          return ok({ version });
        }),
        DEADLINES_MS.write * 3,
        "Firestore: save type",
      );
    },

    history: (id) => auditTrail(db, "destinationType", id),
  };
}
