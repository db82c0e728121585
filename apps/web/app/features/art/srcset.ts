import { IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from "@travel/domain";

/**
 * `srcset` strings for the spec's image widths (640 … 3840 for pictures, 16 … 384 for icons
 * and flags). Browser-safe: used by the image components.
 */
export function srcSet(widths: readonly number[], pathForWidth: (width: number) => string): string {
  return widths.map((width) => `${pathForWidth(width)} ${width}w`).join(", ");
}

export const pictureWidths: readonly number[] = IMAGE_WIDTHS;

/** Small widths up to four times the shown size: enough for any screen density. */
export function smallWidthsFor(displayWidth: number): number[] {
  return IMAGE_SMALL_SIZES.filter((width) => width <= displayWidth * 4);
}

export const isPictureWidth = (width: number) =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);
export const isSmallWidth = (width: number) =>
  (IMAGE_SMALL_SIZES as readonly number[]).includes(width);
