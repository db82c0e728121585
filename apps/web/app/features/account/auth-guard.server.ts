import { requestDetailsOf, type LoadContext } from "~/lib/http/request-context.server";
import { HONEYPOT_FIELD } from "~/ui/Honeypot";

/** The key rate limits count per client; one shared key where the address is unknown (dev server). */
export const clientKey = (clientIp: string | undefined): string => clientIp || "unknown";

/** The key of the client a loader or action serves (server.mjs puts its address in the context). */
export function clientIpOf(context: LoadContext | undefined): string {
  return clientKey(requestDetailsOf(context).clientIp);
}

/** True when the hidden field people never see was filled in: a bot. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value !== "" : value !== null;
}
