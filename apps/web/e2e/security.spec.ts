// Against the production server: what a foreign Host header and caches in between get to see.
import { expect, test } from "@playwright/test";
import { expectFlash, newTraveller, signUp } from "./account-support";

// SITE_URL is unset here (the emulators): absolute URLs name this server on localhost.
const SITE = `http://localhost:${process.env.E2E_PORT}`;
const FOREIGN = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };

test("a foreign Host header changes no absolute URL: canonical, og:url, sitemap, robots", async ({
  request,
}) => {
  const page = await (await request.get("/about-us", { headers: FOREIGN })).text();
  expect(page).toContain(`<link rel="canonical" href="${SITE}/about-us"/>`);
  expect(page).toContain(`<meta property="og:url" content="${SITE}/about-us"/>`);
  const robots = await (await request.get("/robots.txt", { headers: FOREIGN })).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml", { headers: FOREIGN })).text();
  expect(sitemap).toContain(`<loc>${SITE}/about-us</loc>`);
  for (const text of [page, robots, sitemap]) expect(text).not.toContain("evil.example");
});

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
  await expectFlash(page, "Welcome to Wayfarer, Ada!");
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
  for (const path of ["/my-profile/settings.data", "/_root.data"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
