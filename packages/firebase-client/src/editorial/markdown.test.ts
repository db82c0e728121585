import { describe, expect, it } from "vitest";
import {
  MARKDOWN_LIMITS,
  markdownProblem,
  readingMinutes,
  renderInlineMarkdown,
  renderMarkdown,
  renderOrQuote,
} from "./markdown.js";
import { readDefaultPosts } from "./seed-posts.js";
import { destinationWordsOf, postWordsOf } from "./words.js";

const htmlOf = (source: string) => {
  const rendered = renderMarkdown(source);
  if (typeof rendered === "string") throw new Error(`refused: ${rendered}`);
  return rendered.html;
};

describe("renderMarkdown", () => {
  it("renders headings, emphasis, lists and links", () => {
    const html = htmlOf(
      "# Title\n\nSome **bold** and [a link](https://example.org).\n\n- one\n- two",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">a link</a>',
    );
    expect(html).toContain("<li>one</li>");
  });

  it.each([
    ["a script element", "Hi <script>alert(1)</script> there", /<script|alert\(1\)/i],
    ["an event handler", 'Look <img src="x" onerror="alert(1)"> here', /onerror|<img/i],
    ["a javascript: link", "[click](javascript:alert(1))", /javascript:/i],
    ["a javascript: link in HTML", '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', /<iframe|evil/i],
    ["a style element", "<style>body{display:none}</style>", /<style|display/i],
    ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD4=)", /data:/i],
    ["an svg with a handler", '<svg onload="alert(1)"></svg>', /<svg|onload/i],
    ["a rel of the editor's", '<a href="/x" rel="opener">x</a>', /opener/i],
  ])("drops %s", (_, source, forbidden) => {
    expect(htmlOf(source)).not.toMatch(forbidden);
  });

  it("keeps the text around what it drops", () => {
    expect(htmlOf("Hi <script>alert(1)</script> there")).toMatch(/Hi.*there/s);
  });
});

describe("inline and plain text", () => {
  it("renders a summary without block elements", () => {
    expect(renderInlineMarkdown("A *warm* city")).toEqual({
      html: "A <em>warm</em> city",
      text: "A warm city",
    });
  });

  it("gives plain text with entities decoded, so a page escapes it once (no &amp;lt;)", () => {
    expect(renderOrQuote("Fish & chips for < €10, *by the sea*.\n\n- \"quoted\" 'too'").text).toBe(
      "Fish & chips for < €10, by the sea. \"quoted\" 'too'",
    );
    expect(renderOrQuote("<b>x</b> &lt;tag&gt;").text).toBe("x <tag>");
  });

  it("counts reading time at 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
  });
});

describe("text that would stall the renderer", () => {
  it.each([
    ["the issue's emphasis marks that never pair", "_*a".repeat(3334), "too-much-formatting"],
    ["the same at 20,000 characters", "_*a".repeat(6667).slice(0, 20_000), "too-much-formatting"],
    [
      "strong marks nested a thousand deep",
      `${"**".repeat(1000)}a${"**".repeat(1000)}`,
      "too-much-formatting",
    ],
    ["quotes nested on one line", `${"> ".repeat(3000)}a`, "too-deeply-nested"],
    ["list markers nested on one line", `${"- ".repeat(1000)}a`, "too-deeply-nested"],
    ["numbered markers nested on one line", `${"1. ".repeat(1000)}a`, "too-deeply-nested"],
    ["quotes stacked without spaces", `${">".repeat(6000)} a`, "too-deeply-nested"],
    [
      "lists nested by indentation",
      Array.from({ length: 100 }, (_, level) => `${" ".repeat(level * 2)}- a`).join("\n"),
      "too-deeply-nested",
    ],
  ])("refuses %s before parsing it", (_, source, problem) => {
    expect(markdownProblem(source)).toBe(problem);
    expect(renderMarkdown(source)).toBe(problem);
  });

  it("takes what real text holds: formatting up to the limit, lists and quotes a few levels deep", () => {
    const guide = [
      "## A week in Lisbon",
      "> **Tip:** buy a *Viva Viagem* card.",
      "1. Day one\n   - Alfama\n     - Miradouro\n2. Day two",
      "| Item | Cost |\n|---|---|\n| Tram | €3 |",
      "---",
      "A snake_case_word in text, ~~struck~~ and `code_here`.",
    ].join("\n\n");
    expect(markdownProblem(guide)).toBeNull();
    expect(markdownProblem("*a* ".repeat(MARKDOWN_LIMITS.formattingMarks / 2))).toBeNull();
    expect(markdownProblem("*a* ".repeat(MARKDOWN_LIMITS.formattingMarks / 2 + 1))).toBe(
      "too-much-formatting",
    );
  });

  it("shows refused text that was stored anyway as escaped plain paragraphs", () => {
    const quoted = renderOrQuote(`<script>x</script> ${"_*a".repeat(3334)}\n\nSecond`);
    expect(quoted.html).toMatch(/^<p>&lt;script&gt;x&lt;\/script&gt; _\*a_\*a/);
    expect(quoted.html).toMatch(/<\/p>\n<p>Second<\/p>$/);
    expect(renderOrQuote(`${"> ".repeat(3000)}a`, true).html).not.toContain("<");
  });
});

describe("the words stored with a destination and a post", () => {
  it("are the summary inline and as text, and the description as blocks", () => {
    expect(destinationWordsOf({ summary: "A *stone* town.", description: "## Castle" })).toEqual({
      summaryHtml: "A <em>stone</em> town.",
      summaryText: "A stone town.",
      descriptionHtml: "<h2>Castle</h2>\n",
    });
    expect(destinationWordsOf({})).toEqual({
      summaryHtml: null,
      summaryText: null,
      descriptionHtml: null,
    });
  });

  it("render every shipped post's sub-headings, lists and tip, with no Markdown left in its text", () => {
    for (const post of readDefaultPosts()) {
      const words = postWordsOf(post);
      expect(words.bodyHtml, post.slug).toMatch(/<h2>[^<]+<\/h2>/);
      expect(words.bodyHtml, post.slug).toMatch(/<ul>\s*<li>/);
      expect(words.bodyHtml, post.slug).toMatch(/<blockquote>\s*<p><strong>Tip:<\/strong> /);
      expect(renderOrQuote(post.body).text, post.slug).not.toMatch(/\*\*|^#|\n- /);
      expect(words.readingMinutes, post.slug).toBeGreaterThanOrEqual(1);
    }
  });
});
