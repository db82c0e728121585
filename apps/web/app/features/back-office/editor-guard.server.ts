import { data } from "react-router";
import type { EditorIdentity } from "@travel/firebase-client";
import { needsBackend } from "~/lib/http/backend.server";
import { getServices } from "~/lib/services.server";
import { getUser } from "~/lib/session.server";

/**
 * Every back-office loader and action starts here (docs/decisions/128). The person is the
 * session's (a cookie this server signed, verified by Firebase and checked against revocation);
 * the role is read from Auth's record of the account on each request, never from the cookie,
 * the token or the form, so a removed editor is out at their next request. Anyone else gets the
 * site's ordinary 404: the back-office does not say that it exists.
 */
export async function requireEditor(request: Request): Promise<EditorIdentity> {
  const editor = await needsBackend(async () => {
    const user = await getUser(request);
    if (!user) return null;
    return (await getServices().editors.isEditor(user.uid)) ? user : null;
  });
  if (!editor) throw data(null, { status: 404 });
  return { uid: editor.uid, email: editor.email ?? editor.uid };
}
