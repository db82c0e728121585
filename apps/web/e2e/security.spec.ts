// Against the production server: what foreign names, forwarded hosts and caches in between get to see.
import { expect } from "@playwright/test";
import { getServices } from "../app/lib/services.server";
import { expectFlash, newTraveller, signUp, submitSignUp } from "./account-support";
import { test } from "./toasts";

// SITE_URL is unset here (the emulators): absolute URLs name this server on localhost.
const PORT = process.env.E2E_PORT;
const SITE = `http://localhost:${PORT}`;
const FORWARDED = { "X-Forwarded-Host": "evil.example", Forwarded: "host=evil.example" };

test("a forwarded host changes no absolute URL: canonical, og:url, sitemap, robots", async ({
  request,
}) => {
  const page = await (await request.get("/about-us", { headers: FORWARDED })).text();
  expect(page).toContain(`<link rel="canonical" href="${SITE}/about-us"/>`);
  expect(page).toContain(`<meta property="og:url" content="${SITE}/about-us"/>`);
  const robots = await (await request.get("/robots.txt", { headers: FORWARDED })).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml", { headers: FORWARDED })).text();
  expect(sitemap).toContain(`<loc>${SITE}/about-us</loc>`);
  for (const text of [page, robots, sitemap]) expect(text).not.toContain("evil.example");
});

test("answers only to its own names: a rebinding name gets 421, the outbox and pages included", async ({
  request,
}) => {
  // A page on a rebinding domain reaches the server with its own name in Host.
  for (const host of [
    `rebind.evil.example:${PORT}`,
    "evil.example",
    `localhost.evil.example:${PORT}`,
    `127.0.0.1:${Number(PORT) + 1}`,
  ]) {
    for (const path of ["/dev/outbox", "/", "/robots.txt", "/favicon.svg"]) {
      const answer = await request.get(path, { headers: { Host: host } });
      expect(answer.status(), `${host} ${path}`).toBe(421);
      expect(await answer.text()).toBe("This site does not answer to that name.");
    }
  }
  // The loopback names on the site's port are its own on a local run.
  for (const host of [`localhost:${PORT}`, `127.0.0.1:${PORT}`, `[::1]:${PORT}`]) {
    const outbox = await request.get("/dev/outbox", { headers: { Host: host } });
    expect(outbox.status(), host).toBe(200);
  }
  // Load-balancer probes answer whatever name the platform uses.
  const probe = await request.get("/healthz", { headers: { Host: "10.0.0.7:8080" } });
  expect(probe.status()).toBe(200);
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
  for (const path of ["/my-profile/settings.data", "/_root.data"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("pages whose prices follow the display-currency cookie tell caches they vary with it", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const pounds = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: "displayCurrency=GBP" },
  });
  try {
    // One address, two visitors, two pages: a cache in front must not hand one to the other.
    const euros = await (await visitor.get("/destinations/101")).text();
    const converted = await (await pounds.get("/destinations/101")).text();
    expect(euros).not.toContain("≈£");
    expect(converted).toContain("≈£");
    for (const path of ["/", "/destinations", "/destinations/101", "/trips/budget", "/blogs"]) {
      for (const client of [visitor, pounds]) {
        const headers = (await client.get(path)).headers();
        expect(headers.vary ?? "", path).toMatch(/\bCookie\b/i);
        expect(headers["cache-control"] ?? "", path).toMatch(/\b(private|no-store)\b/);
      }
    }
  } finally {
    await visitor.dispose();
    await pounds.dispose();
  }
});

/** The newest code the Auth emulator holds for `email` (what the mailed link carries). */
async function heldCode(kind: "password-reset" | "email-verification", email: string) {
  const messages = (await getServices().accountEmails.heldMessages()).filter(
    (message) => message.kind === kind && message.email === email,
  );
  const code = messages.at(-1)?.oobCode;
  if (!code) throw new Error(`no ${kind} held for ${email}`);
  return code;
}

test("pages that hold a live code or a typed address are never stored", async ({
  request,
  baseURL,
}) => {
  const traveller = newTraveller("Rosalind", "Franklin");
  const origin = { Origin: baseURL ?? "" };
  // Sign-up's answer names the address typed.
  const signedUp = await request.post("/auth/signup", {
    form: { ...traveller, redirectTo: "/" },
    headers: origin,
  });
  expect(signedUp.status()).toBe(200);
  expect(await signedUp.text()).toContain(traveller.email);
  expect(signedUp.headers()["cache-control"]).toBe("no-store");

  // The links the mails carry: each page shows its live code (and the reset page the address).
  const forgot = await request.post("/auth/forgot-password", {
    form: { email: traveller.email },
    headers: origin,
  });
  expect(forgot.headers()["cache-control"]).toBe("no-store");
  const resetCode = await heldCode("password-reset", traveller.email);
  const verifyCode = await heldCode("email-verification", traveller.email);
  const { confirmationToken } = (await getServices().newsletter.requestSubscription(
    traveller.email,
  )) as { confirmationToken: string };
  const pages = [
    [`/auth/reset-password?oobCode=${resetCode}`, [resetCode, traveller.email]],
    [`/auth/verify-email?oobCode=${verifyCode}`, [verifyCode]],
    [`/newsletter/confirm?token=${confirmationToken}`, [confirmationToken]],
  ] as const;
  for (const [path, secrets] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const secret of secrets) expect(html, path).toContain(secret);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  // Firebase's action URL passes the code on in its Location.
  const action = await request.get(`/auth/action?mode=resetPassword&oobCode=${resetCode}`, {
    maxRedirects: 0,
  });
  expect(action.status()).toBe(303);
  expect(action.headers()["cache-control"]).toBe("no-store");
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
