import { climates, destinationPhotoSchema, plainLine } from "@travel/domain";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
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
import { type PostWords, postWordsOf, postWordsSchema } from "./words.js";

/**
 * Blog posts written in the back-office. posts/{id} holds the editor's draft and, once
 * published, the published copy beside it; only the server reads the collection, and the site
 * shows `published` only when the status is "published" and its date has come (scheduling).
 */
export const POSTS = "posts";

/**
 * The drawn scene a post shows when it has no hero photo: the inputs of the site's art
 * generator and the picture's alt text. Posts shipped with the site carry one; the form keeps it.
 */
export const postSceneSchema = z.object({
  // "blog-…": the art route asks the blog only for seeds of this form.
  seed: z
    .string()
    .max(80)
    .regex(/^blog-[a-z0-9]+(?:-[a-z0-9]+)*$/),
  climate: z.enum(climates),
  landscape: z.enum([
    "coast",
    "island",
    "city",
    "harbour",
    "old-town",
    "seaside-town",
    "mountains",
    "hills",
    "desert",
    "road",
  ]),
  time: z.enum(["dawn", "day", "golden", "dusk", "night"]),
  alt: z.string().trim().min(1).max(200),
});
export type PostScene = z.infer<typeof postSceneSchema>;

export const postFieldsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens."),
  title: plainLine(z.string().trim().min(1).max(200)),
  summary: z.string().trim().min(1).max(500),
  author: plainLine(z.string().trim().min(1).max(100)),
  /** What the author does ("Destination editor"), shown beside the name; optional. */
  authorRole: plainLine(z.string().trim().max(100)).optional(),
  category: z.enum(["Planning", "Budget", "Destinations", "Know-how"]),
  /** Markdown; rendered and sanitised when published (publishedWords). */
  body: z.string().trim().min(1).max(100_000),
  /** ISO date (YYYY-MM-DD): shown from that day on (scheduling). */
  publishOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hero: destinationPhotoSchema.optional(),
  scene: postSceneSchema.optional(),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** A post that ships with the site (data/posts/*.md, read by seed-posts.ts). */
export const seedPostSchema = postFieldsSchema.extend({
  /** The document id: stable, so reseeding finds the post it wrote before. */
  id: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
});
export type SeedPost = z.infer<typeof seedPostSchema>;

const postStatuses = ["draft", "published", "unpublished"] as const;
export type PostStatus = (typeof postStatuses)[number];

export interface PostEdit {
  id: string;
  draft: PostFields;
  version: number;
  status: PostStatus;
  published: PostFields | null;
  /** The published copy's body, summary and reading time as pages show them (decision 144). */
  publishedWords: PostWords | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A post as the blog shows it: the published copy, its id and its rendered words. */
export type PublishedPost = PostFields & { id: string; words: PostWords };

export type PostError = "not-found" | "stale" | "invalid" | "slug-taken";

/** A change that went through: the new version and the photos it released (decision 146). */
type PostDone = { version: number; released: string[] };

const storedSchema = z.object({
  draft: postFieldsSchema,
  version: z.number().int().positive(),
  status: z.enum(postStatuses),
  published: postFieldsSchema.nullable(),
  publishedWords: postWordsSchema.nullable().optional(),
  updatedAt: z.instanceof(Timestamp).nullable(),
  updatedBy: z.string().nullable(),
});

export interface Posts {
  list(): Promise<PostEdit[]>;
  get(id: string): Promise<PostEdit | null>;
  /** Published posts whose date is on or before `today` (YYYY-MM-DD), newest first. */
  listPublished(today: string): Promise<PublishedPost[]>;
  /** A new post as a draft, or published at once with `publish`. */
  create(
    fields: PostFields,
    editor: EditorIdentity,
    options?: { publish?: boolean },
  ): Promise<Result<{ id: string }, PostError>>;
  /**
   * Saves the draft when `expectedVersion` is still the stored one; with `publish`, publishes
   * what was saved in the same transaction (what the editor saw is what goes live).
   */
  save(
    id: string,
    fields: PostFields,
    expectedVersion: number,
    editor: EditorIdentity,
    options?: { publish?: boolean },
  ): Promise<Result<PostDone, PostError>>;
  setStatus(
    id: string,
    status: "published" | "unpublished",
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<PostDone, PostError>>;
  /**
   * Takes the draft's hero photo down: off the draft and, when the published copy shows the same
   * photo, off that too; its files are released for deletion. "invalid" without a hero.
   */
  removeHero(
    id: string,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<PostDone, PostError>>;
  history(id: string): Promise<AuditEntry[]>;
  /** Writes the posts that ship with the site as published (see seedPosts). */
  seed(posts: readonly SeedPost[]): Promise<PostSeedSummary>;
}

export function createPosts(db: Firestore): Posts {
  const posts = db.collection(POSTS);
  const parse = (id: string, data: unknown): PostEdit | null => {
    const parsed = storedSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      id,
      ...parsed.data,
      publishedWords: parsed.data.publishedWords ?? null,
      updatedAt: parsed.data.updatedAt?.toDate().toISOString() ?? null,
    };
  };
  const slugTaken = async (tx: FirebaseFirestore.Transaction, slug: string, exceptId?: string) => {
    const same = await tx.get(posts.where("draft.slug", "==", slug));
    const published = await tx.get(posts.where("published.slug", "==", slug));
    return [...same.docs, ...published.docs].some((doc) => doc.id !== exceptId);
  };

  const change = (
    id: string,
    expectedVersion: number,
    editor: EditorIdentity,
    apply: (current: PostEdit) =>
      | {
          next: Omit<PostEdit, "id" | "updatedAt" | "updatedBy">;
          action: string;
          fields: string[];
          slug?: string;
        }
      | "invalid",
  ): Promise<Result<PostDone, PostError>> =>
    withDeadline(
      db.runTransaction(async (tx) => {
        const ref = posts.doc(id);
        const doc = await tx.get(ref);
        const current = doc.exists ? parse(id, doc.data()) : null;
        if (!current) return fail("not-found" as const);
        if (current.version !== expectedVersion) return fail("stale" as const);
        const outcome = apply(current);
        if (outcome === "invalid") return fail("invalid" as const);
        const { next, action, fields, slug } = outcome;
        if (slug !== undefined && (await slugTaken(tx, slug, id)))
          return fail("slug-taken" as const);
        const released = releasedBetween(
          photoIdsOf(current.draft, current.published),
          photoIdsOf(next.draft, next.published),
        );
        releasePhotos(db, tx, released);
        tx.set(ref, { ...next, updatedAt: Timestamp.now(), updatedBy: editor.email });
        recordChange(db, tx, { kind: "post", itemId: id, action, fields, editor });
        return ok({ version: next.version, released });
      }),
      DEADLINES_MS.write * 3,
      "Firestore: save post",
    );

  return {
    async list() {
      const snapshot = await withDeadline(posts.get(), DEADLINES_MS.read, "Firestore: list posts");
      return snapshot.docs
        .flatMap((doc) => parse(doc.id, doc.data()) ?? [])
        .sort((a, b) => b.draft.publishOn.localeCompare(a.draft.publishOn));
    },

    async get(id) {
      if (!/^[A-Za-z0-9]{1,40}$/.test(id)) return null;
      const doc = await withDeadline(
        posts.doc(id).get(),
        DEADLINES_MS.read,
        "Firestore: read post",
      );
      return doc.exists ? parse(id, doc.data()) : null;
    },

    async listPublished(today) {
      const snapshot = await withDeadline(
        posts.where("status", "==", "published").get(),
        DEADLINES_MS.read,
        "Firestore: read published posts",
      );
      return snapshot.docs
        .flatMap((doc) => {
          const post = parse(doc.id, doc.data());
          if (!post?.published || post.published.publishOn > today) return [];
          // A post published before its words were stored: rendered once per read, here.
          const words = post.publishedWords ?? postWordsOf(post.published);
          return [{ ...post.published, id: doc.id, words }];
        })
        .sort((a, b) => b.publishOn.localeCompare(a.publishOn));
    },

    async create(fields, editor, options = {}) {
      const draft = postFieldsSchema.safeParse(fields);
      if (!draft.success) return fail("invalid");
      const publish = options.publish === true;
      return withDeadline(
        db.runTransaction(async (tx) => {
          if (await slugTaken(tx, draft.data.slug)) return fail("slug-taken" as const);
          const ref = posts.doc();
          tx.create(ref, {
            draft: draft.data,
            version: 1,
            status: publish ? "published" : "draft",
            published: publish ? draft.data : null,
            publishedWords: publish ? postWordsOf(draft.data) : null,
            updatedAt: Timestamp.now(),
            updatedBy: editor.email,
          });
          recordChange(db, tx, {
            kind: "post",
            itemId: ref.id,
            action: publish ? "created and published" : "created",
            fields: changedFields(null, draft.data),
            editor,
          });
          return ok({ id: ref.id });
        }),
        DEADLINES_MS.write * 3,
        "Firestore: create post",
      );
    },

    save(id, fields, expectedVersion, editor, options = {}) {
      const parsed = postFieldsSchema.safeParse(fields);
      if (!parsed.success) return Promise.resolve(fail("invalid"));
      const publish = options.publish === true;
      return change(id, expectedVersion, editor, (current) => {
        // The form does not carry the drawn scene: a save keeps the one the post had.
        const draft = { ...parsed.data, scene: parsed.data.scene ?? current.draft.scene };
        return {
          next: {
            draft,
            version: current.version + 1,
            status: publish ? "published" : current.status,
            published: publish ? draft : current.published,
            // Rendered once, when published: the blog never parses Markdown (decision 144).
            publishedWords: publish ? postWordsOf(draft) : current.publishedWords,
          },
          action: publish ? "saved and published" : "saved",
          fields: changedFields(current.draft, parsed.data),
          slug: parsed.data.slug,
        };
      });
    },

    setStatus(id, status, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current) => ({
        next: {
          draft: current.draft,
          version: current.version + 1,
          status,
          published: status === "published" ? current.draft : current.published,
          // Rendered once, when published: the blog never parses Markdown (decision 144).
          publishedWords:
            status === "published" ? postWordsOf(current.draft) : current.publishedWords,
        },
        action: status,
        fields: [],
        slug: status === "published" ? current.draft.slug : undefined,
      }));
    },

    removeHero(id, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current) => {
        const heroId = current.draft.hero?.id;
        if (!heroId) return "invalid";
        const { hero: _, ...draft } = current.draft;
        // A takedown does not wait for the next publication.
        const shown = current.published?.hero?.id === heroId;
        const { hero: __, ...published } = current.published ?? {};
        return {
          next: {
            draft,
            version: current.version + 1,
            status: current.status,
            published: shown ? (published as PostFields) : current.published,
            publishedWords: current.publishedWords,
          },
          action: "hero removed",
          fields: ["hero"],
        };
      });
    },

    history: (id) => auditTrail(db, "post", id),
    seed: (seeded) => seedPosts(db, seeded),
  };
}

export interface PostSeedSummary {
  written: number;
  unchanged: number;
  /** Left alone: an editor changed them, or another post took their address. */
  keptForEditors: number;
}

/**
 * Writes the posts as published. Idempotent, and it never undoes an editor's work: a post
 * an editor saved, published or unpublished (it names who did) is left as it is, as is a slug
 * another post now holds; an untouched post takes the repository's text.
 */
export async function seedPosts(
  db: Firestore,
  posts: readonly SeedPost[],
): Promise<PostSeedSummary> {
  const collection = db.collection(POSTS);
  const summary: PostSeedSummary = { written: 0, unchanged: 0, keptForEditors: 0 };
  const existing = await withDeadline(
    collection.get(),
    DEADLINES_MS.catalogue,
    "Firestore: read posts to seed",
  );
  const byId = new Map(existing.docs.map((doc) => [doc.id, doc.data()]));
  const slugOwners = new Map<string, string>();
  for (const doc of existing.docs) {
    for (const copy of ["draft", "published"] as const) {
      const slug: unknown = doc.get(`${copy}.slug`);
      if (typeof slug === "string") slugOwners.set(slug, doc.id);
    }
  }
  const batch = db.batch();
  for (const { id, ...fields } of posts) {
    const stored = byId.get(id);
    const owner = slugOwners.get(fields.slug);
    if ((stored && stored.updatedBy !== null) || (owner !== undefined && owner !== id)) {
      summary.keptForEditors += 1;
      continue;
    }
    const post: PostFields = fields;
    const words = postWordsOf(post);
    if (
      stored &&
      sameJson(stored.draft, post) &&
      sameJson(stored.published, post) &&
      sameJson(stored.publishedWords, words)
    ) {
      summary.unchanged += 1;
      continue;
    }
    batch.set(collection.doc(id), {
      draft: post,
      published: post,
      publishedWords: words,
      status: "published",
      version: stored ? Number(stored.version) + 1 : 1,
      updatedAt: Timestamp.now(),
      // Null marks the repository's own copy: the first editor's change names them.
      updatedBy: null,
    });
    summary.written += 1;
  }
  await withDeadline(batch.commit(), DEADLINES_MS.catalogue, "Firestore: seed posts");
  return summary;
}

/** Field order differs between what was read and what is written; compare by sorted keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, entry]) => entry !== undefined)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, entry]) => [key, canonical(entry)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
