import { createContext, RouterContextProvider } from "react-router";
import type { RequestLog } from "./request-log.server";

/**
 * What server.mjs knows of a request that loaders and actions need: the client's address as it
 * sees it (honouring TRUST_PROXY; rate limits count per client) and the request's logger (tagged
 * with its request id). Both are absent under `react-router dev`, where no server.mjs runs.
 */
export type RequestDetails = { clientIp?: string; log?: RequestLog };

/** The `context` of a loader or action, as functions that take it from them declare it. */
export type LoadContext = Readonly<RouterContextProvider>;

const requestDetails = createContext<RequestDetails>({});

/** The context React Router gives every loader and action of one request (server.mjs). */
export function requestContext(details: RequestDetails): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestDetails, details);
  return context;
}

/** What server.mjs said of this request; nothing when no server.mjs is in front. */
export function requestDetailsOf(context: LoadContext | undefined): RequestDetails {
  return context?.get(requestDetails) ?? {};
}
