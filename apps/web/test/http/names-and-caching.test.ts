// Against the production server: what foreign names, forwarded hosts and caches in between get
// to see. (The signed-in pages' caching is a browser journey: e2e/security.spec.ts.)
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getServices } from "~/lib/services.server";
import { postForm, send, site } from "./requests";

// SITE_URL is unset here (the emulators): absolute URLs name this server on localhost.
const port = () => Number(site().port);
const FORWARDED = { "X-Forwarded-Host": "evil.example", Forwarded: "host=evil.example" };

describe("names and caching", () => {
  it("a forwarded host changes no absolute URL: canonical, og:url, sitemap, robots", async () => {
    const origin = `http://localhost:${port()}`;
    const page = (await send("/about-us", { headers: FORWARDED })).text;
    expect(page).toContain(`<link rel="canonical" href="${origin}/about-us"/>`);
    expect(page).toContain(`<meta property="og:url" content="${origin}/about-us"/>`);
    const robots = (await send("/robots.txt", { headers: FORWARDED })).text;
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = (await send("/sitemap.xml", { headers: FORWARDED })).text;
    expect(sitemap).toContain(`<loc>${origin}/about-us</loc>`);
    for (const text of [page, robots, sitemap]) expect(text).not.toContain("evil.example");
  });

  it("answers only to its own names: a rebinding name gets 421, the outbox and pages included", async () => {
    // A page on a rebinding domain reaches the server with its own name in Host.
    for (const host of [
      `rebind.evil.example:${port()}`,
      "evil.example",
      `localhost.evil.example:${port()}`,
      `127.0.0.1:${port() + 1}`,
    ]) {
      for (const path of ["/dev/outbox", "/", "/robots.txt", "/favicon.svg"]) {
        const answer = await send(path, { headers: { Host: host } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.text).toBe("This site does not answer to that name.");
      }
    }
    // The loopback names on the site's port are its own on a local run.
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`]) {
      const outbox = await send("/dev/outbox", { headers: { Host: host } });
      expect(outbox.status, host).toBe(200);
    }
    // Load-balancer probes answer whatever name the platform uses.
    const probe = await send("/healthz", { headers: { Host: "10.0.0.7:8080" } });
    expect(probe.status).toBe(200);
  });

  it("pages whose prices follow the display-currency cookie tell caches they vary with it", async () => {
    const pounds = { Cookie: "displayCurrency=GBP" };
    // One address, two visitors, two pages: a cache in front must not hand one to the other.
    expect((await send("/destinations/101")).text).not.toContain("≈£");
    expect((await send("/destinations/101", { headers: pounds })).text).toContain("≈£");
    // Public pages may be shared, keyed by it (decision 196); a planner is not shared at all.
    for (const path of ["/", "/destinations", "/destinations/101", "/trips/budget", "/blogs"]) {
      for (const headers of [{}, pounds]) {
        const answer = await send(path, { headers });
        expect(answer.headers.vary ?? "", path).toMatch(/\bCookie\b/i);
        expect(answer.headers["cache-control"] ?? "", path).toMatch(
          path === "/trips/budget" ? /\b(private|no-store)\b/ : /^public, max-age=0, s-maxage=/,
        );
      }
    }
  });

  it("pages that hold a live code or a typed address are never stored", async () => {
    const traveller = {
      firstName: "Rosalind",
      lastName: "Franklin",
      email: `http-${randomUUID().slice(0, 8)}@wayfarer.test`,
      password: "correct-horse-42",
    };
    // Sign-up's answer names the address typed.
    const signedUp = await postForm("/auth/signup", { ...traveller, redirectTo: "/" });
    expect(signedUp.status).toBe(200);
    expect(signedUp.text).toContain(traveller.email);
    expect(signedUp.headers["cache-control"]).toBe("no-store");

    // The links the mails carry: each page shows its live code (and the reset page the address).
    const forgot = await postForm("/auth/forgot-password", { email: traveller.email });
    expect(forgot.headers["cache-control"]).toBe("no-store");
    const held = await getServices().accountEmails.heldMessages();
    /** The newest code the Auth emulator holds for the traveller (what the mailed link carries). */
    const heldCode = (kind: "password-reset" | "email-verification") => {
      const code = held
        .filter((message) => message.kind === kind && message.email === traveller.email)
        .at(-1)?.oobCode;
      if (!code) throw new Error(`no ${kind} held for ${traveller.email}`);
      return code;
    };
    const resetCode = heldCode("password-reset");
    const verifyCode = heldCode("email-verification");
    const { confirmationToken } = (await getServices().newsletter.requestSubscription(
      traveller.email,
    )) as { confirmationToken: string };
    const pages = [
      [`/auth/reset-password?oobCode=${resetCode}`, [resetCode, traveller.email]],
      [`/auth/verify-email?oobCode=${verifyCode}`, [verifyCode]],
      [`/newsletter/confirm?token=${confirmationToken}`, [confirmationToken]],
    ] as const;
    for (const [path, secrets] of pages) {
      const response = await send(path);
      expect(response.status, path).toBe(200);
      for (const secret of secrets) expect(response.text, path).toContain(secret);
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
    // Firebase's action URL passes the code on in its Location.
    const action = await send(`/auth/action?mode=resetPassword&oobCode=${resetCode}`);
    expect(action.status).toBe(303);
    expect(action.headers["cache-control"]).toBe("no-store");
  });

  it("ids that are not numbers, or not in the catalogue, are no page", async () => {
    for (const path of [
      "/destinations/abc",
      "/destinations/101abc",
      "/destinations/0101",
      "/destinations/999999",
    ]) {
      expect((await send(path)).status, path).toBe(404);
    }
    expect((await send("/destinations/101")).status).toBe(200);
  });
});
