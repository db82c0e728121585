/**
 * Runs tasks with the same key one after another (different keys run freely). Used so one
 * server process never races itself on one document: its requests queue here instead of
 * contending in Firestore transactions, which back off for a second or more per conflict.
 * Other processes are still kept correct by the transactions themselves.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with queued or running tasks (for tests). */
  get size(): number {
    return this.tails.size;
  }
}

/** One lock per process: every service set in it writes to the same documents. */
export const processLock = new KeyedLock();
