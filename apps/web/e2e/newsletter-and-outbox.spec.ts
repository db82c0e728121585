import { expect, test } from "@playwright/test";

// The site under test is the production build on the emulators, as bin/up serves it: mail is
// queued, never sent, and the development outbox shows it (on a real project it is a 404:
// app/routes/dev.outbox.test.ts).

test("a newsletter sign-up is confirmed through the link the outbox shows", async ({ page }) => {
  const reader = `reader-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByLabel("E-mail address").fill(reader);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/^Subscribed!/)).toBeVisible();

  await page.goto("/dev/outbox");
  const mail = page.locator(".outbox__mail").filter({ hasText: reader });
  await expect(mail).toHaveCount(1);
  await mail.getByRole("link", { name: /confirm/i }).click();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
});

test("a newsletter confirmation link shows a button, and a bad token a clear message", async ({
  page,
}) => {
  const response = await page.goto("/newsletter/confirm?token=abc");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(/This confirmation link is incomplete/);

  await page.goto(`/newsletter/confirm?token=${"x".repeat(43)}`);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This confirmation link is not valid any more/);
});
