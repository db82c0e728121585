// Public pages rendered once and shared (decisions 195–197): against the production server, what
// two visitors get for the same request, what a cache in front is told, and what is never kept.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { FORM, PAGE, postForm, send, site } from "./requests";

const SHARED = /^public, max-age=0, s-maxage=60, stale-while-revalidate=300$/;
const SHARED_PAGES = [
  "/",
  "/home/home_2",
  "/destinations",
  "/destinations/101",
  "/blogs",
  "/about-us",
  "/privacy-policy",
  "/methods/co2",
  "/attribution",
];

/** A visitor's browser: the page headers a browser sends, and its cookies. */
const visit = (path: string, cookie = "", language = "en-GB,en;q=0.9") =>
  send(path, {
    headers: { ...PAGE, "Accept-Language": language, ...(cookie ? { Cookie: cookie } : {}) },
  });

async function signedIn(): Promise<string> {
  const email = `cached-${randomUUID().slice(0, 8)}@wayfarer.test`;
  const password = "correct-horse-42";
  const created = await getServices().auth.signUp({
    email,
    password,
    firstName: "Grace",
    lastName: "Hopper",
  });
  if (!created.ok) throw new Error(created.error);
  const answer = await postForm("/auth/login", { email, password });
  expect(answer.status).toBe(303);
  const session = (answer.headers["set-cookie"] ?? []).find((line) =>
    line.startsWith("__session="),
  );
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0]!;
}

describe("public pages a cache may share", () => {
  it("answer two anonymous visitors with the same bytes and the shared-cache headers", async () => {
    for (const path of SHARED_PAGES) {
      const first = await visit(path);
      const second = await visit(path);
      expect(first.status, path).toBe(200);
      expect(second.text, path).toBe(first.text);
      expect(second.headers["content-security-policy"], path).toBe(
        first.headers["content-security-policy"],
      );
      expect(second.headers["cache-control"], path).toMatch(SHARED);
      expect(second.headers.vary, path).toBe("Accept-Encoding, Cookie, Accept-Language");
      // The second was answered from the page this instance rendered for the first.
      expect(second.headers["x-page-cache"], path).toBe("hit");
      expect(second.headers["set-cookie"], path).toBeUndefined();
    }
  });

  it("send the same bytes compressed as they send them plain", async () => {
    const plain = await visit("/destinations/101");
    const gzip = await fetch(new URL("/destinations/101", site()), {
      headers: { ...PAGE, "Accept-Language": "en-GB,en;q=0.9", "Accept-Encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(plain.text);
  });

  it("never hand one visitor's currency, consent or language variant to another", async () => {
    const pounds = "displayCurrency=GBP";
    const accepted = "cookieConsent=true";
    for (let round = 0; round < 2; round++) {
      // Each visitor twice: the second answer of each comes from the cache.
      const poundsPage = await visit("/destinations/101", pounds);
      const eurosPage = await visit("/destinations/101");
      expect(poundsPage.text).toContain("≈£");
      expect(eurosPage.text).not.toContain("≈£");

      const banner = 'data-testid="cookie-banner"';
      expect((await visit("/blogs")).text).toContain(banner);
      expect((await visit("/blogs", accepted)).text).not.toContain(banner);
      expect((await visit("/blogs", "cookieConsent=false")).text).not.toContain(banner);

      // The currency offered to a visitor who has not picked one follows their language.
      const british = await visit("/about-us", "", "en-GB");
      const american = await visit("/about-us", "", "en-US");
      expect(british.text).toContain('data-suggested-currency="GBP"');
      expect(american.text).toContain('data-suggested-currency="USD"');
      expect((await visit("/about-us", "", "pt-PT")).text).not.toContain("data-suggested-currency");
    }
  });

  it("keep a remembered home airport's deals apart from the cheapest stays", async () => {
    const fromLisbon = await visit("/", "homeAirport=LIS");
    const nobody = await visit("/");
    expect(fromLisbon.text).not.toBe(nobody.text);
    expect((await visit("/", "homeAirport=LIS")).text).toBe(fromLisbon.text);
    expect((await visit("/")).text).toBe(nobody.text);
  });
});

describe("pages that are never kept", () => {
  it("a signed-in visitor's page: no-store, never from the cache, never served to a visitor", async () => {
    const cookie = await signedIn();
    for (const path of ["/", "/destinations/101", "/blogs"]) {
      await visit(path);
      const mine = await visit(path, cookie);
      expect(mine.text, path).toContain("Grace");
      expect(mine.headers["cache-control"], path).toBe("no-store");
      expect(mine.headers["x-page-cache"], path).toBeUndefined();
      const again = await visit(path, cookie);
      expect(again.headers["x-page-cache"], path).toBeUndefined();
      expect((await visit(path)).text, path).not.toContain("Grace");
    }
  });

  it("a page with a form's answer: private, and what was typed is on no page after it", async () => {
    const typed = `typed-${randomUUID().slice(0, 8)}`;
    const answer = await send("/contact", {
      method: "POST",
      headers: { ...FORM, ...PAGE, Origin: site().origin },
      body: new URLSearchParams({ name: typed, email: "not an address", message: "" }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(typed);
    expect(answer.headers["cache-control"]).toMatch(/^(private, no-cache|no-store)$/);
    expect(answer.headers["x-page-cache"]).toBeUndefined();
    expect((await visit("/contact")).text).not.toContain(typed);
    // A post to a shared page's address is not kept either.
    const posted = await send("/", {
      method: "POST",
      headers: { ...FORM, ...PAGE, Origin: site().origin },
      body: "x=1",
    });
    expect(posted.headers["cache-control"] ?? "").not.toMatch(/public/);
    expect((await visit("/")).status).toBe(200);
  });

  it("a page with a flash message: shown once to its visitor, kept for nobody", async () => {
    await visit("/blogs");
    const subscribed = await postForm("/resources/newsletter", {
      email: "not an address",
      redirectTo: "/blogs",
    });
    expect(subscribed.status).toBe(303);
    const flash = (subscribed.headers["set-cookie"] ?? [])
      .find((line) => line.startsWith("wf_flash="))
      ?.split(";")[0];
    expect(flash).toBeTruthy();
    const withToast = await visit("/blogs", flash!);
    expect(withToast.text).toContain("Please enter a valid e-mail address to subscribe.");
    expect(withToast.headers["cache-control"]).toMatch(/^(private, no-cache|no-store)$/);
    expect(withToast.headers["x-page-cache"]).toBeUndefined();
    const after = await visit("/blogs");
    expect(after.text).not.toContain("Please enter a valid e-mail address to subscribe.");
    expect(after.headers["cache-control"]).toMatch(SHARED);
  });

  it("the planners, the back-office and the readiness report say what the cache holds", async () => {
    const budget = await visit("/trips/budget");
    expect(budget.headers["cache-control"]).toBe("private, no-cache");
    const ready = await send("/readyz");
    const report = JSON.parse(ready.text) as { pageCache?: { entries: number; bytes: number } };
    expect(report.pageCache?.entries).toBeGreaterThan(0);
    expect(report.pageCache?.bytes).toBeGreaterThan(0);
  });
});
