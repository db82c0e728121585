import { describe, expect, it } from "vitest";
import { HOTEL_MAX_ADULTS, HOTEL_MAX_CHILDREN } from "../validation.js";
import { mergePartnerConfig } from "./config.js";
import { buildHotelSearchUrl, type HotelSearchLinkInput } from "./hotels.js";
import { expectLinkError, parseLink } from "../../test/partner-link-assertions.js";

const stay: HotelSearchLinkInput = {
  city: "Lisbon",
  country: "pt",
  checkIn: "2024-02-28",
  checkOut: "2024-03-01",
  adults: 2,
  children: 1,
  infants: 1,
};
const partners = mergePartnerConfig({
  hotels: { affiliateId: "304142", label: "destinations-site" },
});

describe("buildHotelSearchUrl", () => {
  it("searches the city and country for the stay, counting infants as children, in EUR", () => {
    const { origin, pathname, params } = parseLink(buildHotelSearchUrl(stay, partners));
    expect(origin).toBe("https://www.booking.com");
    expect(pathname).toBe("/searchresults.html");
    expect(params).toEqual({
      ss: "Lisbon, Portugal",
      checkin: "2024-02-28",
      checkout: "2024-03-01",
      group_adults: "2",
      group_children: "2",
      no_rooms: "2",
      selected_currency: "EUR",
      aid: "304142",
      label: "destinations-site",
    });
  });

  it("round-trips São Paulo & Co through URL encoding", () => {
    const link = buildHotelSearchUrl(
      { ...stay, city: "São Paulo & Co", country: "Brazil" },
      partners,
    );
    expect(link).toContain("ss=S%C3%A3o%20Paulo%20%26%20Co%2C%20Brazil");
    expect(parseLink(link).params["ss"]).toBe("São Paulo & Co, Brazil");
  });

  it("uses a country name as given and the city alone without a country", () => {
    expect(parseLink(buildHotelSearchUrl({ ...stay, country: "Atlantis" })).params["ss"]).toBe(
      "Lisbon, Atlantis",
    );
    expect(parseLink(buildHotelSearchUrl({ ...stay, country: undefined })).params["ss"]).toBe(
      "Lisbon",
    );
    expect(parseLink(buildHotelSearchUrl({ ...stay, country: "  " })).params["ss"]).toBe("Lisbon");
  });

  it("leaves out placeholder affiliate identifiers", () => {
    const { params } = parseLink(
      buildHotelSearchUrl({ ...stay, children: undefined, infants: undefined }),
    );
    expect(params).not.toHaveProperty("aid");
    expect(params).not.toHaveProperty("label");
    expect(params).toMatchObject({ group_adults: "2", group_children: "0", no_rooms: "1" });
  });

  it("refuses a stay without a night or with bad dates", () => {
    expectLinkError(
      () => buildHotelSearchUrl({ ...stay, checkOut: "2024-02-28" }),
      "CHECK_OUT_NOT_AFTER_CHECK_IN",
    );
    expectLinkError(
      () => buildHotelSearchUrl({ ...stay, checkOut: "2024-02-27" }),
      "CHECK_OUT_NOT_AFTER_CHECK_IN",
    );
    expectLinkError(() => buildHotelSearchUrl({ ...stay, checkIn: "2023-02-29" }), "INVALID_DATE");
  });

  it("refuses a missing city", () => {
    expectLinkError(() => buildHotelSearchUrl({ ...stay, city: "  " }), "MISSING_LOCATION");
    expectLinkError(
      () => buildHotelSearchUrl({ ...stay, city: undefined as unknown as string }),
      "MISSING_LOCATION",
    );
  });

  it("refuses parties without an adult or beyond the limits", () => {
    expectLinkError(() => buildHotelSearchUrl({ ...stay, adults: 0 }), "NO_ADULT");
    expectLinkError(
      () => buildHotelSearchUrl({ ...stay, adults: HOTEL_MAX_ADULTS + 1 }),
      "INVALID_TRAVELLERS",
    );
    expectLinkError(
      () => buildHotelSearchUrl({ ...stay, children: HOTEL_MAX_CHILDREN, infants: 1 }),
      "INVALID_TRAVELLERS",
    );
    expectLinkError(() => buildHotelSearchUrl({ ...stay, infants: 0.5 }), "INVALID_TRAVELLERS");
  });
});
