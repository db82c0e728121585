import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newTraveller, openAccountMenu } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";

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
  "/destinations",
  "/destinations?q=lisbon&type=city-break",
  "/destinations/101",
  "/api/destination-types",
  "/auth/login",
  "/auth/signup",
  "/my-profile/settings",
  "/my-profile/favourite-destinations",
  "/sitemap.xml",
  "/robots.txt",
];

test("every route of the site answers 200 and unknown ones 404 inside the frame", async ({
  page,
  request,
}) => {
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
  await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/contact");
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("the scroll-to-top button appears past 500 px and takes the page back up", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const button = page.getByRole("button", { name: "Back to top" });
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 501));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("footer links come from the shared menus and social links open in a new tab", async ({
  page,
}) => {
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

test("a button pressed before the page has hydrated does its job once it has", async ({ page }) => {
  // The scripts are held back until the button has been pressed, as on a slow connection: the
  // page stays unhydrated for the click however fast or slow the machine is.
  let pressed = () => {};
  const buttonPressed = new Promise<void>((resolve) => (pressed = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await buttonPressed;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const hotelTab = page.getByRole("tab", { name: "Hotel" });
  await hotelTab.click();
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  pressed();
  await expect(hotelTab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('form[data-search-form="hotel"]')).toBeVisible();
});

test("a signed-in header that sticks before its menu's code has loaded keeps the server's menu", async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithSessionCookie(context, baseURL!, newTraveller("Grace", "Hopper"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The menu's code is held back until the header has stuck, however fast the machine is.
  let stuck = () => {};
  const headerStuck = new Promise<void>((resolve) => (stuck = resolve));
  await page.route("**/assets/ProfileMenu-*.js", async (route) => {
    await headerStuck;
    await route.continue();
  });
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.mouse.wheel(0, 400);
  await expect(page.locator(".site-header")).toHaveAttribute("data-sticky", "true");
  stuck();
  await openAccountMenu(page);
  // React error 421: the update reached the menu's boundary before it had hydrated, and React
  // threw the server's markup away.
  expect(errors).toEqual([]);
});

test("a spinner fills the page area while the next route loads", async ({ page }) => {
  await page.goto("/");
  // Hydration starts a frame after the first paint: a click before it is a full page load, with no spinner.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // The next page's data is held back until the spinner has been seen, however long that takes.
  let seen = () => {};
  const spinnerSeen = new Promise<void>((resolve) => (seen = resolve));
  await page.route("**/about-us.data*", async (route) => {
    await spinnerSeen;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  const spinner = page.getByTestId("route-spinner");
  await expect(spinner).toBeVisible();
  expect((await spinner.boundingBox())?.height).toBe(500);
  seen();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We help you choose");
  await expect(spinner).toHaveCount(0);
});

test("a numeric detail page counts for its list: on /destinations/101 the browse link is current, Home is not", async ({
  page,
}) => {
  await page.goto("/destinations/101");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Browse all destinations" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/destinations");
  await expect(footer.getByRole("link", { name: "Browse all destinations" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.goto("/blogs");
  await expect(footer.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(footer.getByRole("link", { name: "Browse all destinations" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("no broken image on the main pages: every picture loads, has a size, and srcset at the spec's widths", async ({
  page,
}) => {
  for (const path of [
    "/",
    "/home/home_3",
    "/destinations",
    "/destinations/101",
    "/blogs",
    "/blogs/what-a-week-in-lisbon-really-costs",
    "/about-us",
    "/contact",
  ]) {
    await page.goto(path);
    // Lazy pictures load only near the viewport: ask for all of them, then wait for each.
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLImageElement>("img[loading=lazy]")
        .forEach((img) => (img.loading = "eager")),
    );
    const images = page.locator("img");
    const count = await images.count();
    expect(count, path).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          images.evaluateAll(
            (all) => all.filter((img) => !(img as HTMLImageElement).complete).length,
          ),
        { message: path },
      )
      .toBe(0);
    const broken = await images.evaluateAll((all) =>
      (all as HTMLImageElement[])
        .filter((img) => img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
    expect(broken, path).toEqual([]);
    const unsized = await images.evaluateAll(
      (all) =>
        all.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).length,
    );
    expect(unsized, `${path}: images without width and height`).toBe(0);
  }
  await page.goto("/destinations");
  const srcset =
    (await page.locator(".destination-card__art").first().getAttribute("srcset")) ?? "";
  expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
    "640w",
    "750w",
    "828w",
    "1080w",
    "1200w",
    "1920w",
    "2048w",
    "3840w",
  ]);
  expect(srcset).toMatch(/\.640\.webp\?/);
});

test("pages carry a Content-Security-Policy with the hashes of their own inline scripts, and still hydrate under it", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/destinations");
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src[^;]*/.exec(policy)?.[0] ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("form-action 'self'");
  expect(policy).toMatch(/img-src 'self' data:/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
  // Every inline script of the page is one the policy names by its hash (decision 195).
  const html = await response!.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (match) => !/\ssrc=/.test(match[1] ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes, text] of inline) {
    expect(attributes).not.toContain("nonce");
    expect(scriptSrc).toContain(
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
    );
  }
  // The same page again, for the same browser: the same policy (nothing in it changes per response).
  const again = await page.reload();
  expect(again?.headers()["content-security-policy"]).toBe(policy);

  // Hydrated under the policy: client-side navigation and the phone menu work.
  const firstPlace = page.locator(".browse__results a.destination-card__link").first();
  const href = await firstPlace.getAttribute("href");
  expect(href).toMatch(/^\/destinations\/\d+$/);
  await firstPlace.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the bots' trap field stays out of sight on every form that carries it", async ({ page }) => {
  for (const path of ["/contact", "/auth/login", "/auth/signup", "/auth/forgot-password"]) {
    await page.goto(path);
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    const box = await trap.boundingBox();
    // Off-screen to the left: a person never sees it, whichever page it is on.
    expect(box === null || box.x + box.width <= 0, `trap visible on ${path}`).toBe(true);
  }
});
