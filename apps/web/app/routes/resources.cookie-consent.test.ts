import { describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { action, loader } from "./resources.cookie-consent";

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/resources/cookie-consent", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action(routeArgs(request));
}

describe("cookie consent resource route", () => {
  it("stores an acceptance for 30 days and redirects back without JavaScript", async () => {
    const response = (await post({ consent: "accept", redirectTo: "/blogs?page=2" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blogs?page=2");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^cookieConsent=true;/);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("stores a refusal as false", async () => {
    const response = (await post({ consent: "decline", redirectTo: "/" })) as Response;
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookieConsent=false;/);
  });

  it("never redirects off the site", async () => {
    const response = (await post({ consent: "accept", redirectTo: "//evil.example/" })) as Response;
    expect(response.headers.get("Location")).toBe("/");
  });

  it("stores the choice and goes home when the return path is longer than any page's", async () => {
    const response = (await post({
      consent: "accept",
      redirectTo: `/${"a".repeat(2048)}`,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookieConsent=true;/);
  });

  it("answers the enhanced banner with JSON of its own instead of a redirect", async () => {
    const response = (await post({ consent: "decline", mode: "fetch" })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true, accepted: false });
    expect(response.headers.get("Set-Cookie")).toMatch(/^cookieConsent=false;/);
  });

  it("rejects anything but accept or decline with 400 and sets no cookie", async () => {
    const response = (await post({ consent: "maybe" })) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: "Choose Accept or Decline." });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("sends a GET to the cookie section of the privacy policy", () => {
    expect(loader().headers.get("Location")).toBe("/privacy-policy#cookies");
  });
});
