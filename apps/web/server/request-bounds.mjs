// Bounds on the request line, checked before anything reads the URL. The router's own path
// clean-up (trailing-slash patterns) was quadratic in a run of slashes under Remix v2:
// "/" + 14,000 slashes + "x" held the process for half a second per request. No page of the
// site has an address anywhere near these lengths (docs/security.md).

/** Longest path (before "?") the site answers. */
export const MAX_PATH_LENGTH = 2048;
/** Longest whole URL, query string included (trip searches use a few hundred characters). */
export const MAX_URL_LENGTH = 8192;

/** Why `url` (a request target such as "/a/b?c=d") is refused, or null when it is fine. */
export function overlongUrlReason(url) {
  if (url.length > MAX_URL_LENGTH) return "This address is too long.";
  const query = url.indexOf("?");
  const pathLength = query === -1 ? url.length : query;
  return pathLength > MAX_PATH_LENGTH ? "This address is too long." : null;
}

/** Express middleware: 414 with a plain message for an overlong URL, before routing. */
export function refuseOverlongUrl(req, res, next) {
  const reason = overlongUrlReason(req.originalUrl ?? req.url);
  if (reason === null) return next();
  res.status(414).type("text/plain").send(reason);
}
