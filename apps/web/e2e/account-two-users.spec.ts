import { expect, test, type Browser } from "@playwright/test";
import { accountMenu, newTraveller, saveWithHeart, type Traveller } from "./account-support";
import { signInWithSessionCookie } from "./session-cookie";

async function signedIn(browser: Browser, baseURL: string | undefined, traveller: Traveller) {
  const context = await browser.newContext();
  await signInWithSessionCookie(context, baseURL ?? "", traveller);
  const page = await context.newPage();
  await page.goto("/");
  await expect(accountMenu(page)).toBeVisible();
  return { context, page };
}

test("two users never see or change each other's profile or favourites", async ({
  browser,
  baseURL,
}) => {
  const ana = await signedIn(browser, baseURL, newTraveller("Ana", "Sousa"));
  const bruno = await signedIn(browser, baseURL, newTraveller("Bruno", "Costa"));

  // Ana saves a destination.
  await ana.page.goto("/");
  const heart = ana.page
    .locator("#featured")
    .getByRole("button", { name: /^Save .+ to My destinations$/ })
    .first();
  const name = (await heart.textContent())?.replace(/^Save (.+) to My destinations$/, "$1") ?? "";
  await saveWithHeart(ana.page, heart);

  // Bruno sees none of it: not on the cards, not on his list, not in his profile.
  await bruno.page.goto("/");
  await expect(
    bruno.page
      .locator("#featured")
      .getByRole("button", { name: `Save ${name} to My destinations` })
      .first(),
  ).toHaveAttribute("aria-pressed", "false");
  await bruno.page.goto("/my-profile/favourite-destinations");
  await expect(bruno.page.getByText("No favourites yet")).toBeVisible();
  await bruno.page.goto("/my-profile/settings");
  await expect(
    bruno.page.getByRole("form", { name: "Your name" }).getByLabel("First name"),
  ).toHaveValue("Bruno");

  // Bruno's own session posting with Ana's account id changes only Bruno's data.
  const anaUid = await ana.page.evaluate(
    () => (JSON.parse(localStorage.getItem("authInfo") ?? "{}") as { uid?: string }).uid ?? "",
  );
  expect(anaUid).not.toBe("");
  const headers = { Origin: baseURL ?? "" };
  const favourite = await bruno.page.request.post("/resources/favourites", {
    form: {
      uid: anaUid,
      userId: anaUid,
      destinationId: "101",
      favourite: "false",
      respond: "data",
    },
    headers,
    maxRedirects: 0,
  });
  expect(favourite.status()).toBe(200);
  const profile = await bruno.page.request.post("/my-profile/settings", {
    form: { intent: "profile", uid: anaUid, userId: anaUid, firstName: "Hacked", lastName: "Name" },
    headers,
    maxRedirects: 0,
  });
  expect(profile.status()).toBe(303);

  await ana.page.goto("/my-profile/favourite-destinations");
  await expect(
    ana.page.getByRole("list", { name: "Saved destinations" }).getByRole("article", { name }),
  ).toBeVisible();
  await ana.page.goto("/my-profile/settings");
  await expect(
    ana.page.getByRole("form", { name: "Your name" }).getByLabel("First name"),
  ).toHaveValue("Ana");
  await expect(accountMenu(ana.page)).toHaveAccessibleName("Account menu for Ana Sousa");

  await bruno.page.goto("/my-profile/settings");
  await expect(accountMenu(bruno.page)).toHaveAccessibleName("Account menu for Hacked Name");

  // A post from another site is refused outright.
  const forged = await bruno.page.request.post("/my-profile/settings", {
    form: { intent: "profile", firstName: "Evil", lastName: "Site" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);

  await ana.context.close();
  await bruno.context.close();
});
