import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergePartnerConfig } from "./config.js";
import { buildHotelSearchHandoffUrl } from "./hotel-search.js";
import { expectLinkError, parseLink } from "../../test/partner-link-assertions.js";

describe("buildHotelSearchHandoffUrl", () => {
  it("appends the encoded query to the provider's search prefix", () => {
    const link = buildHotelSearchHandoffUrl("  São Paulo & Co ");
    expect(link).toBe("https://www.booking.com/searchresults.html?ss=S%C3%A3o%20Paulo%20%26%20Co");
    const { origin, pathname, params } = parseLink(link);
    expect(origin).toBe("https://www.booking.com");
    expect(pathname).toBe("/searchresults.html");
    expect(params).toEqual({ ss: "São Paulo & Co" });
  });

  it("follows a configured prefix", () => {
    const partners = mergePartnerConfig({
      hotelSearch: { searchUrlPrefix: "https://hotels.example/find?aid=7&q=" },
    });
    expect(parseLink(buildHotelSearchHandoffUrl("Kyoto", partners)).params).toEqual({
      aid: "7",
      q: "Kyoto",
    });
  });

  it("works with a path-style search endpoint too", () => {
    const partners = mergePartnerConfig({
      hotelSearch: { searchUrlPrefix: "https://hotels.example/search/" },
    });
    const link = buildHotelSearchHandoffUrl("São Paulo & Co", partners);
    expect(link).toBe("https://hotels.example/search/S%C3%A3o%20Paulo%20%26%20Co");
    expect(decodeURIComponent(parseLink(link).pathname)).toBe("/search/São Paulo & Co");
  });

  it("refuses a blank query and a prefix that is not a web address", () => {
    expectLinkError(() => buildHotelSearchHandoffUrl("   "), "EMPTY_QUERY");
    expectLinkError(
      () => buildHotelSearchHandoffUrl(undefined as unknown as string),
      "EMPTY_QUERY",
    );
    const broken = mergePartnerConfig({ hotelSearch: { searchUrlPrefix: "hotels?q=" } });
    expectLinkError(() => buildHotelSearchHandoffUrl("Kyoto", broken), "INVALID_CONFIG");
  });

  it("round-trips any query", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (query) => {
        fc.pre(query.trim() !== "");
        expect(parseLink(buildHotelSearchHandoffUrl(query)).params["ss"]).toBe(query.trim());
      }),
    );
  });
});
