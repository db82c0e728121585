import { expect, type Locator } from "@playwright/test";

export {
  AFFILIATE,
  airportCoordinates,
  destinationById,
  destinations,
  expectedEstimate,
  isoDaysFromToday,
} from "../test/harness/expected";

/** A partner link: its exact address, opened in a new tab without referrer or opener. */
export async function expectPartnerLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}
