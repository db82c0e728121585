import { data } from "react-router";
import { formatDate } from "@travel/domain";
import {
  type EditorIdentity,
  type PostFields,
  postFieldsSchema,
  postWordsOf,
} from "@travel/firebase-client";
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
import { forgetPublishedPosts, postScene } from "~/features/content/blog-posts.server";
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
  stalePreview:
    "Someone saved this post after this preview was made, so it was not published. Here is the latest version: check it, then publish.",
} as const;

export type PostReply = {
  formError: string;
  errors: FieldErrors;
  values: PostFormValues;
  version: number | null;
};

const postPath = (id: string) => `/admin/posts/${id}`;
const refuse = (status: number, reply: PostReply) => data(reply, { status });

const postFormValues = (fields: PostFields | null): PostFormValues =>
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
    unpublishedChanges: post.status === "published" && !samePost(post.draft, post.published),
    values: postFormValues(post.draft),
    // The saved body as the blog will show it, beside the text (rendered here, not on the blog).
    bodyHtml: postWordsOf(post.draft).bodyHtml,
    hero: post.draft.hero ? photoView(post.draft.hero) : null,
    history,
  };
}

const samePost = (a: PostFields, b: PostFields | null) =>
  b !== null &&
  JSON.stringify(postFormValues(a)) === JSON.stringify(postFormValues(b)) &&
  a.hero?.id === b.hero?.id;

/** The author a new post starts with: the editor's own name from their profile. */
export async function newPostValues(editor: EditorIdentity): Promise<PostFormValues> {
  const profile = await needsBackend(() => getServices().profiles.getProfile(editor.uid));
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  return {
    ...postFormValues(null),
    publishOn: new Date().toISOString().slice(0, 10),
    author: name,
  };
}

/** The draft as its page on the blog will show it (the same article component and renderer). */
export async function loadPostPreview(id: string) {
  const post = await needsBackend(() => getServices().posts.get(id));
  if (!post) throw data(null, { status: 404 });
  const { draft } = post;
  const words = postWordsOf(draft);
  return {
    id,
    version: post.version,
    status: post.status,
    published: post.status === "published" && samePost(draft, post.published),
    article: {
      title: draft.title,
      summary: draft.summary,
      author: draft.author,
      authorRole: draft.authorRole || null,
      category: draft.category,
      publishedOn: draft.publishOn,
      publishedLabel: formatDate(draft.publishOn),
      readingMinutes: words.readingMinutes,
      bodyHtml: words.bodyHtml,
      hero: draft.hero ? photoView(draft.hero) : null,
      art: draft.hero ? null : { scene: postScene(draft), alt: draft.scene?.alt ?? "" },
    },
  };
}

/** The Markdown beside the text, as the blog will show it: for the form's live preview. */
export async function markdownPreview(request: Request) {
  const form = await readForm(request, { maxBytes: 256 * 1024 });
  const text = String(form.get("body") ?? "").slice(0, 100_000);
  const problem = markdownFieldMessage(text);
  return Response.json(
    problem ? { problem } : { html: postWordsOf({ body: text, summary: "" }).bodyHtml },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The post form's buttons: each saves the fields on screen first. */
const postIntent = (form: FormData) => {
  const intent = String(form.get("intent") ?? "save");
  return (
    (["save", "preview", "publish", "unpublish", "remove"] as const).find(
      (known) => known === intent,
    ) ?? null
  );
};

export async function createPost(request: Request, editor: EditorIdentity) {
  const form = await readForm(request, { maxBytes: 256 * 1024 });
  const intent = postIntent(form) ?? "save";
  const parsed = parsePostForm(form, undefined);
  if (!parsed.ok)
    return refuse(400, {
      formError: POST_MESSAGES.invalid,
      errors: parsed.errors,
      values: parsed.values,
      version: null,
    });
  const created = await needsBackend(() =>
    getServices().posts.create(parsed.fields, editor, { publish: intent === "publish" }),
  );
  if (!created.ok) {
    const slugTaken = created.error === "slug-taken";
    return refuse(slugTaken ? 409 : 400, {
      formError: slugTaken ? POST_MESSAGES.slugTaken : POST_MESSAGES.invalid,
      errors: slugTaken ? { slug: [POST_MESSAGES.slugTaken] } : {},
      values: parsed.values,
      version: null,
    });
  }
  if (intent === "publish") forgetPublishedPosts();
  return redirectWithToast(
    intent === "preview" ? `${postPath(created.id)}/preview` : postPath(created.id),
    {
      type: "success",
      description: intent === "publish" ? POST_MESSAGES.published : POST_MESSAGES.created,
    },
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
  if (intent === "publish-saved") return publishSavedPost(id, version, editor);
  const chosen = postIntent(form);
  if (!chosen || chosen === "remove") throw data("Unknown action.", { status: 400 });
  const parsed = parsePostForm(form, current.draft.hero);
  if (!parsed.ok)
    return refuse(400, {
      formError: POST_MESSAGES.invalid,
      errors: parsed.errors,
      values: parsed.values,
      version,
    });
  const saved = await needsBackend(() =>
    posts.save(id, parsed.fields, version, editor, { publish: chosen === "publish" }),
  );
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
  let released = saved.released.length > 0;
  if (chosen === "unpublish") {
    const outcome = await needsBackend(() =>
      posts.setStatus(id, "unpublished", saved.version, editor),
    );
    released ||= outcome.ok && outcome.released.length > 0;
  }
  // This instance shows the change at once; the others within POSTS_HOLD_MS.
  if (chosen === "publish" || chosen === "unpublish") forgetPublishedPosts();
  // A publication replacing the published hero lets the old one go.
  if (released) await takeDownReleased();
  return redirectWithToast(
    chosen === "preview" ? `${postPath(id)}/preview` : postPath(id),
    {
      type: "success",
      description:
        chosen === "publish"
          ? POST_MESSAGES.published
          : chosen === "unpublish"
            ? POST_MESSAGES.unpublished
            : POST_MESSAGES.saved,
    },
    { status: 303 },
  );
}

/** The preview's button: publishes the saved draft it shows, if nobody saved since. */
async function publishSavedPost(id: string, version: number, editor: EditorIdentity) {
  const outcome = await needsBackend(() =>
    getServices().posts.setStatus(id, "published", version, editor),
  );
  if (!outcome.ok)
    return redirectWithToast(
      `${postPath(id)}/preview`,
      {
        type: "error",
        description:
          outcome.error === "slug-taken" ? POST_MESSAGES.slugTaken : POST_MESSAGES.stalePreview,
      },
      { status: 303 },
    );
  forgetPublishedPosts();
  if (outcome.released.length > 0) await takeDownReleased();
  return redirectWithToast(
    postPath(id),
    { type: "success", description: POST_MESSAGES.published },
    { status: 303 },
  );
}
