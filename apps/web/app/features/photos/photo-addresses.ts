import { type DestinationPhoto, photoWidths } from "@travel/domain";

/** Where a photo's renditions are served (under the content host): never changes what it shows. */
export const PHOTO_FILE = /^([a-z0-9]{16,40})$/;
/** Every width a photo has: the spec's, or a narrower photo's own (1 px and up). */
export const RENDITION_FILE = /^([1-9]\d{0,3})\.(webp|avif)$/;

export const photoPath = (id: string, width: number, format: "webp" | "avif") =>
  `/content/photos/${id}/${width}.${format}`;

export type PhotoView = DestinationPhoto & {
  /** Every width rendered for it, smallest first. */
  widths: number[];
};

export const photoView = (photo: DestinationPhoto): PhotoView => ({
  ...photo,
  widths: photoWidths(photo.width),
});
