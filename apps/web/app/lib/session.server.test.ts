import { afterEach, describe, expect, it, vi } from "vitest";

describe("session cookie", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is HttpOnly, SameSite=Lax and for the whole site; Secure in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "test-only-session-secret-0123456789abcdef");
    vi.stubEnv("SITE_URL", "https://wayfarer.example");
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

describe("session cookie signing", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const OLD = "old-session-secret-0123456789abcdef-0001";
  const NEW = "new-session-secret-0123456789abcdef-0002";

  /** The cookie value the browser would send back (name=value of the Set-Cookie line). */
  const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

  async function issueWith(secret: string) {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.stubEnv("SESSION_SECRET", secret);
    const { commitSession } = await import("./session.server");
    return sent(await commitSession("firebase-session-cookie", 300_000));
  }

  async function parsedWith(env: Record<string, string>, cookie: string) {
    vi.unstubAllEnvs();
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const { createCookie } = await import("react-router");
    const { getConfig } = await import("~/lib/config.server");
    return createCookie("__session", { secrets: getConfig().sessionSecrets }).parse(
      cookie,
    ) as Promise<unknown>;
  }

  it("is signed: the value is the Firebase cookie plus a signature, not the bare token", async () => {
    const cookie = await issueWith(NEW);
    expect(await parsedWith({ SESSION_SECRET: NEW }, cookie)).toBe("firebase-session-cookie");
    expect(
      await parsedWith({ SESSION_SECRET: "another-secret-0123456789abcdef-0003" }, cookie),
    ).toBeNull();
  });

  it("stays valid after rotation while the old secret is listed in SESSION_SECRETS_PREVIOUS", async () => {
    const cookie = await issueWith(OLD);
    expect(
      await parsedWith({ SESSION_SECRET: NEW, SESSION_SECRETS_PREVIOUS: `${OLD}` }, cookie),
    ).toBe("firebase-session-cookie");
    expect(await parsedWith({ SESSION_SECRET: NEW }, cookie)).toBeNull();
  });
});

describe("loginPath", () => {
  it("comes back to the page and its query after signing in", async () => {
    const { loginPath } = await import("./session.server");
    expect(
      loginPath(new Request("https://wayfarer.example/my-profile/settings?tab=password")),
    ).toBe("/auth/login?redirectTo=%2Fmy-profile%2Fsettings%3Ftab%3Dpassword");
  });

  it("treats a request without a session cookie as a visitor without asking Firebase", async () => {
    const { getUser, getSiteUser } = await import("./session.server");
    expect(
      await getUser(
        new Request("https://wayfarer.example/", { headers: { Cookie: "cookieConsent=true" } }),
      ),
    ).toBeNull();
    expect(await getSiteUser(new Request("https://wayfarer.example/"))).toBeNull();
  });
});
