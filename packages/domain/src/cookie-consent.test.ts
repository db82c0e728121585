import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_MAX_AGE_SECONDS,
  consentExpiry,
  isConsentValid,
  parseConsentCookie,
} from "./cookie-consent.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 0, 5, 12, 0, 0);

describe("consent settings", () => {
  it("stores the answer for 30 days in the cookieConsent cookie", () => {
    expect(CONSENT_COOKIE_NAME).toBe("cookieConsent");
    expect(CONSENT_MAX_AGE_DAYS).toBe(30);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(2_592_000);
  });
});

describe("consentExpiry", () => {
  it("is 30 days after now, from a Date or a timestamp", () => {
    expect(consentExpiry(now)).toBe(now + 30 * DAY_MS);
    expect(consentExpiry(new Date(now))).toBe(now + 30 * DAY_MS);
    expect(new Date(consentExpiry(now)).toISOString()).toBe("2025-02-04T12:00:00.000Z");
  });

  it("throws a RangeError for an invalid time", () => {
    expect(() => consentExpiry(Number.NaN)).toThrow(RangeError);
    expect(() => consentExpiry(new Date("nope"))).toThrow(RangeError);
    expect(() => consentExpiry("2025-01-05" as unknown as number)).toThrow(RangeError);
  });
});

describe("parseConsentCookie", () => {
  it("reads 'true' and 'false', ignoring surrounding spaces", () => {
    expect(parseConsentCookie("true")).toBe(true);
    expect(parseConsentCookie("false")).toBe(false);
    expect(parseConsentCookie(" true ")).toBe(true);
  });

  it.each([undefined, null, "", "TRUE", "yes", "1", "0", "truex"])(
    "has no answer for %j",
    (value) => {
      expect(parseConsentCookie(value)).toBeNull();
    },
  );
});

describe("isConsentValid", () => {
  it("hides the banner while an answer is fresh, whether accepted or declined", () => {
    expect(isConsentValid({ value: "true", expiresAt: consentExpiry(now) }, now)).toBe(true);
    expect(isConsentValid({ value: "false", expiresAt: consentExpiry(now) }, now)).toBe(true);
  });

  it("shows the banner again once the answer expires", () => {
    const expiresAt = consentExpiry(now);
    expect(isConsentValid({ value: "true", expiresAt }, expiresAt - 1)).toBe(true);
    expect(isConsentValid({ value: "true", expiresAt }, expiresAt)).toBe(false);
    expect(isConsentValid({ value: "true", expiresAt }, new Date(expiresAt + DAY_MS))).toBe(false);
  });

  it("reads an expiry stored as text", () => {
    const later = now + DAY_MS;
    expect(isConsentValid({ value: "true", expiresAt: String(later) }, now)).toBe(true);
    expect(isConsentValid({ value: "true", expiresAt: new Date(later).toISOString() }, now)).toBe(
      true,
    );
    expect(isConsentValid({ value: "true", expiresAt: new Date(later).toUTCString() }, now)).toBe(
      true,
    );
    expect(isConsentValid({ value: "true", expiresAt: String(now - 1) }, now)).toBe(false);
  });

  it.each([
    ["no stored consent", undefined],
    ["null", null],
    ["no answer", { value: undefined, expiresAt: now + DAY_MS }],
    ["an unknown answer", { value: "maybe", expiresAt: now + DAY_MS }],
    ["no expiry", { value: "true", expiresAt: undefined }],
    ["a null expiry", { value: "true", expiresAt: null }],
    ["a blank expiry", { value: "true", expiresAt: " " }],
    ["an unreadable expiry", { value: "true", expiresAt: "next month" }],
    ["a NaN expiry", { value: "true", expiresAt: Number.NaN }],
    ["an infinite expiry", { value: "true", expiresAt: Number.POSITIVE_INFINITY }],
  ])("shows the banner for %s", (_, stored) => {
    expect(isConsentValid(stored, now)).toBe(false);
  });

  it("throws a RangeError for an invalid now", () => {
    expect(() => isConsentValid({ value: "true", expiresAt: now }, Number.NaN)).toThrow(RangeError);
  });

  it("is valid for exactly the 30 days after the answer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: -DAY_MS, max: 40 * DAY_MS }),
        fc.constantFrom("true", "false"),
        (answeredAt, elapsed, value) => {
          const stored = { value, expiresAt: consentExpiry(answeredAt) };
          expect(isConsentValid(stored, answeredAt + elapsed)).toBe(elapsed < 30 * DAY_MS);
        },
      ),
    );
  });
});
