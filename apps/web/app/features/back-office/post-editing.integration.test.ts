// Posts as editors write them (decision 173): the author from the editor's profile, Publish
// saving the fields on screen in the same step, the preview drawn as the published page, and
// the body's rendering beside the text.
import { beforeEach, describe, expect, it } from "vitest";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { action as markdownAction } from "~/routes/admin.markdown-preview";
import { action as editPost } from "~/routes/admin.posts.$id";
import { loader as previewLoader } from "~/routes/admin.posts.$id_.preview";
import { action as createPost, loader as newPost } from "~/routes/admin.posts.new";
import { blogPost } from "~/features/content/blog-posts.server";
import { browserRequest, call, type CookieJar } from "../../../test/account-requests";
import { signedInEditor } from "../../../test/editor-requests";

beforeEach(() => resetRateLimits());

const fields = (slug: string, changes: Record<string, string> = {}) => ({
  title: "Three days in the Douro valley",
  slug,
  summary: "Terraces, trains and port.",
  author: "Grace Editor",
  authorRole: "",
  category: "Destinations",
  publishOn: "2024-05-01",
  body: "## The train\n\nTake the **Linha do Douro** from São Bento.",
  ...changes,
});

async function madePost(jar: CookieJar, slug: string) {
  const created = await call(
    createPost,
    browserRequest("/admin/posts/new", { jar, body: fields(slug) }),
    { jar },
  );
  expect(created.status).toBe(303);
  return /\/admin\/posts\/([A-Za-z0-9]+)$/.exec(created.location ?? "")![1]!;
}

describe("posts in the back-office", () => {
  it("a new post's author is the editor's name from their profile", async () => {
    const { jar } = await signedInEditor({ firstName: "Ines", lastName: "Pereira" });
    const page = await call(newPost, browserRequest("/admin/posts/new", { jar }), { jar });
    expect((page.data as { values: { author: string } }).values.author).toBe("Ines Pereira");
  });

  it("Publish saves the fields on screen and publishes them in one step", async () => {
    const { jar } = await signedInEditor();
    const slug = `douro-${Date.now().toString(36)}`;
    const id = await madePost(jar, slug);
    const published = await call(
      editPost,
      browserRequest(`/admin/posts/${id}`, {
        jar,
        body: {
          ...fields(slug, { summary: "Edited, then published." }),
          intent: "publish",
          version: "1",
        },
      }),
      { jar, params: { id } },
    );
    expect(published.status).toBe(303);
    const post = await getServices().posts.get(id);
    expect(post).toMatchObject({
      status: "published",
      version: 2,
      published: { summary: "Edited, then published." },
    });
    expect((await blogPost(slug))?.summary).toBe("Edited, then published.");
  });

  it("the preview is the published page: the same title, byline and body", async () => {
    const { jar } = await signedInEditor();
    const slug = `douro-${Date.now().toString(36)}`;
    const id = await madePost(jar, slug);
    const preview = await call(
      previewLoader,
      browserRequest(`/admin/posts/${id}/preview`, { jar }),
      {
        jar,
        params: { id },
      },
    );
    const { article } = preview.data as { article: Record<string, unknown> };
    expect(article.bodyHtml).toContain("<strong>Linha do Douro</strong>");
    const published = await call(
      editPost,
      browserRequest(`/admin/posts/${id}`, {
        jar,
        body: { intent: "publish-saved", version: "1" },
      }),
      { jar, params: { id } },
    );
    expect(published.status).toBe(303);
    const page = await blogPost(slug);
    for (const field of [
      "title",
      "summary",
      "author",
      "category",
      "publishedLabel",
      "readingMinutes",
      "bodyHtml",
    ])
      expect(page?.[field as keyof typeof page], field).toEqual(article[field]);
  });

  it("renders the body beside the text as the blog will, and says when it would be too slow to", async () => {
    const { jar } = await signedInEditor();
    const rendered = await call(
      markdownAction,
      browserRequest("/admin/markdown-preview", {
        jar,
        body: { body: "A **bold** <script>x()</script> step." },
      }),
      { jar },
    );
    expect(rendered.status).toBe(200);
    const { html } = rendered.data as { html: string };
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    const slow = await call(
      markdownAction,
      browserRequest("/admin/markdown-preview", { jar, body: { body: "_*a".repeat(600) } }),
      { jar },
    );
    expect((slow.data as { problem: string }).problem).toMatch(/formatting marks/);
    // Others get the site's 404.
    const visitor = await call(
      markdownAction,
      browserRequest("/admin/markdown-preview", { body: { body: "x" } }),
    );
    expect(visitor.status).toBe(404);
  });
});
