/**
 * A page's failure in the browser's console, for whoever debugs it there. On the server,
 * handleError in entry.server.tsx has written it to the request log already.
 */
export function reportErrorInBrowser(error: unknown): void {
  if (typeof document !== "undefined") console.error(error);
}
