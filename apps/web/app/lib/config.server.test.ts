import { describe, expect, it } from "vitest";
import { parseConfig, publicConfig } from "./config.server";

describe("parseConfig", () => {
  it("runs on defaults alone", () => {
    const config = parseConfig({});
    expect(config.supportEmail).toBe("support@wayfarer.travel");
    expect(config.contentHost).toBe("");
    expect(config.social.tiktok).toMatch(/^https:\/\/www\.tiktok\.com\//);
    expect(config.isProduction).toBe(false);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("takes overrides from env and trims trailing slashes off hosts", () => {
    const config = parseConfig({
      SUPPORT_EMAIL: "help@example.org",
      CONTENT_HOST: "https://cdn.example.org/",
      SITE_URL: "https://example.org/",
      SOCIAL_YOUTUBE_URL: "https://youtube.com/@example",
    });
    expect(config.supportEmail).toBe("help@example.org");
    expect(config.contentHost).toBe("https://cdn.example.org");
    expect(config.siteUrl).toBe("https://example.org");
    expect(config.social.youtube).toBe("https://youtube.com/@example");
  });

  it("treats blank variables as unset", () => {
    expect(parseConfig({ SUPPORT_EMAIL: "", CONTENT_HOST: "" }).supportEmail).toBe(
      "support@wayfarer.travel",
    );
  });

  it("rejects a malformed e-mail or a non-http URL with the variable's name", () => {
    expect(() => parseConfig({ SUPPORT_EMAIL: "not-an-address" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ SOCIAL_FACEBOOK_URL: "javascript:alert(1)" })).toThrow(
      /SOCIAL_FACEBOOK_URL/,
    );
  });

  it("requires a real session secret in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    const secret = "s".repeat(40);
    expect(
      parseConfig({
        NODE_ENV: "production",
        SESSION_SECRET: secret,
        SITE_URL: "https://wayfarer.travel",
      }).sessionSecret,
    ).toBe(secret);
  });
});

describe("cookie secrets, site origin and where the server listens", () => {
  const SECRET = "s".repeat(40);
  const EMULATORS = {
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
    FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  };
  const production = { NODE_ENV: "production", SESSION_SECRET: SECRET };

  it("signs with SESSION_SECRET and still verifies with each of SESSION_SECRETS_PREVIOUS", () => {
    const previous = ["p".repeat(32), "q".repeat(40)];
    const config = parseConfig({
      SESSION_SECRET: SECRET,
      SESSION_SECRETS_PREVIOUS: ` ${previous[0]}, ${previous[1]} ,`,
    });
    expect(config.sessionSecrets).toEqual([SECRET, ...previous]);
    expect(() =>
      parseConfig({ SESSION_SECRET: SECRET, SESSION_SECRETS_PREVIOUS: "short" }),
    ).toThrow(/SESSION_SECRETS_PREVIOUS/);
  });

  it("makes up a secret of its own outside production, never a value anyone could read", () => {
    const config = parseConfig({});
    expect(config.sessionSecrets).toEqual([config.sessionSecret]);
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("requires SITE_URL in production on a real project, and never takes it from a request", () => {
    expect(() => parseConfig(production)).toThrow(/SITE_URL: required in production/);
    expect(parseConfig({ ...production, SITE_URL: "https://wayfarer.travel/" }).siteUrl).toBe(
      "https://wayfarer.travel",
    );
  });

  it("defaults the site origin to this server on localhost on the emulators and in development", () => {
    expect(parseConfig({ ...production, ...EMULATORS, PORT: "4123" }).siteUrl).toBe(
      "http://localhost:4123",
    );
    expect(parseConfig({}).siteUrl).toBe("http://localhost:3000");
  });

  it("refuses to serve the emulators beyond loopback in production", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "wayfarer.example"]) {
      expect(() => parseConfig({ ...production, ...EMULATORS, HOST: host }), host).toThrow(
        /HOST: .* not a loopback address/,
      );
    }
    // One emulator variable is enough to mean "the emulators".
    expect(() =>
      parseConfig({
        ...production,
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        HOST: "0.0.0.0",
        SITE_URL: "https://x.example",
      }),
    ).toThrow(/HOST/);
  });

  it("lets the emulators run on loopback, on purpose beyond it, and a real project anywhere", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"]) {
      expect(parseConfig({ ...production, ...EMULATORS, HOST: host }).isProduction, host).toBe(
        true,
      );
    }
    expect(parseConfig({ ...production, ...EMULATORS }).isProduction).toBe(true);
    expect(
      parseConfig({
        ...production,
        ...EMULATORS,
        HOST: "0.0.0.0",
        ALLOW_EMULATORS_ON_NETWORK: "true",
      }).isProduction,
    ).toBe(true);
    expect(
      parseConfig({ ...production, SITE_URL: "https://wayfarer.travel", HOST: "0.0.0.0" })
        .isProduction,
    ).toBe(true);
    expect(parseConfig({ ...EMULATORS, HOST: "0.0.0.0" }).isProduction).toBe(false);
  });
});

describe("partner and planner settings", () => {
  it("default to no affiliate ids", () => {
    const config = parseConfig({});
    expect(config.partners.flights.affiliateId).toBe("");
    expect(config.partners.hotels).toEqual({ affiliateId: "", label: "" });
    expect(config.partners.hotelWidget).toEqual({ affiliateId: "" });
  });

  it("read the affiliate ids and the widget host from env", () => {
    const config = parseConfig({
      PARTNER_FLIGHTS_MARKER: "12345",
      PARTNER_PACKAGES_AFFCID: "pkg-1",
      PARTNER_HOTELS_AID: "777",
      PARTNER_HOTELS_LABEL: "wayfarer_hero",
      PARTNER_HOTEL_WIDGET_MARKER: "12345.widget",
      PARTNER_HOTEL_WIDGET_URL: "https://hotels.example.org/search",
    });
    expect(config.partners).toEqual({
      flights: { affiliateId: "12345" },
      packages: { affiliateId: "pkg-1" },
      hotels: { affiliateId: "777", label: "wayfarer_hero" },
      hotelWidget: { affiliateId: "12345.widget", baseUrl: "https://hotels.example.org/search" },
    });
  });

  it("refuse ids that would not survive in a link", () => {
    expect(() => parseConfig({ PARTNER_HOTELS_AID: "a b&c" })).toThrow(/PARTNER_HOTELS_AID/);
    expect(() => parseConfig({ PARTNER_HOTEL_WIDGET_URL: "ftp://x.example" })).toThrow(
      /PARTNER_HOTEL_WIDGET_URL/,
    );
  });
});

describe("exchange-rate settings", () => {
  const EMULATORS = { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" };

  it("refresh daily from the ECB on a real project, not on the emulators unless asked", () => {
    expect(parseConfig({}).exchangeRates).toEqual({
      refresh: true,
      url: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
      checkMs: 600_000,
    });
    expect(parseConfig(EMULATORS).exchangeRates.refresh).toBe(false);
    expect(
      parseConfig({ ...EMULATORS, EXCHANGE_RATES_REFRESH: "daily" }).exchangeRates.refresh,
    ).toBe(true);
    expect(
      parseConfig({
        EXCHANGE_RATES_URL: "http://127.0.0.1:4000/rates.xml",
        EXCHANGE_RATES_CHECK_SECONDS: "2",
      }).exchangeRates,
    ).toMatchObject({ url: "http://127.0.0.1:4000/rates.xml", checkMs: 2000 });
    expect(() => parseConfig({ EXCHANGE_RATES_REFRESH: "hourly" })).toThrow(
      /EXCHANGE_RATES_REFRESH/,
    );
  });
});

describe("publicConfig", () => {
  it("never exposes the session secret", () => {
    const exposed = publicConfig(parseConfig({ SESSION_SECRET: "x".repeat(40) }));
    expect(JSON.stringify(exposed)).not.toContain("x".repeat(40));
    expect(Object.keys(exposed).sort()).toEqual([
      "contentHost",
      "developer",
      "siteName",
      "social",
      "supportEmail",
    ]);
  });
});

describe("REDIS_URL", () => {
  it("is unset by default, read when it is a redis URL, and refused otherwise", () => {
    expect(parseConfig({}).redisUrl).toBeUndefined();
    expect(parseConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/0" }).redisUrl).toBe(
      "rediss://:secret@cache.internal:6380/0",
    );
    expect(() => parseConfig({ REDIS_URL: "http://cache.internal" })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ REDIS_URL: "cache.internal:6379" })).toThrow(/REDIS_URL/);
  });
});
