import { z } from "zod";
import { readingMinutes, renderOrQuote } from "./markdown.js";

/**
 * The words of a destination or a post as pages show them, rendered from the editors' Markdown
 * when it is saved, published or seeded, and stored beside it (decision 144). A record written
 * before they were stored gets them rendered once where it is read (the held catalogue, the
 * published posts), within the renderer's bounds: never on a page view.
 */
export const destinationWordsSchema = z.object({
  /** The summary as inline HTML (one line, no blocks). */
  summaryHtml: z.string().nullable(),
  /** The summary as plain text: meta descriptions and structured data. */
  summaryText: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
});
export type DestinationWords = z.infer<typeof destinationWordsSchema>;

export const postWordsSchema = z.object({
  bodyHtml: z.string(),
  /** The summary as plain text: meta descriptions and structured data. */
  summaryText: z.string(),
  readingMinutes: z.number().int().positive(),
});
export type PostWords = z.infer<typeof postWordsSchema>;

/** Renders a destination's summary and description. */
export function destinationWordsOf(place: {
  summary?: unknown;
  description?: unknown;
}): DestinationWords {
  const summary =
    typeof place.summary === "string" && place.summary ? renderOrQuote(place.summary, true) : null;
  return {
    summaryHtml: summary?.html ?? null,
    summaryText: summary?.text ?? null,
    descriptionHtml:
      typeof place.description === "string" && place.description
        ? renderOrQuote(place.description).html
        : null,
  };
}

/** Renders a post's body and summary, and times its reading. */
export function postWordsOf(post: { body: string; summary: string }): PostWords {
  const body = renderOrQuote(post.body);
  return {
    bodyHtml: body.html,
    summaryText: renderOrQuote(post.summary).text,
    readingMinutes: readingMinutes(body.text),
  };
}

/** The words a record stores, or (a record from before they were stored) rendered now. */
export function storedDestinationWords(record: Record<string, unknown>): DestinationWords {
  const stored = destinationWordsSchema.safeParse(record.words);
  return stored.success ? stored.data : destinationWordsOf(record);
}
