import { availableParallelism } from "node:os";
import PQueue from "p-queue";

/**
 * The one pool every picture is drawn or re-encoded in: art renditions, flags, share cards and
 * profile pictures (decisions 059 and 092). A render costs up to a few seconds of CPU; without a
 * bound, a handful of parallel requests took every core and the pages with them.
 *
 * - Two lanes, each running at most `concurrency` tasks; the rest wait in its p-queue. The
 *   site's own pictures (art, flags) have a lane of their own, so a page's picture never waits
 *   behind a card or an upload: it is a fixed set, each picture drawn once and kept. Work a
 *   visitor can ask for without end (share cards of any plan, uploads) shares the other lane.
 * - Fair between clients: a task waits behind fewer of its own client's tasks than of anyone
 *   else's (its priority is minus the number its client already has in the pool), so a client
 *   with a backlog cannot keep another's first picture waiting behind all of it.
 * - Visitors' work is "refusable": refused before it is queued when its client already has
 *   `perClient` such tasks in the pool (429), or when it would wait behind `maxWaiting` others
 *   (503). The site's own art is never refused.
 */

export type RenderRefusal = "client-busy" | "renderer-busy";

/** Thrown by `admit` before any work: the caller answers 429 or 503 with Retry-After. */
export class RenderRefusedError extends Error {
  constructor(readonly reason: RenderRefusal) {
    super(
      reason === "client-busy"
        ? "This client's pictures are still being drawn"
        : "Too many pictures waiting",
    );
    this.name = "RenderRefusedError";
  }
}

/** Who asks for a render (a client address) and whether it may be refused. */
type RenderRequest = { client: string; refusable: boolean };

/** A place in the pool, taken before the work: run the task with it, or give it back. */
export type RenderTicket = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back; safe to call more than once, and after `run`. */
  release(): void;
};

export type RenderPool = {
  /** Takes a place for `request`'s client, or throws RenderRefusedError without queuing anything. */
  admit(request: RenderRequest): RenderTicket;
  /** True when `admit` would refuse this client's refusable task for its own tasks in the pool. */
  isBusy(client: string): boolean;
  /** `admit` and `run` in one. */
  run<T>(task: () => Promise<T>, request?: RenderRequest): Promise<T>;
  /** Resolves when the next task is queued (tests: a picture answered from memory queues none). */
  nextQueued(): Promise<void>;
  readonly running: number;
  readonly waiting: number;
};

/** Tasks the site itself queues (tests holding the pool, warm-ups) count under this client. */
const SITE: RenderRequest = { client: "site", refusable: false };

export function createRenderPool({
  concurrency,
  perClient,
  maxWaiting,
}: {
  concurrency: number;
  perClient: number;
  maxWaiting: number;
}): RenderPool {
  const siteLane = new PQueue({ concurrency });
  const visitorLane = new PQueue({ concurrency });
  // Places held per client: every kind (for the order), and the refusable kinds (for the bound).
  const held = new Map<string, number>();
  const heldRefusable = new Map<string, number>();
  const change = (counts: Map<string, number>, client: string, by: number) => {
    const next = (counts.get(client) ?? 0) + by;
    if (next > 0) counts.set(client, next);
    else counts.delete(client);
  };

  function admit({ client, refusable }: RenderRequest): RenderTicket {
    if (refusable) {
      if ((heldRefusable.get(client) ?? 0) >= perClient)
        throw new RenderRefusedError("client-busy");
      const mustWait = visitorLane.pending >= concurrency;
      if (mustWait && visitorLane.size >= maxWaiting) throw new RenderRefusedError("renderer-busy");
      change(heldRefusable, client, 1);
    }
    const ahead = held.get(client) ?? 0;
    const lane = refusable ? visitorLane : siteLane;
    const priority = -ahead;
    change(held, client, 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      change(held, client, -1);
      if (refusable) change(heldRefusable, client, -1);
    };
    return {
      release,
      run: (task) => lane.add(task, { priority }).finally(release),
    };
  }

  return {
    admit,
    isBusy: (client) => (heldRefusable.get(client) ?? 0) >= perClient,
    run: async (task, request = SITE) => admit(request).run(task),
    nextQueued: () =>
      new Promise((resolve) => {
        const controller = new AbortController();
        const queued = () => (controller.abort(), resolve());
        for (const lane of [siteLane, visitorLane])
          lane.addEventListener("add", queued, { once: true, signal: controller.signal });
      }),
    get running() {
      return siteLane.pending + visitorLane.pending;
    },
    get waiting() {
      return siteLane.size + visitorLane.size;
    },
  };
}

/**
 * Half the cores draw visitors' pictures at most, so the other half keeps serving pages; the
 * site's lane adds as many for its own art, which is drawn once per picture and kept.
 */
export const RENDER_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
/** Refusable tasks one client may have in the pool: a card or an upload running, one waiting. */
export const RENDER_PER_CLIENT = 2;
/** Refusable tasks are not queued behind this many waiting tasks. */
export const RENDER_MAX_WAITING = 16;
/** Seconds a refused client is asked to wait: about the time a few renders take. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

export const renderLimiter = createRenderPool({
  concurrency: RENDER_CONCURRENCY,
  perClient: RENDER_PER_CLIENT,
  maxWaiting: RENDER_MAX_WAITING,
});
