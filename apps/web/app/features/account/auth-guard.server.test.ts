import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIpOf, isHoneypotFilled, requireSameOrigin } from "./auth-guard.server";

const post = (origin: string | null, url = "https://wayfarer.example/auth/login") =>
  new Request(url, {
    method: "POST",
    headers: origin === null ? {} : { Origin: origin },
    body: "a=1",
  });

async function statusOf(check: () => void): Promise<number> {
  try {
    check();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("requireSameOrigin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("lets same-origin posts, posts without Origin and reads through", async () => {
    expect(await statusOf(() => requireSameOrigin(post("https://wayfarer.example")))).toBe(200);
    expect(await statusOf(() => requireSameOrigin(post(null)))).toBe(200);
    const read = new Request("https://wayfarer.example/", {
      headers: { Origin: "https://evil.example" },
    });
    expect(await statusOf(() => requireSameOrigin(read))).toBe(200);
  });

  it("refuses other sites, other schemes or ports, and the opaque origin with 403", async () => {
    for (const origin of [
      "https://evil.example",
      "http://wayfarer.example",
      "https://wayfarer.example:8443",
      "null",
      "https://wayfarer.example.evil.example",
    ]) {
      expect(await statusOf(() => requireSameOrigin(post(origin))), origin).toBe(403);
    }
  });

  it("also accepts SITE_URL's origin (a proxy in front may change the host the server sees)", async () => {
    vi.stubEnv("SITE_URL", "https://www.wayfarer.example/");
    vi.resetModules();
    const { requireSameOrigin: check } = await import("./auth-guard.server");
    expect(
      await statusOf(() =>
        check(post("https://www.wayfarer.example", "http://internal:3000/auth/login")),
      ),
    ).toBe(200);
    expect(
      await statusOf(() => check(post("https://evil.example", "http://internal:3000/auth/login"))),
    ).toBe(403);
  });
});

describe("honeypot and client address", () => {
  it("spots a filled honeypot only", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "https://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
    form.set("website", new File(["x"], "x.txt"));
    expect(isHoneypotFilled(form)).toBe(true);
  });

  it("reads the client address from the load context, with one shared key when unknown", () => {
    expect(clientIpOf({ clientIp: "198.51.100.4" })).toBe("198.51.100.4");
    expect(clientIpOf({})).toBe("unknown");
    expect(clientIpOf(undefined)).toBe("unknown");
  });
});
