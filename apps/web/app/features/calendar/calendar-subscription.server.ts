import { data } from "react-router";
import { formatDate } from "@travel/domain";
import { z } from "zod";
import { getConfig } from "~/lib/config.server";
import { needsBackend } from "~/lib/http/backend.server";
import { readForm } from "~/lib/http/read-form.server";
import { getServices } from "~/lib/services.server";
import { requireUser } from "~/lib/session.server";

/** Where a subscription's secret goes: /calendar/{secret}/plans.ics. */
const subscriptionUrl = (token: string) =>
  new URL(`/calendar/${token}/plans.ics`, getConfig().siteUrl).href;

/** What My Profile's calendar page shows: whether a subscription exists, and since when. */
export async function subscriptionStatus(request: Request) {
  const user = await requireUser(request);
  const feed = await needsBackend(() => getServices().calendarFeeds.feedOf(user.uid));
  return { since: feed ? formatDate(feed.createdAt) : null };
}

const intentSchema = z.object({ intent: z.enum(["renew", "revoke"]) });

export type SubscriptionReply =
  | { ok: true; intent: "renew"; url: string }
  | { ok: true; intent: "revoke" }
  | { ok: false; error: string };

/**
 * Renew (a new secret address, the old one stops) or revoke, for the signed-in traveller only:
 * the uid comes from the session, never from the form. The new address is in this reply alone.
 */
export async function subscriptionAction(request: Request) {
  const user = await requireUser(request);
  const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data<SubscriptionReply>(
      { ok: false, error: "Choose to make a new address or to stop the subscription." },
      { status: 400 },
    );
  const feeds = getServices().calendarFeeds;
  if (parsed.data.intent === "revoke") {
    await needsBackend(() => feeds.revoke(user.uid));
    return data<SubscriptionReply>({ ok: true, intent: "revoke" });
  }
  const token = await needsBackend(() => feeds.renew(user.uid));
  return data<SubscriptionReply>({ ok: true, intent: "renew", url: subscriptionUrl(token) });
}
