import { byBestValue, type Destination, type DestinationType } from "@travel/domain";
import { getServices } from "../../lib/services.server";

/**
 * Read side of the destination catalogue for pages. The catalogue is small (tens of
 * destinations) and changes only when it is seeded, so one process keeps it in memory for a
 * short while instead of reading Firestore on every page view.
 */
const CACHE_TTL_MS = 60_000;

type Snapshot = { destinations: Destination[]; types: DestinationType[] };
let cached: { expiresAt: number; reading: Promise<Snapshot> } | undefined;

function readCatalogue(): Promise<Snapshot> {
  if (cached && cached.expiresAt > Date.now()) return cached.reading;
  const { catalogue } = getServices();
  const reading = Promise.all([
    catalogue.listDestinations(),
    catalogue.listDestinationTypes(),
  ]).then(([destinations, types]) => ({ destinations, types }));
  const entry = { expiresAt: Date.now() + CACHE_TTL_MS, reading };
  cached = entry;
  // A failed read is not kept: the next request tries again.
  reading.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return reading;
}

const byRating = (a: Destination, b: Destination) =>
  b.ratingTenths - a.ratingTenths || b.reviewCount - a.reviewCount;

export async function listDestinations(): Promise<Destination[]> {
  return (await readCatalogue()).destinations;
}

export async function listDestinationTypes(): Promise<DestinationType[]> {
  return (await readCatalogue()).types;
}

export async function getDestination(id: number): Promise<Destination | null> {
  return (await readCatalogue()).destinations.find((d) => d.id === id) ?? null;
}

/** The best-rated destinations. */
export async function featuredDestinations(limit: number): Promise<Destination[]> {
  return [...(await listDestinations())].sort(byRating).slice(0, limit);
}

/** The cheapest places to spend a day (the domain's "good value"). */
export async function bestValueDestinations(limit: number): Promise<Destination[]> {
  return byBestValue(await listDestinations()).slice(0, limit);
}

/** The most reviewed destinations. */
export async function popularDestinations(limit: number): Promise<Destination[]> {
  return [...(await listDestinations())]
    .sort((a, b) => b.reviewCount - a.reviewCount)
    .slice(0, limit);
}
