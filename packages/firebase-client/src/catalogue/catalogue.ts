import {
  type Destination,
  type DestinationType,
  destinationSchema,
  destinationTypeSchema,
} from "@travel/domain";
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { DEADLINES_MS, withDeadline } from "../deadline.js";
import {
  type DestinationWords,
  destinationWordsOf,
  storedDestinationWords,
} from "../editorial/words.js";
import type { Logger } from "../results.js";

export const DESTINATIONS = "destinations";
export const DESTINATION_TYPES = "destinationTypes";
/**
 * One document that changes with every publish of the catalogue (decision 115): instances
 * read it to learn whether anything changed, instead of re-reading every destination.
 */
export const CATALOGUE_VERSION_DOC = "catalogue/version";

export interface CatalogueData {
  destinations: Destination[];
  destinationTypes: DestinationType[];
  /**
   * Places of an earlier catalogue that no longer qualify (decision 140): written archived,
   * so their ids stay taken and travellers who saved them still see them, off every list.
   */
  archivedDestinations?: Destination[];
}

export interface SeedSummary {
  destinations: number;
  destinationTypes: number;
  /** Written archived: kept at their ids, off every list. */
  archived: number;
  /** Documents deleted because the data no longer has them. */
  removed: number;
}

export interface Catalogue {
  /** Every listed destination, by id (archived ones are left out). */
  listDestinations(): Promise<Destination[]>;
  /** Destinations editors archived: no longer listed, still readable by travellers who saved them. */
  listArchivedDestinations(): Promise<Destination[]>;
  getDestination(id: number): Promise<Destination | null>;
  /**
   * Every destination's summary and description as pages show them, by id: stored with the
   * record when it was seeded or published, or rendered here for a record from before that
   * (decision 144). One projected read of the collection.
   */
  listDestinationWords(): Promise<Map<number, DestinationWords>>;
  /** Every destination type, in the catalogue data's order. */
  listDestinationTypes(): Promise<DestinationType[]>;
  /**
   * The version of the last publish (one document read); null before the first. Within one
   * read's deadline unless told otherwise (a process's first read waits longer).
   */
  readVersion(deadlineMs?: number): Promise<string | null>;
  /** Writes the catalogue (see seedCatalogue). */
  seed(data: CatalogueData): Promise<SeedSummary>;
}

const catalogueSchema = z
  .object({
    destinations: z.array(destinationSchema),
    destinationTypes: z.array(destinationTypeSchema),
    archivedDestinations: z.array(destinationSchema).default([]),
  })
  .superRefine((data, ctx) => {
    const typeIds = new Set(data.destinationTypes.map((type) => type.id));
    const seen = new Set<number>();
    for (const [index, destination] of [
      ...data.destinations,
      ...data.archivedDestinations,
    ].entries()) {
      if (seen.has(destination.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["destinations", index, "id"],
          message: `duplicate id ${destination.id}`,
        });
      }
      seen.add(destination.id);
      for (const typeId of destination.typeIds) {
        if (!typeIds.has(typeId)) {
          ctx.addIssue({
            code: "custom",
            path: ["destinations", index, "typeIds"],
            message: `unknown type ${typeId}`,
          });
        }
      }
    }
    if (typeIds.size !== data.destinationTypes.length) {
      ctx.addIssue({ code: "custom", path: ["destinationTypes"], message: "duplicate type ids" });
    }
  });

/**
 * Writes the catalogue into destinations/{id} and destinationTypes/{id}, idempotently: the
 * data is validated first (nothing is written if any item is invalid), every document is
 * replaced by its data, and documents the data no longer has are deleted. Running it twice
 * leaves the same state as running it once. The version document is written last, once every
 * destination is in place, so an instance that sees the new version reads the whole new catalogue.
 */
export async function seedCatalogue(db: Firestore, data: CatalogueData): Promise<SeedSummary> {
  const parsed = catalogueSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`The catalogue data is invalid:\n- ${first.join("\n- ")}`);
  }
  const { destinations, destinationTypes, archivedDestinations } = parsed.data;
  const writer = db.bulkWriter();
  let removed = 0;

  const sync = async <Item extends { id: number | string }>(
    collection: string,
    items: Item[],
    extra: (item: Item) => object = () => ({}),
  ) => {
    const ref = db.collection(collection);
    const wanted = new Set(items.map((item) => String(item.id)));
    // Records the back-office published or archived belong to the editors: the repository's
    // data neither overwrites nor deletes them (docs/decisions/129).
    const editorial = new Set(
      (await ref.where("editorial", "==", true).select().get()).docs.map((doc) => doc.id),
    );
    // position keeps the data's order (Firestore has none of its own).
    items.forEach((item, position) => {
      if (!editorial.has(String(item.id)))
        void writer.set(ref.doc(String(item.id)), { ...item, position, ...extra(item) });
    });
    for (const existing of await ref.listDocuments()) {
      if (!wanted.has(existing.id) && !editorial.has(existing.id)) {
        void writer.delete(existing);
        removed += 1;
      }
    }
  };
  await sync(DESTINATION_TYPES, destinationTypes);
  // Listed and archived explicitly (clients may read only published records, firestore.rules),
  // with their words rendered now so that no page view parses Markdown (decision 144).
  await sync(
    DESTINATIONS,
    [
      ...destinations.map((destination) => ({ ...destination, status: "published" })),
      ...archivedDestinations.map((destination) => ({ ...destination, status: "archived" })),
    ],
    (destination) => ({ words: destinationWordsOf(destination) }),
  );
  await writer.close();
  await db.doc(CATALOGUE_VERSION_DOC).set({
    version: randomUUID(),
    publishedAt: FieldValue.serverTimestamp(),
    destinations: destinations.length,
    destinationTypes: destinationTypes.length,
  });
  return {
    destinations: destinations.length,
    destinationTypes: destinationTypes.length,
    archived: archivedDestinations.length,
    removed,
  };
}

export function createCatalogue(db: Firestore, logger: Logger): Catalogue {
  /** Documents are validated on the way out; one bad document is skipped, not fatal. */
  const parseAll = <T>(
    schema: z.ZodType<T>,
    docs: { id: string; data(): unknown }[],
    what: string,
  ): T[] =>
    docs.flatMap((doc) => {
      const parsed = schema.safeParse(doc.data());
      if (parsed.success) return [parsed.data];
      logger.warn(`Skipping invalid ${what} ${doc.id}`, parsed.error.issues[0]);
      return [];
    });

  // The public reader shows published records only: seeded ones carry no status, the
  // back-office's say "published" or "archived".
  const readDestinations = async (wanted: "listed" | "archived") => {
    const all = db.collection(DESTINATIONS);
    const snapshot = await withDeadline(
      (wanted === "archived" ? all.where("status", "==", "archived") : all).get(),
      DEADLINES_MS.catalogue,
      "Firestore: read destinations",
    );
    const docs = snapshot.docs.filter(
      (doc) => (doc.get("status") === "archived") === (wanted === "archived"),
    );
    return parseAll(destinationSchema, docs, "destination").sort((a, b) => a.id - b.id);
  };

  return {
    listDestinations: () => readDestinations("listed"),
    listArchivedDestinations: () => readDestinations("archived"),

    async getDestination(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const doc = await withDeadline(
        db.collection(DESTINATIONS).doc(String(id)).get(),
        DEADLINES_MS.read,
        "Firestore: read destination",
      );
      if (!doc.exists) return null;
      return parseAll(destinationSchema, [doc], "destination")[0] ?? null;
    },

    async listDestinationWords() {
      const snapshot = await withDeadline(
        db.collection(DESTINATIONS).select("summary", "description", "words").get(),
        DEADLINES_MS.catalogue,
        "Firestore: read destinations' words",
      );
      return new Map(
        snapshot.docs.flatMap((doc) => {
          const id = Number(doc.id);
          return Number.isSafeInteger(id)
            ? [[id, storedDestinationWords(doc.data())] as const]
            : [];
        }),
      );
    },

    async listDestinationTypes() {
      const snapshot = await withDeadline(
        db.collection(DESTINATION_TYPES).get(),
        // Read beside every destination, in the same full read: the same deadline.
        DEADLINES_MS.catalogue,
        "Firestore: read destination types",
      );
      const position = (doc: { get(field: string): unknown }) => {
        const value = doc.get("position");
        return typeof value === "number" ? value : Number.MAX_SAFE_INTEGER;
      };
      const ordered = [...snapshot.docs].sort(
        (a, b) => position(a) - position(b) || a.id.localeCompare(b.id),
      );
      return parseAll(destinationTypeSchema, ordered, "destination type");
    },

    async readVersion(deadlineMs = DEADLINES_MS.read) {
      const doc = await withDeadline(
        db.doc(CATALOGUE_VERSION_DOC).get(),
        deadlineMs,
        "Firestore: read the catalogue version",
      );
      const version: unknown = doc.get("version");
      return typeof version === "string" ? version : null;
    },

    seed: (data) => seedCatalogue(db, data),
  };
}
