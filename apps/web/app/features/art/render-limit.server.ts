import { availableParallelism } from "node:os";

/** Thrown when the limiter's queue is full: the caller answers 503 with Retry-After. */
export class RenderQueueFullError extends Error {
  constructor() {
    super("Too many picture renders waiting");
    this.name = "RenderQueueFullError";
  }
}

export type RenderLimiter = {
  /** Runs `task` when a slot is free; refuses at once when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * At most `concurrency` renders at once and at most `maxWaiting` in line behind them. A render
 * of a large rendition costs up to a second of CPU; without a bound, a handful of parallel
 * requests took every core and the pages with them (docs/decisions/059).
 */
export function createRenderLimiter({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): RenderLimiter {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    run(task) {
      if (running < concurrency) {
        running += 1;
        return Promise.resolve().then(task).finally(release);
      }
      if (queue.length >= maxWaiting) return Promise.reject(new RenderQueueFullError());
      return new Promise<void>((start) => queue.push(start)).then(task).finally(release);
    },
  };
}

/** Half the cores render pictures at most, so the other half keeps serving pages. */
export const RENDER_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
/** A page shows one scene in up to eight widths; a few pages' worth may wait. */
export const RENDER_MAX_WAITING = 16;
/** Seconds a refused client is asked to wait: about the time the queue takes to drain. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

export const renderLimiter = createRenderLimiter({
  concurrency: RENDER_CONCURRENCY,
  maxWaiting: RENDER_MAX_WAITING,
});
