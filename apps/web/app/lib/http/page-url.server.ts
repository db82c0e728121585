/**
 * The address of the page a request is for. React Router hands loaders and actions the request
 * as it came (v8): a client navigation's data request is `/a/b.data?_routes=…`, or `/a/_.data`
 * for `/a/`, and a form posted to an index route carries `?index`. Links back to the page, the
 * sign-in return address and every query read come from this, never from `request.url`: the
 * same address as the `url` React Router gives route functions, so helpers that only have the
 * request read it the same way.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  const { pathname, searchParams } = url;
  url.pathname = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
  // Only when present: rewriting the query would re-encode what the visitor sent.
  if (searchParams.has("_routes")) searchParams.delete("_routes");
  const index = searchParams.getAll("index");
  if (index.includes("")) {
    searchParams.delete("index");
    for (const value of index.filter(Boolean)) searchParams.append("index", value);
  }
  return url;
}
