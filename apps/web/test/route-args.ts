// A route's loader or action called as React Router calls it: the request, its URL, the route's
// params and the context server.mjs gives it (the client's address, the request's logger).
import { requestContext, type RequestDetails } from "~/lib/http/request-context.server";

export function routeArgs<Params extends Record<string, string | undefined>>(
  request: Request,
  { params, ...details }: RequestDetails & { params?: Params } = {},
) {
  return {
    request,
    url: new URL(request.url),
    params: params ?? ({} as Params),
    pattern: "",
    context: requestContext(details),
  };
}
