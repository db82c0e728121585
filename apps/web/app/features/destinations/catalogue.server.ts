import { byBestValue, type Destination, type DestinationType } from "@travel/domain";
import { getConfig } from "../../lib/config.server";
import { needsBackend } from "../../lib/http/backend.server";
import { serverLog } from "../../lib/http/request-log.server";
import { getServices } from "../../lib/services.server";

/**
 * Read side of the destination catalogue for pages. The catalogue (hundreds of destinations)
 * changes only when it is seeded, so one process keeps it in memory for a
 * short while (CATALOGUE_CACHE_SECONDS, default 60) instead of reading Firestore on every page view.
 *
 * Once a catalogue has been read, pages never wait on Firestore for it again: after the TTL,
 * the last catalogue is served while one refresh runs behind it (bounded by the client's read
 * deadline). A failed refresh is not kept; the next page view starts another. Only a process
 * that has never read the catalogue waits, and answers 503 if Firestore is silent.
 */
type Snapshot = { destinations: Destination[]; types: DestinationType[] };
let lastRead: { snapshot: Snapshot; expiresAt: number } | undefined;
let refreshing: Promise<Snapshot> | undefined;

function refresh(): Promise<Snapshot> {
  refreshing ??= (async () => {
    try {
      const { catalogue } = getServices();
      const [destinations, types] = await Promise.all([
        catalogue.listDestinations(),
        catalogue.listDestinationTypes(),
      ]);
      const snapshot = { destinations, types };
      lastRead = { snapshot, expiresAt: Date.now() + getConfig().catalogueCacheMs };
      return snapshot;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

function readCatalogue(): Promise<Snapshot> {
  if (lastRead && lastRead.expiresAt > Date.now()) return Promise.resolve(lastRead.snapshot);
  const reading = refresh();
  if (!lastRead) return needsBackend(() => reading);
  const stale = lastRead.snapshot;
  reading.catch((error: unknown) =>
    serverLog().warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "Catalogue refresh failed; serving the last catalogue read",
    ),
  );
  return Promise.resolve(stale);
}

// By the editors' score; places without one (built from open data) come after every scored one.
const byRating = (a: Destination, b: Destination) =>
  (b.ratingTenths ?? -1) - (a.ratingTenths ?? -1) || (b.population ?? 0) - (a.population ?? 0);

export async function listDestinations(): Promise<Destination[]> {
  return (await readCatalogue()).destinations;
}

export async function listDestinationTypes(): Promise<DestinationType[]> {
  return (await readCatalogue()).types;
}

export async function getDestination(id: number): Promise<Destination | null> {
  return (await readCatalogue()).destinations.find((d) => d.id === id) ?? null;
}

/** The destinations with the best editors' scores. */
export async function featuredDestinations(limit: number): Promise<Destination[]> {
  return [...(await listDestinations())].sort(byRating).slice(0, limit);
}

/** The cheapest places to spend a day (the domain's "good value"). */
export async function bestValueDestinations(limit: number): Promise<Destination[]> {
  return byBestValue(await listDestinations()).slice(0, limit);
}

/**
 * The largest cities (GeoNames population). The site counts no visits or reviews, so "popular"
 * is not claimed from numbers it does not have.
 */
export async function popularDestinations(limit: number): Promise<Destination[]> {
  return [...(await listDestinations())]
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, limit);
}
