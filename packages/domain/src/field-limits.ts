/**
 * Length limits of form fields. Here, not beside the schemas in validation.ts, so a page that
 * only sets an input's maxLength does not pull zod into the browser (decision 054's budget).
 */

/**
 * Numeric bounds listed by the spec (§5) without their field names, in spec order. Kept
 * verbatim so each named limit below can be traced back to one of them; the others (8 twice,
 * 10, 3, 15) belong to no field the site has.
 */
const SPEC_NUMERIC_BOUNDS = Object.freeze([8, 1000, 100, 100, 8, 6, 6, 10, 3, 15] as const);

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
