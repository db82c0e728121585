// Public pages are the same bytes for every visitor, so their Content-Security-Policy names the
// page's own inline scripts by hash (decision 195). What that must not weaken: a script that
// reaches the page any other way (markup injected through data, a proxy in between) is refused.
import { expect, test } from "@playwright/test";

const INJECTED = `<script>document.documentElement.dataset.injected = "ran";</script>`;

test("an inline script injected into a shared public page is refused; the page's own scripts run", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  let policy = "";
  // The page as the server sent it, with scripts slipped in before the site's own: one plain,
  // one copying the attributes a site script had, one with a guessed nonce.
  await page.route("**/destinations/101", async (route) => {
    const response = await route.fetch();
    policy = response.headers()["content-security-policy"] ?? "";
    const html = (await response.text()).replace(
      "<body>",
      `<body>${INJECTED}<script type="module" async="">document.documentElement.dataset.module = "ran";</script><script nonce="AAAAAAAAAAAAAAAAAAAAAA==">document.documentElement.dataset.guessed = "ran";</script>`,
    );
    await route.fulfill({ response, body: html });
  });
  const answer = await page.goto("/destinations/101");
  expect(answer?.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const scripts = /script-src[^;]*/.exec(policy)?.[0] ?? "";
  expect(scripts).toMatch(/^script-src 'self' 'sha256-/);
  expect(scripts).not.toMatch(/unsafe-inline|nonce-/);

  // The site's own inline scripts ran and the page hydrated: the phone menu opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  // None of the injected ones did, and the browser said why.
  const ran = await page.evaluate(() => ({ ...document.documentElement.dataset }));
  expect(ran.injected).toBeUndefined();
  expect(ran.module).toBeUndefined();
  expect(ran.guessed).toBeUndefined();
  expect(refused.length).toBeGreaterThanOrEqual(3);
});

test("two visitors' loads of a public page are the same bytes, and a signed-out reload too", async ({
  page,
  browser,
}) => {
  const first = await page.goto("/blogs");
  const other = await browser.newPage();
  const second = await other.goto("/blogs");
  expect(await second!.text()).toBe(await first!.text());
  expect(second!.headers()["content-security-policy"]).toBe(
    first!.headers()["content-security-policy"],
  );
  await other.close();
});
