// What the destination form shows and sends back: plain strings under the names the page posts
// (Conform's paths: sights[0].name, photos[1].alt, override.nightlyRate.reason), so a refused
// save can be shown again exactly as the editor typed it (nothing lost). Shared by the server
// and the form.
import type { OverridableFact } from "@travel/domain";
import type { PhotoView } from "~/features/photos/photo-addresses";

export type SightValues = { id: string; name: string; price: string };
export type PhotoTextValues = { alt: string; credit: string; licence: string };
export type OverrideValues = { value: string; latitude: string; longitude: string; reason: string };

export type DestinationFormValues = {
  name: string;
  summary: string;
  description: string;
  typeIds: string[];
  bestMonths: string[];
  sights: SightValues[];
  /** The photos in the order posted, with their words (their pictures come with the page). */
  photos: (PhotoTextValues & { id: string })[];
  /** What was typed beside the empty photo slots (files cannot be shown again). */
  newPhotos: PhotoTextValues[];
  override: Partial<Record<OverridableFact, OverrideValues>>;
};

export type DestinationFormErrors = Partial<Record<string, string[]>>;

/** Empty rows under the sights, to add new ones without JavaScript. */
const BLANK_SIGHT_ROWS = 3;
/** Photo slots a form without JavaScript offers: several photos in one step. */
export const NEW_PHOTO_SLOTS = 3;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Rows to fill the sights table with: the sights, then empty rows to add more. */
export const sightRows = (values: DestinationFormValues): SightValues[] => [
  ...values.sights.filter((sight) => sight.name.trim() !== "" || sight.price.trim() !== ""),
  ...Array.from({ length: BLANK_SIGHT_ROWS }, () => ({ id: "", name: "", price: "" })),
];

/** A fact the place gives the destination, as the form shows it: read-only, with its source. */
export type FactRow = {
  label: string;
  value: string;
  /** Where the figure comes from, or the editors' reason when they set it. */
  source: string;
  /** The fact an editor may set instead, with a reason; absent for facts nobody changes. */
  fact?: OverridableFact;
  /** The editors set it: their reason is the source. */
  overridden?: boolean;
};

/** Everything the form needs besides the values: the place's facts, photos and choices. */
export type DestinationFormPage = {
  facts: FactRow[];
  /** The airports the place's data lists, to pick the main one from. */
  airports: { code: string; label: string }[];
  photos: PhotoView[];
  types: { value: string; label: string }[];
  climates: string[];
  /** The months the climate table suggests, said beside the boxes. */
  climateMonths: string | null;
};
