import type { DestinationType } from "@travel/domain";
import { makeDestination } from "@travel/domain/testing";
import { describe, expect, it } from "vitest";
import { browseDestinations, browseFilters } from "./browse.server";

const types: DestinationType[] = [
  { id: "beach", name: "Beaches", description: "Sand." },
  { id: "city-break", name: "City breaks", description: "Streets." },
];

const lisbon = makeDestination({
  typeIds: ["city-break"],
  attractions: [{ id: "b", name: "Belém Tower", priceCents: 800 }],
});
const bali = makeDestination({
  id: 102,
  slug: "bali",
  name: "Bali",
  countryCode: "id",
  airportCode: "DPS",
  typeIds: ["beach"],
  summary: "Rice terraces and surf.",
  description: "Temples.",
  attractions: [],
});
const all = [lisbon, bali];
const filters = (q = "", type = "") => ({ q, type });

describe("browseFilters", () => {
  it("reads ?q= and ?type=, trimmed, and caps the query", () => {
    expect(browseFilters(new URL("http://x/destinations?q=%20lisbon%20&type=beach"))).toEqual({
      q: "lisbon",
      type: "beach",
    });
    expect(browseFilters(new URL("http://x/destinations"))).toEqual({ q: "", type: "" });
    expect(browseFilters(new URL(`http://x/destinations?q=${"a".repeat(300)}`)).q).toHaveLength(
      100,
    );
  });
});

describe("browseDestinations", () => {
  it("shows everything without filters", () => {
    expect(browseDestinations(all, types, filters()).destinations).toEqual(all);
  });

  it("finds by name, written-out country, airport, attraction and type name, case-insensitively", () => {
    const ids = (q: string) =>
      browseDestinations(all, types, filters(q)).destinations.map((d) => d.id);
    expect(ids("LISBON")).toEqual([101]);
    expect(ids("portugal")).toEqual([101]);
    expect(ids("indonesia")).toEqual([102]);
    expect(ids("dps")).toEqual([102]);
    expect(ids("belém")).toEqual([101]);
    expect(ids("beaches")).toEqual([102]);
    expect(ids("surf")).toEqual([102]);
  });

  it("matches any term (the domain's rule) and repeats the terms back", () => {
    const result = browseDestinations(all, types, filters("lisbon  bali"));
    expect(result.destinations.map((d) => d.id)).toEqual([101, 102]);
    expect(result.terms).toEqual(["lisbon", "bali"]);
  });

  it("filters by type, combined with the search", () => {
    expect(browseDestinations(all, types, filters("", "beach"))).toMatchObject({
      destinations: [bali],
      activeType: types[0],
      unknownType: false,
    });
    expect(browseDestinations(all, types, filters("lisbon", "beach")).destinations).toEqual([]);
  });

  it("ignores a type the catalogue does not know, and says so", () => {
    expect(browseDestinations(all, types, filters("", "volcanoes"))).toMatchObject({
      destinations: all,
      activeType: null,
      unknownType: true,
    });
  });

  it("finds nothing for a query nothing matches", () => {
    expect(browseDestinations(all, types, filters("atlantis")).destinations).toEqual([]);
  });
});
