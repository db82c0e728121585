// The blog's posts as they ship: Markdown files with front matter in
// packages/firebase-client/data/posts, seeded into Firestore (decision 132).
import { climates } from "@travel/domain";
import { parsePostFile, readDefaultPosts } from "@travel/firebase-client/seed";
import { describe, expect, it } from "vitest";
import { landscapes, timesOfDay } from "~/features/art/art-addresses";

const posts = readDefaultPosts();

describe("the posts that ship with the site", () => {
  it("are six, each with its own address and id", () => {
    expect(posts).toHaveLength(6);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(6);
    expect(new Set(posts.map((post) => post.id)).size).toBe(6);
  });

  it("dates no post in the future, so the footer's current year is never before a post", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of posts) expect(post.publishOn <= today, post.slug).toBe(true);
  });

  it("gives every post an author with a role and a scene the art generator draws", () => {
    for (const post of posts) {
      expect(post.author, post.slug).not.toBe("");
      expect(post.authorRole, post.slug).toBeTruthy();
      expect(post.scene, post.slug).toBeDefined();
      expect(climates).toContain(post.scene?.climate);
      expect(landscapes).toContain(post.scene?.landscape);
      expect(timesOfDay).toContain(post.scene?.time);
      expect(post.scene?.alt.length, post.slug).toBeGreaterThan(10);
    }
  });

  it("keeps the Lisbon week's figures word for word", () => {
    const lisbon = posts.find((post) => post.slug === "what-a-week-in-lisbon-really-costs");
    expect(lisbon?.title).toBe("What a week in Lisbon really costs");
    expect(lisbon?.publishOn).toBe("2025-03-18");
    expect(lisbon?.category).toBe("Budget");
    expect(lisbon?.body).toContain(
      "With mid-range choices and the flight from Paris, our week came to about €1,150 per person.",
    );
  });
});

describe("a post file", () => {
  const file = (front: string, body = "Some text.") => `---\n${front}\n---\n\n${body}\n`;
  const valid = [
    "id: sample",
    "slug: a-sample",
    "title: A sample",
    "summary: Short.",
    "author: Ana",
    "category: Planning",
    "publishOn: 2024-01-02",
  ].join("\n");

  it("reads the front matter as fields and the rest as the Markdown body", () => {
    const post = parsePostFile("a-sample.md", file(valid, "## Heading\n\nText."));
    expect(post).toMatchObject({ id: "sample", slug: "a-sample", publishOn: "2024-01-02" });
    expect(post.body).toBe("## Heading\n\nText.");
  });

  it("refuses a file without front matter, or with a field missing or malformed, naming it", () => {
    expect(() => parsePostFile("bare.md", "Just text.")).toThrow(/bare\.md: no front matter/);
    expect(() =>
      parsePostFile("untitled.md", file(valid.replace("title: A sample\n", ""))),
    ).toThrow(/untitled\.md:.*title/s);
    expect(() =>
      parsePostFile("bad-category.md", file(valid.replace("Planning", "Gossip"))),
    ).toThrow(/bad-category\.md:.*category/s);
  });
});
