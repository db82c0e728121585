import { expect, test } from "@playwright/test";

const pages = [
  "/",
  ...Array.from({ length: 9 }, (_, i) => `/home/home_${i + 2}`),
  "/about-us",
  "/careers",
  "/blogs",
  "/blogs/what-a-week-in-lisbon-really-costs",
  "/contact",
  "/legal-notice",
  "/privacy-policy",
  "/terms-and-conditions",
  "/auth/login",
  "/auth/signup",
  "/my-profile/settings",
  "/my-profile/favourite-destinations",
  "/sitemap.xml",
  "/robots.txt",
];

test("every route of the site answers 200 and unknown ones 404 inside the frame", async ({ page, request }) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  for (const path of ["/no/such/page", "/home/home_1", "/blogs/no-such-post"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/nowhere|could not find/i);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

test("the header sticks once the page is scrolled 10 px", async ({ page }) => {
  await page.goto("/about-us");
  const header = page.locator(".site-header");
  await page.evaluate(() => window.scrollTo(0, 9));
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect(header).toHaveCSS("position", "fixed");
});

test("the current menu item is marked, Home on every home variant", async ({ page }) => {
  await page.goto("/home/home_4");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current", "page");
  await page.goto("/contact");
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("the scroll-to-top button appears past 500 px and takes the page back up", async ({ page }) => {
  await page.goto("/privacy-policy");
  const button = page.getByRole("button", { name: "Back to top" });
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 501));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
});

test("footer links come from the shared menus and social links open in a new tab", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["About Us", "/about-us"],
    ["Careers", "/careers"],
    ["Blog", "/blogs"],
    ["Legal Notice", "/legal-notice"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms and Conditions", "/terms-and-conditions"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText("All rights reserved.");
  for (const network of ["Facebook", "Instagram", "YouTube", "TikTok"]) {
    const link = footer.getByRole("link", { name: new RegExp(`^${network}`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("a spinner fills the page area while the next route loads", async ({ page }) => {
  await page.goto("/");
  await page.route("**/about-us.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  const spinner = page.getByTestId("route-spinner");
  await expect(spinner).toBeVisible();
  expect((await spinner.boundingBox())?.height).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We help you choose");
  await expect(spinner).toHaveCount(0);
});
