import { expect } from "@playwright/test";
import {
  accountMenu,
  expectFlash,
  newTraveller,
  openAccountMenu,
  PNG_1X1,
  saveWithHeart,
  signIn,
  signUp,
  storedLogin,
} from "./account-support";
import { test } from "./toasts";

test("sign up, edit the profile, change the password, keep favourites and sign out", async ({
  page,
}) => {
  // The whole journey in one test, as a person would take it: three times the default.
  test.slow();
  const traveller = newTraveller("Ada", "Lovelace");

  // Sign up: the header switches to the user menu and the browser mirrors the session.
  await signUp(page, traveller);
  await expect(page).toHaveURL(/\/$/);
  await expectFlash(page, "Welcome back, Ada!");
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Ada Lovelace");
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toHaveCount(0);
  await expect
    .poll(() => storedLogin(page))
    .toMatchObject({ email: traveller.email, displayName: "Ada Lovelace", photoURL: null });
  expect((await storedLogin(page))?.uid).toEqual(expect.any(String));

  // My Profile from the menu; change the names.
  await openAccountMenu(page);
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/my-profile\/settings$/);
  const names = page.getByRole("form", { name: "Your name" });
  await expect(names.getByLabel("First name")).toHaveValue("Ada");
  await names.getByLabel("First name").fill("Augusta Ada");
  await names.getByLabel("Last name").fill("King");
  await names.getByRole("button", { name: "Save name" }).click();
  await expectFlash(page, "Your profile was saved.");
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Augusta Ada King");
  await expect.poll(async () => (await storedLogin(page))?.displayName).toBe("Augusta Ada King");

  // A wrong name is refused next to the field.
  await names.getByLabel("Last name").fill("King!");
  await names.getByRole("button", { name: "Save name" }).click();
  await expect(names.getByText("Use letters, numbers and spaces only.")).toBeVisible();

  // Upload a picture: the header's avatar shows it at once.
  const upload = page.getByRole("form", { name: "Upload a profile picture" });
  await upload
    .getByLabel("New picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expectFlash(page, "Your new profile picture is in place.");
  const headerAvatar = accountMenu(page).locator("img");
  await expect(headerAvatar).toHaveAttribute("src", /profile_pics%2F/);
  // Loaded, not replaced by the default image (Storage is an allowed image source).
  await expect
    .poll(() =>
      headerAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBe(1);
  await expect.poll(async () => (await storedLogin(page))?.photoURL).toMatch(/profile_pics%2F/);

  // A file that is not a picture is refused with a message.
  await upload.getByLabel("New picture").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expect(upload.getByText("Choose a JPEG, PNG or WebP image.")).toBeVisible();

  // Password: the wrong current one gives the spec's exact message…
  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-99");
  await password.getByLabel("Confirm new password").fill("brand-new-99");
  await password.getByRole("button", { name: "Change password" }).click();
  await expectFlash(page, "Current password is incorrect.");

  // …the right one changes it, and this browser stays signed in.
  await password.getByLabel("Current password").fill(traveller.password);
  await password.getByLabel("New password", { exact: true }).fill("brand-new-99");
  await password.getByLabel("Confirm new password").fill("brand-new-99");
  await password.getByRole("button", { name: "Change password" }).click();
  await expectFlash(page, "Password changed successfully!");
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile settings" })).toBeVisible();

  // Favourites: hearts on the home page's cards, then My destinations.
  await page.goto("/");
  const featured = page.locator("#featured");
  const firstHeart = featured.getByRole("button", { name: /^Save .+ to My destinations$/ }).first();
  const firstName =
    (await firstHeart.textContent())?.replace(/^Save (.+) to My destinations$/, "$1") ?? "";
  await saveWithHeart(page, firstHeart);
  const secondHeart = featured.getByRole("button", { name: /^Save .+ to My destinations$/ }).nth(1);
  await saveWithHeart(page, secondHeart);
  await page.reload();
  await expect(
    featured.getByRole("button", { name: `Save ${firstName} to My destinations` }).first(),
  ).toHaveAttribute("aria-pressed", "true");

  await openAccountMenu(page);
  await page.getByRole("link", { name: "My Destinations" }).click();
  await expect(page).toHaveURL(/\/my-profile\/favourite-destinations$/);
  const saved = page.getByRole("list", { name: "Saved destinations" });
  await expect(saved.getByRole("article")).toHaveCount(2);
  const card = saved.getByRole("article", { name: firstName });
  await expect(card.getByText("Hotel per night")).toBeVisible();
  await expect(card.locator(".price").first()).toHaveText(/^€[\d,]+\.\d{2}$/);
  // The card goes at once (optimistic); reload only after the server has stored the removal.
  const removal = page.waitForResponse(
    (response) =>
      response.url().includes("/resources/favourites") && response.request().method() === "POST",
  );
  await card.getByRole("button", { name: `Remove ${firstName} from My destinations` }).click();
  await expect(saved.getByRole("article")).toHaveCount(1);
  expect((await removal).ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Saved destinations" }).getByRole("article"),
  ).toHaveCount(1);

  // Sign out: home, the mirror gone, and My destinations asks to sign up again.
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  await expect.poll(() => storedLogin(page)).toBeNull();
  await page.goto("/my-profile/favourite-destinations");
  await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);

  // The new password is the one that works now.
  await signIn(page, { email: traveller.email, password: "brand-new-99" });
  await expect(accountMenu(page)).toBeVisible();
});

test("a visitor's heart asks to sign up first, and sign-in comes back to the page", async ({
  page,
}) => {
  const traveller = newTraveller("Grace", "Hopper");
  await signUp(page, traveller);
  await expect(accountMenu(page)).toBeVisible();
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();

  await page
    .locator("#featured")
    .getByRole("button", { name: /^Save .+ to My destinations$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/signup\?auth_error=signup-required$/);
  await expect(page.locator("p.notice")).toContainText("saved destinations");

  await page.goto("/my-profile/settings");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fmy-profile%2Fsettings$/);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(traveller.email);
  await form.getByLabel("Password").fill("wrong-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await form.getByLabel("Password").fill(traveller.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/my-profile\/settings$/);
  await expectFlash(page, "Welcome back, Grace!");
});

test("a session ended elsewhere clears the stored login on the next page", async ({ browser }) => {
  const traveller = newTraveller("Mary", "Jackson");
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUp(firstPage, traveller);
  await expect(accountMenu(firstPage)).toBeVisible();
  await expect.poll(() => storedLogin(firstPage)).not.toBeNull();

  // Signing out in another browser ends every session of the account, even one opened in the
  // same second (revocation counts in whole seconds; sign-out waits for the next one).
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, traveller);
  await expect(accountMenu(secondPage)).toBeVisible();
  await openAccountMenu(secondPage);
  await secondPage.getByRole("button", { name: "Sign Out" }).click();
  await expect(secondPage.getByRole("link", { name: "Sign In / Register" })).toBeVisible();

  await firstPage.reload();
  await expect(firstPage.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  await expect.poll(() => storedLogin(firstPage)).toBeNull();
  await first.close();
  await second.close();
});
