import { data } from "react-router";
import {
  compareIsoDates,
  isPlanWeek,
  nameMatchRank,
  parseDestinationId,
  suggestablePlaces,
  tripPlanSchema,
} from "@travel/domain";
import type { PlanError } from "@travel/firebase-client";
import { z } from "zod";
import { getConfig } from "../../lib/config.server";
import { needsBackend } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { getServices } from "../../lib/services.server";
import { listDestinations } from "../destinations/catalogue.server";
import { todayIso } from "../planner/trip-plan.server";
import { redirectWithToast } from "../toasts/toast.server";
import { readPartyForm } from "./party-form.server";
import { requireMember } from "./plan-access.server";
import { planPath, PLANS_PATH, type PlanActionReply } from "./plan-types";

/**
 * Every change a member makes to a shared plan: one whole-page POST form per intent (each works
 * without JavaScript), validated with zod, checked against the stored plan by the service, and
 * answered with a redirect back and a toast, or the page again with the problem beside its form.
 * Each is idempotent: the same form sent twice leaves the plan as once (the service writes
 * nothing for a change that changes nothing).
 */
export const PLAN_MESSAGES: Record<PlanError, string> = {
  "not-found": "This plan no longer exists.",
  "not-member": "Only the plan's members can change it.",
  removed: "The organiser removed your party from this plan.",
  "not-organiser": "Only the plan's organiser can do that.",
  closed: "This plan is closed, or its destination is decided: it takes no more changes.",
  full: "This plan already has 12 parties, the most one plan can hold.",
  "options-full": "The shortlist already has 20 places: take one off before adding another.",
  "invites-full":
    "Five invitation links are open already: revoke one before making another (each expires after 14 days).",
  "invite-invalid":
    "This invitation link does not work: it was revoked, it expired, or it was mistyped. Ask the organiser for a new one.",
  "unknown-destination": "That place is not in our catalogue.",
  "unknown-option": "That place is not on the shortlist.",
  invalid: "Check what you entered and send the form again.",
};

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("vote"), optionId: id, vote: z.enum(["for", "against", "none"]) }),
  z.object({
    intent: z.literal("add-option"),
    destinationId: z.string().max(12).optional(),
    place: z.string().max(100).optional(),
  }),
  z.object({ intent: z.literal("remove-option"), optionId: id }),
  z.object({ intent: z.literal("weeks") }),
  z.object({ intent: z.literal("party") }),
  z.object({ intent: z.literal("remove-party"), memberUid: id }),
  z.object({ intent: z.literal("leave") }),
  z.object({ intent: z.literal("close") }),
  z.object({
    intent: z.literal("decide"),
    destinationId: z.string().max(12),
    departureDate: z.string().max(10),
    returnDate: z.string().max(10),
  }),
  z.object({ intent: z.literal("invite") }),
  z.object({ intent: z.literal("revoke-invite"), inviteId: z.string().regex(/^[0-9a-f]{12}$/) }),
]);

const single = (form: FormData) => {
  const fields: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
};

const refuse = (
  intent: string,
  problem: string,
  status = 400,
  extra: Partial<PlanActionReply> = {},
) => data<PlanActionReply>({ intent, problem, ...extra }, { status });

/** Finds the place a member typed by name: one clear match is added, several are offered. */
async function placeByName(text: string) {
  const places = suggestablePlaces(await listDestinations());
  const ranked = places
    .map((destination) => ({ destination, rank: nameMatchRank(destination.name, text) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.destination.name.localeCompare(b.destination.name));
  const exact = ranked.filter((entry) => entry.rank === 0);
  const only = exact.length === 1 ? exact[0] : undefined;
  if (only) return { found: only.destination.id };
  return {
    choices: ranked.slice(0, 6).map(({ destination }) => ({
      destinationId: destination.id,
      label: `${destination.name} (${destination.countryCode.toUpperCase()})`,
    })),
  };
}

export async function planAction(request: Request, planId: string | undefined) {
  requireSameOrigin(request);
  const { user, plan } = await requireMember(request, planId);
  const form = await readForm(request);
  const parsed = intentSchema.safeParse(single(form));
  if (!parsed.success) return refuse("unknown", PLAN_MESSAGES.invalid);
  const input = parsed.data;
  const plans = getServices().groupPlans;
  const back = planPath(plan.id);
  const done = async (
    result: { ok: true } | { ok: false; error: PlanError },
    success: string,
    to = back,
  ) => {
    if (!result.ok)
      return refuse(
        input.intent,
        PLAN_MESSAGES[result.error],
        result.error === "removed" ? 403 : 409,
      );
    return redirectWithToast(to, { type: "success", description: success }, { status: 303 });
  };

  return needsBackend(async () => {
    switch (input.intent) {
      case "vote":
        return done(
          await plans.vote(
            plan.id,
            user.uid,
            input.optionId,
            input.vote === "none" ? null : input.vote,
          ),
          input.vote === "none" ? "Your vote is withdrawn." : "Your vote is counted.",
        );
      case "add-option": {
        let destinationId = parseDestinationId(input.destinationId ?? null);
        if (destinationId === null) {
          const text = (input.place ?? "").trim();
          if (!text) return refuse(input.intent, "Enter the name of a place to add it.");
          const match = await placeByName(text);
          if (match.found === undefined)
            return refuse(
              input.intent,
              match.choices?.length
                ? `Several places match “${text}”: pick one.`
                : `No place in our catalogue is called “${text}”. Check the spelling, or pick one of the suggestions.`,
              400,
              { places: match.choices },
            );
          destinationId = match.found;
        }
        return done(
          await plans.addOption(plan.id, user.uid, destinationId),
          "The place is on the shortlist.",
        );
      }
      case "remove-option":
        return done(
          await plans.removeOption(plan.id, user.uid, input.optionId),
          "The place is off the shortlist.",
        );
      case "weeks": {
        const today = todayIso();
        const weeks = form
          .getAll("week")
          .filter((week): week is string => typeof week === "string");
        if (weeks.length > 60 || weeks.some((week) => !isPlanWeek(week, today)))
          return refuse(input.intent, "Pick weeks from the list: the coming twelve months.");
        return done(await plans.markWeeks(plan.id, user.uid, weeks), "Your weeks are saved.");
      }
      case "party": {
        const party = readPartyForm(form);
        if (!party.ok)
          return refuse(input.intent, "Check your party's details.", 400, { party: party.state });
        return done(
          await plans.updateParty(plan.id, user.uid, party.party),
          "Your party is updated.",
        );
      }
      case "remove-party":
        return done(
          await plans.removeParty(plan.id, user.uid, input.memberUid),
          "The party is removed from the plan.",
        );
      case "leave":
        return done(await plans.leave(plan.id, user.uid), "You left the plan.", PLANS_PATH);
      case "close":
        return done(await plans.close(plan.id, user.uid), "The plan is closed.");
      case "decide": {
        const destinationId = parseDestinationId(input.destinationId);
        const dates = tripPlanSchema.safeParse({ ...input, adults: "1" });
        if (destinationId === null || !dates.success)
          return refuse(
            input.intent,
            "Choose a place from the shortlist, and a return date after the departure.",
          );
        if (compareIsoDates(dates.data.departureDate, todayIso()) < 0)
          return refuse(input.intent, "The departure date has passed: choose a later one.");
        return done(
          await plans.decide(plan.id, user.uid, {
            destinationId,
            departureDate: dates.data.departureDate,
            returnDate: dates.data.returnDate,
          }),
          "The destination and dates are fixed: everyone sees their own links now.",
        );
      }
      case "invite": {
        const made = await plans.createInvite(plan.id, user.uid);
        if (!made.ok) return refuse(input.intent, PLAN_MESSAGES[made.error], 409);
        const link = new URL(`${planPath(plan.id)}/join/${made.token}`, getConfig().siteUrl).href;
        return data<PlanActionReply>({
          intent: input.intent,
          inviteLink: link,
          inviteExpires: made.invite.expiresAt.toISOString().slice(0, 10),
        });
      }
      case "revoke-invite":
        return done(
          await plans.revokeInvite(plan.id, user.uid, input.inviteId),
          "The link no longer works.",
        );
    }
  });
}
