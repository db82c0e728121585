// Behind a TLS-terminating proxy (SITE_URL https, TRUST_PROXY set): plain http is redirected,
// every response carries HSTS and the security headers, cookies are Secure.
import { request } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTlsProxy } from "../../scripts/tls-proxy.mjs";
import { DEMO, type RunningSite, freePort, startArtefact } from "./artefact";

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

describe("transport security behind a TLS proxy", () => {
  let site: RunningSite;
  let proxy: Awaited<ReturnType<typeof startTlsProxy>>;
  let origin: string;

  /** A request through the proxy, trusting its self-signed certificate. */
  const secure = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${origin}${path}`,
        { method: init.method ?? "GET", headers: init.headers, ca: proxy.certificate },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.once("error", reject);
      req.end(init.body);
    });

  beforeAll(async () => {
    const httpsPort = await freePort();
    origin = `https://localhost:${httpsPort}`;
    site = await startArtefact({ SITE_URL: origin, TRUST_PROXY: "loopback" });
    proxy = await startTlsProxy({ target: site.url, httpsPort });
  });
  afterAll(async () => {
    await proxy?.close();
    await site?.stop();
  });

  it("redirects plain http to the https site: 301 for GET, 308 (method kept) for a form post", async () => {
    const get = await fetch(`${site.url}/destinations/101?from=LIS`, {
      redirect: "manual",
      headers: { "X-Forwarded-Proto": "http" },
    });
    expect(get.status).toBe(301);
    expect(get.headers.get("Location")).toBe(`${origin}/destinations/101?from=LIS`);

    const post = await fetch(`${site.url}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "evil.example" },
      body: "email=x",
    });
    expect(post.status).toBe(308);
    // To SITE_URL, never to the Host the request named.
    expect(post.headers.get("Location")).toBe(`${origin}/auth/login`);

    // A path that starts with two slashes stays a path on the site, not another host.
    const protocolRelative = await fetch(`${site.url}//evil.example/x?y=1`, {
      redirect: "manual",
      headers: { "X-Forwarded-Proto": "http" },
    });
    expect(protocolRelative.status).toBe(301);
    expect(protocolRelative.headers.get("Location")).toBe(`${origin}//evil.example/x?y=1`);
  });

  it("sends HSTS, COOP and the security headers on pages, static files, JSON and images", async () => {
    const page = await secure("/");
    expect(page.status).toBe(200);
    const asset = /\/assets\/[\w-]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeDefined();

    for (const path of [
      "/",
      asset ?? "",
      "/favicon.svg",
      "/api/destination-types",
      "/flags/pt.32.webp",
      "/no-such-page",
    ]) {
      const answer = await secure(path);
      expect(answer.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(answer.headers["strict-transport-security"], path).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(answer.headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
      expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
    // Pages keep their own policy with the hashes of their inline scripts.
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // No http origin in an https page's policy (the emulator's Storage host is one).
    expect(page.headers["content-security-policy"]).not.toContain("http:");
  });

  it("sets every cookie Secure: session, flash message and cookie consent", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
    const signIn = await secure("/auth/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ ...DEMO, redirectTo: "/" }).toString(),
    });
    expect(signIn.status).toBe(303);
    const consent = await secure("/resources/cookie-consent", {
      method: "POST",
      headers: form,
      body: "consent=accept",
    });
    expect(consent.status).toBe(303);

    const cookies = [
      ...((signIn.headers["set-cookie"] as string[] | undefined) ?? []),
      ...((consent.headers["set-cookie"] as string[] | undefined) ?? []),
    ];
    expect(cookies.map((line) => line.split("=")[0]).sort()).toEqual(
      ["__session", "cookieConsent", "wf_flash"].sort(),
    );
    for (const cookie of cookies) expect(cookie, cookie.split("=")[0]).toMatch(/;\s*Secure/i);
  });
});
