import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { siteNames } from "./site-origin.server";

const SECRET = "a-production-secret-of-at-least-32-characters";
const LOCAL_RUN = {
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  FIREBASE_PROJECT_ID: "demo-travel",
};

/**
 * The module with a configuration read from these variables alone as far as Firebase goes
 * (getConfig caches per module; blank counts as unset).
 */
async function siteOriginWith(env: Record<string, string>) {
  vi.resetModules();
  for (const name of [...Object.keys(LOCAL_RUN), "GCLOUD_PROJECT", "SITE_URL", "PORT"])
    vi.stubEnv(name, "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./site-origin.server");
}

const post = (origin: string | null, url: string) =>
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

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("siteNames", () => {
  it("is SITE_URL's name and origin only for a real project, loopback names not included", () => {
    const names = siteNames(
      parseConfig({
        NODE_ENV: "production",
        SESSION_SECRET: SECRET,
        SITE_URL: "https://www.wayfarer.example/",
      }),
    );
    expect([...names.hosts].sort()).toEqual(["www.wayfarer.example", "www.wayfarer.example:443"]);
    expect([...names.origins]).toEqual(["https://www.wayfarer.example"]);
  });

  it("adds localhost, 127.0.0.1 and [::1] on this server's port on a local run", () => {
    const names = siteNames(parseConfig({ ...LOCAL_RUN, PORT: "4123" }));
    expect([...names.hosts].sort()).toEqual(["127.0.0.1:4123", "[::1]:4123", "localhost:4123"]);
    expect([...names.origins].sort()).toEqual([
      "http://127.0.0.1:4123",
      "http://[::1]:4123",
      "http://localhost:4123",
    ]);
  });

  it("needs every emulator and a demo- project for a local run: one stray variable is not one", () => {
    const stray = parseConfig({
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      SITE_URL: "https://x.example",
    });
    expect(stray.localRun).toBe(false);
    expect([...siteNames(stray).hosts]).not.toContain("localhost:3000");
    expect(parseConfig({ ...LOCAL_RUN, FIREBASE_PROJECT_ID: "wayfarer-prod" }).localRun).toBe(
      false,
    );
    expect(
      parseConfig({ ...LOCAL_RUN, FIREBASE_PROJECT_ID: "", GCLOUD_PROJECT: "demo-x" }).localRun,
    ).toBe(true);
  });
});

describe("requireSameOrigin", () => {
  it("lets SITE_URL's own posts, posts without Origin and reads through", async () => {
    const { requireSameOrigin } = await siteOriginWith({ SITE_URL: "https://wayfarer.example" });
    const url = "http://internal:3000/auth/login";
    expect(await statusOf(() => requireSameOrigin(post("https://wayfarer.example", url)))).toBe(
      200,
    );
    expect(await statusOf(() => requireSameOrigin(post(null, url)))).toBe(200);
    const read = new Request(url, { headers: { Origin: "https://evil.example" } });
    expect(await statusOf(() => requireSameOrigin(read))).toBe(200);
  });

  it("refuses other sites, other schemes or ports, the opaque origin and look-alikes with 403", async () => {
    const { requireSameOrigin } = await siteOriginWith({ SITE_URL: "https://wayfarer.example" });
    for (const origin of [
      "https://evil.example",
      "http://wayfarer.example",
      "https://wayfarer.example:8443",
      "null",
      "https://wayfarer.example.evil.example",
    ]) {
      const request = post(origin, "https://wayfarer.example/auth/login");
      expect(await statusOf(() => requireSameOrigin(request)), origin).toBe(403);
    }
  });

  it("never takes the site's origin from the request: a rebinding name posting to itself is refused", async () => {
    const { requireSameOrigin } = await siteOriginWith({ ...LOCAL_RUN, PORT: "3000" });
    const rebound = post(
      "http://rebind.evil.example:3000",
      "http://rebind.evil.example:3000/auth/login",
    );
    expect(await statusOf(() => requireSameOrigin(rebound))).toBe(403);
    // The loopback names on this port are the site's own on a local run; another port is not.
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const request = post(origin, "http://localhost:3000/auth/login");
      expect(await statusOf(() => requireSameOrigin(request)), origin).toBe(200);
    }
    const otherPort = post("http://localhost:5173", "http://localhost:3000/auth/login");
    expect(await statusOf(() => requireSameOrigin(otherPort))).toBe(403);
  });
});

describe("Sec-Fetch-Site beside Origin", () => {
  const fetched = (site: string, origin: string | null) => {
    const request = post(origin, "https://wayfarer.example/auth/login");
    request.headers.set("Sec-Fetch-Site", site);
    return request;
  };

  it("refuses a post the browser says came from another site, even without an Origin", async () => {
    const { requireSameOrigin } = await siteOriginWith({ SITE_URL: "https://wayfarer.example" });
    for (const site of ["cross-site", "same-site"]) {
      expect(await statusOf(() => requireSameOrigin(fetched(site, null))), site).toBe(403);
      const withOwnOrigin = fetched(site, "https://wayfarer.example");
      expect(await statusOf(() => requireSameOrigin(withOwnOrigin)), site).toBe(403);
    }
  });

  it("lets the site's own pages and a person's own navigation through; Origin still decides the rest", async () => {
    const { requireSameOrigin } = await siteOriginWith({ SITE_URL: "https://wayfarer.example" });
    for (const site of ["same-origin", "none"])
      expect(
        await statusOf(() => requireSameOrigin(fetched(site, "https://wayfarer.example"))),
        site,
      ).toBe(200);
    const foreign = fetched("same-origin", "https://evil.example");
    expect(await statusOf(() => requireSameOrigin(foreign))).toBe(403);
  });
});

describe("isOwnHost", () => {
  it("knows SITE_URL's name in any case, and loopback names on a local run only", async () => {
    const real = await siteOriginWith({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      SITE_URL: "https://www.wayfarer.example",
    });
    expect(real.isOwnHost("www.wayfarer.example")).toBe(true);
    expect(real.isOwnHost("WWW.Wayfarer.Example")).toBe(true);
    for (const host of [
      undefined,
      "",
      "localhost:3000",
      "evil.example",
      "www.wayfarer.example.evil",
    ])
      expect(real.isOwnHost(host), String(host)).toBe(false);

    const local = await siteOriginWith({ ...LOCAL_RUN, PORT: "3000" });
    expect(local.isOwnHost("localhost:3000")).toBe(true);
    expect(local.isOwnHost("[::1]:3000")).toBe(true);
    expect(local.isOwnHost("rebind.evil.example:3000")).toBe(false);
    expect(local.isOwnHost("localhost:3001")).toBe(false);
  });
});
