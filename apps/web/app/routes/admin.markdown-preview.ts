import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { markdownPreview } from "~/features/back-office/post-admin.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";

/** A post's body rendered as the blog renders it, for the form's preview beside the text. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireEditor(request);
  return markdownPreview(request);
}

/** Nothing to read here: editors are told so, everyone else gets the site's 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
