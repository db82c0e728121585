// Editors' Markdown is rendered once, when it is saved, and stored beside its source: pages show
// the stored rendering and never parse Markdown, and text that would make the renderer slow is
// refused at the save with a message by the field (issue 41).
import { beforeEach, describe, expect, it } from "vitest";
import { refreshCatalogue } from "~/features/destinations/catalogue.server";
import { forgetPublishedPosts } from "~/features/content/blog-posts.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { loader as destinationPage } from "~/routes/destinations.$id";
import { loader as blogList } from "~/routes/blogs._index";
import { loader as blogPage } from "~/routes/blogs.$slug";
import { action as createPostAction } from "~/routes/admin.posts.new";
import { action as editPostAction } from "~/routes/admin.posts.$id";
import { browserRequest, call, type CookieJar } from "../../../test/account-requests";
import {
  changeDestination,
  createDraft,
  destinationForm,
  signedInEditor,
  withIntent,
} from "../../../test/editor-requests";
import { patchDocument } from "../../../test/emulator-rest";

beforeEach(() => resetRateLimits());

/** The text: emphasis delimiters that never pair, 10,002 characters. */
const STALLING = "_*a".repeat(3334);
/** The same at the description's full 20,000 characters. */
const STALLING_20K = "_*a".repeat(6667).slice(0, 20_000);

type DestinationPage = {
  destination: { descriptionHtml: string | null; summaryHtml: string | null; summaryText?: string };
  structuredData: { "script:ld+json": { description?: string } }[];
};
const showDestination = async (id: number) => {
  const shown = await call(destinationPage, browserRequest(`/destinations/${id}`), {
    params: { id: String(id) },
  });
  expect(shown.status).toBe(200);
  return shown.data as DestinationPage;
};

/** A new catalogue version, so this process reads the catalogue again (decision 115). */
async function rereadCatalogue() {
  await patchDocument("catalogue/version", { version: `test-${Date.now()}` });
  await refreshCatalogue();
}

const postForm = (overrides: Record<string, string> = {}) => ({
  title: "Ten days on the Albanian coast",
  slug: `albanian-coast-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  summary: "Beaches, *byrek* & ferries for < €5.",
  author: "Ana Editor",
  authorRole: "",
  category: "Destinations",
  publishOn: "2024-05-01",
  body: "## Getting there\n\nTake the **ferry** from Corfu.",
  ...overrides,
});

async function createPost(jar: CookieJar, fields: Record<string, string>) {
  const created = await call(
    createPostAction,
    browserRequest("/admin/posts/new", { jar, body: fields }),
    { jar },
  );
  return { ...created, id: /\/admin\/posts\/([A-Za-z0-9]+)$/.exec(created.location ?? "")?.[1] };
}

const changePost = (jar: CookieJar, id: string, body: Record<string, string>) =>
  call(editPostAction, browserRequest(`/admin/posts/${id}`, { jar, body }), {
    jar,
    params: { id },
  });

describe("Markdown that would stall the renderer", () => {
  it("is refused when a destination is saved, with a message by the field and the text kept", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(jar);
    for (const description of [STALLING, STALLING_20K]) {
      const refused = await changeDestination(
        jar,
        id,
        withIntent(destinationForm({ description }), "1"),
      );
      expect(refused.status).toBe(400);
      const reply = refused.data as {
        errors: Record<string, string[]>;
        values: Record<string, string>;
      };
      expect(reply.errors.description?.[0]).toMatch(/formatting marks/);
      expect(reply.values.description).toBe(description);
    }
    // As created (a form sends its line breaks as CR LF).
    expect((await getServices().destinationEdits.get(id))?.draft.description).toBe(
      "## Castle\r\n\r\nWalk up to the castle.",
    );
  });

  it("is refused when a post is created or saved, with a message by the body", async () => {
    const { jar } = await signedInEditor();
    const refused = await createPost(jar, postForm({ body: STALLING }));
    expect(refused.status).toBe(400);
    expect((refused.data as { errors: Record<string, string[]> }).errors.body?.[0]).toMatch(
      /formatting marks/,
    );
    const created = await createPost(jar, postForm());
    expect(created.status).toBe(303);
    const saved = await changePost(jar, created.id!, {
      ...postForm({ body: STALLING }),
      intent: "save",
      version: "1",
    });
    expect(saved.status).toBe(400);
    expect((await getServices().posts.get(created.id!))?.draft.body).toBe(postForm().body);
  });
});

describe("Markdown rendered once, at the save", () => {
  it("a destination page shows the rendering stored at publication, whatever its source says now", async () => {
    const { jar } = await signedInEditor();
    const id = await createDraft(
      jar,
      destinationForm({
        summary: "Fish & chips for < €10, by the *sea*.",
        description: "## Castle\n\nWalk up to the **castle** at dusk.",
      }),
    );
    expect(
      (await changeDestination(jar, id, { intent: "publish-saved", version: "1" })).status,
    ).toBe(303);
    await refreshCatalogue();
    const published = await showDestination(id);
    expect(published.destination.descriptionHtml).toContain("<strong>castle</strong>");
    // Plain text for meta and structured data, escaped once by the page, not twice here.
    expect(published.destination.summaryText).toBe("Fish & chips for < €10, by the sea.");
    expect(published.structuredData[0]?.["script:ld+json"].description).toBe(
      "Fish & chips for < €10, by the sea.",
    );

    // The source changed behind the back-office: a page that parsed Markdown on view would
    // render it (and take a second doing so); the page shows what was rendered at publication.
    await patchDocument(`destinations/${id}`, { description: STALLING, summary: STALLING });
    await rereadCatalogue();
    const viewed = await showDestination(id);
    expect(viewed.destination.descriptionHtml).toBe(published.destination.descriptionHtml);
    expect(viewed.destination.summaryHtml).toBe(published.destination.summaryHtml);
  });

  it("a post's page, the blog and the home teasers show the body, text and reading time stored at publication", async () => {
    const { jar } = await signedInEditor();
    const words = Array.from({ length: 1000 }, (_, index) => `word${index}`).join(" ");
    const created = await createPost(jar, postForm({ body: `## Long read\n\n**Bold** ${words}` }));
    expect(created.status).toBe(303);
    const slug = (await getServices().posts.get(created.id!))!.draft.slug;
    expect(
      (await changePost(jar, created.id!, { intent: "publish-saved", version: "1" })).status,
    ).toBe(303);
    forgetPublishedPosts();
    const readPage = async () => {
      const shown = await call(blogPage, browserRequest(`/blogs/${slug}`), { params: { slug } });
      expect(shown.status).toBe(200);
      return (
        shown.data as { post: { bodyHtml: string; readingMinutes: number; summaryText: string } }
      ).post;
    };
    const listed = async () =>
      (
        (await call(blogList, browserRequest("/blogs"))).data as {
          posts: { slug: string; readingMinutes: number }[];
        }
      ).posts.find((post) => post.slug === slug);
    const before = await readPage();
    expect(before.bodyHtml).toContain("<strong>Bold</strong>");
    expect(before.readingMinutes).toBe(6);
    expect(before.summaryText).toBe("Beaches, byrek & ferries for < €5.");
    expect((await listed())?.readingMinutes).toBe(6);

    await patchDocument(`posts/${created.id}`, { "published.body": STALLING });
    forgetPublishedPosts();
    const after = await readPage();
    expect(after.bodyHtml).toBe(before.bodyHtml);
    expect(after.readingMinutes).toBe(6);
    expect((await listed())?.readingMinutes).toBe(6);
  });
});
