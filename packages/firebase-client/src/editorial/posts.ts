import { destinationPhotoSchema } from "@travel/domain";
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

/**
 * Blog posts written in the back-office. posts/{id} holds the editor's draft and, once
 * published, the published copy beside it; only the server reads the collection, and the site
 * shows `published` only when the status is "published" and its date has come (scheduling).
 */
export const POSTS = "posts";

export const postFieldsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens."),
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(500),
  author: z.string().trim().min(1).max(100),
  category: z.enum(["Planning", "Budget", "Destinations", "Know-how"]),
  /** Markdown; rendered and sanitised by the site. */
  body: z.string().trim().min(1).max(100_000),
  /** ISO date (YYYY-MM-DD): shown from that day on (scheduling). */
  publishOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hero: destinationPhotoSchema.optional(),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

const postStatuses = ["draft", "published", "unpublished"] as const;
export type PostStatus = (typeof postStatuses)[number];

export interface PostEdit {
  id: string;
  draft: PostFields;
  version: number;
  status: PostStatus;
  published: PostFields | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export type PostError = "not-found" | "stale" | "invalid" | "slug-taken";

const storedSchema = z.object({
  draft: postFieldsSchema,
  version: z.number().int().positive(),
  status: z.enum(postStatuses),
  published: postFieldsSchema.nullable(),
  updatedAt: z.instanceof(Timestamp).nullable(),
  updatedBy: z.string().nullable(),
});

export interface Posts {
  list(): Promise<PostEdit[]>;
  get(id: string): Promise<PostEdit | null>;
  /** Published posts whose date is on or before `today` (YYYY-MM-DD), newest first. */
  listPublished(today: string): Promise<(PostFields & { id: string })[]>;
  create(fields: PostFields, editor: EditorIdentity): Promise<Result<{ id: string }, PostError>>;
  save(
    id: string,
    fields: PostFields,
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<{ version: number }, PostError>>;
  setStatus(
    id: string,
    status: "published" | "unpublished",
    expectedVersion: number,
    editor: EditorIdentity,
  ): Promise<Result<{ version: number }, PostError>>;
  history(id: string): Promise<AuditEntry[]>;
}

export function createPosts(db: Firestore): Posts {
  const posts = db.collection(POSTS);
  const parse = (id: string, data: unknown): PostEdit | null => {
    const parsed = storedSchema.safeParse(data);
    if (!parsed.success) return null;
    return { id, ...parsed.data, updatedAt: parsed.data.updatedAt?.toDate().toISOString() ?? null };
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
    apply: (current: PostEdit) => {
      next: Omit<PostEdit, "id" | "updatedAt" | "updatedBy">;
      action: string;
      fields: string[];
      slug?: string;
    },
  ): Promise<Result<{ version: number }, PostError>> =>
    withDeadline(
      db.runTransaction(async (tx) => {
        const ref = posts.doc(id);
        const doc = await tx.get(ref);
        const current = doc.exists ? parse(id, doc.data()) : null;
        if (!current) return fail("not-found" as const);
        if (current.version !== expectedVersion) return fail("stale" as const);
        const { next, action, fields, slug } = apply(current);
        if (slug !== undefined && (await slugTaken(tx, slug, id)))
          return fail("slug-taken" as const);
        tx.set(ref, { ...next, updatedAt: Timestamp.now(), updatedBy: editor.email });
        recordChange(db, tx, { kind: "post", itemId: id, action, fields, editor });
        return ok({ version: next.version });
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
          return post?.published && post.published.publishOn <= today
            ? [{ ...post.published, id: doc.id }]
            : [];
        })
        .sort((a, b) => b.publishOn.localeCompare(a.publishOn));
    },

    async create(fields, editor) {
      const draft = postFieldsSchema.safeParse(fields);
      if (!draft.success) return fail("invalid");
      return withDeadline(
        db.runTransaction(async (tx) => {
          if (await slugTaken(tx, draft.data.slug)) return fail("slug-taken" as const);
          const ref = posts.doc();
          tx.create(ref, {
            draft: draft.data,
            version: 1,
            status: "draft",
            published: null,
            updatedAt: Timestamp.now(),
            updatedBy: editor.email,
          });
          recordChange(db, tx, {
            kind: "post",
            itemId: ref.id,
            action: "created",
            fields: changedFields(null, draft.data),
            editor,
          });
          return ok({ id: ref.id });
        }),
        DEADLINES_MS.write * 3,
        "Firestore: create post",
      );
    },

    save(id, fields, expectedVersion, editor) {
      const draft = postFieldsSchema.safeParse(fields);
      if (!draft.success) return Promise.resolve(fail("invalid"));
      return change(id, expectedVersion, editor, (current) => ({
        next: {
          draft: draft.data,
          version: current.version + 1,
          status: current.status,
          published: current.published,
        },
        action: "saved",
        fields: changedFields(current.draft, draft.data),
        slug: draft.data.slug,
      }));
    },

    setStatus(id, status, expectedVersion, editor) {
      return change(id, expectedVersion, editor, (current) => ({
        next: {
          draft: current.draft,
          version: current.version + 1,
          status,
          published: status === "published" ? current.draft : current.published,
        },
        action: status,
        fields: [],
        slug: status === "published" ? current.draft.slug : undefined,
      }));
    },

    history: (id) => auditTrail(db, "post", id),
  };
}
