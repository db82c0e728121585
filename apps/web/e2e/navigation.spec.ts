import { expect, test, type Page } from "@playwright/test";
import { tripToolsNavigation } from "@travel/domain";
import { NAVIGATION_FROM_PAGES } from "../test/harness/expected";
import { newTraveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";

// The trip tools and the blog are one click away in the desktop header and two on a phone
// (open the menu, choose), from any page; shown here on five pages of different kinds, with
// and without JavaScript (the desktop header without it is read from the HTML:
// test/http/navigation.test.ts). Each page follows a different tool, so every tool is followed.

const FROM_PAGES = NAVIGATION_FROM_PAGES;

function toolFor(index: number) {
  const tool = tripToolsNavigation[index % tripToolsNavigation.length];
  if (!tool) throw new Error("no trip tools");
  return tool;
}

async function expectArrivedAt(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`, "u"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  if (javaScriptEnabled)
    test.describe(`on a desktop, ${mode}`, () => {
      test.use({ javaScriptEnabled, viewport: { width: 1440, height: 900 } });

      test("the header lists Home, the tools, the blog and Contact on every page: one click", async ({
        page,
      }) => {
        test.slow(); // five pages, each a journey of its own: three times the default
        for (const [index, from] of FROM_PAGES.entries()) {
          await page.goto(from);
          const nav = page.getByRole("navigation", { name: "Main" });
          await expect(nav.getByRole("link")).toHaveText([
            "Home",
            ...tripToolsNavigation.map((item) => item.name),
            "Contact",
          ]);
          for (const item of tripToolsNavigation)
            await expect(nav.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
              "href",
              item.routerPath,
            );
          const tool = toolFor(index);
          await nav.getByRole("link", { name: tool.name, exact: true }).click();
          await expectArrivedAt(page, tool.routerPath);
          await expect(nav.getByRole("link", { name: tool.name, exact: true })).toHaveAttribute(
            "aria-current",
            "page",
          );
        }
      });
    });

  test.describe(`on a phone, ${mode}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("the side menu lists the tools on every page: two clicks", async ({ page }) => {
      test.slow(); // five pages, each a journey of its own: three times the default
      for (const [index, from] of FROM_PAGES.entries()) {
        await page.goto(from);
        await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Site menu" });
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
        const nav = menu.getByRole("navigation", { name: "Mobile" });
        for (const name of ["Home", ...tripToolsNavigation.map((item) => item.name), "Contact"])
          await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
        const tool = toolFor(index + 1);
        await nav.getByRole("link", { name: tool.name, exact: true }).click();
        await expectArrivedAt(page, tool.routerPath);
        await expect(menu).toBeHidden();
      }
    });

    test("the side menu shows the site's name beside the logo, marks the current page and closes", async ({
      page,
    }) => {
      await page.goto("/destinations/101");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      const home = menu.getByRole("link", { name: "Wayfarer home" });
      await expect(home.locator("svg.logo-mark")).toHaveAttribute("width", "120");
      await expect(home.getByText("Wayfarer", { exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Destinations", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(menu.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
        "aria-current",
        "page",
      );
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });

    test("the side menu offers Sign In to visitors and Sign Out to a signed-in traveller", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto("/blogs");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Site menu" });
      await expect(menu.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
      await menu.getByRole("link", { name: "Sign In / Register" }).click();
      await expect(page).toHaveURL(/\/auth\/login$/u);

      await signInWithSessionCookie(context, baseURL ?? "", newTraveller("Menu", "Traveller"));
      await page.goto("/blogs");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu.getByRole("link", { name: "Sign In / Register" })).toHaveCount(0);
      await menu.getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(/\/$/u);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
      await page.goto("/my-profile/settings");
      await expect(page).toHaveURL(/\/auth\/login/u);
    });
  });
}
