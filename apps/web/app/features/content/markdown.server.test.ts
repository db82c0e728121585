import { describe, expect, it } from "vitest";
import { markdownToText, renderInlineMarkdown, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, emphasis, lists and links", () => {
    const html = renderMarkdown(
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
  ])("drops %s", (_, source, forbidden) => {
    expect(renderMarkdown(source)).not.toMatch(forbidden);
  });

  it("keeps the text around what it drops", () => {
    expect(renderMarkdown("Hi <script>alert(1)</script> there")).toContain("Hi");
    expect(renderMarkdown("Hi <script>alert(1)</script> there")).toContain("there");
  });
});

describe("inline and plain text", () => {
  it("renders a summary without block elements", () => {
    expect(renderInlineMarkdown("A *warm* city")).toBe("A <em>warm</em> city");
  });
  it("turns Markdown into plain text for meta descriptions", () => {
    expect(markdownToText("A **warm** city.\n\n- by the sea")).toBe("A warm city. by the sea");
  });
});
