import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_SEARCH_DEPTH,
  filterBySearch,
  foldPlaceName,
  matchesSearch,
  searchTerms,
} from "./search.js";
import * as rank from "./search.js";

const lisbon = {
  id: 1,
  name: "Lisbon",
  countryCode: "pt",
  typeIds: ["city", "beach"],
  attractions: [{ id: "a1", name: "Belém Tower", priceCents: 1200 }],
  featured: true,
  notes: null,
};
const saoPaulo = {
  id: 2,
  name: "São Paulo",
  countryCode: "br",
  typeIds: ["city"],
  attractions: [],
  featured: false,
  notes: null,
};
const kyoto = {
  id: 30,
  name: "Kyoto",
  countryCode: "jp",
  typeIds: ["culture"],
  attractions: [],
  featured: false,
  notes: null,
};
const destinations = [lisbon, saoPaulo, kyoto];

describe("searchTerms", () => {
  it("splits on any whitespace and lower-cases", () => {
    expect(searchTerms("  Lisbon\tBEACH \n city ")).toEqual(["lisbon", "beach", "city"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("matchesSearch", () => {
  it("ignores case", () => {
    expect(matchesSearch(lisbon, "LISB")).toBe(true);
    expect(matchesSearch(lisbon, "porto")).toBe(false);
  });

  it("matches when any term is found in any field", () => {
    expect(matchesSearch(kyoto, "lisbon kyoto")).toBe(true);
    expect(matchesSearch(kyoto, "lisbon porto")).toBe(false);
  });

  it("searches numbers as text", () => {
    expect(matchesSearch(kyoto, "30")).toBe(true);
    expect(matchesSearch(lisbon, "1200")).toBe(true);
  });

  it("searches nested arrays and objects", () => {
    expect(matchesSearch(lisbon, "beach")).toBe(true);
    expect(matchesSearch(lisbon, "belém")).toBe(true);
  });

  it("ignores booleans and null", () => {
    expect(matchesSearch(lisbon, "true")).toBe(false);
    expect(matchesSearch(lisbon, "null")).toBe(false);
  });

  it("matches accented text typed composed, decomposed or without its accents", () => {
    expect(matchesSearch(saoPaulo, "são")).toBe(true);
    expect(matchesSearch(saoPaulo, "sa\u0303o")).toBe(true);
    // People type "Sao Paulo" on keyboards without a tilde: accents are ignored.
    expect(matchesSearch(saoPaulo, "sao")).toBe(true);
    expect(matchesSearch(saoPaulo, "sau")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    for (const query of ["", "   ", "\n\t"]) {
      expect(matchesSearch(kyoto, query)).toBe(true);
    }
  });

  it("can be limited to some fields", () => {
    expect(matchesSearch(lisbon, "beach", ["name", "countryCode"])).toBe(false);
    expect(matchesSearch(lisbon, "pt", ["name", "countryCode"])).toBe(true);
  });

  it("searches plain strings and numbers too", () => {
    expect(matchesSearch("Lisbon", "bon")).toBe(true);
    expect(matchesSearch(42, "4")).toBe(true);
    expect(matchesSearch(null, "x")).toBe(false);
  });

  it("survives cycles and stops at the depth limit", () => {
    const looped: Record<string, unknown> = { name: "Loop" };
    looped["self"] = looped;
    expect(matchesSearch(looped, "loop")).toBe(true);
    expect(matchesSearch(looped, "missing")).toBe(false);

    let deep: unknown = "needle";
    for (let level = 0; level < MAX_SEARCH_DEPTH + 2; level += 1) deep = { next: deep };
    expect(matchesSearch(deep, "needle")).toBe(false);
    let shallow: unknown = "needle";
    for (let level = 0; level < MAX_SEARCH_DEPTH - 1; level += 1) shallow = { next: shallow };
    expect(matchesSearch(shallow, "needle")).toBe(true);
  });
});

describe("filterBySearch", () => {
  it("keeps matching items in order", () => {
    expect(filterBySearch(destinations, "city")).toEqual([lisbon, saoPaulo]);
    expect(filterBySearch(destinations, "kyoto lisbon")).toEqual([lisbon, kyoto]);
    expect(filterBySearch(destinations, "nowhere")).toEqual([]);
  });

  it("returns a new array with every item for a blank query", () => {
    const result = filterBySearch(destinations, " ");
    expect(result).toEqual(destinations);
    expect(result).not.toBe(destinations);
  });

  it("returns a subset that keeps order, and everything for a blank query", () => {
    const item = fc.record({
      name: fc.string(),
      code: fc.integer(),
      tags: fc.array(fc.string(), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), fc.string(), (items, query) => {
        const result = filterBySearch(items, query);
        let cursor = 0;
        for (const found of result) {
          cursor = items.indexOf(found, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
        expect(result.every((found) => matchesSearch(found, query))).toBe(true);
        expect(
          result.length + items.filter((candidate) => !matchesSearch(candidate, query)).length,
        ).toBe(items.length);
        if (query.trim() === "") expect(result).toEqual(items);
      }),
    );
  });

  it("finds an item by any piece of its name", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (name, a, b) => {
        const start = a % name.length;
        const piece = name.slice(start, start + 1 + (b % (name.length - start)));
        fc.pre(piece.trim() !== "" && !/\s/.test(piece));
        expect(matchesSearch({ name }, piece)).toBe(true);
      }),
    );
  });
});

describe("nameMatchRank", () => {
  it("ranks the exact name, then a prefix, then a word of the name, accents ignored", () => {
    const { nameMatchRank } = rank;
    expect(nameMatchRank("Mexico City", "mexico city")).toBe(0);
    expect(nameMatchRank("Nice", "NICE")).toBe(0);
    expect(nameMatchRank("Porto Alegre", "porto")).toBe(1);
    expect(nameMatchRank("Ho Chi Minh City", "minh city")).toBe(2);
    expect(nameMatchRank("Venice", "nice")).toBe(3);
    expect(nameMatchRank("Zürich", "zurich")).toBe(0);
    expect(nameMatchRank("Saint-Denis", "denis")).toBe(2);
    expect(nameMatchRank("Lisbon", "  ")).toBe(3);
  });
});

describe("foldPlaceName", () => {
  it("drops accents, case and apostrophes, and joins words with single spaces", () => {
    expect(foldPlaceName("Saint-Jean-d'Angély")).toBe("saint jean dangely");
    expect(foldPlaceName("  Vila Nova de Gaia ")).toBe("vila nova de gaia");
    expect(foldPlaceName("Kraków ’s Old Town")).toBe("krakow s old town");
    expect(foldPlaceName("Ōsaka")).toBe(foldPlaceName("Osaka"));
  });
});
