import { readFileSync } from "node:fs";
import { createPartnerLinks } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { findOrigin, readCatalogue } from "./catalogue.js";
import { QuoteInputError } from "./errors.js";
import { formatQuote } from "./format.js";
import { quoteTrips, type QuoteRequest } from "./quote.js";

const fixture = JSON.parse(
  readFileSync(new URL("../test/fixture/catalogue.json", import.meta.url), "utf8"),
) as unknown;
const { destinations } = readCatalogue(fixture);
const week: QuoteRequest = {
  from: "LIS",
  departureDate: "2026-07-01",
  returnDate: "2026-07-08",
  adults: "2",
  children: "1",
};

describe("readCatalogue", () => {
  it("keeps the valid destinations and counts the rest", () => {
    const catalogue = readCatalogue(fixture);
    expect(catalogue.destinations.map((destination) => destination.name)).toEqual([
      "Lisbon",
      "Barcelona",
      "Madrid",
    ]);
    expect(catalogue.skipped).toBe(1);
    expect(readCatalogue([makeDestination()]).destinations).toHaveLength(1);
  });

  it("refuses what is not a list of destinations", () => {
    expect(() => readCatalogue({ places: [] })).toThrow(QuoteInputError);
    expect(() => readCatalogue(null)).toThrow(QuoteInputError);
  });

  it("finds an origin among the airports, or at a city listing none", () => {
    expect(findOrigin(destinations, "CAT")).toMatchObject({ code: "CAT" });
    const bare = makeDestination({ airportCode: "OPO", latitude: 41.15, longitude: -8.61 });
    expect(findOrigin([bare], "OPO")).toEqual({ code: "OPO", latitude: 41.15, longitude: -8.61 });
    expect(findOrigin([bare], "JFK")).toBeUndefined();
  });
});

describe("quoteTrips", () => {
  const quote = quoteTrips(destinations, week);

  it("quotes every destination, cheapest first, for the whole party", () => {
    expect(quote.nights).toBe(7);
    expect(quote.travellers).toEqual({ adults: 2, children: 1, infants: 0 });
    const totals = quote.lines.map((line) => line.estimate.estimate.totalCost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(quote.lines).toHaveLength(3);
  });

  it("splits each total per person, rounded to the cent (spec §9)", () => {
    for (const line of quote.lines) {
      expect(line.perPersonCents).toBe(Math.round(line.estimate.estimate.totalCost / 3));
    }
  });

  it("links flights only where the party has to fly", () => {
    const lisbon = quote.lines.find((line) => line.destination.name === "Lisbon");
    const madrid = quote.lines.find((line) => line.destination.name === "Madrid");
    expect(lisbon?.estimate.startsAtDestination).toBe(true);
    expect(lisbon?.flightsLink).toBeUndefined();
    expect(new URL(madrid?.flightsLink ?? "").searchParams.get("destination_iata")).toBe("MAD");
    expect(new URL(madrid?.hotelsLink ?? "").searchParams.get("ss")).toBe("Madrid, Spain");
  });

  it("uses the partner configuration it is given", () => {
    const links = createPartnerLinks({ flights: { affiliateId: "desk-7" } });
    const [, madrid] = quoteTrips(destinations, week, links).lines;
    expect(new URL(madrid?.flightsLink ?? "").searchParams.get("marker")).toBe("desk-7");
  });

  it("finds destinations by name, country or type, accents aside", () => {
    const names = (search: string) =>
      quoteTrips(destinations, { ...week, search }).lines.map((line) => line.destination.name);
    expect(names("spain")).toEqual(["Madrid", "Barcelona"]);
    expect(names("beach")).toEqual(["Barcelona"]);
    expect(names("LISBÔN")).toEqual(["Lisbon"]);
    expect(names("atlantis")).toEqual([]);
  });

  it("quotes as many destinations as asked", () => {
    expect(quoteTrips(destinations, { ...week, limit: 1 }).lines).toHaveLength(1);
  });

  it("leaves out the hotel link of a day trip", () => {
    const [line] = quoteTrips(destinations, {
      ...week,
      returnDate: week.departureDate,
      limit: 1,
    }).lines;
    expect(line?.hotelsLink).toBeUndefined();
  });

  it.each<[Partial<QuoteRequest>, string]>([
    [{ from: "LISB" }, '"LISB" is not an airport code (three letters, e.g. LIS).'],
    [{ from: "JFK" }, "No destination of the catalogue is served by JFK."],
    [{ returnDate: "2026-06-30" }, "The return date can't be before the departure date."],
    [{ adults: "0" }, "Add at least one adult."],
  ])("refuses %o with a message", (change, message) => {
    expect(() => quoteTrips(destinations, { ...week, ...change })).toThrow(
      new QuoteInputError(message),
    );
  });
});

describe("formatQuote", () => {
  const text = formatQuote(quoteTrips(destinations, week));

  it("heads the quote with the trip and the party", () => {
    expect(text.split("\n")[0]).toBe(
      "From LIS, Jul 01, 2026 to Jul 08, 2026 (7 nights), 2 Adults, 1 Child",
    );
  });

  it("shows each total, the per-person share, the rating and the emissions", () => {
    const euros = (cents: number) =>
      (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const line of quoteTrips(destinations, week).lines) {
      expect(text).toContain(
        `€${euros(line.estimate.estimate.totalCost)} in all, EUR ${euros(line.perPersonCents)} per person`,
      );
    }
    expect(text).toContain("Barcelona, Spain: ★★★★★ 4.6 (2,510 reviews)");
    expect(text).toMatch(/Madrid, Spain: not rated\n.* per person; flights \d+ kg CO₂e per person/);
    expect(text).toContain("Lisbon, Portugal: ★★★★★ 4.7 (1,843 reviews)");
    expect(text).toContain("no flight: the trip starts there");
  });

  it("counts one night, an unrated place's reviews and an unknown country as they are", () => {
    const place = makeDestination({ countryCode: "zz", ratingTenths: 41, reviewCount: undefined });
    const quote = quoteTrips([...destinations, place], {
      ...week,
      returnDate: "2026-07-02",
      search: "lisbon",
    });
    const text = formatQuote(quote);
    expect(text.split("\n")[0]).toMatch(/\(1 night\)/);
    expect(text).toContain("Lisbon, zz: ★★★★☆ 4.1 (0 reviews)");
  });

  it("says when nothing matches", () => {
    expect(formatQuote(quoteTrips(destinations, { ...week, search: "atlantis" }))).toMatch(
      /\n\nNo destination matches\.$/,
    );
  });
});
