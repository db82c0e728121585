import { assertFinite } from "./internal.js";

/** Number of star slots shown next to a rating. */
export const STAR_COUNT = 5;

/**
 * Formats a rating stored in tenths: 45 → "4.5". Halves of a tenth round away from zero, no
 * grouping, no "-0.0". Plain arithmetic rather than Intl.NumberFormat: this runs on every page
 * with a rating, and building a number format as a page starts loads the browser's locale data,
 * tens of milliseconds on a phone for one digit after a point. Same policy as money: non-finite
 * input throws a RangeError.
 */
export function formatRating(tenths: number): string {
  assertFinite(tenths, "rating");
  const whole = Math.round(Math.abs(tenths));
  const sign = tenths < 0 && whole !== 0 ? "-" : "";
  return `${sign}${Math.floor(whole / 10)}.${whole % 10}`;
}

/**
 * Five booleans, the first `filled` of them true: starSlots(3) → [true, true, true, false, false].
 * `filled` is rounded to the nearest whole star, halves up (4.5 → 5, like the rating text
 * "4.5" a reader would round), then clamped to 0..5. Non-finite input throws a RangeError.
 */
export function starSlots(filled: number): boolean[] {
  assertFinite(filled, "star count");
  const stars = Math.min(STAR_COUNT, Math.max(0, Math.round(filled)));
  return Array.from({ length: STAR_COUNT }, (_, index) => index < stars);
}

/** Star slots for a rating stored in tenths: 42 → 4 filled stars. */
export function starSlotsForRating(tenths: number): boolean[] {
  assertFinite(tenths, "rating");
  return starSlots(tenths / 10);
}
