import { chromium } from "@playwright/test";
const origin = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const email = `shots-${Date.now()}@wayfarer.test`;
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [label, path] of [["login", "/auth/login"], ["signup", "/auth/signup"], ["login-email-has-password", "/auth/login?google=email-has-password"]]) {
    await page.goto(origin + path); await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/work/shots/account/${label}-${name}.png`, fullPage: true });
  }
  // Signed in: My Profile with the two new panels, and a refused deletion.
  const mail = name + email;
  await page.goto(origin + "/auth/signup");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Gertrude"); await form.getByLabel("Last name").fill("Bell");
  await form.getByLabel("Email").fill(mail); await form.getByLabel("Password").fill("correct-horse-42");
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(origin + "/");
  await page.goto(origin + "/my-profile/settings"); await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/work/shots/account/settings-${name}.png`, fullPage: true });
  const del = page.getByRole("form", { name: "Delete my account" });
  await del.getByLabel("Current password").fill("wrong-password-9");
  await del.getByLabel("I understand that my account and data are deleted for good.").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  await page.getByText("That password is not right").waitFor();
  await page.locator(".danger-zone").screenshot({ path: `/work/shots/account/danger-zone-refused-${name}.png` });
  await del.getByLabel("Current password").fill("correct-horse-42");
  await del.getByLabel("I understand that my account and data are deleted for good.").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL(origin + "/");
  await page.getByText("Your account and everything").waitFor();
  await page.screenshot({ path: `/work/shots/account/deleted-home-${name}.png` });
  await context.close();
}
// Without JavaScript.
const nojs = await browser.newContext({ javaScriptEnabled: false, viewport: sizes.phone });
const p = await nojs.newPage();
await p.goto(origin + "/auth/login");
await p.screenshot({ path: `/work/shots/account/login-nojs-phone.png`, fullPage: true });
// The emulator's Google page.
const g = await browser.newContext({ viewport: sizes.desktop });
const gp = await g.newPage();
await gp.goto(origin + "/auth/login"); await gp.waitForLoadState("networkidle");
const popupOpened = gp.waitForEvent("popup");
await gp.getByRole("button", { name: "Continue with Google" }).click();
const popup = await popupOpened; await popup.waitForURL(/emulator\/auth\/handler/);
await popup.setViewportSize({ width: 520, height: 640 });
await popup.screenshot({ path: `/work/shots/account/emulator-google-page.png` });
await browser.close();
