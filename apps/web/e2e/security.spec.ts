// What a signed-in browser's pages tell caches, and what sign-up lets a stranger learn. Foreign
// names, forwarded hosts and pages holding live codes are checked over HTTP
// (test/http/names-and-caching.test.ts).
import { expect } from "@playwright/test";
import { expectFlash, newTraveller, signUp, submitSignUp } from "./account-support";
import { test } from "./toasts";

test("personal pages and every *.data answer are not stored; *.data is not sniffed", async ({
  page,
}) => {
  // A visitor's public page and its data.
  const visitorPage = await page.request.get("/destinations");
  expect(visitorPage.headers()["cache-control"] ?? "").not.toContain("no-store");
  const publicData = await page.request.get("/destinations.data");
  expect(publicData.status()).toBe(200);
  expect(publicData.headers()["cache-control"]).toBe("no-store");
  expect(publicData.headers()["x-content-type-options"]).toBe("nosniff");

  // Signed in: My Profile, My destinations and any page with their name in the header.
  const traveller = newTraveller("Ada", "Lovelace");
  await signUp(page, traveller);
  await expectFlash(page, "Welcome back, Ada!");
  for (const path of [
    "/my-profile/settings",
    "/my-profile/favourite-destinations",
    "/destinations",
    "/",
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(traveller.email);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  // "/_.data" is the home page's data (React Router 8's trailing-slash-aware form).
  for (const path of ["/my-profile/settings.data", "/_.data"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("sign-up answers a taken address with the page a new one gets", async ({ browser }) => {
  const traveller = newTraveller("Lise", "Meitner");
  const pageText = async (person: typeof traveller) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await submitSignUp(page, person);
    const text = (await page.locator("main").innerText()).replaceAll(person.email, "ADDRESS");
    const signedIn = (await context.cookies()).some((cookie) => cookie.name === "__session");
    await context.close();
    return { text, signedIn };
  };
  const fresh = await pageText(traveller);
  const taken = await pageText({ ...traveller, password: "another-horse-7" });
  expect(taken).toEqual(fresh);
  expect(fresh.signedIn).toBe(false);
  expect(fresh.text).not.toMatch(/already|exists/i);
});
