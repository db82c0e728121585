import { decodeHTML } from "entities";
import escapeHtml from "escape-html";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Editors write summaries, descriptions and posts in Markdown (decision 130). It is rendered
 * here, once, when an editor saves or the seed writes it, and the result is stored beside the
 * source (decision 144): pages read the stored HTML and text and never parse Markdown.
 *
 * `marked` turns Markdown into HTML and the result always goes through `sanitize-html` with an
 * allow-list: text formatting, headings, lists, quotes, tables and links, nothing else. Raw HTML
 * in the Markdown survives only as far as the allow-list lets it: no script, style or iframe, no
 * event-handler attributes, and links only to http(s), mailto and the site's own paths.
 *
 * The renderer's time grows with the square of the emphasis marks that never pair and of the
 * containers nested on one line (marked issue 4099), and deep nesting overflows its stack, so
 * text beyond MARKDOWN_LIMITS is refused before it is parsed.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

export const MARKDOWN_LIMITS = {
  /**
   * `*`, `_` and `~` in one text: 1,000 of the worst kind render in 40–70 ms on a quiet
   * 2-core machine (about 0.15 s on a busy one); a long guide uses a few hundred.
   */
  formattingMarks: 1_000,
  /** Quotes and list markers opening one line, and its indentation in pairs of spaces. */
  nesting: 32,
} as const;

/** Why a text is not rendered: it would take the renderer too long, or overflow its stack. */
export type MarkdownProblem = "too-much-formatting" | "too-deeply-nested";

/** Safe HTML and the same words as plain text (meta descriptions, structured data, reading time). */
export interface RenderedMarkdown {
  html: string;
  text: string;
}

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with everything inside: their content is code, not text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  disallowedTagsMode: "discard",
  transformTags: {
    // A page's only h1 is its title: headings in the text start at h2.
    h1: "h2",
    // Links written by editors leave the site without passing it anything; a rel the editor
    // wrote is never kept.
    a: (tagName, { rel: _, ...attribs }) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
  },
};
const INLINE: sanitizeHtml.IOptions = {
  ...SANITISE,
  allowedTags: ["strong", "em", "del", "code", "a", "br"],
};

/** The words of sanitised HTML as one line of text, entities decoded (escaped once, by the page). */
const textOf = (html: string) =>
  decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();

const FORMATTING_MARKS = new Set(["*", "_", "~"]);
const DIGIT = /\d/;

/** How many quotes and list markers open the line, with its indentation counted in pairs of spaces. */
function lineNesting(line: string): number {
  let depth = 0;
  let indent = 0;
  let at = 0;
  while (at < line.length) {
    const char = line[at]!;
    if (char === " ") indent += 1;
    else if (char === "\t") indent += 4;
    else if (char === ">") depth += 1;
    else if ("-+*".includes(char) && /[ \t]/.test(line[at + 1] ?? "")) depth += 1;
    else if (DIGIT.test(char)) {
      let end = at;
      while (end < line.length && end - at < 9 && DIGIT.test(line[end]!)) end += 1;
      if (!/[.)]/.test(line[end] ?? "") || !/[ \t]/.test(line[end + 1] ?? "")) break;
      depth += 1;
      at = end;
    } else break;
    if (depth + Math.floor(indent / 2) > MARKDOWN_LIMITS.nesting) return Infinity;
    at += 1;
  }
  return depth + Math.floor(indent / 2);
}

/** Why `source` would make the renderer slow or fail; null when it may be rendered. Linear time. */
export function markdownProblem(source: string): MarkdownProblem | null {
  let marks = 0;
  for (const char of source) if (FORMATTING_MARKS.has(char)) marks += 1;
  if (marks > MARKDOWN_LIMITS.formattingMarks) return "too-much-formatting";
  for (const line of source.split("\n"))
    if (lineNesting(line) > MARKDOWN_LIMITS.nesting) return "too-deeply-nested";
  return null;
}

function render(source: string, inline: boolean): RenderedMarkdown | MarkdownProblem {
  const problem = markdownProblem(source);
  if (problem) return problem;
  let parsed: string;
  try {
    parsed = inline
      ? markdown.parseInline(source, { async: false })
      : markdown.parse(source, { async: false });
  } catch (error) {
    // A shape the bounds above do not know: its nesting overflowed the parser's stack.
    if (error instanceof RangeError) return "too-deeply-nested";
    throw error;
  }
  const html = sanitizeHtml(parsed, inline ? INLINE : SANITISE);
  return { html, text: textOf(html) };
}

/** Markdown as safe HTML for a page, or why it is refused. */
export const renderMarkdown = (source: string) => render(source, false);

/** One line of Markdown (a summary) as safe inline HTML: no paragraphs or blocks. */
export const renderInlineMarkdown = (source: string) => render(source, true);

/**
 * What a page shows of a text whatever it holds: its rendering, or, for text the renderer
 * refuses (stored before the bounds, or written behind the back-office), its paragraphs as
 * escaped plain text.
 */
export function renderOrQuote(source: string, inline = false): RenderedMarkdown {
  const rendered = render(source, inline);
  if (typeof rendered !== "string") return rendered;
  const text = source.replace(/\s+/g, " ").trim();
  const html = inline
    ? escapeHtml(text)
    : source
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join("\n");
  return { html, text };
}

/** Minutes a text takes to read, at 200 words a minute; at least one. */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
