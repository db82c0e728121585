import { type ActionFunctionArgs, redirect } from "react-router";
import { safeRedirectPath } from "@travel/domain";
import { z } from "zod";
import { getConfig } from "~/lib/config.server";
import { consentCookieHeader, type ConsentAnswer } from "~/features/consent/consent";
import { readForm } from "~/lib/http/read-form.server";

/**
 * The cookie banner's buttons post here. A plain form (no JavaScript) is redirected back to
 * the page it came from; the enhanced banner sends mode=fetch and gets a small JSON answer.
 * A resource route answers with a Response of its own: the banner's fetcher reads this URL
 * itself, not through React Router's data requests, and React Router refuses raw data there.
 */
const consentFormSchema = z.object({
  consent: z.enum(["accept", "decline"]),
  // Longer than any path the site serves: ignored (the fallback page) rather than refused.
  redirectTo: z.string().max(2048).optional().catch(undefined),
  mode: z.literal("fetch").optional(),
});

const answer = (body: ConsentAnswer, init: ResponseInit) => Response.json(body, init);

export async function action({ request }: ActionFunctionArgs) {
  const parsed = consentFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return answer({ ok: false, error: "Choose Accept or Decline." }, { status: 400 });
  }
  const accepted = parsed.data.consent === "accept";
  const headers = {
    "Set-Cookie": consentCookieHeader(accepted, { secure: getConfig().isProduction }),
  };
  if (parsed.data.mode === "fetch") return answer({ ok: true, accepted }, { headers });
  return redirect(safeRedirectPath(parsed.data.redirectTo, "/"), { status: 303, headers });
}

/** Nothing to show here; a stray GET goes to where the choice is explained. */
export function loader() {
  return redirect("/privacy-policy#cookies");
}
