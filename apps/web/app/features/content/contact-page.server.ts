import type { LoadContext } from "~/lib/http/request-context.server";
import { data, redirect } from "react-router";
import { clientIpOf } from "~/features/account/auth-guard.server";
import { orWhenUnavailable } from "~/lib/http/backend.server";
import { readForm } from "~/lib/http/read-form.server";
import { errorDetails, requestLog } from "~/lib/http/request-log.server";
import { getUser } from "~/lib/session.server";
import {
  getContactInbox,
  parseContactForm,
  refuseContactMessage,
  type ContactFieldErrors,
} from "./contact.server";

/**
 * The contact form's action: refused (too many, a bot) or sent back with field messages, stored
 * in the inbox, or sent back whole with "try again" when the inbox cannot take it.
 */
export async function sendContactMessage(request: Request, context: LoadContext) {
  const parsed = parseContactForm(await readForm(request));
  const refused = await refuseContactMessage(parsed, clientIpOf(context));
  if (refused) return refused;
  if (!parsed.ok)
    return data(
      { errors: parsed.errors, values: parsed.values, unavailable: false },
      { status: 400 },
    );
  try {
    // Signed in: the message joins the sender's data (export, deletion); decoration only otherwise.
    const sender = await orWhenUnavailable(getUser(request), null);
    await getContactInbox().store(parsed.message, sender?.uid);
  } catch (error) {
    // Keep what was typed and say so, rather than losing the message behind an error page.
    requestLog(context).error(errorDetails(error), "Could not store a contact message");
    return data(
      { errors: {} as ContactFieldErrors, values: parsed.message, unavailable: true },
      { status: 503 },
    );
  }
  // Post/redirect/get: a reload shows the confirmation instead of sending the message again.
  return redirect("/contact?sent=1", { status: 303 });
}
