import { describe, expect, it } from "vitest";
import { currencyCookieHeader, readCurrency } from "./display-currency.server";

// The shipped file holds the ECB rates of 25 November 2024.
const page = (query = "", cookie?: string) =>
  new Request(`http://localhost/destinations/101${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("readCurrency with the shipped ECB file", () => {
  it("converts at the file's rate while it is fresh, from a link or the remembered pick", () => {
    expect(readCurrency(page("?currency=gbp"), "2024-11-27").display).toEqual({
      currency: "GBP",
      perEuro: 0.83465,
      ratesDate: "2024-11-25",
    });
    const remembered = readCurrency(page("", "displayCurrency=JPY"), "2024-11-27");
    expect(remembered.display).toMatchObject({ currency: "JPY", perEuro: 161.64 });
    expect(remembered.note).toBe(
      "Prices in JPY are approximate: converted from euros at the European Central Bank's reference rate of Nov 25, 2024. Partners charge in their own currency.",
    );
    // The link outranks the cookie.
    expect(
      readCurrency(page("?currency=USD", "displayCurrency=JPY"), "2024-11-27").display.currency,
    ).toBe("USD");
  });

  it("falls back to euros with a note, never an error, once the file is over 14 days old", () => {
    const stale = readCurrency(page("?currency=GBP"), "2024-12-10");
    expect(stale.display).toEqual({ currency: "EUR" });
    expect(stale.note).toBeNull();
    expect(stale.fallback).toBe(
      "Our exchange rates are out of date, so prices are shown in euros instead of GBP.",
    );
  });

  it("says which code it does not know, and offers the file's currencies with their names", () => {
    const unknown = readCurrency(page("?currency=XYZ"), "2024-11-27");
    expect(unknown.display).toEqual({ currency: "EUR" });
    expect(unknown.fallback).toContain("We have no exchange rate for “XYZ”");
    expect(unknown.choices[0]).toEqual({ code: "EUR", name: "Euro" });
    expect(unknown.choices).toContainEqual({ code: "GBP", name: "British Pound" });
    expect(unknown.choices).toHaveLength(31);
  });
});

describe("currencyCookieHeader", () => {
  it("keeps the pick for 180 days only with consent to optional cookies; otherwise for the session", () => {
    const accepted = new Request("http://localhost/", {
      headers: { Cookie: "cookieConsent=true" },
    });
    const declined = new Request("http://localhost/", {
      headers: { Cookie: "cookieConsent=false" },
    });
    expect(currencyCookieHeader("GBP", accepted)).toContain("Max-Age=15552000");
    expect(currencyCookieHeader("GBP", declined)).not.toContain("Max-Age");
    expect(currencyCookieHeader("GBP", new Request("http://localhost/"))).toBe(
      "displayCurrency=GBP; Path=/; SameSite=Lax; HttpOnly",
    );
  });
});
