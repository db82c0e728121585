import { Link } from "react-router";
import { PlanDecision } from "./PlanDecision";
import { PlanMembers } from "./PlanMembers";
import { PlanShortlist } from "./PlanShortlist";
import { PlanWeeks } from "./PlanWeeks";
import { PlanRefused } from "./PlanRefused";
import { PLANS_PATH, type PlanActionReply, type PlanView } from "./plan-types";
import { useLivePlan } from "./use-live-plan";
import "./shared-plans.css";

const STATUS = {
  open: "Open: vote, add places and mark your weeks",
  decided: "Decided",
  closed: "Closed",
} as const;

const LIVE = {
  connecting: "Connecting for live updates…",
  live: "Live: others' changes appear here as they happen",
  paused: "Live updates paused: reload to see the latest",
} as const;

/** A shared plan as one member sees it, kept up to date by the plan's event stream. */
export function SharedPlanPage({
  initial,
  reply,
  today,
}: {
  initial: PlanView;
  reply?: PlanActionReply | undefined;
  today: string;
}) {
  const { view, refusal, live } = useLivePlan(initial);
  if (refusal) return <PlanRefused refusal={refusal} />;
  return (
    <div className="container plan-page" data-revision={view.revision}>
      <header className="plan-page__header">
        <p className="eyebrow">
          <Link to={PLANS_PATH}>Shared plans</Link>
        </p>
        <h1 className="plan-page__title">{view.name}</h1>
        <p className="plan-page__status">
          <span className="plan-badge">{STATUS[view.status]}</span>{" "}
          <span className="plan-live" data-live={live} role="status">
            {LIVE[live]}
          </span>
        </p>
      </header>
      {view.decision || view.isOrganiser ? (
        <PlanDecision view={view} reply={reply} today={today} />
      ) : null}
      <PlanMembers view={view} reply={reply} myParty={view.myParty} />
      <PlanShortlist view={view} reply={reply} />
      <PlanWeeks view={view} reply={reply} />
    </div>
  );
}
