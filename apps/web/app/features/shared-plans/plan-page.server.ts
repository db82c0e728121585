import { data } from "react-router";
import type { SharedPlan } from "@travel/firebase-client";
import { fileAnswer } from "../../lib/http/file-answer.server";
import { calendarHeaders, sharedPlanCalendar } from "../calendar/plan-calendar.server";
import { readCurrency } from "../currency/display-currency.server";
import { listDestinations } from "../destinations/catalogue.server";
import { todayIso } from "../planner/trip-plan.server";
import { requireMember } from "./plan-access.server";
import { planEvents } from "./plan-feed.server";
import { planView } from "./plan-view.server";
import { planPath } from "./plan-types";

/** The plan page's data: the member's view of the stored plan (members only). */
export async function planPage(request: Request, planId: string | undefined) {
  const { user, plan } = await requireMember(request, planId);
  const destinations = await listDestinations();
  const today = todayIso();
  return {
    view: planView({
      plan,
      uid: user.uid,
      destinations,
      display: readCurrency(request).display,
      today,
    }),
    today,
  };
}

/** The plan's live stream for the signed-in member (refused like the page for anyone else). */
export async function planStream(request: Request, planId: string | undefined) {
  const { user, plan } = await requireMember(request, planId);
  const destinations = await listDestinations();
  const { display } = readCurrency(request);
  return planEvents(request, {
    planId: plan.id,
    uid: user.uid,
    first: plan,
    view: (next: SharedPlan) => planView({ plan: next, uid: user.uid, destinations, display }),
  });
}

/** The decided plan as an .ics for a member: its dates, place and the member's own share. */
export async function planCalendar(request: Request, planId: string | undefined) {
  const { view } = await planPage(request, planId);
  const { decision } = view;
  if (!decision) throw data(null, { status: 404 });
  const mine = decision.split.find((share) => share.party === view.myName);
  return fileAnswer(
    sharedPlanCalendar({
      id: view.id,
      name: view.name,
      destination: `${decision.destination}, ${decision.country}`,
      departureDate: decision.departureDate,
      returnDate: decision.returnDate,
      lines: [
        `${view.parties.length} parties: ${view.parties.map((party) => `${party.name} from ${party.airport}`).join(", ")}`,
        `Estimated cost: ${decision.total} for the group${mine ? `, ${mine.share} for ${view.myName}` : ""}`,
      ],
      path: planPath(view.id),
    }),
    calendarHeaders(`shared-plan-${view.id}.ics`),
  );
}
