import { data } from "react-router";
import type { SessionUser, SharedPlan } from "@travel/firebase-client";
import { needsBackend } from "../../lib/http/backend.server";
import { getServices } from "../../lib/services.server";
import { requireUser } from "../../lib/session.server";
import type { PlanRefusal } from "./plan-types";

/**
 * Who may see a shared plan: its members, checked on every request against the stored plan
 * (never a copy a process holds), so a removed member is refused at their very next request.
 */
const REFUSALS = {
  removed:
    "The organiser removed your party from this plan, so you no longer see it. Ask them for a new invitation link if that was a mistake.",
  // The same words for a plan that is someone else's and one that does not exist: an outsider
  // learns nothing about which plans there are.
  "not-member":
    "This plan is not open to you. To join it, ask its organiser for an invitation link.",
  gone: "This plan is not open to you. To join it, ask its organiser for an invitation link.",
} as const;

export function refusalOf(plan: SharedPlan | null, uid: string): PlanRefusal | null {
  if (!plan) return { refused: "gone", message: REFUSALS.gone };
  if (plan.parties.some((party) => party.uid === uid)) return null;
  const refused = plan.removed[uid] ? "removed" : "not-member";
  return { refused, message: REFUSALS[refused] };
}

const STATUS = { removed: 403, "not-member": 404, gone: 404 } as const;

/**
 * The signed-in member and their plan, or a thrown answer: sign-in for a visitor, and for anyone
 * else the refusal page with its reason (403 for a removed member, 404 otherwise, so a plan's
 * existence is told to nobody outside it).
 */
export async function requireMember(
  request: Request,
  planId: string | undefined,
): Promise<{ user: SessionUser; plan: SharedPlan }> {
  const user = await requireUser(request);
  const plan = await needsBackend(() => getServices().groupPlans.get(planId ?? ""));
  const refusal = refusalOf(plan, user.uid);
  if (refusal || !plan) {
    const reason = refusal ?? { refused: "gone" as const, message: REFUSALS.gone };
    throw data(reason, { status: STATUS[reason.refused] });
  }
  return { user, plan };
}
