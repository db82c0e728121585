import { describe, expect, it } from "vitest";
import { defaultPartners, mergePartnerConfig } from "./config.js";
import { createPartnerLinks } from "./create.js";
import { parseLink } from "../../test/partner-link-assertions.js";

describe("defaultPartners", () => {
  it("ships with empty placeholder affiliate ids", () => {
    expect(defaultPartners.flights.affiliateId).toBe("");
    expect(defaultPartners.packages.affiliateId).toBe("");
    expect(defaultPartners.hotels.affiliateId).toBe("");
    expect(defaultPartners.hotels.label).toBe("");
    expect(defaultPartners.hotelWidget.affiliateId).toBe("");
  });

  it("prices flights, packages and hotels in EUR and the widget in USD, in English", () => {
    expect([
      defaultPartners.flights.currency,
      defaultPartners.packages.currency,
      defaultPartners.hotels.currency,
    ]).toEqual(["EUR", "EUR", "EUR"]);
    expect(defaultPartners.hotelWidget).toMatchObject({ currency: "USD", language: "en" });
  });

  it("uses https base URLs", () => {
    for (const url of [
      defaultPartners.flights.baseUrl,
      defaultPartners.packages.baseUrl,
      defaultPartners.hotels.baseUrl,
      defaultPartners.hotelWidget.baseUrl,
      defaultPartners.hotelSearch.searchUrlPrefix,
    ]) {
      expect(new URL(url).protocol).toBe("https:");
    }
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(defaultPartners)).toBe(true);
    expect(Object.isFrozen(defaultPartners.flights.params)).toBe(true);
    expect(() => {
      (defaultPartners.flights as { affiliateId: string }).affiliateId = "stolen";
    }).toThrow(TypeError);
  });
});

describe("mergePartnerConfig", () => {
  it("merges settings and parameter names key by key", () => {
    const config = mergePartnerConfig({
      flights: {
        affiliateId: "m1",
        params: { affiliateId: "ref" },
        fixedParams: { with_request: "false" },
      },
      hotels: { currency: "GBP", label: undefined },
    });
    expect(config.flights.affiliateId).toBe("m1");
    expect(config.flights.params).toEqual({
      ...defaultPartners.flights.params,
      affiliateId: "ref",
    });
    expect(config.flights.fixedParams).toEqual({
      oneway: "0",
      trip_class: "0",
      with_request: "false",
    });
    expect(config.hotels.currency).toBe("GBP");
    expect(config.hotels.label).toBe("");
    expect(config.packages).toEqual(defaultPartners.packages);
  });

  it("leaves the base configuration untouched", () => {
    mergePartnerConfig({ flights: { affiliateId: "m1" } });
    expect(defaultPartners.flights.affiliateId).toBe("");
  });

  it("builds on a given base and keeps its airport check unless replaced", () => {
    const isKnownAirport = (code: string) => code === "LIS";
    const base = mergePartnerConfig({ isKnownAirport });
    expect(mergePartnerConfig({}, base).isKnownAirport).toBe(isKnownAirport);
    const other = () => true;
    expect(mergePartnerConfig({ isKnownAirport: other }, base).isKnownAirport).toBe(other);
    expect(mergePartnerConfig().isKnownAirport).toBeUndefined();
  });
});

describe("createPartnerLinks", () => {
  const links = createPartnerLinks({
    flights: { affiliateId: "F" },
    packages: { affiliateId: "P" },
    hotels: { affiliateId: "H", label: "L" },
    hotelWidget: { affiliateId: "W" },
  });

  it("binds every builder to the configuration with the app's affiliate ids", () => {
    const flight = parseLink(
      links.flights({
        origin: "LIS",
        destination: "GRU",
        departureDate: "2025-07-01",
        returnDate: "2025-07-15",
        adults: 1,
      }),
    );
    expect(flight.params["marker"]).toBe("F");
    const pkg = parseLink(
      links.packages({
        origin: "LIS",
        destination: "GRU",
        departureDate: "2025-07-01",
        returnDate: "2025-07-15",
        adults: 1,
      }),
    );
    expect(pkg.params["affcid"]).toBe("P");
    const hotel = parseLink(
      links.hotels({ city: "Lisbon", checkIn: "2025-07-01", checkOut: "2025-07-02", adults: 1 }),
    );
    expect([hotel.params["aid"], hotel.params["label"]]).toEqual(["H", "L"]);
    const widget = parseLink(
      links.hotelWidget({
        checkIn: "2025-07-01",
        checkOut: "2025-07-02",
        adults: 1,
        locationId: 1,
      }),
    );
    expect(widget.params["marker"]).toBe("W");
    expect(parseLink(links.hotelSearch("Lisbon")).params["ss"]).toBe("Lisbon");
    expect(links.config.flights.affiliateId).toBe("F");
  });

  it("works with no configuration at all", () => {
    expect(createPartnerLinks().config).toEqual(mergePartnerConfig());
  });
});
