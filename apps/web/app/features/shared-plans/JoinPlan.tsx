import { Form, Link } from "react-router";
import { PartyFieldset } from "./PartyFieldset";
import type { PartyFormState } from "./party-form-types";
import { FormProblem } from "./SplitTable";
import "./shared-plans.css";

type JoinData = {
  invite: { name: string; organiser: string; parties: number; status: string };
  signedIn: boolean;
  alreadyMember: boolean;
  planHref: string;
  signInHref: string;
  signUpHref: string;
  party: PartyFormState;
};

/** An invitation: sign in or up, then join with your party. */
export function JoinPlan({
  join,
  party,
  problem,
}: {
  join: JoinData;
  party?: PartyFormState | undefined;
  problem?: string | undefined;
}) {
  const { invite } = join;
  return (
    <div className="container container--narrow plan-page">
      <header className="plan-page__header">
        <p className="eyebrow">Invitation to a shared plan</p>
        <h1 className="plan-page__title">{invite.name}</h1>
        <p className="plan-page__lead">
          {invite.organiser} invites you to plan this trip together: {invite.parties}{" "}
          {invite.parties === 1 ? "party has" : "parties have"} joined so far.
        </p>
      </header>
      {join.alreadyMember ? (
        <p>
          You are in this plan already.{" "}
          <Link to={join.planHref} className="text-link">
            Open the plan
          </Link>
        </p>
      ) : !join.signedIn ? (
        <div className="plan-section">
          <p>
            Sign in, or create an account, to join with your party. You come back here afterwards.
          </p>
          <p className="plan-inline">
            <Link to={join.signInHref} className="button button--primary">
              Sign in to join
            </Link>
            <Link to={join.signUpHref} className="button button--secondary">
              Sign up to join
            </Link>
          </p>
        </div>
      ) : invite.status !== "open" ? (
        <p role="alert">
          This plan takes no new parties: its destination is decided or it is closed.
        </p>
      ) : (
        <Form method="post" className="plan-section plan-join">
          <PartyFieldset
            idPrefix="join-party"
            values={(party ?? join.party).values}
            errors={party?.errors}
            airportChoices={party?.airportChoices}
          />
          <FormProblem problem={problem} />
          <button type="submit" className="button button--primary">
            Join the plan
          </button>
        </Form>
      )}
    </div>
  );
}
