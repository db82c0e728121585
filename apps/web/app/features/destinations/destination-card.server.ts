import { countryName, destinationPath, type Destination } from "@travel/domain";
import { destinationScene } from "~/features/art/destination-scene.server";
import type { DestinationCardData } from "./destination-card";
import { destinationFacts } from "./destination-facts";

/** A card's data from a catalogue entry (the type and what it leaves out: destination-card.ts). */
export function toCardData(destination: Destination): DestinationCardData {
  const {
    id,
    slug,
    name,
    countryCode,
    typeIds,
    climate,
    summary,
    nightlyRateCents,
    dailyCostCents,
    ratingTenths,
  } = destination;
  const country = countryName(countryCode) ?? countryCode.toUpperCase();
  return {
    id,
    slug,
    name,
    countryCode,
    country,
    href: destinationPath(id),
    scene: destinationScene(destination),
    typeIds,
    climate,
    summary,
    nightlyRateCents,
    dailyCostCents,
    ratingTenths,
    ...(ratingTenths === undefined ? { facts: destinationFacts(destination) } : {}),
  };
}
