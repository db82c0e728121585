import { Form } from "react-router";
import { PartyFieldset } from "./PartyFieldset";
import type { PartyFields } from "./party-form-types";
import type { PlanActionReply, PlanView } from "./plan-types";
import { FormProblem } from "./SplitTable";

/** Who is in the plan, the organiser's invitation links and removals, and the member's own party. */
export function PlanMembers({
  view,
  reply,
  myParty,
}: {
  view: PlanView;
  reply?: PlanActionReply | undefined;
  myParty: PartyFields;
}) {
  const problem =
    reply && ["invite", "revoke-invite", "remove-party", "close", "leave"].includes(reply.intent)
      ? reply.problem
      : undefined;
  return (
    <section className="plan-section" aria-labelledby="plan-parties-title">
      <h2 id="plan-parties-title" className="plan-section__title">
        Parties ({view.parties.length} of 12)
      </h2>
      <ul className="plan-parties" aria-live="polite">
        {view.parties.map((party) => (
          <li key={party.uid} className="plan-party" data-party={party.name}>
            <p className="plan-party__name">
              {party.name}
              {party.isOrganiser ? <span className="plan-badge">Organiser</span> : null}
              {party.isMe ? <span className="plan-badge plan-badge--me">You</span> : null}
            </p>
            <p className="plan-party__detail">
              {party.airport} · {party.country} · {party.travellers}
            </p>
            {view.isOrganiser && !party.isMe && view.status !== "closed" ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-party" />
                <input type="hidden" name="memberUid" value={party.uid} />
                <button type="submit" className="plan-link-button">
                  Remove {party.name}&apos;s party
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <FormProblem problem={problem} />
      {view.isOrganiser && view.status !== "closed" ? (
        <div className="plan-invite">
          <h3 className="plan-subtitle">Invite others</h3>
          {reply?.inviteLink ? (
            <div className="plan-invite__new" role="status">
              <label htmlFor="plan-invite-link" className="search-field__label">
                Send this link to the people you invite (it works until {reply.inviteExpires}; it is
                shown only now)
              </label>
              <input
                id="plan-invite-link"
                className="search-field__control"
                readOnly
                value={reply.inviteLink}
              />
            </div>
          ) : null}
          {!view.partiesFull && !view.invitesFull ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="invite" />
              <button type="submit" className="button button--primary">
                Make an invitation link
              </button>
            </Form>
          ) : (
            <p className="plan-note">
              {view.partiesFull
                ? "The plan has 12 parties, the most it can hold."
                : "Five links are open: revoke one to make another."}
            </p>
          )}
          {view.invites.length > 0 ? (
            <ul className="plan-invites" aria-label="Open invitation links">
              {view.invites.map((invite) => (
                <li key={invite.id}>
                  <span>
                    Link {invite.id.slice(0, 6)}…, works until {invite.expires}
                  </span>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="revoke-invite" />
                    <input type="hidden" name="inviteId" value={invite.id} />
                    <button type="submit" className="plan-link-button">
                      Revoke<span className="visually-hidden"> link {invite.id.slice(0, 6)}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <details className="plan-my-party" open={reply?.intent === "party" ? true : undefined}>
        <summary>Change my party</summary>
        <Form method="post" preventScrollReset className="plan-party-form">
          <input type="hidden" name="intent" value="party" />
          <PartyFieldset
            idPrefix="my-party"
            values={reply?.party?.values ?? myParty}
            errors={reply?.party?.errors}
            airportChoices={reply?.party?.airportChoices}
          />
          <button type="submit" className="button button--primary">
            Save my party
          </button>
        </Form>
      </details>
      <div className="plan-leave">
        {view.isOrganiser && view.status !== "closed" ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="close" />
            <button type="submit" className="button button--secondary">
              Close the plan
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="leave" />
          <button type="submit" className="plan-link-button">
            Leave this plan{view.isOrganiser ? " (the next party becomes organiser)" : ""}
          </button>
        </Form>
      </div>
    </section>
  );
}
