import type { BrowserContext } from "@playwright/test";
import { getServices } from "../app/lib/services.server";
import { commitSession } from "../app/lib/session.server";
import type { Traveller } from "./account-support";

/**
 * Signs a browser context in without the form: the account is made through the Auth emulator
 * (with its users document, as sign-up makes it), a real Firebase session cookie is minted for
 * it, and the app's own cookie code (`commitSession`) turns that into the `__session` cookie the
 * browser would have received. Any change to how the app writes its session cookie (name,
 * signing, options) is picked up here. The form itself is covered by e2e/account.spec.ts.
 */
export async function signInWithSessionCookie(
  context: BrowserContext,
  baseURL: string,
  traveller: Traveller,
): Promise<void> {
  const { auth } = getServices();
  const created = await auth.signUp(traveller);
  if (!created.ok)
    throw new Error(`Could not create ${traveller.email} in the Auth emulator: ${created.error}`);
  const session = await auth.signIn(traveller.email, traveller.password);
  if (!session.ok) throw new Error(`Could not sign ${traveller.email} in: ${session.error}`);
  await context.addCookies([
    sessionCookieFromHeader(
      await commitSession(session.sessionCookie, session.expiresInMs),
      baseURL,
    ),
  ]);
}

/** The name and value of a Set-Cookie header, as a cookie for `baseURL`. */
function sessionCookieFromHeader(setCookie: string, baseURL: string) {
  const [pair = ""] = setCookie.split(";");
  const separator = pair.indexOf("=");
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    url: baseURL,
    httpOnly: true,
    sameSite: "Lax" as const,
  };
}
