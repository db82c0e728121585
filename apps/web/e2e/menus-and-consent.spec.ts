import { expect, test } from "@playwright/test";
import { newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu opens, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBeCloseTo(390, 0);
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(menu.getByRole("heading", { name: "Follow us on social media" })).toBeVisible();
    await expect(menu.locator("svg.logo-mark")).toHaveAttribute("width", "120");
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("My destinations asks visitors to sign up, and goes to favourites when a login is stored", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "My destinations" }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);
    await expect(page.getByRole("status")).toContainText("saved destinations");

    // The stored login mirrors a real session (a made-up one is cleared on the next page).
    await signInWithSessionCookie(
      page.context(),
      baseURL ?? "",
      newTraveller("Phone", "Traveller"),
    );
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("authInfo"))).not.toBeNull();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "My destinations" })).toHaveAttribute(
      "href",
      "/my-profile/favourite-destinations",
    );
  });
});

test("the menu is wide on a desktop too: 400 px and white", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(400);
});

test("Accept hides the cookie banner for good, across reloads", async ({ page, context }) => {
  await page.goto("/");
  const banner = page.getByTestId("cookie-banner");
  await expect(banner.getByRole("link", { name: "Learn More" })).toHaveAttribute(
    "href",
    "/privacy-policy#cookies",
  );
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
    .toBe("true");
  expect(
    await page.evaluate(() => Number(localStorage.getItem("cookieConsentExpiresAt")) > Date.now()),
  ).toBe(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("Decline is remembered too, and the banner returns once the choice has expired", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Decline" }).click();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
    .toBe("false");
  await page.reload();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  // 30 days later by the browser's record: the banner asks again.
  await page.evaluate(() =>
    localStorage.setItem("cookieConsentExpiresAt", String(Date.now() - 1000)),
  );
  await page.reload();
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
});

test("an expired choice asks again on a page requested while the choice was being forgotten", async ({
  page,
  context,
  baseURL,
}) => {
  const banner = page.getByTestId("cookie-banner");
  const stillDeclined = { name: "cookieConsent", value: "false", url: baseURL };
  // A choice made 30 days ago by the browser's record (set on a page without the site's script).
  await page.goto("/robots.txt");
  await page.evaluate(() =>
    localStorage.setItem("cookieConsentExpiresAt", String(Date.now() - 1000)),
  );
  await context.addCookies([stillDeclined]);
  await page.goto("/contact");
  await expect(banner).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent"))
    .toBeUndefined();
  // The next page's request went out before the cookie was gone, and still carries it.
  await context.addCookies([stillDeclined]);
  await page.reload();
  await expect(banner).toBeVisible();
});

test("a choice holds when the page is left before the server has answered it", async ({
  page,
  context,
}) => {
  // A form that loads a new page (the currency picker, a plain link) cancels the banner's
  // request; here it never reaches the server at all.
  await context.route("**/resources/cookie-consent", (route) => route.abort());
  await page.goto("/contact");
  // The hydrated banner sends its choice as a request of its own (mode=fetch).
  await expect(page.locator('.cookie-banner input[name="mode"]')).toHaveCount(1);
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Decline" }).click();
  // The page's cookie write reaches the browser's store a moment later, whatever the machine.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
    .toBe("false");
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie banner still records the choice and returns to the page", async ({
    page,
    context,
  }) => {
    await page.goto("/blogs");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("true");
  });

  test("the contact form shows errors next to fields, then confirms", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please tell us your name.")).toBeVisible();
    await page.getByLabel("Your name").fill("Ana");
    await page.getByLabel("E-mail address").fill("ana@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Is Porto nice in November?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Thank you");
  });
});
