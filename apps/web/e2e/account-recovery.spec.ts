import { expect, type Page } from "@playwright/test";
import { expectFlash, newTraveller, openAccountMenu, signIn, signUp } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";
import { recordToasts, test } from "./toasts";

/** Asks for a reset link from the sign-in page, as a person would. */
async function askForResetLink(page: Page, email: string) {
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account exists for ${email}`);
}

/**
 * Follows the newest link the Auth emulator holds for `email`, from the development outbox
 * (which reads the emulator's codes and points them at this site's own pages).
 */
async function followHeldLink(page: Page, email: string, label: string) {
  await page.goto("/dev/outbox");
  const mail = page.locator(".outbox__mail", { hasText: email }).filter({
    has: page.getByRole("link", { name: label }),
  });
  await expect(mail).toHaveCount(1);
  const link = mail.getByRole("link", { name: label });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/auth\/(reset-password|verify-email)\?oobCode=[\w-]+$/);
  await link.click();
  return href ?? "";
}

test("forgot password: a link from the outbox sets a new password, and the old session ends", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers, a sign-up, the mailed link and a new sign-in: three times the default
  const traveller = newTraveller("Mary", "Somerville");
  // The old session: another browser, signed in before the reset.
  const before = await browser.newContext();
  await signInWithSessionCookie(before, baseURL ?? "", traveller);
  const oldPage = await before.newPage();
  await oldPage.goto("/my-profile/settings");
  await expect(oldPage).toHaveURL(/\/my-profile\/settings$/);

  const context = await browser.newContext();
  await recordToasts(context);
  const page = await context.newPage();
  await askForResetLink(page, traveller.email);
  const resetHref = await followHeldLink(page, traveller.email, "Choose a new password");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`For ${traveller.email}.`)).toBeVisible();

  // The password change's rules hold here too.
  const form = page.getByRole("form", { name: "Choose a new password" });
  await form.getByLabel("New password", { exact: true }).fill("new-horse-43");
  await form.getByLabel("Confirm new password").fill("new-horse-44");
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(form.getByText("The passwords don't match.")).toBeVisible();

  await form.getByLabel("New password", { exact: true }).fill("new-horse-43");
  await form.getByLabel("Confirm new password").fill("new-horse-43");
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectFlash(page, "Your new password is set, and every other device has been signed out.");

  // The old browser's session no longer works: My Profile sends it to sign in.
  await oldPage.goto("/my-profile/settings");
  await expect(oldPage).toHaveURL(/\/auth\/login\?redirectTo=/);

  // Sign out, then in with the new password (the old one is refused).
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page was already at / before the click: wait for the signed-out header, or the sign-in
  // page below could still see the session and send the browser away from its form.
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  await signIn(page, traveller);
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await signIn(page, { email: traveller.email, password: "new-horse-43" });
  await expectFlash(page, "Welcome back, Mary!");

  // The same link again: already used, with a way to ask for a new one.
  await page.goto(resetHref);
  await expect(page.getByRole("alert")).toContainText("This link has already been used");
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await before.close();
  await context.close();
});

test("forgot password without JavaScript: an unknown address gets the answer a known one gets", async ({
  browser,
  baseURL,
}) => {
  const known = newTraveller("Emmy", "Noether");
  const setUp = await browser.newContext();
  await signInWithSessionCookie(setUp, baseURL ?? "", known);
  await setUp.close();
  const unknown = newTraveller("Nobody", "Here");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answers = [];
  for (const email of [known.email, unknown.email]) {
    await page.goto("/auth/forgot-password");
    const form = page.getByRole("form", { name: "Reset your password" });
    await form.getByLabel("Email").fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send me a link" }).click(),
    ]);
    await expect(page.getByRole("status")).toBeVisible();
    answers.push({
      status: response.status(),
      text: (await page.getByRole("status").textContent())?.replace(email, "ADDRESS"),
    });
  }
  expect(answers[0]?.status).toBe(200);
  expect(answers[1]).toEqual(answers[0]);
  await context.close();

  // Only the known address was sent a link.
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  await expect(outbox.locator(".outbox__mail", { hasText: known.email })).toHaveCount(1);
  await expect(outbox.locator(".outbox__mail", { hasText: unknown.email })).toHaveCount(0);
  await outbox.close();
});

test("a reset link that is made up or cut short is refused with a way to ask again", async ({
  page,
}) => {
  for (const code of ["made-up-code-0123456789abcdef", "abc"]) {
    const response = await page.goto(`/auth/reset-password?oobCode=${code}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This link is not valid");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Choose a new password" })).toHaveCount(0);
  }
});

test("verify the e-mail: sent on sign-up, sent again from My Profile, confirmed on this site", async ({
  page,
}) => {
  const traveller = newTraveller("Sofia", "Kovalevskaya");
  await signUp(page, traveller);
  await expectFlash(page, "Welcome back, Sofia!");

  await page.goto("/my-profile/settings");
  await expect(page.getByText("Email not verified yet")).toBeVisible();
  await page.getByRole("button", { name: "Send the verification link again" }).click();
  await expectFlash(
    page,
    `We've sent a verification link to ${traveller.email}. It works for 3 days.`,
  );

  // Two links held (sign-up and the resend); the newest is followed.
  await page.goto("/dev/outbox");
  await expect(
    page.locator(".outbox__mail", { hasText: traveller.email }).filter({
      has: page.getByRole("link", { name: "Verify my email address" }),
    }),
  ).toHaveCount(2);
  const link = page
    .locator(".outbox__mail", { hasText: traveller.email })
    .getByRole("link", { name: "Verify my email address" })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  await page.goto(href);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(`Thank you: ${traveller.email} is verified.`);

  await page.getByRole("link", { name: "Go to My Profile" }).click();
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the verification link again" })).toHaveCount(
    0,
  );

  // The same link again: already used.
  await page.goto(href);
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("alert")).toContainText("already been used");
});
