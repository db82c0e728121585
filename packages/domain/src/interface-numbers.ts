/**
 * Spec §9's interface numbers, as the package's first release (0.1.0) exported them. They
 * describe the Wayfarer site's own screens, not travel rules, and the web app keeps its own
 * beside the components that use them (decision 104); they stay here, unchanged, for apps
 * written against 0.1.0 until the next major version (decision 137).
 */
import { PHOTO_WIDTHS } from "./destination.js";

/** @deprecated An interface number of the Wayfarer site (header sticks after 10 px); define your own. */
export const STICKY_HEADER_OFFSET_PX = 10;
/** @deprecated An interface number of the Wayfarer site ("back to top" after 500 px); define your own. */
export const SCROLL_TOP_BUTTON_THRESHOLD_PX = 500;
/** @deprecated An interface number of the Wayfarer site (scroll to top in 1200 ms); define your own. */
export const SCROLL_TO_TOP_DURATION_MS = 1200;
/** @deprecated An interface number of the Wayfarer site (spinner area 500 px high); define your own. */
export const SPINNER_AREA_HEIGHT_PX = 500;
/** @deprecated An interface number of the Wayfarer site (logo 120 px square); define your own. */
export const LOGO_SIZE_PX = 120;
/** @deprecated An interface number of the Wayfarer site (side menu 400 px wide); define your own. */
export const MOBILE_SIDEBAR_WIDTH_PX = 400;

/** @deprecated An interface number of the Wayfarer site (how long each kind of toast shows); define your own. */
export const TOAST_DURATIONS_MS = Object.freeze({
  error: 4000,
  blank: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const);
/** @deprecated The kinds of `TOAST_DURATIONS_MS`, an interface number of the Wayfarer site. */
export type ToastKind = keyof typeof TOAST_DURATIONS_MS;
/** @deprecated An interface number of the Wayfarer site (at most 20 toasts); define your own. */
export const TOAST_LIMIT = 20;
/** @deprecated An interface number of the Wayfarer site (toast delay 5000 ms); define your own. */
export const TOAST_DELAY_MS = 5000;

/** @deprecated An interface number of the Wayfarer site (carousel slide 5000 ms); define your own. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** @deprecated An interface number of the Wayfarer site (swipe after 40 px); define your own. */
export const SWIPE_THRESHOLD_PX = 40;
/** @deprecated An interface number of the Wayfarer site (prefetch margin 200 px); define your own. */
export const LINK_PREFETCH_ROOT_MARGIN_PX = 200;

/** @deprecated Use `PHOTO_WIDTHS` (the same widths), which photos are rendered at. */
export const IMAGE_WIDTHS = Object.freeze(PHOTO_WIDTHS);
/** @deprecated An interface number of the Wayfarer site (icon and avatar widths); define your own. */
export const IMAGE_SMALL_SIZES = Object.freeze([16, 32, 48, 64, 96, 128, 256, 384] as const);
