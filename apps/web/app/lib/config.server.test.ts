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
    expect(parseConfig({ SUPPORT_EMAIL: "", CONTENT_HOST: "" }).supportEmail).toBe("support@wayfarer.travel");
  });

  it("rejects a malformed e-mail or a non-http URL with the variable's name", () => {
    expect(() => parseConfig({ SUPPORT_EMAIL: "not-an-address" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ SOCIAL_FACEBOOK_URL: "javascript:alert(1)" })).toThrow(/SOCIAL_FACEBOOK_URL/);
  });

  it("requires a real session secret in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    const secret = "s".repeat(40);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });
});

describe("partner and planner settings", () => {
  it("default to no affiliate ids and LIS, then MAD, as the trip's start", () => {
    const config = parseConfig({});
    expect(config.partners.flights.affiliateId).toBe("");
    expect(config.partners.hotels).toEqual({ affiliateId: "", label: "" });
    expect(config.partners.hotelWidget).toEqual({ affiliateId: "" });
    expect(config.plannerDefaultOrigins).toEqual(["LIS", "MAD"]);
  });

  it("read the affiliate ids, the widget host and the default airports from env", () => {
    const config = parseConfig({
      PARTNER_FLIGHTS_MARKER: "12345",
      PARTNER_PACKAGES_AFFCID: "pkg-1",
      PARTNER_HOTELS_AID: "777",
      PARTNER_HOTELS_LABEL: "wayfarer_hero",
      PARTNER_HOTEL_WIDGET_MARKER: "12345.widget",
      PARTNER_HOTEL_WIDGET_URL: "https://hotels.example.org/search",
      PLANNER_DEFAULT_ORIGINS: " opo , lhr",
    });
    expect(config.partners).toEqual({
      flights: { affiliateId: "12345" },
      packages: { affiliateId: "pkg-1" },
      hotels: { affiliateId: "777", label: "wayfarer_hero" },
      hotelWidget: { affiliateId: "12345.widget", baseUrl: "https://hotels.example.org/search" },
    });
    expect(config.plannerDefaultOrigins).toEqual(["OPO", "LHR"]);
  });

  it("refuse ids that would not survive in a link and codes that are not airports", () => {
    expect(() => parseConfig({ PARTNER_HOTELS_AID: "a b&c" })).toThrow(/PARTNER_HOTELS_AID/);
    expect(() => parseConfig({ PLANNER_DEFAULT_ORIGINS: "LIS,Lisbon" })).toThrow(/PLANNER_DEFAULT_ORIGINS/);
    expect(() => parseConfig({ PARTNER_HOTEL_WIDGET_URL: "ftp://x.example" })).toThrow(/PARTNER_HOTEL_WIDGET_URL/);
  });
});

describe("publicConfig", () => {
  it("never exposes the session secret", () => {
    const exposed = publicConfig(parseConfig({ SESSION_SECRET: "x".repeat(40) }));
    expect(JSON.stringify(exposed)).not.toContain("x".repeat(40));
    expect(Object.keys(exposed).sort()).toEqual(["contentHost", "developer", "siteName", "social", "supportEmail"]);
  });
});
