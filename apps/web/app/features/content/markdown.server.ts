import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Editors write summaries, descriptions and posts in Markdown. It is turned into HTML by
 * `marked` and the result always goes through `sanitize-html` with an allow-list (decision
 * 130): text formatting, headings, lists, quotes, tables and links, nothing else. Raw HTML in
 * the Markdown survives only as far as the allow-list lets it: no script, style or iframe, no
 * event-handler attributes, and links only to http(s), mailto and the site's own paths.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

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
  allowedAttributes: { a: ["href", "title"], th: ["align"], td: ["align"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with everything inside: their content is code, not text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  disallowedTagsMode: "discard",
  transformTags: {
    // A page's only h1 is its title: headings in the text start at h2.
    h1: "h2",
    // Links written by editors leave the site without passing it anything.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
  },
};
SANITISE.allowedAttributes = { ...SANITISE.allowedAttributes, a: ["href", "title", "rel"] };

/** Markdown as safe HTML for a page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SANITISE);
}

/** One line of Markdown (a summary) as safe inline HTML: no paragraphs or blocks. */
export function renderInlineMarkdown(source: string): string {
  return sanitizeHtml(markdown.parseInline(source, { async: false }), {
    ...SANITISE,
    allowedTags: ["strong", "em", "del", "code", "a", "br"],
  });
}

/** Markdown as plain text (meta descriptions, structured data). */
export function markdownToText(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, " ")
    .trim();
}

/** A destination's words as a page shows them: safe HTML, and the summary as plain text. */
export function destinationWords(destination: { summary?: string; description?: string }) {
  return {
    summaryHtml: destination.summary ? renderInlineMarkdown(destination.summary) : null,
    summaryText: destination.summary ? markdownToText(destination.summary) : undefined,
    descriptionHtml: destination.description ? renderMarkdown(destination.description) : null,
  };
}
