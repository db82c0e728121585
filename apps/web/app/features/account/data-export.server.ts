import { redirect } from "react-router";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { consumeAll, tooManyAttempts } from "../../lib/rate-limit.server";
import { getServices } from "../../lib/services.server";
import { needsBackend } from "../../lib/http/backend.server";
import { getUser } from "../../lib/session.server";
import { authHref } from "~/lib/auth-links";

/**
 * "Download my data" (docs/decisions/078): everything stored about the signed-in person as one
 * JSON attachment. Only the session decides whose data it is (no uid is read from the request);
 * the answer is never stored by a cache, and it is a POST so other sites cannot trigger it.
 */

const fileName = (now: Date) => `wayfarer-my-data-${now.toISOString().slice(0, 10)}.json`;

export async function dataExportAction(request: Request) {
  requireSameOrigin(request);
  const user = await needsBackend(() => getUser(request));
  if (!user) throw redirect(authHref("/auth/login", "/my-profile/settings"), 303);

  const allowed = await consumeAll([["accountDataExport", user.uid]]);
  if (!allowed.ok) {
    const { message, headers } = tooManyAttempts(allowed.retryAfterSeconds);
    return new Response(message, {
      status: 429,
      headers: {
        ...headers,
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }

  const exported = await needsBackend(() => getServices().accountData.exportAccountData(user.uid));
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(new Date(exported.exportedAt))}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
