import type { AppLoadContext } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/ui/Honeypot";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as server.mjs sees it (honouring TRUST_PROXY); absent under `remix vite:dev`. */
    clientIp?: string;
  }
}

/** The key rate limits count per client; one shared key where the address is unknown (dev server). */
export function clientIpOf(context: AppLoadContext | undefined): string {
  return context?.clientIp || "unknown";
}

/** True when the hidden field people never see was filled in: a bot. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value !== "" : value !== null;
}
