import { data } from "react-router";
import { inviteTokenSchema } from "@travel/firebase-client";
import { authHref } from "../../lib/auth-links";
import { needsBackend } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { getServices } from "../../lib/services.server";
import { getProfile, getUser } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { blankParty, readPartyForm } from "./party-form.server";
import { PLAN_MESSAGES } from "./plan-actions.server";
import { planPath } from "./plan-types";
import { pageUrl } from "~/lib/http/page-url.server";

/**
 * An invitation link: /trips/plans/{id}/join/{secret}. Whoever holds a working link sees the
 * plan's name and who organises it, signs in (or signs up, and comes back here), and joins with
 * their party. The secret is checked against the stored hashes on every request.
 */
export async function joinPage(request: Request, planId = "", token = "") {
  const invite = await needsBackend(() => getServices().groupPlans.peekInvite(planId, token));
  if (!invite)
    throw data({ refused: "gone", message: PLAN_MESSAGES["invite-invalid"] }, { status: 404 });
  const user = await needsBackend(() => getUser(request));
  const here = pageUrl(request).pathname;
  const profile = user ? await getProfile(request).catch(() => null) : null;
  const plan = user ? await needsBackend(() => getServices().groupPlans.get(planId)) : null;
  return {
    invite,
    signedIn: user !== null,
    alreadyMember: Boolean(user && plan?.parties.some((party) => party.uid === user.uid)),
    planHref: planPath(planId),
    signInHref: authHref("/auth/login", here),
    signUpHref: authHref("/auth/signup", here),
    party: { values: blankParty(profile?.firstName ?? ""), errors: {}, airportChoices: [] },
  };
}

export async function joinPlan(request: Request, planId = "", token = "") {
  requireSameOrigin(request);
  const user = await needsBackend(() => getUser(request));
  if (!user || !inviteTokenSchema.safeParse(token).success)
    return data({ problem: PLAN_MESSAGES["invite-invalid"] }, { status: user ? 404 : 401 });
  const form = await readForm(request);
  const party = readPartyForm(form);
  if (!party.ok) return data({ party: party.state }, { status: 400 });
  const joined = await needsBackend(() =>
    getServices().groupPlans.join(planId, token, user.uid, party.party),
  );
  if (!joined.ok) return data({ problem: PLAN_MESSAGES[joined.error] }, { status: 409 });
  return redirectWithToast(
    planPath(planId),
    { type: "success", description: "You joined the plan: vote, add places and mark your weeks." },
    { status: 303 },
  );
}
