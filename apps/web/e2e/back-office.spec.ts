import { mkdirSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { getServices } from "../app/lib/services.server";
import { newTraveller } from "./account-support";
import { ADMIN_PAGES, signInAsEditor } from "./editor-support";
import { signInWithSessionCookie } from "./session-cookie";

/**
 * Opens an editor's form once it has hydrated (its buttons then speak of unsaved changes): a
 * field filled while React takes the form over can lose the fill's selection, so the text lands
 * beside what was there instead of replacing it.
 */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText("No unsaved changes.").first()).toBeVisible();
}

// The editors' back-office end to end (decisions 128–131, 170–174): the demo editor starts a
// destination from a place of the open data (Porto is in the catalogue already, so it is
// refused with a link; Vila Nova de Gaia, the city across the Douro from Porto's old town, is
// not), adds three photos in one step while creating it, previews and publishes it; an edit
// followed directly by Publish goes live; the to-do view counts places without a photo; a
// post's preview is its published page. The same journey without JavaScript, photos included.
const SHOTS =
  process.env.SHOTS_DIR ?? new URL("../test-results/shots-back-office", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

// Each photo is rendered 12–16 times on upload, and the journeys upload six: three times the default.
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

const PHOTOS = [
  {
    file: "lodges.jpg",
    size: [1300, 866],
    colour: "#885533",
    alt: "Port wine lodges by the Douro",
  },
  { file: "bridge.jpg", size: [900, 600], colour: "#335588", alt: "The Dom Luís I bridge at dusk" },
  {
    file: "boats.jpg",
    size: [800, 600],
    colour: "#338855",
    alt: "Rabelo boats moored by the quay",
  },
] as const;
const CREDIT = "Ana Fotógrafa · CC BY 4.0";

/** "1,234 without a photo" in the to-do view, as a number. */
async function withoutPhoto(page: Page): Promise<number> {
  await page.goto("/admin/destinations");
  const text = await page.getByRole("link", { name: /without a photo$/ }).innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

let created = "";
let before = 0;

test("a place in the catalogue is refused with a link to it; the search follows the typing", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  before = await withoutPhoto(page);
  await shoot(page, "admin-destinations");
  await page.goto("/admin/destinations/new");
  await shoot(page, "admin-destination-new");
  await page.getByLabel("City or town").fill("Porto");
  await page.getByRole("button", { name: "Search" }).click();
  const porto = page.locator(".place-results__item").filter({ hasText: /^Porto, Portugal/ });
  await expect(porto).toContainText("In the catalogue already");
  await expect(porto.getByRole("link", { name: /^open Porto/ })).toHaveAttribute(
    "href",
    /^\/admin\/destinations\/\d+$/,
  );
  await expect(page.getByRole("link", { name: "Choose Porto, Portugal" })).toHaveCount(0);
  await shoot(page, "admin-place-search");
  // Chosen anyway (an old link): the page refuses it and links to the one that exists.
  const portoId = (await getServices().catalogue.listDestinations()).find(
    (d) => d.slug === "porto",
  )!;
  const refused = await page.goto(`/admin/destinations/new?place=${portoId.geonameId}`);
  expect(refused?.status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText("is in the catalogue already");
  await shoot(page, "admin-place-taken");

  // Without pressing Search: the list follows what is typed.
  await page.getByLabel("City or town").fill("Vila Nova de G");
  await expect(
    page.getByRole("link", { name: "Choose Vila Nova de Gaia, Portugal" }),
  ).toBeVisible();
});

test("a new destination from the place search, three photos in one step, previewed and published", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin/destinations/new?q=gaia");
  await page.getByRole("link", { name: "Choose Vila Nova de Gaia, Portugal" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "New destination: Vila Nova de Gaia" }),
  ).toBeVisible();
  // The facts come from the open data, read-only, each with its source.
  const facts = page.locator(".fact-list");
  await expect(facts).toContainText("Europe/Lisbon");
  await expect(facts).toContainText("GeoNames: the city centre");
  await expect(facts).toContainText("OPO, Francisco de Sa Carneiro Airport");
  await expect(facts).toContainText("Scaled from the World Bank's 2025 price level for Portugal");
  await shoot(page, "admin-destination-new-place");

  await page.getByLabel("Summary").fill("Port wine *lodges* across the river from Porto.");
  await page.getByLabel("Description").fill("## The lodges\n\nTastings in **cool** cellars.");
  await page.getByLabel("Sight 1: name").fill("Sandeman Cellars");
  await page.getByLabel("Sight 1: price in euros").fill("20");
  // The uploads wait until the page has shown their progress (then they go on as they came).
  let release = () => {};
  const shown = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/photos", async (route) => {
    await shown;
    await route.continue();
  });
  await page.getByLabel(/^Add photos/).setInputFiles(
    await Promise.all(
      PHOTOS.map(async ({ file, size, colour }) => ({
        name: file,
        mimeType: "image/jpeg",
        buffer: await photo(size[0], size[1], colour),
      })),
    ),
  );
  // Each photo shows its progress, then its picture once stored (seconds of image work each).
  await expect(page.locator(".photo-list__progress progress")).toHaveCount(3);
  await expect(page.getByText("Sending lodges.jpg")).toBeVisible();
  release();
  await expect(page.locator('input[type="hidden"][name="photos[2].id"]')).toBeAttached({
    timeout: 60_000,
  });
  for (const [index, { alt }] of PHOTOS.entries()) {
    await page.locator(`input[name="photos[${index}].alt"]`).fill(alt);
    await page.locator(`input[name="photos[${index}].credit"]`).fill("Ana Fotógrafa");
    await page.locator(`input[name="photos[${index}].licence"]`).fill("CC BY 4.0");
  }
  // Reordered by keyboard: the bridge moves up to be the hero…
  await page.getByRole("button", { name: `Move up: ${PHOTOS[1].alt}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('input[name="photos[0].alt"]')).toHaveValue(PHOTOS[1].alt);
  // …and by pointer: the boats dragged onto the first place (both in view).
  await page.setViewportSize({ width: 1440, height: 1800 });
  await page.locator(".photo-list").scrollIntoViewIfNeeded();
  const grabbed = await page.locator(".photo-list__picture").nth(2).boundingBox();
  const place = await page.locator(".photo-list__picture").nth(0).boundingBox();
  await page.mouse.move(grabbed!.x + 40, grabbed!.y + 40);
  await page.mouse.down();
  await page.mouse.move(place!.x + 40, place!.y + 40, { steps: 5 });
  await page.mouse.up();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('input[name="photos[0].alt"]')).toHaveValue(PHOTOS[2].alt);
  // The hero chosen in the same place: back to the lodges.
  await page
    .locator(".photo-list__item")
    .filter({ has: page.locator(`input[value="${PHOTOS[0].alt}"]`) })
    .getByLabel("Hero")
    .check();
  await expect(page.locator('input[name="photos[0].alt"]')).toHaveValue(PHOTOS[0].alt);
  await expect(page.getByText("You have changes that are not saved yet.").first()).toBeVisible();
  await shoot(page, "admin-destination-new-photos");

  await page.getByRole("button", { name: "Create and preview" }).first().click();
  await expect(page.getByText("Preview of the saved draft")).toBeVisible();
  const id = /\/admin\/destinations\/(\d+)\/preview/.exec(page.url())![1]!;
  created = `/destinations/${id}`;
  await expect(page.getByRole("heading", { level: 1, name: "Vila Nova de Gaia" })).toBeVisible();
  await expect(page.locator(".destination-hero__art img")).toHaveAttribute("alt", PHOTOS[0].alt);
  await expect(page.getByText(`Photo: ${CREDIT}`)).toHaveCount(3);
  await shoot(page, "admin-destination-preview");
  // Not public before it is published.
  expect((await page.request.get(created)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish this version" }).click();
  await expect(page.getByText("Published: the site shows this version now.").first()).toBeVisible();
  await shoot(page, "admin-destination-edit");

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(created);
  await expect(visitor.getByRole("heading", { level: 1, name: "Vila Nova de Gaia" })).toBeVisible();
  await expect(visitor.locator(".destination-hero__summary em")).toHaveText("lodges");
  await expect(visitor.locator(".destination-about__text strong")).toHaveText("cool");
  await expect(visitor.getByRole("complementary").getByText("Sandeman Cellars")).toBeVisible();
  await expect(visitor.locator(".destination-hero__art img")).toHaveAttribute("alt", PHOTOS[0].alt);
  await expect(visitor.getByText(`Photo: ${CREDIT}`)).toHaveCount(3);
  await expect(
    visitor.getByRole("list", { name: "More photos of Vila Nova de Gaia" }).getByRole("img"),
  ).toHaveCount(2);
  await expect(visitor.getByText(/^Sources: population from GeoNames/)).toBeVisible();
  await shoot(visitor, "destination-with-photos");
  await visitor.close();
  // Made with its photos: the count of places without one is as it was.
  expect(await withoutPhoto(page)).toBe(before);
});

test("an edit followed directly by Publish goes live; the to-do view counts one place fewer without a photo", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await openForm(page, "/admin/destinations/101");
  await page.getByLabel("Summary").fill("Now with a new summary, published in one step.");
  await page.getByLabel(/^Add photos/).setInputFiles({
    name: "tram.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(1000, 667, "#aa8833"),
  });
  await expect(page.locator('input[type="hidden"][name="photos[0].id"]')).toBeAttached({
    timeout: 30_000,
  });
  await page.locator('input[name="photos[0].alt"]').fill("Tram 28 climbing through Alfama");
  await page.locator('input[name="photos[0].credit"]').fill("Ana Fotógrafa");
  await page.locator('input[name="photos[0].licence"]').fill("CC BY 4.0");
  await page.getByRole("button", { name: "Publish changes" }).last().click();
  await expect(page.getByText("Published: the site shows this version now.").first()).toBeVisible();

  // Once told, the very next public request shows it.
  const visitor = await browser.newPage();
  await visitor.goto("/destinations/101");
  await expect(visitor.getByText("Now with a new summary, published in one step.")).toBeVisible();
  await expect(visitor.locator(".destination-hero__art img")).toHaveAttribute(
    "alt",
    "Tram 28 climbing through Alfama",
  );
  await visitor.close();
  expect(await withoutPhoto(page)).toBe(before - 1);
  await page.goto("/admin/destinations?missing=photo&sort=popularity");
  await shoot(page, "admin-destinations-todo");
  await expect(page.getByRole("link", { name: "Lisbon", exact: true })).toHaveCount(0);
});

test("leaving with changes not saved asks first; every button saves instead", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await openForm(page, "/admin/destinations/101");
  await page.getByLabel("Description").fill("A change nobody saved.");
  await expect(page.getByText("You have changes that are not saved yet.").first()).toBeVisible();
  const asked: string[] = [];
  page.once("dialog", async (dialog) => {
    asked.push(dialog.message());
    await dialog.dismiss();
  });
  await page.getByRole("link", { name: "Blog posts" }).click();
  await expect
    .poll(() => asked)
    .toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/admin\/destinations\/101$/);
  await expect(page.getByLabel("Description")).toHaveValue("A change nobody saved.");
  // A button saves: nothing is asked.
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByText("Draft saved.").first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("a description the renderer would stall on is refused by its field, the text kept, nothing saved", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await openForm(page, "/admin/destinations/101");
  const stalling = "_*a".repeat(3334);
  await page.getByLabel("Description").fill(stalling);
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/101"),
  );
  await page.getByRole("button", { name: "Save draft" }).first().click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText(/more than 1,000 formatting marks/)).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(stalling);
  await shoot(page, "admin-description-refused");
  const lisbon = await page.request.get("/destinations/101");
  expect(lisbon.status()).toBe(200);
  expect(await lisbon.text()).not.toContain("_*a_*a");
});

test("an archive takes it off the site but not off a traveller's favourites", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  const id = created.split("/").pop()!;
  const traveller = newTraveller();
  const travellerContext = await browser.newContext();
  await signInWithSessionCookie(travellerContext, baseURL!, traveller);
  const session = await getServices().auth.signIn(traveller.email, traveller.password);
  if (!session.ok) throw new Error(session.error);
  await getServices().favourites.add(session.user.uid, Number(id));

  await page.goto(`/admin/destinations/${id}`);
  await page.getByRole("button", { name: "Archive" }).first().click();
  await expect(page.getByText("Archived: it is no longer listed").first()).toBeVisible();
  expect((await page.request.get(created)).status()).toBe(404);

  const mine = await travellerContext.newPage();
  await mine.goto("/my-profile/favourite-destinations");
  await expect(mine.getByRole("heading", { level: 2, name: "Vila Nova de Gaia" })).toBeVisible();
  await expect(mine.getByText("No longer listed")).toBeVisible();
  await travellerContext.close();
});

test("a post: the author from the profile, the Markdown beside the text, its preview is its published page", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await openForm(page, "/admin/posts/new");
  await expect(page.getByLabel("Author", { exact: true })).toHaveValue("Grace Hopper");
  const slug = `packing-${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill("Packing light for Albania");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Category").selectOption("Know-how");
  await page.getByLabel("Publish on").fill("2026-01-02");
  await page.getByLabel("Summary").fill("Seven kilos, two weeks.");
  await page
    .getByLabel("Body (Markdown)")
    .fill(
      '## What to bring\n\nA **light** jacket.\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\n[Click me](javascript:window.__pwned=3)',
    );
  const beside = page.locator(".markdown-preview");
  await expect(beside.getByRole("heading", { name: "As you type, on the blog" })).toBeVisible();
  await expect(beside.locator("strong")).toHaveText("light");
  await expect(beside.locator("script, img")).toHaveCount(0);
  await shoot(page, "admin-post-new");
  await page.getByRole("button", { name: "Create and preview" }).first().click();
  await expect(page.getByText("Preview of the saved draft")).toBeVisible();
  await shoot(page, "admin-post-preview");
  const article = async (on: Page) => ({
    header: await on.locator(".article__header").innerText(),
    body: await on.locator(".article__body").evaluate((element) => element.innerHTML),
  });
  const previewed = await article(page);
  expect(previewed.body).not.toMatch(/onerror|javascript:|<script/i);
  await page.getByRole("button", { name: "Publish this version" }).click();
  await expect(page.getByText("Published: the post shows on the blog").first()).toBeVisible();
  await shoot(page, "admin-post-edit");

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/blogs/${slug}`);
  expect(await article(visitor)).toEqual(previewed);
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await visitor.close();
  await page.goto("/admin/posts");
  await shoot(page, "admin-posts");
});

test("the demo editor renames a destination type; the public answer and the browse filter follow", async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page, baseURL!);
  await page.goto("/admin/types");
  await shoot(page, "admin-types");
  await openForm(page, "/admin/types/new");
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

test.describe("without JavaScript", () => {
  let context: BrowserContext;
  test.beforeEach(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAsEditor(page, baseURL!);
    await page.close();
  });
  test.afterEach(() => context.close());

  test("a place is found and chosen, three photos go in one step through the form, it is published", async () => {
    const page = await context.newPage();
    const count = await withoutPhoto(page);
    await page.goto("/admin/destinations/new");
    await page.getByLabel("City or town").fill("Porto");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.locator(".place-results__item").filter({ hasText: /^Porto, Portugal/ }),
    ).toContainText("In the catalogue already");
    await page.getByLabel("City or town").fill("Espinho");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Choose Espinho, Portugal" }).click();
    await expect(
      page.getByText(/Changes are kept only when you press one of these buttons/).first(),
    ).toBeVisible();
    await page.getByLabel("Summary").fill("Fish grilled on the street, and a long beach.");
    // A figure of the editors' own, with the reason travellers read beside it.
    await page
      .locator("details")
      .filter({ has: page.getByLabel("New hotel price per night (€)") })
      .locator("summary")
      .click();
    await page.getByLabel("New hotel price per night (€)").fill("95");
    await page.getByLabel("Why this hotel price per night (€)").fill("Most rooms face the beach");
    for (const [slot, { file, size, colour, alt }] of PHOTOS.entries()) {
      await page.locator(`input[name="newPhotos[${slot}].file"]`).setInputFiles({
        name: file,
        mimeType: "image/jpeg",
        buffer: await photo(size[0], size[1], colour),
      });
      await page.locator(`input[name="newPhotos[${slot}].alt"]`).fill(alt);
      await page.locator(`input[name="newPhotos[${slot}].credit"]`).fill("Ana Fotógrafa");
      await page.locator(`input[name="newPhotos[${slot}].licence"]`).fill("CC BY 4.0");
    }
    await shoot(page, "admin-destination-new-no-js");
    await page.getByRole("button", { name: "Create and publish" }).last().click();
    // Without JavaScript the toast is printed in a <noscript>; the page's own line says it too.
    await expect(page.locator(".back-office__lead")).toContainText("Published.", {
      timeout: 60_000,
    });
    await expect(page.locator(".photo-list__item")).toHaveCount(3);
    // Moved without JavaScript: the button saves the form, then moves the photo.
    await page.getByRole("button", { name: `Move up: ${PHOTOS[1].alt}` }).click();
    await expect(page.locator('input[name="photos[0].alt"]')).toHaveValue(PHOTOS[1].alt);
    await page.getByRole("button", { name: "Publish changes" }).first().click();
    await expect(page.locator(".back-office__lead")).toHaveText(/^Published\. See it on the site/);
    const id = /\/admin\/destinations\/(\d+)/.exec(page.url())![1]!;

    const visitor = await context.newPage();
    await visitor.goto(`/destinations/${id}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Espinho" })).toBeVisible();
    await expect(visitor.locator(".destination-hero__art img")).toHaveAttribute(
      "alt",
      PHOTOS[1].alt,
    );
    await expect(visitor.getByText(`Photo: ${CREDIT}`)).toHaveCount(3);
    await expect(
      visitor.getByText("The hotel price is set by our editors: Most rooms face the beach."),
    ).toBeVisible();
    expect(await withoutPhoto(page)).toBe(count);
  });

  test("a post is previewed and published as previewed", async () => {
    const page = await context.newPage();
    await page.goto("/admin/posts/new");
    const slug = `market-${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill("A morning at the Bolhão market");
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Category").selectOption("Destinations");
    await page.getByLabel("Summary").fill("Fish, flowers and coffee.");
    await page.getByLabel("Body (Markdown)").fill("## Early\n\nCome **before nine**.");
    await page.getByRole("button", { name: "Create and preview" }).first().click();
    await expect(page.getByText("Preview of the saved draft")).toBeVisible();
    const previewed = await page.locator(".article__body").innerHTML();
    await page.getByRole("button", { name: "Publish this version" }).click();
    await expect(page.locator(".back-office__lead")).toContainText("Published.");
    await page.goto(`/blogs/${slug}`);
    expect(await page.locator(".article__body").innerHTML()).toBe(previewed);
  });
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
