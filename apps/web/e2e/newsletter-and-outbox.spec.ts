import { expect, test } from "@playwright/test";

// The site under test is the production build (server.mjs), so the development outbox must
// not exist, and the newsletter must answer a visitor the same way whatever the address.

test("the development outbox is 404 on the production server", async ({ request }) => {
  const response = await request.get("/dev/outbox");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Outbox");
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
