/**
 * Interface numbers from the product spec (§9), kept in one place so the
 * web app and the rules in this package cannot drift apart.
 */

/** Scroll distance after which the header sticks to the top. */
export const STICKY_HEADER_OFFSET_PX = 10;
/** Scroll distance after which the "back to top" button shows. */
export const SCROLL_TOP_BUTTON_THRESHOLD_PX = 500;
/** How long the smooth scroll back to the top takes. */
export const SCROLL_TO_TOP_DURATION_MS = 1200;
/** Height reserved for the loading spinner so the page does not jump. */
export const SPINNER_AREA_HEIGHT_PX = 500;
/** Width and height of the site logo. */
export const LOGO_SIZE_PX = 120;
/** Width of the slide-in menu on small screens. */
export const MOBILE_SIDEBAR_WIDTH_PX = 400;

/** How long each kind of toast stays on screen; loading toasts stay until replaced. */
export const TOAST_DURATIONS_MS = Object.freeze({
  error: 4000,
  blank: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const);
export type ToastKind = keyof typeof TOAST_DURATIONS_MS;
/** Most toasts kept at once, so a burst of errors cannot flood the screen. */
export const TOAST_LIMIT = 20;
/** Delay before a queued toast is shown. */
export const TOAST_DELAY_MS = 5000;

/** Time each slide of a carousel stays before the next one. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Horizontal finger travel that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD_PX = 40;
/** Links start prefetching when they come this close to the viewport. */
export const LINK_PREFETCH_ROOT_MARGIN_PX = 200;

/** Widths the image service renders for full-width images (device breakpoints). */
export const IMAGE_WIDTHS = Object.freeze([640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const);
/** Widths for small images such as icons and avatars. */
export const IMAGE_SMALL_SIZES = Object.freeze([16, 32, 48, 64, 96, 128, 256, 384] as const);

/**
 * Numeric bounds listed by the spec without their field names, in spec order.
 * Kept verbatim so the named constants below can be traced back to them.
 */
export const SPEC_NUMERIC_BOUNDS = Object.freeze([8, 1000, 100, 100, 8, 6, 6, 10, 3, 15] as const);

// What is known and what is guessed about each bound:
/** Known: the auth rules ask for passwords of at least 6 characters (spec bounds 6 and 7 are both 6: password and confirmation). */
export const PASSWORD_MIN_LENGTH = SPEC_NUMERIC_BOUNDS[5];
/**
 * The contact form's message limit: the spec's one bound large enough for free text (§5 says
 * one is likely a text limit of 1000). The form shows it and the server enforces it.
 */
export const CONTACT_MESSAGE_MAX_LENGTH = SPEC_NUMERIC_BOUNDS[1];
/**
 * A first or last name's limit. Here, not beside the schemas in validation.ts, so a page that
 * only sets an input's maxLength does not pull zod into the browser (decision 054's budget).
 */
export const NAME_MAX_LENGTH = 50;
/** The contact form's name limit (100, the spec's next bound): room for a full name. */
export const CONTACT_NAME_MAX_LENGTH = SPEC_NUMERIC_BOUNDS[2];
/** Unknown: 8 appears twice (bounds 1 and 5); its field is not named anywhere in the spec. */
export const UNNAMED_BOUND_8 = SPEC_NUMERIC_BOUNDS[0];
