import { describe, expect, it } from "vitest";
import { mergePartnerConfig } from "./config.js";
import { buildPackageSearchUrl, type PackageSearchLinkInput } from "./packages.js";
import { expectLinkError, parseLink } from "../../test/partner-link-assertions.js";

const trip: PackageSearchLinkInput = {
  origin: "LIS",
  destination: "jfk",
  departureDate: "2025-09-10",
  returnDate: "2025-09-17",
  adults: 2,
  children: 2,
};

describe("buildPackageSearchUrl", () => {
  it("builds a round-trip flight + hotel search for one room in EUR, infants 0", () => {
    const partners = mergePartnerConfig({ packages: { affiliateId: "aff-9" } });
    const { origin, pathname, params } = parseLink(buildPackageSearchUrl(trip, partners));
    expect(origin).toBe("https://www.expedia.com");
    expect(pathname).toBe("/go/package/search/FlightHotel/2025-09-10/2025-09-17");
    expect(params).toEqual({
      FromAirport: "LIS",
      Destination: "JFK",
      NumRoom: "1",
      NumAdult: "2",
      NumChild: "2",
      NumInfant: "0",
      currency: "EUR",
      affcid: "aff-9",
    });
  });

  it("defaults children to 0 and leaves the placeholder affiliate id out", () => {
    const { params } = parseLink(buildPackageSearchUrl({ ...trip, children: undefined }));
    expect(params["NumChild"]).toBe("0");
    expect(params).not.toHaveProperty("affcid");
  });

  it("encodes the affiliate id", () => {
    const partners = mergePartnerConfig({ packages: { affiliateId: "São Paulo & Co" } });
    const link = buildPackageSearchUrl(trip, partners);
    expect(link).toContain("affcid=S%C3%A3o%20Paulo%20%26%20Co");
    expect(parseLink(link).params["affcid"]).toBe("São Paulo & Co");
  });

  it("tolerates a trailing slash on the configured base URL", () => {
    const partners = mergePartnerConfig({
      packages: { baseUrl: "https://packages.example/search/" },
    });
    expect(parseLink(buildPackageSearchUrl(trip, partners)).pathname).toBe(
      "/search/2025-09-10/2025-09-17",
    );
  });

  it("refuses a return before departure, and a same-day return (no hotel night)", () => {
    expectLinkError(
      () => buildPackageSearchUrl({ ...trip, returnDate: "2025-09-09" }),
      "RETURN_BEFORE_DEPARTURE",
    );
    expectLinkError(
      () => buildPackageSearchUrl({ ...trip, returnDate: "2025-09-10" }),
      "NO_NIGHTS",
    );
  });

  it("refuses bad dates, airports and parties", () => {
    expectLinkError(
      () => buildPackageSearchUrl({ ...trip, departureDate: "2025-09-31" }),
      "INVALID_DATE",
    );
    expectLinkError(() => buildPackageSearchUrl({ ...trip, origin: "LISBON" }), "INVALID_AIRPORT");
    expectLinkError(() => buildPackageSearchUrl({ ...trip, destination: "lis" }), "SAME_AIRPORT");
    expectLinkError(
      () => buildPackageSearchUrl({ ...trip, isKnownAirport: (code) => code !== "JFK" }),
      "UNKNOWN_AIRPORT",
    );
    expectLinkError(() => buildPackageSearchUrl({ ...trip, adults: 0 }), "NO_ADULT");
    expectLinkError(
      () => buildPackageSearchUrl({ ...trip, adults: 5, children: 5 }),
      "INVALID_TRAVELLERS",
    );
    expectLinkError(() => buildPackageSearchUrl({ ...trip, children: -1 }), "INVALID_TRAVELLERS");
  });

  it("uses the configuration's airport check", () => {
    const partners = mergePartnerConfig({ isKnownAirport: (code) => code === "LIS" });
    expectLinkError(() => buildPackageSearchUrl(trip, partners), "UNKNOWN_AIRPORT");
  });
});
