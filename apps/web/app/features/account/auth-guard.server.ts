import { data, type AppLoadContext } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/ui/Honeypot";
import { getConfig } from "~/lib/config.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as server.mjs sees it (honouring TRUST_PROXY); absent under `remix vite:dev`. */
    clientIp?: string;
  }
}

/**
 * Second line against cross-site form posts, after SameSite=Lax on the session cookie: a
 * state-changing request whose Origin header names another site is refused with 403. Browsers
 * send Origin on every POST; a request without one (curl, a server) carries no browser
 * cookies by accident, so it is let through. "null" (sandboxed frames, odd redirects) is refused.
 */
export function requireSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  const allowed = new Set([new URL(request.url).origin]);
  const { siteUrl } = getConfig();
  if (siteUrl) allowed.add(new URL(siteUrl).origin);
  if (!allowed.has(origin)) {
    throw data("This form was sent from another site and was not accepted.", { status: 403 });
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
