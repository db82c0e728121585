import { z } from "zod";

/**
 * Names and titles are one line of visible text. Control characters (C0 and C1: line breaks,
 * tabs, escapes, NUL) and the Unicode line and paragraph separators are refused where such text
 * is saved: a line break in a destination's name became a property of its own in a traveller's
 * calendar file, and none belongs in a name, a title or a credit.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

export const CONTROL_CHARACTER_MESSAGE =
  "Remove the invisible control characters (line breaks, tabs and the like) from this field.";

/** True when `text` holds a control character or a line or paragraph separator. */
export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * What a browser, a feed reader or a Markdown renderer would read as markup rather than text: a
 * tag or comment opening (`<b`, `</`, `<!`, `<?`) or a character reference (`&amp;`, `&#60;`).
 * A lone `<` or `&` between words ("Trinidad & Tobago", "a < b") is text.
 */
const MARKUP = /<[!/?\p{L}]|&(?:#\d{1,7}|#x[\da-f]{1,6}|[\p{L}][\p{L}\d]{0,31});/iu;

export const MARKUP_MESSAGE =
  "Use plain text here: remove the tag or code (like <b> or &amp;); the site adds all formatting itself.";

/** True when `text` holds something markup-like: a tag, a comment or a character reference. */
export const looksLikeMarkup = (text: string): boolean => MARKUP.test(text);

/**
 * `schema`, refusing control characters with CONTROL_CHARACTER_MESSAGE and markup-like text
 * with MARKUP_MESSAGE: a name, title or credit is one line of plain text wherever it is shown.
 */
export const plainLine = (schema: z.ZodString = z.string()) =>
  schema
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE)
    .refine((text) => !looksLikeMarkup(text), MARKUP_MESSAGE);
