import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { getServices } from "../app/lib/services.server";
import { accountMenu, expectFlash, newTraveller, signUp } from "./account-support";
import { test } from "./toasts";

/**
 * Continue with Google, through the Auth emulator's own Google sign-in page (served unstyled
 * offline). The page opens in a popup; a new "Google account" is made there.
 */
async function continueWithGoogle(page: Page, account: { email: string; name: string }) {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/emulator\/auth\/handler/);
  await popup.locator("#add-account-button").click();
  await popup.locator("#email-input").fill(account.email);
  await popup.locator("#display-name-input").fill(account.name);
  await popup.locator("#sign-in").click();
}

test("Google sign-in through the emulator's page makes the account and My Profile shows Google's name", async ({
  page,
}) => {
  const email = `google-${randomUUID().slice(0, 8)}@wayfarer.test`;
  await page.goto("/auth/login");
  await continueWithGoogle(page, { email, name: "Hedy Lamarr" });

  await expect(page).toHaveURL(/\/$/);
  await expectFlash(page, "Welcome to Wayfarer, Hedy!");
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Hedy Lamarr");

  await page.goto("/my-profile/settings");
  const names = page.getByRole("form", { name: "Your name" });
  await expect(names.getByLabel("First name")).toHaveValue("Hedy");
  await expect(names.getByLabel("Last name")).toHaveValue("Lamarr");
  // No password to re-enter: the danger zone asks for the e-mail address instead.
  await expect(
    page
      .getByRole("form", { name: "Delete my account" })
      .getByLabel("Type your e-mail address to confirm"),
  ).toBeVisible();
});

test("Google sign-in for an e-mail that has a password says how to sign in, and makes no second account", async ({
  page,
  browser,
}) => {
  const traveller = newTraveller("Ada", "Lovelace");
  const other = await browser.newPage();
  await signUp(other, traveller);
  await expect(accountMenu(other)).toBeVisible();
  await other.close();

  await page.goto("/auth/signup");
  await continueWithGoogle(page, { email: traveller.email, name: "Someone Else" });
  await expect(page).toHaveURL(/\/auth\/signup\?google=email-has-password$/);
  await expect(page.getByRole("alert")).toContainText(
    "This e-mail address already has a Wayfarer account with a password",
  );
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  const users = await listAccounts(traveller.email);
  expect(users).toHaveLength(1);
  expect(users[0]?.signInMethods).not.toContain("google.com");
});

async function listAccounts(email: string) {
  const { config } = getServices();
  if (config.mode !== "emulator") throw new Error("e2e runs against the emulators");
  const response = await fetch(
    `http://${config.emulators.auth}/identitytoolkit.googleapis.com/v1/projects/${config.projectId}/accounts:lookup`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as {
    users?: { email?: string; providerUserInfo?: { providerId: string }[] }[];
  };
  return (body.users ?? [])
    .filter((user) => user.email === email)
    .map((user) => ({
      signInMethods: (user.providerUserInfo ?? []).map((info) => info.providerId),
    }));
}

test("without JavaScript the sign-in page says Google sign-in needs it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/auth/login", "/auth/signup"]) {
    await page.goto(path);
    await expect(page.getByText("Google sign-in needs JavaScript")).toBeVisible();
  }
  await context.close();
});

test("public pages ship no Firebase web SDK; the sign-in page loads it only on the click", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/destinations", "/contact", "/auth/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.filter((url) => /google-sign-in/.test(url))).toEqual([]);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await expect.poll(() => scripts.filter((url) => /google-sign-in/.test(url)).length).toBe(1);
  await popup.close();
});
