import { expect, test } from "@playwright/test";
import { expectFlash, newTraveller, PNG_1X1, signUp } from "./account-support";

test.use({ javaScriptEnabled: false });

test("the whole account journey works without JavaScript", async ({ page }) => {
  test.slow(); // every account page and form, each a server round trip: three times the default
  const traveller = newTraveller("Katherine", "Johnson");

  // Field errors come back from the server next to each field.
  await page.goto("/auth/signup");
  await page
    .getByRole("form", { name: "Create an account" })
    .getByRole("button", { name: "Create account" })
    .click();
  await expect(page.getByText("Enter your first name.")).toBeVisible();
  await expect(page.getByText("Enter your email address.")).toBeVisible();

  await signUp(page, traveller);
  await expect(page).toHaveURL(/\/$/);
  await expectFlash(page, "Welcome back, Katherine!", false);
  // Without JavaScript the menu cannot open, but the header no longer offers to sign in.
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: "Account menu for Katherine Johnson" }),
  ).toBeVisible();

  await page.goto("/my-profile/settings");
  const names = page.getByRole("form", { name: "Your name" });
  await names.getByLabel("First name").fill("Kate");
  await names.getByRole("button", { name: "Save name" }).click();
  await expectFlash(page, "Your profile was saved.", false);
  await expect(page.getByRole("button", { name: "Account menu for Kate Johnson" })).toBeVisible();

  const upload = page.getByRole("form", { name: "Upload a profile picture" });
  await upload
    .getByLabel("New picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expectFlash(page, "Your new profile picture is in place.", false);
  await expect(page.getByRole("img", { name: "Your profile picture" })).toHaveAttribute(
    "src",
    /profile_pics%2F/,
  );

  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-99");
  await password.getByLabel("Confirm new password").fill("brand-new-99");
  await password.getByRole("button", { name: "Change password" }).click();
  await expectFlash(page, "Current password is incorrect.", false);

  await password.getByLabel("Current password").fill(traveller.password);
  await password.getByLabel("New password", { exact: true }).fill("brand-new-99");
  await password.getByLabel("Confirm new password").fill("brand-new-99");
  await password.getByRole("button", { name: "Change password" }).click();
  await expectFlash(page, "Password changed successfully!", false);
  await page.goto("/my-profile/settings");
  await expect(page.getByRole("heading", { name: "Profile settings" })).toBeVisible();

  // A favourite from a card: a plain form post that comes back to the page.
  await page.goto("/");
  const heart = page
    .locator("#featured")
    .getByRole("button", { name: /^Save .+ to My destinations$/ })
    .first();
  const name = (await heart.textContent())?.replace(/^Save (.+) to My destinations$/, "$1") ?? "";
  await heart.click();
  await expect(page).toHaveURL(/\/$/);
  await expectFlash(page, `${name} is saved in My destinations.`, false);
  await expect(
    page
      .locator("#featured")
      .getByRole("button", { name: `Save ${name} to My destinations` })
      .first(),
  ).toHaveAttribute("aria-pressed", "true");

  await page.goto("/my-profile/favourite-destinations");
  const card = page
    .getByRole("list", { name: "Saved destinations" })
    .getByRole("article", { name });
  await card.getByRole("button", { name: `Remove ${name} from My destinations` }).click();
  await expect(page).toHaveURL(/\/my-profile\/favourite-destinations$/);
  await expectFlash(page, `${name} was removed from My destinations.`, false);
  await expect(page.getByText("No favourites yet")).toBeVisible();

  // Sign out is a form too.
  await page.goto("/my-profile/settings");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  await page.goto("/my-profile/favourite-destinations");
  await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);
});
