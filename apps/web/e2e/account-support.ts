import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { expectToast } from "./toasts";

/** A fresh account for one test: unique e-mail, so tests never share a user. */
export function newTraveller(firstName = "Ada", lastName = "Lovelace") {
  return {
    firstName,
    lastName,
    email: `e2e-${randomUUID().slice(0, 8)}@wayfarer.test`,
    password: "correct-horse-42",
  };
}
export type Traveller = ReturnType<typeof newTraveller>;

// A 1×1 PNG (real magic bytes).
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The sign-up form, filled and sent; the page then says to check the inbox (decision 090). */
export async function submitSignUp(page: Page, traveller: Traveller, path = "/auth/signup") {
  await page.goto(path);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill(traveller.firstName);
  await form.getByLabel("Last name").fill(traveller.lastName);
  await form.getByLabel("Email").fill(traveller.email);
  await form.getByLabel("Password").fill(traveller.password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

/**
 * A new account, signed in: sign-up opens no session, so the person follows the page's
 * "Sign in" link and signs in with the password just chosen (landing on "Welcome back").
 */
export async function signUp(page: Page, traveller: Traveller, path = "/auth/signup") {
  await submitSignUp(page, traveller, path);
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(traveller.email);
  await form.getByLabel("Password").fill(traveller.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

export async function signIn(page: Page, traveller: Pick<Traveller, "email" | "password">) {
  await page.goto("/auth/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(traveller.email);
  await form.getByLabel("Password").fill(traveller.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** The mirror of the session in localStorage, parsed (null when absent). */
export function storedLogin(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("authInfo");
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  });
}

export const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });

/**
 * A message flashed by the server: a toast with JavaScript (read from the page's record of its
 * toasts, so the page's context must record them: see toasts.ts), a printed notice without.
 */
export async function expectFlash(page: Page, text: string, javaScript = true) {
  if (javaScript) await expectToast(page, text);
  else await expect(page.locator(".flash-notice")).toHaveText(text);
}

/**
 * Opens the account menu. A click that lands before the page has hydrated does nothing, so
 * it is retried until the menu reports itself open.
 */
export async function openAccountMenu(page: Page) {
  const trigger = accountMenu(page);
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}

/**
 * Presses a destination's heart and waits until the server has stored the favourite: with
 * JavaScript the heart turns at once, before the write, so what a test reads afterwards (a
 * list, a count, another browser) would otherwise race the write.
 */
export async function saveWithHeart(page: Page, heart: Locator) {
  const stored = page.waitForResponse(
    (response) =>
      response.url().includes("/resources/favourites") && response.request().method() === "POST",
  );
  await heart.click();
  expect((await stored).status()).toBeLessThan(400);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
}
