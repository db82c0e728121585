/**
 * Length limits of form fields. Here, not beside the schemas in validation.ts, so a page that
 * only sets an input's maxLength does not pull zod into the browser (decision 054's budget).
 */

/**
 * Numeric bounds listed by the spec (§5) without their field names, in spec order. Kept
 * verbatim so each named limit below can be traced back to one of them; the others (8 twice,
 * 10, 3, 15) belong to no field the site has.
 */
export const SPEC_NUMERIC_BOUNDS = Object.freeze([8, 1000, 100, 100, 8, 6, 6, 10, 3, 15] as const);

/** The auth rules ask for passwords of at least 6 characters (spec bounds 6 and 7: password and confirmation). */
export const PASSWORD_MIN_LENGTH = SPEC_NUMERIC_BOUNDS[5];
/**
 * The contact form's message limit: the spec's one bound large enough for free text (§5 says
 * one is likely a text limit of 1000). The form shows it and the server enforces it.
 */
export const CONTACT_MESSAGE_MAX_LENGTH = SPEC_NUMERIC_BOUNDS[1];
/** The contact form's name limit (100, the spec's next bound): room for a full name. */
export const CONTACT_NAME_MAX_LENGTH = SPEC_NUMERIC_BOUNDS[2];
/** A first or last name's limit on the profile and sign-up forms. */
export const NAME_MAX_LENGTH = 50;

// The first release (0.1.0) named the bounds by guesses; the names stay for apps written
// against it. The site's own fields use the limits above.

/** @deprecated Use `CONTACT_MESSAGE_MAX_LENGTH` (the same 1000): the field it was guessed for. @alias */
export const MESSAGE_MAX_LENGTH = CONTACT_MESSAGE_MAX_LENGTH;
/** @deprecated Use `CONTACT_NAME_MAX_LENGTH` (the same 100): the field it was guessed for. @alias */
export const TEXT_FIELD_MAX_LENGTH = CONTACT_NAME_MAX_LENGTH;
/** @deprecated A guess (10 and 15 look like phone digit limits); no field has it. Read `SPEC_NUMERIC_BOUNDS[7]`. */
export const PHONE_MIN_DIGITS = SPEC_NUMERIC_BOUNDS[7];
/** @deprecated A guess; no field has it. Read `SPEC_NUMERIC_BOUNDS[9]`. */
export const PHONE_MAX_DIGITS = SPEC_NUMERIC_BOUNDS[9];
/** @deprecated A guess (a short text's minimum); no field has it. Read `SPEC_NUMERIC_BOUNDS[8]`. */
export const SHORT_TEXT_MIN_LENGTH = SPEC_NUMERIC_BOUNDS[8];
/** @deprecated The spec names no field for 8. Read `SPEC_NUMERIC_BOUNDS[0]`. */
export const UNNAMED_BOUND_8 = SPEC_NUMERIC_BOUNDS[0];
