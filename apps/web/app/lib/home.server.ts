import { createTripCostRecord, perPersonCost } from "@travel/domain";
import type { HomePageData } from "~/components/home/HomePage";
import type { TripCostExample } from "~/components/home/TripCostTeaser";
import { homeVariant } from "~/content/home-variants";
import { latestTeasers } from "./blog.server";
import { getCatalogue } from "./catalogue.server";

/** A worked example for the trip-cost teaser, computed with the same rules as real estimates. */
function tripCostExample(): TripCostExample {
  const travellers = 2;
  const nights = 5;
  const costs = {
    flightCost: 2 * 16_900,
    hotelCost: nights * 11_000,
    attractionCost: 2 * 7_100,
    totalDailyCost: 2 * (nights + 1) * 6_000,
  };
  const record = createTripCostRecord(costs);
  return { destination: "Lisbon", nights, travellers, ...costs, perPerson: perPersonCost(record, travellers) };
}

/** Everything a home variant shows; null when the variant does not exist. */
export async function loadHomePage(number: number): Promise<HomePageData | null> {
  const variant = homeVariant(number);
  if (!variant) return null;
  const catalogue = getCatalogue();
  const [featured, deals, popular] = await Promise.all([
    catalogue.featured(8),
    catalogue.bestValue(4),
    catalogue.popular(6),
  ]);
  return { variant, featured, deals, popular, posts: latestTeasers(3), tripCostExample: tripCostExample() };
}
