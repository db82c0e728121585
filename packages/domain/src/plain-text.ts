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

/** `schema`, refusing control characters with CONTROL_CHARACTER_MESSAGE. */
export const plainLine = (schema: z.ZodString = z.string()) =>
  schema.refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);
