import type { Page } from "@playwright/test";
import { DEMO_EDITOR } from "@travel/firebase-client";
import { getServices } from "../app/lib/services.server";
import { commitSession } from "../app/lib/session.server";

/** Signs the page's browser context in as the demo editor the seed creates. */
export async function signInAsEditor(page: Page, baseURL: string) {
  const session = await getServices().auth.signIn(DEMO_EDITOR.email, DEMO_EDITOR.password);
  if (!session.ok) throw new Error(`The demo editor could not sign in: ${session.error}`);
  const [pair = ""] = (await commitSession(session.sessionCookie, session.expiresInMs)).split(";");
  const at = pair.indexOf("=");
  await page.context().addCookies([
    {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Every page of the back-office, one of each kind, on seeded items. */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/destinations",
  "/admin/destinations?missing=photo&sort=popularity",
  "/admin/destinations/new",
  "/admin/destinations/new?q=porto",
  // Matosinhos, from the place index (not in the catalogue): the form with its facts.
  "/admin/destinations/new?place=2737824",
  "/admin/destinations/101",
  "/admin/destinations/101/preview",
  "/admin/posts",
  "/admin/posts/new",
  "/admin/posts/lisbonweekcosts",
  "/admin/posts/lisbonweekcosts/preview",
  "/admin/posts/lisbonweekcosts/photos",
  "/admin/types",
  "/admin/types/new",
  "/admin/types/beach",
];
