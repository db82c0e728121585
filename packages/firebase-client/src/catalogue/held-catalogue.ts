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
   * catalogue. Its version read starts after this call, so a publish that committed before the
   * call is seen: a call while a check is under way waits for the next one, which every such
   * call shares (at most one check runs and one waits). A failed check keeps the copy.
   */
  check(): Promise<"unchanged" | "changed">;
  /**
   * The copy as of this call (read-your-writes, decision 171): a check that starts after the
   * call, then the copy. When a check fails (Firestore silent), the copy held is answered at once
   * and for `pauseAfterFailureMs` calls do not wait for checks, so pages stay quick while the
   * backend is away; before the first read it is `current()`.
   */
  fresh(): Promise<CatalogueCopy>;
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
  /** After a failed check, `fresh()` answers from the copy for this long; FRESH_PAUSE_MS unless set. */
  pauseAfterFailureMs?: number;
  /** The time, for the pause (tests set it). */
  now?: () => number;
}

/** After a failed check, pages stop waiting for checks this long: the backend is away. */
const FRESH_PAUSE_MS = 10_000;

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
  const {
    logger,
    checkEveryMs = CATALOGUE_CHECK_MS,
    every = everyInBackground,
    pauseAfterFailureMs = FRESH_PAUSE_MS,
    now = Date.now,
  } = options;
  let held: CatalogueCopy | undefined;
  let firstRead: Promise<CatalogueCopy> | undefined;
  /** The check under way, and the one that starts when it ends (shared by calls made meanwhile). */
  let running: Promise<"unchanged" | "changed"> | undefined;
  let waiting: Promise<"unchanged" | "changed"> | undefined;
  let stopChecks: (() => void) | undefined;
  let stopped = false;
  let pausedUntil = 0;

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

  const runCheck = async (): Promise<"unchanged" | "changed"> => {
    try {
      const version = await catalogue.readVersion();
      if (held && version === held.version) return "unchanged";
      held = await readAll(version);
      return "changed";
    } catch (error) {
      pausedUntil = now() + pauseAfterFailureMs;
      throw error;
    }
  };
  const startCheck = () => {
    const started = runCheck().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };

  const check = (): Promise<"unchanged" | "changed"> => {
    if (!held) return current().then(() => "changed");
    if (!running) return startCheck();
    // The check under way may have read the version before this call: the next one starts
    // once it ends, and serves every call made until then.
    waiting ??= running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined;
        return startCheck();
      });
    return waiting;
  };

  const fresh = async (): Promise<CatalogueCopy> => {
    if (!held) return current();
    if (now() < pausedUntil) {
      // Away: one check at a time in the background finds out when it is back.
      if (!running) startCheck().catch(() => undefined);
      return held;
    }
    const before = held;
    try {
      await check();
    } catch (error) {
      logger.warn(
        "Catalogue check for a page failed; serving the copy held",
        error instanceof Error ? error.message : error,
      );
    }
    return held ?? before;
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
    fresh,
    stop() {
      stopped = true;
      stopChecks?.();
    },
  };
}
