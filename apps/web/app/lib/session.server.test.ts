import { afterEach, describe, expect, it, vi } from "vitest";

describe("session cookie", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is HttpOnly, SameSite=Lax and for the whole site; Secure in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "test-only-session-secret-0123456789abcdef");
    const { commitSession, destroySession } = await import("./session.server");
    const header = await commitSession("firebase-session-cookie", 5 * 24 * 60 * 60 * 1000);
    expect(header).toMatch(/^__session=/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Max-Age=432000/);
    expect(await destroySession()).toMatch(/Max-Age=0/);
  });

  it("is not Secure in development, where the site runs on plain http://localhost", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const { commitSession } = await import("./session.server");
    expect(await commitSession("x", 300_000)).not.toMatch(/Secure/);
  });
});

describe("loginPath", () => {
  it("comes back to the page and its query after signing in", async () => {
    const { loginPath } = await import("./session.server");
    expect(loginPath(new Request("https://wayfarer.example/my-profile/settings?tab=password"))).toBe(
      "/auth/login?redirectTo=%2Fmy-profile%2Fsettings%3Ftab%3Dpassword",
    );
  });

  it("treats a request without a session cookie as a visitor without asking Firebase", async () => {
    const { getUser, getSiteUser } = await import("./session.server");
    expect(await getUser(new Request("https://wayfarer.example/", { headers: { Cookie: "cookieConsent=true" } }))).toBeNull();
    expect(await getSiteUser(new Request("https://wayfarer.example/"))).toBeNull();
  });
});
