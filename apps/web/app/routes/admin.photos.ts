import type { ActionFunctionArgs } from "react-router";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { stagePhoto } from "~/features/back-office/photo-staging.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";

/** A photo uploaded while an editor writes, ahead of the save (the page's script sends it). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // The editor is checked before a byte of the upload is read.
  const editor = await requireEditor(request);
  return stagePhoto(request, editor);
}

/** Nothing to read here: editors are told so, everyone else gets the site's 404. */
export async function loader({ request }: ActionFunctionArgs) {
  await requireEditor(request);
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
