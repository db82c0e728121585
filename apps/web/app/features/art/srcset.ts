/** Widths rendered for full-width pictures: the device breakpoints of spec §9. */
const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Widths for small images such as icons and flags (spec §9: 16 to 384). */
const IMAGE_SMALL_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;

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
