import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import {
  byPopularity,
  onePerCountry,
  suggestablePlaces,
  tripDeals,
  type Destination,
  type DestinationType,
  type TripOrigin,
} from "@travel/domain";
import {
  type CatalogueCopy,
  type DestinationWords,
  type HeldCatalogue,
  holdCatalogue,
} from "@travel/firebase-client";
import { getConfig } from "../../lib/config.server";
import { needsBackend } from "../../lib/http/backend.server";
import { firebaseMessageLog } from "../../lib/http/request-log.server";
import { getServices } from "../../lib/services.server";

/**
 * Read side of the destination catalogue for pages. One process holds one copy (decision
 * 115): it reads every destination once, then checks the catalogue's version document every
 * CATALOGUE_CHECK_SECONDS (default 45) and reads everything again only when a publish changed
 * it. Pages never wait on Firestore for the catalogue once the first read is done; a failed
 * check is logged and the copy held is served. Only a process that has never read the
 * catalogue waits, and answers 503 if Firestore is silent.
 */
let held: HeldCatalogue | undefined;
/** The version of the newest copy this process has answered from (decision 197). */
let seenVersion: string | null | undefined;
/** When the newest version read that pages were answered after started. */
let freshAsOf = Number.NEGATIVE_INFINITY;

const noteCopy = (copy: CatalogueCopy) => {
  seenVersion = copy.version;
  return copy;
};

function readCatalogue(): Promise<CatalogueCopy> {
  held ??= holdCatalogue(getServices().catalogue, {
    checkEveryMs: getConfig().catalogueCheckMs,
    logger: firebaseMessageLog,
  });
  const copy = held.current().then(noteCopy);
  return needsBackend(() => copy);
}

/** The copy as of now (a version read that starts after this call): see `fresh()`. */
async function freshCopy(heldCatalogue: HeldCatalogue): Promise<void> {
  const started = Date.now();
  noteCopy(await heldCatalogue.fresh());
  freshAsOf = Math.max(freshAsOf, started);
}

/** The catalogue version pages are answered from now; undefined before the first read. */
export function catalogueVersion(): string | null | undefined {
  return seenVersion;
}

/**
 * Null when the copy held was checked less than `maxAgeMs` ago (a version read that started
 * since then), or when no copy is held yet (the page reads it anyway); otherwise a promise of a
 * check that starts now. The page cache answers anonymous visitors from a copy this fresh.
 */
export function catalogueFreshWithin(maxAgeMs: number): Promise<void> | null {
  if (!held || Date.now() - freshAsOf <= maxAgeMs) return null;
  return freshCopy(held).catch(() => undefined);
}

/** Requests the page cache has already brought up to date: `freshCatalogue` lets them pass. */
const freshEnough = new WeakSet<IncomingMessage>();
export function markCatalogueFresh(req: IncomingMessage): void {
  freshEnough.add(req);
}

/** Answers that never read published content: an editor's photo file is read from Storage each time. */
const READS_NO_CATALOGUE = /^\/content\/photos\//;

/**
 * server.mjs, in front of React Router (read-your-writes, decision 171): a request is answered from the
 * catalogue as it stands when the request arrives. The version document is read first (one read,
 * shared by the requests that arrive together, within its 1 s deadline); when a publish changed
 * it, the copy is read again before the answer. So once an editor is told "published", the very
 * next request on any instance shows it. While Firestore is away the copy held answers at once.
 * A process that holds no copy yet reads the whole catalogue on its first page anyway.
 */
export function freshCatalogue(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if (!held || freshEnough.has(req) || READS_NO_CATALOGUE.test(req.url ?? "")) return next();
  freshCopy(held).then(
    () => next(),
    () => next(),
  );
}

/**
 * Brings this process's copy up to date before the editor is answered: called after a publish,
 * an archive or a takedown (the write bumped the version document). The check's version read
 * starts after the write, so the copy the answer and the next page read holds it.
 */
export async function refreshCatalogue(): Promise<void> {
  // The publish itself succeeded: a failed check leaves the copy to the next scheduled one.
  if (!held) return;
  const started = Date.now();
  const heldCatalogue = held;
  await heldCatalogue
    .check()
    .then(async () => {
      noteCopy(await heldCatalogue.current());
      freshAsOf = Math.max(freshAsOf, started);
    })
    .catch((error: unknown) =>
      firebaseMessageLog.warn(
        "Catalogue check after a publish failed; serving the copy held",
        error instanceof Error ? error.message : error,
      ),
    );
}

// By the editors' score; places without one (built from open data) come after every scored one,
// the most popular first (decision 140): never by population.
const byRating = (a: Destination, b: Destination) =>
  (b.ratingTenths ?? -1) - (a.ratingTenths ?? -1) || byPopularity(a, b);

/**
 * A home-page module's picks (decision 141): places that may be suggested (reachable, no
 * do-not-travel advisory), with a summary to show, in `order`, at most one per country.
 */
function homePicks(
  destinations: readonly Destination[],
  order: (a: Destination, b: Destination) => number,
  limit: number,
): Destination[] {
  const shown = suggestablePlaces(destinations).filter((d) => d.summary !== undefined);
  return onePerCountry(shown.sort(order)).slice(0, limit);
}

export async function listDestinations(): Promise<Destination[]> {
  return (await readCatalogue()).destinations;
}

/** Places editors archived: off every list, kept for travellers who saved them. */
export async function listArchivedDestinations(): Promise<Destination[]> {
  return (await readCatalogue()).archived;
}

export async function listDestinationTypes(): Promise<DestinationType[]> {
  return (await readCatalogue()).destinationTypes;
}

export async function getDestination(id: number): Promise<Destination | null> {
  return (await readCatalogue()).destinations.find((d) => d.id === id) ?? null;
}

const NO_WORDS: DestinationWords = { summaryHtml: null, summaryText: null, descriptionHtml: null };

/**
 * A destination's summary and description as its page shows them: rendered when an editor saved
 * them (or the seed wrote them) and held with the catalogue, never parsed on a view (decision 144).
 */
export async function destinationWords(id: number): Promise<DestinationWords> {
  return (await readCatalogue()).words.get(id) ?? NO_WORDS;
}

/** A destination a traveller saved: listed, or archived since ("no longer listed"). */
export async function getSavedDestination(
  id: number,
): Promise<{ destination: Destination; listed: boolean } | null> {
  const { destinations, archived } = await readCatalogue();
  const listed = destinations.find((d) => d.id === id);
  if (listed) return { destination: listed, listed: true };
  const gone = archived.find((d) => d.id === id);
  return gone ? { destination: gone, listed: false } : null;
}

// The home modules' picks rank the whole catalogue (deals estimate a trip to every place): each
// is worked out once per catalogue read.
const picks = answersPerCatalogue<Destination[]>(16);

/** The destinations with the best editors' scores. */
export async function featuredDestinations(limit: number): Promise<Destination[]> {
  const destinations = await listDestinations();
  return picks(destinations, `featured ${limit}`, () => homePicks(destinations, byRating, limit));
}

/**
 * Deals: the cheapest whole trips for two from `origin` (the domain's `tripDeals`: flights,
 * hotel, daily costs and sights, one place per country), never a nightly rate or population.
 */
export async function dealDestinations(origin: TripOrigin, limit: number): Promise<Destination[]> {
  const destinations = await listDestinations();
  return picks(destinations, `deals ${origin.code} ${limit}`, () =>
    tripDeals(destinations, { origin, limit }).map(({ destination }) => destination),
  );
}

/** The cheapest places to stay (a night and a day), one per country: deals before the traveller names an airport. */
export async function cheapestStayDestinations(limit: number): Promise<Destination[]> {
  const destinations = await listDestinations();
  const stay = (d: Destination) => d.nightlyRateCents + d.dailyCostCents;
  return picks(destinations, `stays ${limit}`, () =>
    homePicks(destinations, (a, b) => stay(a) - stay(b) || a.id - b.id, limit),
  );
}

/** The most popular places (the domain's `byPopularity`: how connected their guide is). */
export async function popularDestinations(limit: number): Promise<Destination[]> {
  const destinations = await listDestinations();
  return picks(destinations, `popular ${limit}`, () =>
    homePicks(destinations, byPopularity, limit),
  );
}

/**
 * Answers worked out from one catalogue read (a ranking of every place for one plan), kept
 * until the catalogue is read anew: each read is a new array, so a publication starts afresh.
 * At most `max` answers per read, the least recently asked dropped first. The function it
 * returns gives the answer kept for `key`, or works it out with `work` and keeps it.
 */
export function answersPerCatalogue<Answer extends object>(max: number) {
  const caches = new WeakMap<readonly Destination[], LRUCache<string, Answer>>();
  return (destinations: readonly Destination[], key: string, work: () => Answer): Answer => {
    let answers = caches.get(destinations);
    if (!answers) {
      answers = new LRUCache<string, Answer>({ max });
      caches.set(destinations, answers);
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = work();
      answers.set(key, answer);
    }
    return answer;
  };
}
