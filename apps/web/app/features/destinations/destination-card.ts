import type { Destination } from "@travel/domain";
import type { SceneSpec } from "~/features/art/art-addresses";

/**
 * What a destination card shows, and so all a list page needs to send to the browser: the
 * catalogue entry without its long description and attractions (about two thirds of it), plus
 * the country's name and the page's address, worked out here so the browser needs neither
 * country data nor path code. This keeps the page's data script and its hydration small.
 */
export type DestinationCardData = Pick<
  Destination,
  | "id"
  | "slug"
  | "name"
  | "countryCode"
  | "typeIds"
  | "climate"
  | "summary"
  | "nightlyRateCents"
  | "dailyCostCents"
  | "ratingTenths"
> & {
  country: string;
  href: string;
  /** The place's own picture, chosen from its data on the server. */
  scene: SceneSpec;
  /** Facts shown instead of the editors' score on places that have none (destination-facts.ts). */
  facts?: string;
};
