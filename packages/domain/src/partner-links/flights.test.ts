import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultPartners, mergePartnerConfig } from "./config.js";
import { buildFlightSearchUrl, type FlightSearchLinkInput } from "./flights.js";
import { expectLinkError, parseLink } from "../../test/partner-link-assertions.js";

const trip: FlightSearchLinkInput = {
  origin: "lis",
  destination: "GRU",
  departureDate: "2025-07-01",
  returnDate: "2025-07-15",
  adults: 2,
  children: 1,
  infants: 1,
};
const partners = mergePartnerConfig({ flights: { affiliateId: "123456" } });

describe("buildFlightSearchUrl", () => {
  it("builds a round-trip economy search in EUR for the whole party", () => {
    const { origin, pathname, params } = parseLink(buildFlightSearchUrl(trip, partners));
    expect(origin).toBe("https://www.aviasales.com");
    expect(pathname).toBe("/searches/new");
    expect(params).toEqual({
      origin_iata: "LIS",
      destination_iata: "GRU",
      depart_date: "2025-07-01",
      return_date: "2025-07-15",
      adults: "2",
      children: "1",
      infants: "1",
      currency: "EUR",
      oneway: "0",
      trip_class: "0",
      with_request: "true",
      marker: "123456",
    });
    // quantity = adults + children + infants
    expect(Number(params["adults"]) + Number(params["children"]) + Number(params["infants"])).toBe(
      4,
    );
  });

  it("leaves the marker out while the affiliate id is the empty placeholder", () => {
    const { params } = parseLink(
      buildFlightSearchUrl({ ...trip, children: undefined, infants: undefined }),
    );
    expect(params).not.toHaveProperty("marker");
    expect(params).toMatchObject({ adults: "2", children: "0", infants: "0" });
    expect(defaultPartners.flights.affiliateId).toBe("");
  });

  it("encodes an affiliate id with spaces, accents and ampersands", () => {
    const custom = mergePartnerConfig({ flights: { affiliateId: "São Paulo & Co" } });
    const link = buildFlightSearchUrl(trip, custom);
    expect(link).not.toContain("São Paulo & Co");
    expect(parseLink(link).params["marker"]).toBe("São Paulo & Co");
  });

  it("allows a day trip", () => {
    expect(
      parseLink(buildFlightSearchUrl({ ...trip, returnDate: "2025-07-01" })).params["return_date"],
    ).toBe("2025-07-01");
  });

  it("refuses a return before departure", () => {
    expectLinkError(
      () => buildFlightSearchUrl({ ...trip, returnDate: "2025-06-30" }),
      "RETURN_BEFORE_DEPARTURE",
    );
  });

  it.each(["2025-02-29", "2025-7-1", "", "tomorrow"])("refuses the date %j", (date) => {
    expectLinkError(() => buildFlightSearchUrl({ ...trip, departureDate: date }), "INVALID_DATE");
    expectLinkError(() => buildFlightSearchUrl({ ...trip, returnDate: date }), "INVALID_DATE");
  });

  it.each(["LI", "LISB", "L1S", "", "lís"])("refuses the malformed airport code %j", (code) => {
    expectLinkError(() => buildFlightSearchUrl({ ...trip, origin: code }), "INVALID_AIRPORT");
    expectLinkError(() => buildFlightSearchUrl({ ...trip, destination: code }), "INVALID_AIRPORT");
  });

  it("refuses a non-string airport code", () => {
    expectLinkError(
      () => buildFlightSearchUrl({ ...trip, origin: 123 as unknown as string }),
      "INVALID_AIRPORT",
    );
  });

  it("refuses the same airport at both ends", () => {
    expectLinkError(() => buildFlightSearchUrl({ ...trip, destination: " LIS" }), "SAME_AIRPORT");
  });

  it("checks codes against the app's airport list when one is given", () => {
    const known = new Set(["LIS", "GRU"]);
    const withList = mergePartnerConfig({ isKnownAirport: (code) => known.has(code) });
    expect(parseLink(buildFlightSearchUrl(trip, withList)).params["origin_iata"]).toBe("LIS");
    expectLinkError(
      () => buildFlightSearchUrl({ ...trip, destination: "XYZ" }, withList),
      "UNKNOWN_AIRPORT",
    );
    // A predicate passed with the input wins over the configuration's.
    expect(() =>
      buildFlightSearchUrl({ ...trip, destination: "XYZ", isKnownAirport: () => true }, withList),
    ).not.toThrow();
    expectLinkError(
      () => buildFlightSearchUrl({ ...trip, isKnownAirport: () => false }),
      "UNKNOWN_AIRPORT",
    );
  });

  it("refuses a party without an adult", () => {
    expectLinkError(() => buildFlightSearchUrl({ ...trip, adults: 0, infants: 0 }), "NO_ADULT");
  });

  it.each([
    ["more infants than adults", { adults: 1, children: 0, infants: 2 }],
    ["10 seated travellers", { adults: 5, children: 5, infants: 0 }],
    ["a fractional count", { adults: 1.5, children: 0, infants: 0 }],
    ["a negative count", { adults: 1, children: -1, infants: 0 }],
    ["NaN", { adults: 1, children: 0, infants: Number.NaN }],
    ["a string count", { adults: "2" as unknown as number, children: 0, infants: 0 }],
  ])("refuses %s", (_, party) => {
    expectLinkError(() => buildFlightSearchUrl({ ...trip, ...party }), "INVALID_TRAVELLERS");
  });

  it("refuses a partner base URL that is not a web address", () => {
    expectLinkError(
      () => buildFlightSearchUrl(trip, mergePartnerConfig({ flights: { baseUrl: "not a url" } })),
      "INVALID_CONFIG",
    );
    expectLinkError(
      () =>
        buildFlightSearchUrl(
          trip,
          mergePartnerConfig({ flights: { baseUrl: "javascript:alert(1)" } }),
        ),
      "INVALID_CONFIG",
    );
  });

  it("follows renamed parameters and fixed values from the configuration", () => {
    const renamed = mergePartnerConfig({
      flights: {
        baseUrl: "http://flights.example/s",
        params: { origin: "from", affiliateId: "aff" },
        fixedParams: { cabin: "Y" },
        affiliateId: "x",
      },
    });
    const { origin, params } = parseLink(buildFlightSearchUrl(trip, renamed));
    expect(origin).toBe("http://flights.example");
    expect(params).toMatchObject({
      from: "LIS",
      destination_iata: "GRU",
      aff: "x",
      cabin: "Y",
      trip_class: "0",
    });
    expect(params).not.toHaveProperty("origin_iata");
  });

  it("keeps a query the configured base URL already has", () => {
    const tagged = mergePartnerConfig({
      flights: { baseUrl: "https://flights.example/search?src=site" },
    });
    const { pathname, params } = parseLink(buildFlightSearchUrl(trip, tagged));
    expect(pathname).toBe("/search");
    expect(params).toMatchObject({ src: "site", origin_iata: "LIS" });
  });

  it("carries any valid party and dates through unchanged", () => {
    const day = fc.date({
      min: new Date("2025-01-01T00:00:00Z"),
      max: new Date("2030-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        day,
        fc.nat(60),
        fc.integer({ min: 1, max: 9 }),
        fc.nat(8),
        fc.nat(9),
        (start, stay, adults, c, i) => {
          const departureDate = start.toISOString().slice(0, 10);
          const returnDate = new Date(start.getTime() + stay * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const children = Math.min(c, 9 - adults);
          const infants = Math.min(i, adults);
          const { params } = parseLink(
            buildFlightSearchUrl({ ...trip, departureDate, returnDate, adults, children, infants }),
          );
          expect(params).toMatchObject({
            depart_date: departureDate,
            return_date: returnDate,
            adults: String(adults),
            children: String(children),
            infants: String(infants),
          });
        },
      ),
    );
  });
});
