// The blog read from Firestore only (decision 132): the posts that ship with the site are seeded
// there from packages/firebase-client/data/posts as published posts of the collection the
// back-office edits; reseeding never undoes an editor's change.
import { readDefaultPosts } from "@travel/firebase-client/seed";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getServices } from "~/lib/services.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { loader as blogList } from "~/routes/blogs._index";
import { loader as blogPage } from "~/routes/blogs.$slug";
import { action as editPost } from "~/routes/admin.posts.$id";
import { browserRequest, call, signUpThroughForm } from "../../../test/account-requests";
import { forgetPublishedPosts, POSTS_HOLD_MS, publishedPosts } from "./blog-posts.server";

const shipped = readDefaultPosts();
const lisbon = shipped.find((post) => post.slug === "what-a-week-in-lisbon-really-costs")!;

type ListData = { posts: { slug: string; publishedOn: string; readingMinutes: number }[] };
const list = async () => (await call(blogList, browserRequest("/blogs"))).data as ListData;
const page = (slug: string) =>
  call(blogPage, browserRequest(`/blogs/${slug}`), { params: { slug } });

afterEach(() => {
  vi.restoreAllMocks();
  forgetPublishedPosts();
});

describe("the blog, from Firestore", () => {
  it("lists the seeded posts newest first, each with its reading time", async () => {
    forgetPublishedPosts();
    const { posts } = await list();
    const seeded = posts.filter((post) => shipped.some((each) => each.slug === post.slug));
    expect(seeded.map((post) => post.slug)).toEqual(
      [...shipped].sort((a, b) => b.publishOn.localeCompare(a.publishOn)).map((post) => post.slug),
    );
    const dates = posts.map((post) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.find((post) => post.slug === lisbon.slug)?.readingMinutes).toBe(2);
  });

  it("shows a post's text, author and role, and its drawn scene; an unknown slug is a 404", async () => {
    const shown = await page(lisbon.slug);
    expect(shown.status).toBe(200);
    const { post } = shown.data as {
      post: {
        title: string;
        author: string;
        authorRole: string;
        bodyHtml: string;
        art: { scene: { seed: string }; alt: string } | null;
        more: unknown[];
      };
    };
    expect(post).toMatchObject({
      title: "What a week in Lisbon really costs",
      author: "Marta Quintela",
      authorRole: "Destination editor",
      art: {
        scene: { seed: "blog-lisbon-week" },
        alt: "Terracotta roofs and a bell tower in warm evening light",
      },
    });
    expect(post.bodyHtml).toContain("<h2>The four lines of every trip budget</h2>");
    expect(post.bodyHtml).toMatch(/<blockquote>\s*<p><strong>Tip:<\/strong> Buy a rechargeable/);
    expect(post.more).toHaveLength(3);
    expect((await page("no-such-post")).status).toBe(404);
  });

  it("an instance sees another's publication once its copy is older than the hold time", async () => {
    forgetPublishedPosts();
    expect((await publishedPosts()).some((post) => post.slug === lisbon.slug)).toBe(true);
    const { posts } = getServices();
    const stored = await posts.get(lisbon.id);
    const editor = { uid: "other-instance", email: "other@wayfarer.test" };
    // Unpublished through another instance: this one is not told.
    const hidden = await posts.setStatus(lisbon.id, "unpublished", stored!.version, editor);
    expect(hidden.ok).toBe(true);
    try {
      expect((await publishedPosts()).some((post) => post.slug === lisbon.slug)).toBe(true);
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + POSTS_HOLD_MS + 1);
      expect((await publishedPosts()).some((post) => post.slug === lisbon.slug)).toBe(false);
    } finally {
      const current = await posts.get(lisbon.id);
      expect((await posts.setStatus(lisbon.id, "published", current!.version, editor)).ok).toBe(
        true,
      );
    }
  });
});

describe("seeding the blog", () => {
  it("is idempotent: a second run writes nothing", async () => {
    const { posts } = getServices();
    await posts.seed(shipped);
    const again = await posts.seed(shipped);
    expect(again).toMatchObject({ written: 0 });
    expect(again.unchanged + again.keptForEditors).toBe(shipped.length);
  });

  it("never undoes an editor's unpublish or edit; an untouched post takes the repository's text", async () => {
    resetRateLimits();
    const person = await signUpThroughForm({ firstName: "Ines", lastName: "Editor" });
    expect(await getServices().editors.setEditor(person.email, true)).toBe("granted");
    const { posts } = getServices();
    const packing = shipped.find((post) => post.slug === "packing-light-for-a-two-week-trip")!;
    const before = await posts.get(packing.id);
    const unpublished = await call(
      editPost,
      browserRequest(`/admin/posts/${packing.id}`, {
        jar: person.jar,
        // The post's form as it stands, with its Unpublish button (every button saves first).
        body: {
          title: before!.draft.title,
          slug: before!.draft.slug,
          summary: before!.draft.summary,
          author: before!.draft.author,
          authorRole: before!.draft.authorRole ?? "",
          category: before!.draft.category,
          publishOn: before!.draft.publishOn,
          body: before!.draft.body,
          intent: "unpublish",
          version: String(before!.version),
        },
      }),
      { jar: person.jar, params: { id: packing.id } },
    );
    expect(unpublished.status).toBe(303);
    try {
      // The publishing instance shows it at once.
      expect((await page(packing.slug)).status).toBe(404);
      const summary = await posts.seed(shipped);
      expect(summary.keptForEditors).toBeGreaterThanOrEqual(1);
      expect((await posts.get(packing.id))?.status).toBe("unpublished");
      forgetPublishedPosts();
      expect((await page(packing.slug)).status).toBe(404);
      // An edit through the form keeps the post's drawn scene, which the form does not carry.
      const current = await posts.get(packing.id);
      const saved = await call(
        editPost,
        browserRequest(`/admin/posts/${packing.id}`, {
          jar: person.jar,
          body: {
            intent: "save",
            version: String(current!.version),
            title: packing.title,
            slug: packing.slug,
            summary: "Fourteen days, one bag.",
            author: packing.author,
            authorRole: packing.authorRole ?? "",
            category: packing.category,
            publishOn: packing.publishOn,
            body: packing.body,
          },
        }),
        { jar: person.jar, params: { id: packing.id } },
      );
      expect(saved.status).toBe(303);
      const afterSave = await posts.get(packing.id);
      expect(afterSave?.draft.summary).toBe("Fourteen days, one bag.");
      expect(afterSave?.draft.scene).toEqual(packing.scene);
      expect((await posts.seed(shipped)).written).toBe(0);
      expect((await posts.get(packing.id))?.draft.summary).toBe("Fourteen days, one bag.");
    } finally {
      // Back as shipped, for the other tests on these emulators.
      const editor = { uid: person.uid, email: person.email };
      const { id: _id, ...fields } = packing;
      const current = await posts.get(packing.id);
      await posts.save(packing.id, fields, current!.version, editor);
      await posts.setStatus(packing.id, "published", current!.version + 1, editor);
    }
    // A post nobody touched, changed in the repository, is rewritten.
    const shoulder = shipped.find((post) => post.slug.startsWith("shoulder-season"))!;
    const changed = { ...shoulder, title: `${shoulder.title} (revised)` };
    try {
      expect(await posts.seed([changed])).toMatchObject({ written: 1 });
      expect((await posts.get(shoulder.id))?.published?.title).toMatch(/\(revised\)$/);
    } finally {
      expect(await posts.seed([shoulder])).toMatchObject({ written: 1 });
    }
  });
});
