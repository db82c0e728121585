import { useEffect, useState } from "react";
import { planPath, type PlanRefusal, type PlanView } from "./plan-types";

export type LiveState = "connecting" | "live" | "paused";

/**
 * The plan as the server last said: the loader's view, replaced by each newer one the plan's
 * event stream pushes (another member's vote, a new place, a joining party, marked weeks), so
 * the page changes without reloading. A refusal (removed, plan gone) ends the stream and replaces
 * the plan. Without JavaScript none of this runs: a reload shows the latest state.
 */
export function useLivePlan(initial: PlanView): {
  view: PlanView;
  refusal: PlanRefusal | null;
  live: LiveState;
} {
  const [view, setView] = useState(initial);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const [live, setLive] = useState<LiveState>("connecting");

  // A newer state from the loader (after this member's own change) wins too.
  useEffect(() => {
    setView((current) => (initial.revision >= current.revision ? initial : current));
  }, [initial]);

  useEffect(() => {
    const source = new EventSource(`${planPath(initial.id)}/events`);
    const onPlan = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as PlanView;
      setView((current) => (next.revision >= current.revision ? next : current));
      setLive("live");
    };
    const onRefused = (event: MessageEvent<string>) => {
      setRefusal(JSON.parse(event.data) as PlanRefusal);
      source.close();
    };
    source.addEventListener("plan", onPlan);
    source.addEventListener("removed", onRefused);
    source.addEventListener("gone", onRefused);
    source.onopen = () => setLive("live");
    // EventSource reconnects by itself after a drop; a refusal of the stream (4xx) closes it.
    source.onerror = () =>
      setLive(source.readyState === EventSource.CLOSED ? "paused" : "connecting");
    return () => source.close();
  }, [initial.id]);

  return { view, refusal, live };
}
