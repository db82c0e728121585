import type { SharedPlan } from "@travel/firebase-client";
import { getConfig } from "../../lib/config.server";
import { serverLog } from "../../lib/http/request-log.server";
import { getServices } from "../../lib/services.server";
import type { PlanRefusal } from "./plan-types";
import { refusalOf } from "./plan-access.server";

/**
 * Live shared plans (decision 181): each server instance keeps at most one Firestore listener
 * per plan, however many of its pages watch that plan, and pushes each new state to those pages
 * as server-sent events. Firestore is the shared state, so a change made through any instance
 * reaches every instance's pages, with no sticky sessions. Bounded: a number of open streams per
 * instance and per member, a heartbeat that keeps proxies from cutting a quiet stream, and a
 * lifetime after which the browser reconnects (its session and membership checked again).
 */
const LIVE_LIMITS = {
  /** Open streams of one member on one instance (tabs). */
  perMember: 6,
  heartbeatMs: 15_000,
  /** A stream ends after this and the browser reconnects (EventSource does so by itself). */
  lifetimeMs: 10 * 60_000,
  /** How long the browser waits before reconnecting. */
  retryMs: 2_000,
  /** A listener nobody watches any more stops after this (a reconnect soon after keeps it). */
  lingerMs: 20_000,
  /**
   * A new listener that has not delivered the plan by then is given up: its pages reconnect and
   * start another (a listener has no deadline of its own; Firestore retries it silently).
   */
  firstStateMs: 10_000,
} as const;

type Watcher = {
  uid: string;
  /** The member's view of this state, as one event's data; null when they may no longer see it. */
  send(plan: SharedPlan): void;
  end(event: "removed" | "gone" | "renew", refusal?: PlanRefusal): void;
};

type Feed = {
  watchers: Set<Watcher>;
  stop: () => void;
  latest: SharedPlan | null | undefined;
  linger?: NodeJS.Timeout;
};

const feeds = new Map<string, Feed>();
let open = 0;
const perMember = new Map<string, number>();

function deliver(feed: Feed, plan: SharedPlan | null) {
  feed.latest = plan;
  for (const watcher of [...feed.watchers]) {
    if (!plan) {
      watcher.end("gone", refusalOf(null, watcher.uid) ?? undefined);
      continue;
    }
    const refusal = refusalOf(plan, watcher.uid);
    if (refusal) watcher.end(refusal.refused === "removed" ? "removed" : "gone", refusal);
    else watcher.send(plan);
  }
}

function follow(planId: string): Feed {
  let feed = feeds.get(planId);
  if (feed) {
    clearTimeout(feed.linger);
    delete feed.linger;
    return feed;
  }
  const created: Feed = { watchers: new Set(), stop: () => undefined, latest: undefined };
  feeds.set(planId, created);
  created.stop = getServices().groupPlans.watch(
    planId,
    (plan) => deliver(created, plan),
    (error) => {
      serverLog().warn({ planId, reason: error.message }, "Shared plan: listener failed");
      // The listener has stopped: its pages reconnect and start a new one.
      feeds.delete(planId);
      for (const watcher of [...created.watchers]) watcher.end("renew");
    },
  );
  const firstState = setTimeout(() => {
    if (created.latest !== undefined || feeds.get(planId) !== created) return;
    serverLog().warn({ planId }, "Shared plan: no state from the listener in time");
    created.stop();
    feeds.delete(planId);
    for (const watcher of [...created.watchers]) watcher.end("renew");
  }, LIVE_LIMITS.firstStateMs);
  firstState.unref();
  feed = created;
  return feed;
}

function unfollow(planId: string, feed: Feed, watcher: Watcher) {
  feed.watchers.delete(watcher);
  if (feed.watchers.size > 0 || feed.linger) return;
  feed.linger = setTimeout(() => {
    if (feed.watchers.size > 0) return;
    feed.stop();
    if (feeds.get(planId) === feed) feeds.delete(planId);
  }, LIVE_LIMITS.lingerMs);
  feed.linger.unref();
}

const encoder = new TextEncoder();
const event = (name: string, payload: unknown) =>
  encoder.encode(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);

const allStreams = new Set<() => void>();
// On shutdown every stream ends at once, so the drain is not held up and the pages reconnect
// to another instance.
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    for (const end of [...allStreams]) end();
  });

/**
 * An event stream of `planId` for member `uid`: the current state at once, then each new one,
 * built into the member's view by `view`. Ends when the member is removed or the plan goes, at
 * the end of its lifetime, when the page goes away, or on shutdown.
 */
export function planEvents(
  request: Request,
  {
    planId,
    uid,
    first,
    view,
  }: {
    planId: string;
    uid: string;
    first: SharedPlan;
    view: (plan: SharedPlan) => unknown;
  },
): Response {
  const mine = perMember.get(uid) ?? 0;
  // Open streams per instance (LIVE_STREAMS_MAX): the next is answered 503, and the page still
  // works by reloads.
  const full = open >= getConfig().liveStreamsMax;
  if (full || mine >= LIVE_LIMITS.perMember) {
    return new Response("Too many live pages are open: reload to see the latest state.", {
      status: full ? 503 : 429,
      headers: { "Retry-After": "30", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  let cleanup = () => undefined as void;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      open += 1;
      perMember.set(uid, mine + 1);
      const feed = follow(planId);
      let ended = false;
      let lastRevision = -1;
      const write = (chunk: Uint8Array) => {
        try {
          controller.enqueue(chunk);
        } catch {
          end();
        }
      };
      const watcher: Watcher = {
        uid,
        send(plan) {
          // Each state once, never an older one after a newer.
          if (plan.revision <= lastRevision) return;
          lastRevision = plan.revision;
          write(event("plan", view(plan)));
        },
        end(name, refusal) {
          if (name !== "renew") write(event(name, refusal ?? {}));
          end();
        },
      };
      const heartbeat = setInterval(
        () => write(encoder.encode(": keep-alive\n\n")),
        LIVE_LIMITS.heartbeatMs,
      );
      const lifetime = setTimeout(() => watcher.end("renew"), LIVE_LIMITS.lifetimeMs);
      heartbeat.unref();
      lifetime.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        allStreams.delete(end);
        request.signal.removeEventListener("abort", end);
        unfollow(planId, feed, watcher);
        open -= 1;
        const left = (perMember.get(uid) ?? 1) - 1;
        if (left > 0) perMember.set(uid, left);
        else perMember.delete(uid);
        try {
          controller.close();
        } catch {
          // already closed by the page going away
        }
      };
      cleanup = end;
      allStreams.add(end);
      request.signal.addEventListener("abort", end);
      write(encoder.encode(`retry: ${LIVE_LIMITS.retryMs}\n\n`));
      feed.watchers.add(watcher);
      // The state this request read (or a newer one the listener holds): nothing between the
      // page's own load and this stream is missed.
      const latest = feed.latest && feed.latest.revision > first.revision ? feed.latest : first;
      deliver({ ...feed, watchers: new Set([watcher]) }, latest);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone, so each event is sent
      // as it is written, not when a compression buffer fills.
      "Cache-Control": "private, no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
