import { data } from "@remix-run/node";
import { type EditorIdentity, type PostFields, postFieldsSchema } from "@travel/firebase-client";
import { redirectWithToast } from "~/features/toasts/toast.server";
import { needsBackend } from "~/lib/http/backend.server";
import {
  type FieldErrors,
  type FieldWording,
  keptValues,
  readSubmission,
} from "~/lib/http/form-reply.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { photoView } from "~/features/photos/photo-addresses";
import { forgetPublishedPosts } from "~/features/content/blog-posts.server";
import { POST_TEXT_FIELDS, type PostFormValues } from "./post-form";
import { markdownFieldMessage } from "./markdown-fields.server";
import {
  forgetUpload,
  PHOTO_MESSAGES,
  receivePhoto,
  takeDownReleased,
} from "./photo-upload.server";

const POST_MESSAGES = {
  invalid: "Some fields need attention: see the messages next to them.",
  stale:
    "Someone else saved this post after you opened it, so your changes were not saved. Your text is still in the form below: save again to replace theirs.",
  slugTaken: "Another post already has this address (slug). Choose another.",
  saved: "Draft saved.",
  created: "Post created as a draft.",
  published: "Published: the post shows on the blog from its date on.",
  unpublished: "Unpublished: the post is no longer on the blog.",
} as const;

export type PostReply = {
  formError: string;
  errors: FieldErrors;
  values: PostFormValues;
  version: number | null;
};

const postPath = (id: string) => `/admin/posts/${id}`;
const refuse = (status: number, reply: PostReply) => data(reply, { status });

export const postFormValues = (fields: PostFields | null): PostFormValues =>
  Object.fromEntries(
    POST_TEXT_FIELDS.map((name) => [name, fields ? String(fields[name] ?? "") : ""]),
  ) as PostFormValues;

/** What a person reads about each field the form gets wrong. */
const POST_WORDING: FieldWording = {
  slug: "Use lower-case letters, digits and single hyphens, like my-first-post.",
  title: "Give the post a title.",
  summary: "Write a summary of at most 500 characters.",
  author: "Say who wrote it.",
  authorRole: "Keep the author's role under 100 characters.",
  category: "Choose a category.",
  body: "Write the post (Markdown).",
  publishOn: "Choose the day it appears.",
};

/** The form's fields: the post's own, with text the renderer would be slow on refused (decision 144). */
const postFormSchema = postFieldsSchema
  .omit({ hero: true, scene: true })
  .superRefine((post, ctx) => {
    for (const field of ["summary", "body"] as const) {
      const message = markdownFieldMessage(post[field]);
      if (message) ctx.addIssue({ code: "custom", path: [field], message });
    }
  });

function parsePostForm(form: FormData, hero: PostFields["hero"]) {
  const values = keptValues(form, POST_TEXT_FIELDS) as PostFormValues;
  const parsed = readSubmission(form, postFormSchema, POST_WORDING);
  if (!parsed.ok) return { ok: false as const, errors: parsed.errors, values };
  return { ok: true as const, fields: { ...parsed.data, hero } as PostFields, values };
}

export async function loadPostEditor(id: string) {
  const { posts } = getServices();
  const [post, history] = await needsBackend(() => Promise.all([posts.get(id), posts.history(id)]));
  if (!post) throw data(null, { status: 404 });
  return {
    id,
    title: post.draft.title,
    status: post.status,
    version: post.version,
    publishedSlug: post.published?.slug ?? null,
    values: postFormValues(post.draft),
    hero: post.draft.hero ? photoView(post.draft.hero) : null,
    history,
  };
}

export async function createPost(request: Request, editor: EditorIdentity) {
  const form = await readForm(request, { maxBytes: 256 * 1024 });
  const parsed = parsePostForm(form, undefined);
  if (!parsed.ok)
    return refuse(400, {
      formError: POST_MESSAGES.invalid,
      errors: parsed.errors,
      values: parsed.values,
      version: null,
    });
  const created = await needsBackend(() => getServices().posts.create(parsed.fields, editor));
  if (!created.ok) {
    const slugTaken = created.error === "slug-taken";
    return refuse(slugTaken ? 409 : 400, {
      formError: slugTaken ? POST_MESSAGES.slugTaken : POST_MESSAGES.invalid,
      errors: slugTaken ? { slug: [POST_MESSAGES.slugTaken] } : {},
      values: parsed.values,
      version: null,
    });
  }
  return redirectWithToast(
    postPath(created.id),
    { type: "success", description: POST_MESSAGES.created },
    { status: 303 },
  );
}

export async function changePost(request: Request, id: string, editor: EditorIdentity) {
  const { posts } = getServices();
  const current = await needsBackend(() => posts.get(id));
  if (!current) throw data(null, { status: 404 });

  // The hero photo: a multipart upload replaces it.
  if (/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    const received = await receivePhoto(request, editor);
    if (!received.ok) return received.answer;
    const version = Number(received.form.get("version"));
    const saved = await needsBackend(() =>
      posts.save(id, { ...current.draft, hero: received.photo }, version, editor),
    );
    if (!saved.ok) {
      // A save that lost the race leaves no file behind.
      await forgetUpload(received.photo.id);
      return data({ formError: PHOTO_MESSAGES.stale, errors: {}, values: {} }, { status: 409 });
    }
    // The hero it replaced, unless the published copy still shows it.
    if (saved.released.length > 0) await takeDownReleased();
    return redirectWithToast(
      `${postPath(id)}/photos`,
      { type: "success", description: "Hero photo saved." },
      { status: 303 },
    );
  }

  const form = await readForm(request, { maxBytes: 256 * 1024 });
  const intent = form.get("intent");
  const version = Number(form.get("version"));
  if (intent === "remove") {
    // A takedown: off the draft and the blog, its files deleted (decision 146).
    const removed = await needsBackend(() => posts.removeHero(id, version, editor));
    if (!removed.ok)
      return data({ formError: PHOTO_MESSAGES.stale, errors: {}, values: {} }, { status: 409 });
    await takeDownReleased();
    forgetPublishedPosts();
    return redirectWithToast(
      `${postPath(id)}/photos`,
      { type: "success", description: "Hero photo removed." },
      { status: 303 },
    );
  }
  if (intent === "save") {
    const parsed = parsePostForm(form, current.draft.hero);
    if (!parsed.ok)
      return refuse(400, {
        formError: POST_MESSAGES.invalid,
        errors: parsed.errors,
        values: parsed.values,
        version,
      });
    const saved = await needsBackend(() => posts.save(id, parsed.fields, version, editor));
    if (!saved.ok) {
      if (saved.error === "slug-taken")
        return refuse(409, {
          formError: POST_MESSAGES.slugTaken,
          errors: { slug: [POST_MESSAGES.slugTaken] },
          values: parsed.values,
          version,
        });
      const latest = await needsBackend(() => posts.get(id));
      return refuse(409, {
        formError: POST_MESSAGES.stale,
        errors: {},
        values: parsed.values,
        version: latest?.version ?? null,
      });
    }
    return redirectWithToast(
      postPath(id),
      { type: "success", description: POST_MESSAGES.saved },
      { status: 303 },
    );
  }
  if (intent === "publish" || intent === "unpublish") {
    const outcome = await needsBackend(() =>
      posts.setStatus(id, intent === "publish" ? "published" : "unpublished", version, editor),
    );
    if (!outcome.ok) {
      const slugTaken = outcome.error === "slug-taken";
      return refuse(409, {
        formError: slugTaken ? POST_MESSAGES.slugTaken : POST_MESSAGES.stale,
        errors: {},
        values: postFormValues(current.draft),
        version: current.version,
      });
    }
    // This instance shows the change at once; the others within POSTS_HOLD_MS.
    forgetPublishedPosts();
    // A publication replacing the published hero lets the old one go.
    if (outcome.released.length > 0) await takeDownReleased();
    return redirectWithToast(
      postPath(id),
      {
        type: "success",
        description: intent === "publish" ? POST_MESSAGES.published : POST_MESSAGES.unpublished,
      },
      { status: 303 },
    );
  }
  throw data("Unknown action.", { status: 400 });
}
