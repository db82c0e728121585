import { describe, expect, it } from "vitest";
import { hotelSearchSchema } from "../validation.js";
import { mergePartnerConfig } from "./config.js";
import { buildHotelWidgetUrl, type HotelWidgetLinkInput } from "./hotel-widget.js";
import { expectLinkError, parseLink } from "../../test/partner-link-assertions.js";

const search: HotelWidgetLinkInput = {
  checkIn: "2025-05-02",
  checkOut: "2025-05-06",
  adults: 2,
  children: 2,
  locationId: "12209",
  hotelId: "333311",
  marker: "widget-7",
};

describe("buildHotelWidgetUrl", () => {
  it("sends the §3 fields with language en, currency USD and zero child ages", () => {
    const { origin, pathname, params } = parseLink(buildHotelWidgetUrl(search));
    expect(origin).toBe("https://search.hotellook.com");
    expect(pathname).toBe("/hotels");
    expect(params).toEqual({
      checkIn: "2025-05-02",
      checkOut: "2025-05-06",
      adults: "2",
      children: "2",
      childAges: "0,0",
      locationId: "12209",
      hotelId: "333311",
      marker: "widget-7",
      language: "en",
      currency: "USD",
    });
  });

  it("falls back to the configured marker and leaves out what is unknown", () => {
    const partners = mergePartnerConfig({ hotelWidget: { affiliateId: "app-marker" } });
    const { params } = parseLink(
      buildHotelWidgetUrl(
        { ...search, children: undefined, hotelId: undefined, marker: " ", locationId: 12209 },
        partners,
      ),
    );
    expect(params).toEqual({
      checkIn: "2025-05-02",
      checkOut: "2025-05-06",
      adults: "2",
      children: "0",
      locationId: "12209",
      marker: "app-marker",
      language: "en",
      currency: "USD",
    });
  });

  it("takes the output of hotelSearchSchema as is", () => {
    const parsed = hotelSearchSchema.parse({
      checkIn: "2025-05-02",
      checkOut: "2025-05-03",
      adults: "1",
      children: "3",
      locationId: 77,
    });
    expect(parseLink(buildHotelWidgetUrl(parsed)).params).toMatchObject({
      adults: "1",
      children: "3",
      childAges: "0,0,0",
      locationId: "77",
    });
  });

  it("encodes every value", () => {
    const link = buildHotelWidgetUrl({ ...search, marker: "São Paulo & Co", hotelId: "a&b=c" });
    const { params } = parseLink(link);
    expect(params["marker"]).toBe("São Paulo & Co");
    expect(params["hotelId"]).toBe("a&b=c");
  });

  it("refuses a missing location, bad stays and bad parties", () => {
    expectLinkError(() => buildHotelWidgetUrl({ ...search, locationId: " " }), "MISSING_LOCATION");
    expectLinkError(
      () => buildHotelWidgetUrl({ ...search, checkOut: "2025-05-02" }),
      "CHECK_OUT_NOT_AFTER_CHECK_IN",
    );
    expectLinkError(
      () => buildHotelWidgetUrl({ ...search, checkIn: "02/05/2025" }),
      "INVALID_DATE",
    );
    expectLinkError(() => buildHotelWidgetUrl({ ...search, adults: 0 }), "NO_ADULT");
    expectLinkError(() => buildHotelWidgetUrl({ ...search, children: 11 }), "INVALID_TRAVELLERS");
  });

  it("uses the configured language and currency", () => {
    const partners = mergePartnerConfig({ hotelWidget: { language: "pt", currency: "EUR" } });
    expect(parseLink(buildHotelWidgetUrl(search, partners)).params).toMatchObject({
      language: "pt",
      currency: "EUR",
    });
  });
});
