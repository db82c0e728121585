import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { DEFAULT_PLAN_NIGHTS, formatDate, MAX_PLAN_NIGHTS } from "@travel/domain";
import { planKeySchema, planNameSchema, planNightsSchema } from "@travel/firebase-client";
import { needsBackend } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { getServices } from "../../lib/services.server";
import { getProfile, requireUser } from "../../lib/session.server";
import { redirectWithToast } from "../toasts/toast.server";
import { blankParty, readPartyForm } from "./party-form.server";
import { planPath, PLANS_PATH, type StartFormView } from "./plan-types";
import { PLAN_MESSAGES } from "./plan-actions.server";

/** A member's plans as My destinations and the plans page list them. */
export async function plansOf(uid: string) {
  const plans = await getServices().groupPlans.listFor(uid);
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    href: planPath(plan.id),
    status: plan.status,
    summary: [
      `${plan.parties.length} ${plan.parties.length === 1 ? "party" : "parties"}`,
      `${plan.options.length} on the shortlist`,
      plan.decision
        ? `decided: ${formatDate(plan.decision.departureDate)} – ${formatDate(plan.decision.returnDate)}`
        : plan.status === "closed"
          ? "closed"
          : "open",
      plan.organiserUid === uid ? "you organise it" : null,
    ]
      .filter(Boolean)
      .join(" · "),
  }));
}

type StartForm = StartFormView;

/** The plans page: the member's plans and the form that starts one (its key makes a repeat one plan). */
export async function plansPage(request: Request) {
  const user = await requireUser(request);
  const profile = await getProfile(request).catch(() => null);
  const plans = await needsBackend(() => plansOf(user.uid));
  const start: StartForm = {
    key: randomBytes(18).toString("base64url"),
    name: "",
    nights: String(DEFAULT_PLAN_NIGHTS),
    party: { values: blankParty(profile?.firstName ?? ""), errors: {}, airportChoices: [] },
    errors: {},
  };
  return { plans, start };
}

export async function startPlan(request: Request) {
  requireSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 200) : "";
  };
  const key = planKeySchema.safeParse(text("key"));
  if (!key.success) return redirect(PLANS_PATH, { status: 303 });
  const name = planNameSchema.safeParse(text("planName"));
  const nights = planNightsSchema.safeParse(Number(text("nights")));
  const party = readPartyForm(form);
  const errors: StartForm["errors"] = {};
  if (!name.success)
    errors.name = "Name the plan (up to 60 letters, digits and spaces), e.g. “Summer 2027”.";
  if (!nights.success) errors.nights = `Between 1 and ${MAX_PLAN_NIGHTS} nights.`;
  if (!name.success || !nights.success || !party.ok) {
    const start: StartForm = {
      key: key.data,
      name: text("planName"),
      nights: text("nights"),
      party: party.ok ? { values: blankParty(), errors: {}, airportChoices: [] } : party.state,
      errors,
    };
    if (party.ok)
      start.party.values = { ...start.party.values, name: party.party.name, from: text("from") };
    return data({ start }, { status: 400 });
  }
  const created = await needsBackend(() =>
    getServices().groupPlans.create(user.uid, {
      key: key.data,
      name: name.data,
      nights: nights.data,
      party: party.party,
    }),
  );
  if (!created.ok) return data({ problem: PLAN_MESSAGES[created.error] }, { status: 400 });
  return redirectWithToast(
    planPath(created.planId),
    {
      type: "success",
      description: "Your plan is started: make an invitation link for the others.",
    },
    { status: 303 },
  );
}
