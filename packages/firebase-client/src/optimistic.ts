import type { Watch } from "./deadline.js";

/**
 * Optimistic writes that hold across server processes (docs/decisions/068): read, then write
 * with a precondition (create() = "still absent", lastUpdateTime = "still the version read").
 * When another writer got in between, Firestore refuses the write and the whole step runs again
 * on fresh data after a short random pause. No lock lives in any one process.
 */

/** gRPC codes Firestore answers when a precondition no longer holds. */
const CONFLICT_CODES = new Set([
  5, // NOT_FOUND: an update of a document that was deleted meanwhile
  6, // ALREADY_EXISTS: create() of a document that was created meanwhile
  9, // FAILED_PRECONDITION: lastUpdateTime no longer matches
  10, // ABORTED: a contending transaction
]);

export const isWriteConflict = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  CONFLICT_CODES.has((error as { code?: unknown }).code as number);

/** Between a step's read and its write: the read answered; and the caller may have given up. */
export const beforeWriting = (watch: Watch | undefined) => {
  watch?.answered();
  watch?.signal.throwIfAborted();
};

export class StillContendedError extends Error {
  constructor(attempts: number, options?: { cause?: unknown }) {
    super(`Still contended after ${attempts} attempts`, options);
    this.name = "StillContendedError";
  }
}

/** Random pause in [0, min(cap, base · 2^attempt)) ms: "full jitter", so contenders spread out. */
export const jitteredPause = (attempt: number, baseMs = 5, capMs = 250) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(capMs, baseMs * 2 ** Math.min(attempt, 16))),
  );

/**
 * Runs `step` until it completes without a write conflict. `step` must read what it needs
 * afresh each time. Other errors pass through at once; after `attempts` conflicts it gives up
 * with StillContendedError (a caller answers "try again"). Under a `watch` (whileAnswering), a
 * conflict counts as an answer (the backend is busy, not silent), and once the caller has given
 * up no further attempt starts.
 */
export async function retryOnConflict<T>(
  step: () => Promise<T>,
  attempts = 60,
  watch?: Watch,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    watch?.signal.throwIfAborted();
    try {
      return await step();
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      watch?.answered();
      if (attempt >= attempts) throw new StillContendedError(attempts, { cause: error });
    }
    await jitteredPause(attempt);
  }
}
