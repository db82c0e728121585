import { describe, expect, it } from "vitest";
import {
  carriesPrivateCookie,
  PAGE_VARIANT_COOKIES,
  pageVariant,
  PRIVATE_PAGE_COOKIES,
} from "./page-variants.server";

describe("what a public page varies on", () => {
  it("is the currency, consent and home-airport cookies, and the session and flash keep a page private", () => {
    expect(PAGE_VARIANT_COOKIES).toEqual(["displayCurrency", "cookieConsent", "homeAirport"]);
    expect(PRIVATE_PAGE_COOKIES).toEqual(["__session", "wf_flash"]);
  });

  it("tells each variant cookie's value apart, and ignores cookies pages do not read", () => {
    const base = pageVariant("", null);
    expect(pageVariant("displayCurrency=GBP", null)).not.toBe(base);
    expect(pageVariant("displayCurrency=GBP", null)).not.toBe(
      pageVariant("displayCurrency=USD", null),
    );
    expect(pageVariant("homeAirport=LIS", null)).not.toBe(base);
    expect(pageVariant("_ga=GA1.2.3; other=1", null)).toBe(base);
    expect(pageVariant("displayCurrency=GBP; _ga=1", null)).toBe(
      pageVariant("displayCurrency=GBP", null),
    );
  });

  it("keys the consent cookie by the state it means: accepted, declined or not asked", () => {
    const accepted = pageVariant("cookieConsent=true", null);
    const declined = pageVariant("cookieConsent=false", null);
    const notAsked = pageVariant("", null);
    expect(new Set([accepted, declined, notAsked]).size).toBe(3);
    expect(pageVariant("cookieConsent=maybe", null)).toBe(notAsked);
  });

  it("keys the language by the country it names, not by how the header is written", () => {
    expect(pageVariant("", "en-GB,en;q=0.9")).toBe(pageVariant("", "en-GB"));
    expect(pageVariant("", "en-GB")).not.toBe(pageVariant("", "en-US"));
    expect(pageVariant("", "de-DE")).not.toBe(pageVariant("", null));
  });

  it("is none (never from a cache) with the session or a flash message, or an odd value", () => {
    expect(pageVariant("__session=abc", null)).toBeNull();
    expect(pageVariant("displayCurrency=GBP; wf_flash=xyz", null)).toBeNull();
    expect(pageVariant(`displayCurrency=${"X".repeat(40)}`, null)).toBeNull();
    expect(carriesPrivateCookie("a__session=1")).toBe(false);
    expect(carriesPrivateCookie("x=1; __session=1")).toBe(true);
  });
});
