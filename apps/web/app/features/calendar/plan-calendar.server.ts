import {
  addDays,
  destinationPath,
  EURO_DISPLAY,
  formatPrice,
  travellersLabel,
  type Destination,
} from "@travel/domain";
import type { Favourite } from "@travel/firebase-client";
import ical, { type ICalCalendar } from "ical-generator";
import { getConfig } from "~/lib/config.server";
import { favouritePlanQuery } from "../favourites/favourite-plans.server";
import { savedGroupPlanSummary } from "../group-trips/group-plan.server";
import { estimateDestinationTrip, readPlan } from "../planner/trip-plan.server";

/**
 * Saved plans as iCalendar (RFC 5545), written by ical-generator: each trip is one all-day event
 * from the departure day to the return day, with the destination, the party, the estimate and
 * a link back to the plan. Event ids are stable (plan or group plan, and the destination), so a
 * subscribed calendar updates a trip instead of adding it twice.
 */

/**
 * Text for one property value. ical-generator escapes backslashes, semicolons, commas and line
 * breaks in an event's text, but writes the calendar's name as it gets it, and neither strips the
 * other control characters RFC 5545 forbids in text: a line break there starts a property of the
 * writer's choosing (issue 41). Names are refused with them at save (@travel/domain plainLine);
 * this is the second line: line breaks become spaces, other control characters go.
 */
const oneLine = (text: string) =>
  text
    .replace(/\r\n|[\r\n\u2028\u2029]/g, " ")
    .replace(/\p{Cc}/gu, "")
    .replace(/ {2,}/g, " ");

/** The calendar's name, escaped as RFC 5545 text, since ical-generator leaves it as it is. */
const calendarName = (text: string) => oneLine(text).replace(/[\\;,]/g, (char) => `\\${char}`);

/** A date-only day (YYYY-MM-DD) as the UTC midnight ical-generator writes as that day. */
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

type SavedPlan = { destination: Destination; favourite: Favourite };

function planEvent(calendar: ICalCalendar, { destination, favourite }: SavedPlan, site: URL) {
  const { plan } = favourite;
  if (!plan?.departureDate || !plan.returnDate) return;
  const params = favouritePlanQuery(plan);
  const path = destinationPath(destination.id);
  const { trip } = readPlan(params, { today: plan.departureDate, path });
  const estimate = trip ? estimateDestinationTrip(destination, trip).estimate : null;
  const link = new URL(`${path}?${params}#planner`, site).href;
  calendar.createEvent({
    id: `plan-${destination.id}@${site.host}`,
    allDay: true,
    start: day(plan.departureDate),
    // DTEND of an all-day event is the day after the last: the return day is a travel day too.
    end: day(addDays(plan.returnDate, 1)),
    summary: oneLine(`Trip to ${destination.name}`),
    location: oneLine(destination.name),
    url: link,
    // One line each, joined by the line breaks ical-generator escapes.
    description: [
      trip ? `${travellersLabel(trip.travellers)} from ${trip.origin.code}` : null,
      estimate
        ? `Estimated cost: ${formatPrice(estimate.totalCost, EURO_DISPLAY)} in all, ${formatPrice(estimate.perPerson, EURO_DISPLAY)} per person`
        : null,
      `Your plan: ${link}`,
    ]
      .flatMap((line) => (line ? [oneLine(line)] : []))
      .join("\n"),
  });
}

function groupPlanEvent(calendar: ICalCalendar, { destination, favourite }: SavedPlan, site: URL) {
  const { groupPlan } = favourite;
  if (!groupPlan) return;
  const summary = savedGroupPlanSummary(destination.id, groupPlan);
  const link = new URL(summary.href, site).href;
  calendar.createEvent({
    id: `group-plan-${destination.id}@${site.host}`,
    allDay: true,
    start: day(groupPlan.departureDate),
    end: day(addDays(groupPlan.returnDate, 1)),
    summary: oneLine(`Group trip to ${destination.name}`),
    location: oneLine(destination.name),
    url: link,
    description: [summary.description, `The group's plan: ${link}`].map(oneLine).join("\n"),
  });
}

export type CalendarChoice = "plan" | "group";

/** One calendar of the saved plans given; `only` keeps just the trip plans or the group plans. */
export function plansCalendar(saved: SavedPlan[], name: string, only?: CalendarChoice): string {
  const site = new URL(getConfig().siteUrl);
  const calendar = ical({
    name: calendarName(name),
    prodId: { company: getConfig().siteName, product: "Saved plans" },
  });
  for (const entry of saved) {
    if (only !== "group") planEvent(calendar, entry, site);
    if (only !== "plan") groupPlanEvent(calendar, entry, site);
  }
  return calendar.toString();
}

/** The file's headers: a calendar, never stored by a shared cache, saved under `filename` when downloaded. */
export function calendarHeaders(filename?: string): Record<string, string> {
  return {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, no-store",
    ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
  };
}

/** A decided shared plan as one all-day event (the plan's own .ics for each of its members). */
export function sharedPlanCalendar(plan: {
  id: string;
  name: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  lines: string[];
  path: string;
}): string {
  const site = new URL(getConfig().siteUrl);
  const link = new URL(plan.path, site).href;
  const calendar = ical({
    name: calendarName(plan.name),
    prodId: { company: getConfig().siteName, product: "Shared plans" },
  });
  calendar.createEvent({
    id: `shared-plan-${plan.id}@${site.host}`,
    allDay: true,
    start: day(plan.departureDate),
    end: day(addDays(plan.returnDate, 1)),
    summary: oneLine(`${plan.name}: ${plan.destination}`),
    location: oneLine(plan.destination),
    url: link,
    description: [...plan.lines, `The group's plan: ${link}`].map(oneLine).join("\n"),
  });
  return calendar.toString();
}
