import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { getServices } from "../app/lib/services.server";
import { newTraveller } from "./account-support";
import { ADMIN_PAGES, signInAsEditor } from "./editor-support";
import { signInWithSessionCookie } from "./session-cookie";

// The editors' back-office end to end (decisions 128–131): the demo editor writes a
// destination with two photos, previews and publishes it; visitors and travellers see what the
// site shows; a blog post's hostile Markdown renders as nothing.
// In this checkout's test output (two runs on one machine never share it), unless told elsewhere.
const SHOTS =
  process.env.SHOTS_DIR ?? new URL("../test-results/shots-back-office", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

// Each photo is rendered 12–16 times on upload, and a test uploads two: three times the default.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const photo = (width: number, height: number, colour: string) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: colour,
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const name = `Berat ${Date.now().toString(36)}`;
let destinationPath = "";

test("the demo editor creates a destination with two photos, previews and publishes it", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Back-office" })).toBeVisible();
  await shoot(page, "admin-home");

  await page.goto("/admin/destinations?q=lisbon");
  await expect(page.getByRole("link", { name: "Lisbon" }).first()).toBeVisible();
  await shoot(page, "admin-destinations");

  await page.goto("/admin/destinations/new");
  await shoot(page, "admin-destination-new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Country code").fill("al");
  await page.getByLabel("Main airport").fill("TIA");
  await page.getByLabel("Latitude").fill("40.7058");
  await page.getByLabel("Longitude").fill("19.9522");
  await page.getByLabel("Region").selectOption("Europe");
  await page.getByLabel("Summary").fill("The *city of a thousand windows*.");
  await page
    .getByLabel("Description")
    .fill("## The castle\n\nA **living** citadel above the Osum.");
  await page.getByLabel("Hotel, double room per night (€)").fill("48");
  await page.getByLabel("Food and transport per person per day (€)").fill("28");
  await page.getByLabel("Culture & history").check();
  await page.getByLabel("Sight 1: name").fill("Berat Castle");
  await page.getByLabel("Sight 1: price in euros").fill("3");
  await page.getByLabel("June").check();
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const id = /\/admin\/destinations\/(\d+)/.exec(page.url())![1]!;
  destinationPath = `/destinations/${id}`;
  await shoot(page, "admin-destination-edit");

  await expect(page.getByRole("link", { name: /^Photos/ })).toHaveAttribute(
    "href",
    `/admin/destinations/${id}/photos`,
  );
  await page.goto(`/admin/destinations/${id}/photos`);
  for (const [file, size, alt] of [
    ["hero.jpg", [2000, 1333], "Ottoman houses climbing the hill"],
    ["second.jpg", [1000, 667], "The Osum river at dusk"],
  ] as const) {
    await page.getByLabel(/^Photo \(JPEG/).setInputFiles({
      name: file,
      mimeType: "image/jpeg",
      buffer: await photo(size[0], size[1], "#557799"),
    });
    await page.getByLabel("Alt text").fill(alt);
    await page.getByLabel("Credit").fill("Ana Fotografe");
    await page.getByLabel("Licence").fill("CC BY 4.0");
    await page.getByRole("button", { name: "Upload photo" }).click();
    // The upload answers once every WebP and AVIF rendition is made (seconds of image work),
    // well past the default 5 s an assertion waits.
    await expect(page.getByText(alt).first()).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.locator(".photo-manager__item")).toHaveCount(2);
  await shoot(page, "admin-destination-photos");

  await page.goto(`/admin/destinations/${id}/preview`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Preview of the draft")).toBeVisible();
  await shoot(page, "admin-destination-preview");

  // Not public before it is published.
  const before = await page.request.get(destinationPath);
  expect(before.status()).toBe(404);

  await page.goto(`/admin/destinations/${id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published.", { exact: false }).first()).toBeVisible();
});

test("a visitor sees it with its hero photo, credit and srcset up to the original, and in the sitemap", async ({
  page,
}) => {
  await page.goto(destinationPath);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const hero = page.locator(".destination-hero__art img");
  await expect(hero).toHaveAttribute("alt", "Ottoman houses climbing the hill");
  const srcset = (await hero.getAttribute("srcset")) ?? "";
  const widths = srcset.split(",").map((entry) => Number(/ (\d+)w$/.exec(entry.trim())?.[1]));
  expect(widths).toEqual([640, 750, 828, 1080, 1200, 1920]);
  await expect(page.getByText("Photo: Ana Fotografe · CC BY 4.0")).toBeVisible();
  await expect(page.locator(".destination-about__text strong")).toHaveText("living");
  // The picture itself loads.
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await shoot(page, "destination-with-photo");

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(destinationPath + "<");
});

test("a description the renderer would stall on is refused by its field, the text kept, nothing saved", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin/destinations/101");
  const stalling = "_*a".repeat(3334);
  await page.getByLabel("Description").fill(stalling);
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/101"),
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText(/more than 1,000 formatting marks/)).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(stalling);
  await shoot(page, "admin-description-refused");
  // The public page is as it was.
  const lisbon = await page.request.get("/destinations/101");
  expect(lisbon.status()).toBe(200);
  expect(await lisbon.text()).not.toContain("_*a_*a");
});

test("an edit shows up; an archive takes it off the site but not off a traveller's favourites", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  const id = destinationPath.split("/").pop()!;
  await page.goto(`/admin/destinations/${id}`);
  await page.getByLabel("Summary").fill("Now with a new summary.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Published: the site shows this version now.")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(destinationPath);
  await expect(visitor.getByText("Now with a new summary.")).toBeVisible();

  const traveller = newTraveller();
  const travellerContext = await browser.newContext();
  await signInWithSessionCookie(travellerContext, baseURL!, traveller);
  const session = await getServices().auth.signIn(traveller.email, traveller.password);
  if (!session.ok) throw new Error(session.error);
  await getServices().favourites.add(session.user.uid, Number(id));

  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Archived: it is no longer listed")).toBeVisible();
  expect((await visitor.request.get(destinationPath)).status()).toBe(404);

  const mine = await travellerContext.newPage();
  await mine.goto("/my-profile/favourite-destinations");
  // The card's heading: the partner links on the card name the place too.
  await expect(mine.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(mine.getByText("No longer listed")).toBeVisible();
  await travellerContext.close();
  await visitor.close();
});

test("a post with Markdown is published; script, event handlers and javascript: links render as nothing", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin/posts/new");
  await shoot(page, "admin-post-new");
  const slug = `hostile-${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill("Packing light for Albania");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Author", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Category").selectOption("Know-how");
  await page.getByLabel("Publish on").fill("2026-01-02");
  await page.getByLabel("Summary").fill("Seven kilos, two weeks.");
  await page
    .getByLabel("Body (Markdown)")
    .fill(
      '## What to bring\n\nA **light** jacket.\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\n[Click me](javascript:window.__pwned=3)\n\n<iframe src="https://example.org"></iframe>',
    );
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Packing light for Albania" }),
  ).toBeVisible();
  await shoot(page, "admin-post-edit");
  const postPage = page.url();
  await page.goto(`${postPage}/photos`);
  await expect(page.getByRole("heading", { level: 1, name: /^Hero photo of/ })).toBeVisible();
  await shoot(page, "admin-post-photo");
  await page.goto(postPage);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: the post shows on the blog")).toBeVisible();
  await page.goto("/admin/posts");
  await shoot(page, "admin-posts");

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/blogs/${slug}`);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Packing light for Albania" }),
  ).toBeVisible();
  const body = visitor.locator(".article__body");
  await expect(body.locator("strong")).toHaveText("light");
  await expect(body.locator("script, iframe, img")).toHaveCount(0);
  expect(await body.evaluate((element) => element.innerHTML)).not.toMatch(/onerror|javascript:/i);
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await visitor.goto("/blogs");
  await expect(visitor.getByRole("link", { name: "Packing light for Albania" })).toBeVisible();
  await visitor.close();
});

test("the demo editor renames a destination type; the public answer and the browse filter follow", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin/types");
  await shoot(page, "admin-types");
  await page.goto("/admin/types/new");
  await shoot(page, "admin-type-new");
  const id = `ferry-${[...Date.now().toString()].map((digit) => "abcdefghij"[Number(digit)]).join("")}`;
  await page.getByLabel("Identifier").fill(id);
  await page.getByLabel("Name").fill("Ferry hops");
  await page.getByLabel("Description").fill("Islands a boat ride apart.");
  await page.getByRole("button", { name: "Create type" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ferry hops" })).toBeVisible();
  await page.getByLabel("Name").fill("Island hopping by ferry");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: the browse filter shows it")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Island hopping by ferry" }),
  ).toBeVisible();
  await expect(page.getByText(/created by editor@wayfarer\.test/)).toBeVisible();
  await shoot(page, "admin-type-edit");

  const answer = await page.request.get("/api/destination-types");
  const { destinationTypes } = (await answer.json()) as {
    destinationTypes: { id: string; name: string }[];
  };
  expect(destinationTypes).toContainEqual(
    expect.objectContaining({ id, name: "Island hopping by ferry" }),
  );
  await page.goto("/destinations");
  await expect(page.getByText("Island hopping by ferry").first()).toBeAttached();
});

test("every back-office page fits a 320 px screen without sideways scrolling", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ADMIN_PAGES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(sideways, `${path} scrolls sideways at 320 px`).toBe(false);
  }
});

test("visitors and travellers at /admin get the site's 404", async ({ page, browser, baseURL }) => {
  const visitor = await page.goto("/admin");
  expect(visitor?.status()).toBe(404);
  // The site's own 404 page, as for any address that leads nowhere.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/nowhere|could not find/i);
  const context = await browser.newContext();
  await signInWithSessionCookie(context, baseURL!, newTraveller());
  const travellerPage = await context.newPage();
  expect((await travellerPage.goto("/admin/destinations"))?.status()).toBe(404);
  await context.close();
});
