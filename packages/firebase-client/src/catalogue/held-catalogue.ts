import type { Destination, DestinationType } from "@travel/domain";
import { DEADLINES_MS } from "../deadline.js";
import type { DestinationWords } from "../editorial/words.js";
import type { Logger } from "../results.js";
import type { Catalogue } from "./catalogue.js";

/**
 * How often an instance asks whether the catalogue changed (decision 115). A publish reaches
 * every instance within this plus one full read (DEADLINES_MS.catalogue, 10 s): 55 s, inside
 * the 60 s promised. One document read per check: 80 reads an hour when nothing changes.
 */
export const CATALOGUE_CHECK_MS = 45_000;

/** The catalogue as one instance holds it, and the publish it came from. */
export interface CatalogueCopy {
  destinations: Destination[];
  destinationTypes: DestinationType[];
  /** Archived by editors: off every list, still shown to travellers who saved them. */
  archived: Destination[];
  /** Each destination's summary and description as pages show them, rendered when saved. */
  words: ReadonlyMap<number, DestinationWords>;
  /** The version document's value when the copy was read (null before any publish). */
  version: string | null;
}

export interface HeldCatalogue {
  /**
   * The copy held. The first call reads the whole catalogue and waits for it (within the
   * client's deadlines: a BackendUnavailableError if Firestore is silent, and a later call
   * tries again); every call after that answers from memory at once.
   */
  current(): Promise<CatalogueCopy>;
  /**
   * One check: reads the version document and, only when it differs from the copy's, the whole
   * catalogue. Concurrent calls share one check. A failed check keeps the copy.
   */
  check(): Promise<"unchanged" | "changed">;
  /** Stops the checks (tests, scripts; a server keeps them for its lifetime). */
  stop(): void;
}

/** Runs `tick` every `ms` until the returned function is called. */
export type Every = (ms: number, tick: () => void) => () => void;

const everyInBackground: Every = (ms, tick) => {
  const timer = setInterval(tick, ms);
  // The checks alone never keep a process (a script, a test) running.
  timer.unref();
  return () => clearInterval(timer);
};

export interface HoldOptions {
  logger: Logger;
  /** Time between checks; CATALOGUE_CHECK_MS unless set. */
  checkEveryMs?: number;
  /** The clock that runs the checks (tests drive it by hand). */
  every?: Every;
}

/**
 * Holds one copy of the catalogue per process: read once, then kept in step by a cheap check
 * of the version document that seedCatalogue writes last and every publish or archive in the
 * back-office bumps. Nothing else reads the catalogue, so
 * the reads an hour do not grow with the number of destinations.
 */
export function holdCatalogue(
  catalogue: Pick<
    Catalogue,
    | "readVersion"
    | "listDestinations"
    | "listDestinationTypes"
    | "listArchivedDestinations"
    | "listDestinationWords"
  >,
  options: HoldOptions,
): HeldCatalogue {
  const { logger, checkEveryMs = CATALOGUE_CHECK_MS, every = everyInBackground } = options;
  let held: CatalogueCopy | undefined;
  let firstRead: Promise<CatalogueCopy> | undefined;
  let checking: Promise<"unchanged" | "changed"> | undefined;
  let stopChecks: (() => void) | undefined;
  let stopped = false;

  // The version is read before the documents: a publish that lands during the read has a newer
  // version than the one kept, so the next check reads again.
  const readAll = async (version: string | null): Promise<CatalogueCopy> => {
    const [destinations, destinationTypes, archived, words] = await Promise.all([
      catalogue.listDestinations(),
      catalogue.listDestinationTypes(),
      catalogue.listArchivedDestinations(),
      catalogue.listDestinationWords(),
    ]);
    return { destinations, destinationTypes, archived, words, version };
  };

  const check = (): Promise<"unchanged" | "changed"> => {
    if (!held) return current().then(() => "changed");
    checking ??= (async () => {
      try {
        const version = await catalogue.readVersion();
        if (held && version === held.version) return "unchanged";
        held = await readAll(version);
        return "changed";
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  const current = (): Promise<CatalogueCopy> => {
    if (held) return Promise.resolve(held);
    firstRead ??= (async () => {
      try {
        // The process's first call to Firestore sets up its channel, slow on a busy machine: the
        // version is part of the first full read and shares its deadline.
        const copy = await readAll(await catalogue.readVersion(DEADLINES_MS.catalogue));
        held = copy;
        if (!stopped) {
          stopChecks = every(checkEveryMs, () => {
            check().catch((error: unknown) =>
              logger.warn(
                "Catalogue check failed; serving the copy held",
                error instanceof Error ? error.message : error,
              ),
            );
          });
        }
        return copy;
      } finally {
        firstRead = undefined;
      }
    })();
    return firstRead;
  };

  return {
    current,
    check,
    stop() {
      stopped = true;
      stopChecks?.();
    },
  };
}
