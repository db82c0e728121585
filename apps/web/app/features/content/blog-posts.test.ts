import { describe, expect, it } from "vitest";
import { blogPosts, readingMinutes, type BlogPost } from "./blog-posts";

const postOf = (words: number): BlogPost => ({
  ...(blogPosts[0] as BlogPost),
  body: [{ kind: "paragraph", text: Array.from({ length: words }, () => "word").join(" ") }],
});

describe("readingMinutes", () => {
  it("counts the words of the text at 200 a minute, rounding up", () => {
    expect(readingMinutes(postOf(200))).toBe(1);
    expect(readingMinutes(postOf(201))).toBe(2);
    expect(readingMinutes(postOf(1_000))).toBe(5);
  });

  it("says at least one minute", () => {
    expect(readingMinutes(postOf(12))).toBe(1);
  });

  it("reads lists, tips and headings too", () => {
    const post: BlogPost = {
      ...postOf(0),
      body: [
        { kind: "heading", text: Array(100).fill("a").join(" ") },
        { kind: "list", items: [Array(100).fill("b").join(" "), Array(100).fill("c").join(" ")] },
        { kind: "tip", text: Array(100).fill("d").join(" ") },
      ],
    };
    expect(readingMinutes(post)).toBe(2);
  });
});

describe("the blog's dates", () => {
  it("dates no post in the future, so the footer's current year is never before a post", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of blogPosts) expect(post.publishedOn <= today, post.slug).toBe(true);
  });
});
