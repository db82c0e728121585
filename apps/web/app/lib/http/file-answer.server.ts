import type { EntryContext } from "react-router";

/**
 * A page route that answers with a file, not a page: a calendar address (decision 147). A
 * resource route answers a miss with React Router's own error, never the site's 404 page, so
 * these addresses are page routes: a miss throws a 404 and the visitor sees exactly what any
 * address that leads nowhere shows, and a hit returns `fileAnswer(…)` from the loader, which the
 * server entry sends as it is instead of rendering a page.
 */
const FILE_ANSWER = Symbol.for("wayfarer.file-answer");

export type FileAnswer = { [FILE_ANSWER]: true; body: string; headers: Record<string, string> };

/** What a loader returns to answer with this file. */
export const fileAnswer = (body: string, headers: Record<string, string>): FileAnswer => ({
  [FILE_ANSWER]: true,
  body,
  headers,
});

const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === "object" && value !== null && FILE_ANSWER in value;

type DocumentState = Pick<EntryContext["staticHandlerContext"], "matches" | "loaderData">;

/** The file the page's own route answered with, as the response to send; null for a page. */
export function fileResponseOf({ matches, loaderData }: DocumentState): Response | null {
  const leaf = matches.at(-1);
  const data: unknown = leaf ? loaderData[leaf.route.id] : undefined;
  return isFileAnswer(data) ? new Response(data.body, { headers: data.headers }) : null;
}
