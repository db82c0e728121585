import { describe, expect, it } from "vitest";
import { FIRST_DATA_ID, registerFeatured, registerPlaces, slugify } from "../src/ids.js";

describe("slugify", () => {
  it.each([
    ["São Paulo", "sao-paulo"],
    ["Tromsø", "tromso"],
    ["Düsseldorf", "dusseldorf"],
    ["Kraków", "krakow"],
    ["Łódź", "lodz"],
    ["Frankfurt am Main", "frankfurt-am-main"],
    ["N'Djamena", "n-djamena"],
    ["Port-au-Prince", "port-au-prince"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("registerPlaces", () => {
  const london = { geonameId: 2643743, name: "London", countryCode: "GB", population: 7556900 };
  const londonOntario = {
    geonameId: 6058560,
    name: "London",
    countryCode: "CA",
    population: 346765,
  };
  const porto = { geonameId: 2735943, name: "Porto", countryCode: "PT", population: 249633 };

  it("numbers newcomers after the registry's highest id, largest first, from the data range", () => {
    const { registry, added } = registerPlaces([], [porto, london]);
    expect(added).toEqual([
      { geonameId: 2643743, id: FIRST_DATA_ID, slug: "london" },
      { geonameId: 2735943, id: FIRST_DATA_ID + 1, slug: "porto" },
    ]);
    expect(registry).toEqual(added);
  });

  it("gives the larger namesake the plain slug and the other its country code", () => {
    const { added } = registerPlaces([], [londonOntario, london]);
    expect(added.map((entry) => entry.slug)).toEqual(["london", "london-ca"]);
  });

  it("keeps existing entries as they are and never renumbers them", () => {
    const first = registerPlaces([], [porto]).registry;
    const second = registerPlaces(first, [london, porto, londonOntario]);
    expect(second.registry[0]).toEqual(first[0]);
    expect(second.added.map((entry) => entry.geonameId)).toEqual([2643743, 6058560]);
    // London is larger but came later: it takes the next ids, and Porto keeps its own.
    expect(second.registry.find((entry) => entry.geonameId === porto.geonameId)?.id).toBe(
      FIRST_DATA_ID,
    );
  });

  it("adds nothing for a place it already knows", () => {
    const first = registerPlaces([], [porto, london]).registry;
    expect(registerPlaces(first, [porto, london])).toEqual({ registry: first, added: [] });
  });

  it("refuses a registry that gives two places one id", () => {
    expect(() =>
      registerPlaces(
        [
          { geonameId: 1, id: 1001, slug: "a" },
          { geonameId: 2, id: 1001, slug: "b" },
        ],
        [],
      ),
    ).toThrow(/duplicate id/);
  });
});

describe("registerFeatured", () => {
  const paris = { geonameId: 2988507, id: 104, slug: "paris" };

  it("enters a hand-written place under the id and slug it already has", () => {
    expect(registerFeatured([], [paris])).toEqual([paris]);
  });

  it("refuses a registry that would move a hand-written place's URL", () => {
    expect(() => registerFeatured([{ ...paris, id: 1004 }], [paris])).toThrow(/paris/);
  });

  it("refuses a hand-written place whose id another place already has", () => {
    expect(() => registerFeatured([{ geonameId: 1, id: 104, slug: "elsewhere" }], [paris])).toThrow(
      /duplicate id/,
    );
  });
});
