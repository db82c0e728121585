// Addresses that must not say what is behind them answer exactly as one that leads nowhere: the
// back-office to anyone who is not an editor (decision 128), and a calendar address that opens
// nothing (decision 125). The same status, title, page and content type (issue 41, finding 6).
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { getServices } from "../app/lib/services.server";
import { newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";

const SHOTS =
  process.env.SHOTS_DIR ?? new URL("../test-results/shots-not-found", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** What a person or a script learns from an answer. */
async function answerAt(page: Page, path: string) {
  const response = await page.goto(path);
  // Read as the page stands, without waiting for what another kind of answer never has.
  const seen = await page.evaluate(() => ({
    title: document.title,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
    page: document.querySelector("main")?.innerText ?? document.body.innerText,
  }));
  return {
    status: response?.status(),
    contentType: response?.headers()["content-type"],
    ...seen,
  };
}

const ADMIN = [
  "/admin",
  "/admin/destinations",
  "/admin/destinations/101",
  "/admin/destinations/101/preview",
  "/admin/posts",
  "/admin/posts/lisbonweekcosts/photos",
  "/admin/types/beach",
];

test("the back-office answers visitors and travellers as an address that leads nowhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const nowhere = await answerAt(page, `/no-such-page-${Date.now().toString(36)}`);
  expect(nowhere).toMatchObject({ status: 404, contentType: "text/html; charset=utf-8" });
  for (const path of ADMIN) expect(await answerAt(page, path), path).toEqual(nowhere);

  const context = await browser.newContext();
  try {
    await signInWithSessionCookie(context, baseURL!, newTraveller("Nellie", "Bly"));
    const traveller = await context.newPage();
    const travellerNowhere = await answerAt(traveller, "/no-such-page");
    for (const path of ADMIN)
      expect(await answerAt(traveller, path), path).toEqual(travellerNowhere);
  } finally {
    await context.close();
  }
});

test("a calendar address that opens nothing answers as an address that leads nowhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const nowhere = await answerAt(page, "/no-such-page");
  const traveller = newTraveller("Ida", "Pfeiffer");
  const { calendarFeeds } = getServices();
  const context = await browser.newContext();
  try {
    await signInWithSessionCookie(context, baseURL!, traveller);
    const signedIn = await getServices().auth.signInWithPassword(
      traveller.email,
      traveller.password,
    );
    if (!signedIn.ok) throw new Error(signedIn.error);
    const revoked = await calendarFeeds.renew(signedIn.uid);
    await calendarFeeds.revoke(signedIn.uid);
    for (const path of [
      `/calendar/${revoked}/plans.ics`,
      `/calendar/${randomBytes(32).toString("base64url")}/plans.ics`,
      "/calendar/not-a-token/plans.ics",
    ])
      expect(await answerAt(page, path), path).toEqual(nowhere);

    // A plan the signed-in traveller has not saved: their own "nowhere".
    const own = await context.newPage();
    const ownNowhere = await answerAt(own, "/no-such-page");
    for (const path of [
      "/my-profile/plans/101/calendar.ics",
      "/my-profile/plans/101/calendar.ics?kind=group",
      "/my-profile/plans/999999/calendar.ics",
    ])
      expect(await answerAt(own, path), path).toEqual(ownNowhere);
  } finally {
    await context.close();
  }

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/calendar/${randomBytes(32).toString("base64url")}/plans.ics`);
    await page.screenshot({ path: `${SHOTS}/calendar-404-${width}x${height}.png`, fullPage: true });
    await page.goto("/admin/posts");
    await page.screenshot({ path: `${SHOTS}/admin-404-${width}x${height}.png`, fullPage: true });
  }
});
