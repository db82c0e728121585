import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import {
  CONTACT_MESSAGES,
  FAVOURITES,
  MAIL_COLLECTION,
  NEWSLETTER_SUBSCRIBERS,
  USERS,
  picturePath,
  subscriberId,
} from "@travel/firebase-client";
import { getServices } from "../app/lib/services.server";
import {
  accountMenu,
  expectFlash,
  newTraveller,
  PNG_1X1,
  saveWithHeart,
  signIn,
  signUp,
  storedLogin,
  type Traveller,
} from "./account-support";
import { test } from "./toasts";

/** Saves the first featured destination from the home page; returns its name. */
async function saveFirstFeatured(page: Page) {
  await page.goto("/");
  const heart = page
    .locator("#featured")
    .getByRole("button", { name: /^Save .+ to My destinations$/ })
    .first();
  const name = (await heart.textContent())?.replace(/^Save (.+) to My destinations$/, "$1") ?? "";
  await saveWithHeart(page, heart);
  return name;
}

async function uidOf(page: Page) {
  return String((await storedLogin(page))?.uid ?? "");
}

/** Documents of `collection` whose `field` equals `value`, read past the rules as the admin. */
async function countWhere(collection: string, field: string, value: string) {
  const { config } = getServices();
  if (config.mode !== "emulator") throw new Error("e2e runs against the emulators");
  const response = await fetch(
    `http://${config.emulators.firestore}/v1/projects/${config.projectId}/databases/(default)/documents:runQuery`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: {
            fieldFilter: {
              field: { fieldPath: field },
              op: "EQUAL",
              value: { stringValue: value },
            },
          },
        },
      }),
    },
  );
  const rows = (await response.json()) as { document?: unknown }[];
  return rows.filter((row) => row.document).length;
}

async function documentExists(path: string) {
  const { config } = getServices();
  if (config.mode !== "emulator") throw new Error("e2e runs against the emulators");
  const response = await fetch(
    `http://${config.emulators.firestore}/v1/projects/${config.projectId}/databases/(default)/documents/${path}`,
    { headers: { Authorization: "Bearer owner" } },
  );
  return response.status === 200;
}

async function fileExists(path: string) {
  const { config } = getServices();
  if (config.mode !== "emulator") throw new Error("e2e runs against the emulators");
  const response = await fetch(
    `http://${config.emulators.storage}/v0/b/${config.storageBucket}/o/${encodeURIComponent(path)}`,
    { headers: { Authorization: "Bearer owner" } },
  );
  return response.status === 200;
}

/** Every document and file of the person, in every collection the site writes and the bucket. */
async function tracesOf(uid: string, email: string) {
  return {
    users:
      (await countWhere(USERS, "userId", uid)) +
      ((await documentExists(`${USERS}/${uid}`)) && !(await countWhere(USERS, "userId", uid))
        ? 1
        : 0),
    favourites: await countWhere(FAVOURITES, "userId", uid),
    contactMessages: await countWhere(CONTACT_MESSAGES, "senderUid", uid),
    newsletter: await documentExists(`${NEWSLETTER_SUBSCRIBERS}/${subscriberId(email)}`),
    mail: await countWhere(MAIL_COLLECTION, "to", email),
    picture: await fileExists(picturePath(uid)),
    signIn: (await getServices().auth.signIn(email, "correct-horse-42")).ok,
  };
}

test("download my data: a JSON attachment holding the favourites just saved", async ({ page }) => {
  const traveller = newTraveller("Marco", "Polo");
  await signUp(page, traveller);
  await expect(accountMenu(page)).toBeVisible();
  const saved = await saveFirstFeatured(page);

  await page.goto("/my-profile/settings");
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("form", { name: "Download my data" })
    .getByRole("button", { name: "Download my data" })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wayfarer-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as {
    account: { email: string };
    profile: { firstName: string; lastName: string };
    favourites: { destinationName: string }[];
    newsletter: { status: string };
  };
  expect(exported.account.email).toBe(traveller.email);
  expect(exported.profile).toMatchObject({ firstName: "Marco", lastName: "Polo" });
  expect(exported.favourites.map((favourite) => favourite.destinationName)).toEqual([saved]);
  // The address is not verified yet: what is kept by address is not shown (decision 089).
  expect(exported.newsletter.status).toBe("address-not-verified");
  // Still on My Profile: the file was saved, the page did not change.
  await expect(page).toHaveURL(/\/my-profile\/settings$/);
});

test("the export answers only the signed-in person, as an attachment never cached", async ({
  page,
  request,
  baseURL,
}) => {
  // No session: sent to sign in, no data.
  const anonymous = await request.post("/my-profile/data.json", {
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toMatch(/^\/auth\/login/);

  const traveller = newTraveller("Ibn", "Battuta");
  await signUp(page, traveller);
  await expect(accountMenu(page)).toBeVisible();
  // Another site cannot make the browser fetch it.
  const crossSite = await page.request.post("/my-profile/data.json", {
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const own = await page.request.post("/my-profile/data.json", {
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(200);
  expect(own.headers()["content-disposition"]).toMatch(/^attachment; filename="/);
  expect(own.headers()["cache-control"]).toBe("no-store");
  const body = (await own.json()) as { account: { email: string; uid: string } };
  // Whatever the request says, the session decides whose data it is.
  expect(body.account.email).toBe(traveller.email);
});

async function deleteThroughDangerZone(page: Page, password: string) {
  await page.goto("/my-profile/settings");
  const form = page.getByRole("form", { name: "Delete my account" });
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel("I understand that my account and data are deleted for good.").check();
  await form.getByRole("button", { name: "Delete my account" }).click();
}

test("delete my account: refused with a wrong password, then everything of it is gone", async ({
  page,
}) => {
  test.slow(); // sign-up, a refusal, the deletion and the checks after it: three times the default
  const traveller: Traveller = newTraveller("Gertrude", "Bell");
  await signUp(page, traveller);
  await expect(accountMenu(page)).toBeVisible();
  const uid = await uidOf(page);
  // The address verified through the mailed link: its newsletter sign-up is the account's.
  await page.goto("/dev/outbox");
  await page
    .locator(".outbox__mail", { hasText: traveller.email })
    .getByRole("link", { name: "Verify my email address" })
    .click();
  await page.getByRole("button", { name: "Verify my email address" }).click();
  await expect(page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
  await saveFirstFeatured(page);
  // A picture, a message sent while signed in and a newsletter sign-up.
  await page.goto("/my-profile/settings");
  const upload = page.getByRole("form", { name: "Upload a profile picture" });
  await upload
    .getByLabel("New picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expectFlash(page, "Your new profile picture is in place.");
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("Gertrude Bell");
  await page.getByLabel("E-mail address").fill(traveller.email);
  await page.getByLabel("Message", { exact: true }).fill("Is Petra open in winter?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  const request = await getServices().newsletter.requestSubscription(traveller.email);
  expect(request.status).toBe("pending");
  const before = await tracesOf(uid, traveller.email);
  expect(before).toMatchObject({
    users: 1,
    favourites: 1,
    contactMessages: 1,
    newsletter: true,
    picture: true,
  });

  // A wrong password: refused, nothing gone.
  await deleteThroughDangerZone(page, "not-my-password");
  await expect(
    page.getByText("That password is not right. Your account was not deleted."),
  ).toBeVisible();
  expect(await tracesOf(uid, traveller.email)).toMatchObject({ users: 1, favourites: 1 });

  // The right one: home, a toast, signed out, the mirror cleared.
  await deleteThroughDangerZone(page, traveller.password);
  await expect(page).toHaveURL(/\/$/);
  await expectFlash(
    page,
    "Your account and everything stored with it have been deleted. Goodbye, and safe travels.",
  );
  await expect(page.getByRole("link", { name: "Sign In / Register" })).toBeVisible();
  await expect.poll(() => storedLogin(page)).toBeNull();

  expect(await tracesOf(uid, traveller.email)).toEqual({
    users: 0,
    favourites: 0,
    contactMessages: 0,
    newsletter: false,
    mail: 0,
    picture: false,
    signIn: false,
  });
  // Signing in is refused.
  await signIn(page, traveller);
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();
});

test("deletion refuses another site's post and a visitor without a session", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const traveller = newTraveller("Freya", "Stark");
  await signUp(page, traveller);
  await expect(accountMenu(page)).toBeVisible();
  const form = {
    intent: "delete-account",
    currentPassword: traveller.password,
    confirm: "yes",
  };
  const crossSite = await page.request.post("/my-profile/settings", {
    form,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  // Without a session (another person's browser): sent to sign in, nothing deleted.
  const stranger = await browser.newContext();
  const anonymous = await stranger.request.post(`${baseURL}/my-profile/settings`, {
    form,
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toMatch(/^\/auth\/login/);
  expect((await getServices().auth.signIn(traveller.email, traveller.password)).ok).toBe(true);
  await stranger.close();
  await context.close();
});
