import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getConfig } from "~/lib/config.server";
import { TOAST_COOKIE_NAME } from "~/lib/cookies";
import type { FlashToast } from "./toast";

/**
 * Server-decided toasts travel to the next page in a signed, HttpOnly cookie that is read
 * once by the root loader and cleared in the same response (a flash message).
 */
const toastSchema = z.object({
  id: z
    .string()
    .min(1)
    .default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "blank"]).default("blank"),
  title: z.string().min(1).max(80).optional(),
  description: z.string().min(1).max(300),
});
export type ToastInput = z.input<typeof toastSchema>;

// Keeps the client-side type and the schema in step at compile time.
const _sameShape: FlashToast = {} as z.output<typeof toastSchema>;
void _sameShape;

export { TOAST_COOKIE_NAME };
const TOAST_KEY = "toast";

function toastStorage() {
  const config = getConfig();
  return createCookieSessionStorage({
    cookie: {
      name: TOAST_COOKIE_NAME,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction,
      secrets: config.sessionSecrets,
    },
  });
}

/** The Set-Cookie header that flashes `toast` to the next page the browser loads. */
export async function createToastHeaders(toast: ToastInput): Promise<Headers> {
  const storage = toastStorage();
  const session = await storage.getSession();
  session.flash(TOAST_KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage.commitSession(session) });
}

/** Redirects and shows `toast` on the page redirected to. */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const toastHeaders = await createToastHeaders(toast);
  for (const cookie of toastHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(url, { ...init, headers });
}

/**
 * Reads the flashed toast, if any, and the header that clears it. A tampered or malformed
 * cookie is treated as no toast.
 */
export async function getToast(
  request: Request,
): Promise<{ toast: FlashToast | null; headers: Headers | null }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const raw: unknown = session.get(TOAST_KEY);
  if (raw === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await storage.destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
