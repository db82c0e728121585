import { MARKDOWN_LIMITS, type MarkdownProblem, markdownProblem } from "@travel/firebase-client";

/**
 * What an editor reads when their Markdown would make the renderer slow (decision 144): the
 * text is rendered once, when saved, and text beyond the renderer's bounds is refused there.
 */
const MARKDOWN_MESSAGES: Record<MarkdownProblem, string> = {
  "too-much-formatting": `This text has more than ${MARKDOWN_LIMITS.formattingMarks.toLocaleString("en")} formatting marks (*, _ and ~), more than a page can be made from quickly. Use fewer, or spell them out.`,
  "too-deeply-nested": `This text nests quotes or lists more than ${MARKDOWN_LIMITS.nesting} levels deep on one line, more than a page can be made from. Use fewer levels.`,
};

/** The message for a Markdown field the renderer would refuse; null when it may be saved. */
export function markdownFieldMessage(text: string | undefined): string | null {
  const problem = text ? markdownProblem(text) : null;
  return problem ? MARKDOWN_MESSAGES[problem] : null;
}
