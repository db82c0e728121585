import { describe, expect, it } from "vitest";
import { destinationSchema, foldPlaceName } from "@travel/domain";
import { placeFacts, searchPlaces } from "./place-index.server";

// These read the committed index (packages/firebase-client/data/places.json.gz).
describe("the place search", () => {
  it("finds a city by its name, accents and case aside, the exact name and the largest first", async () => {
    const found = await searchPlaces("porto");
    expect(found[0]).toMatchObject({ name: "Porto", countryCode: "pt", airportCode: "OPO" });
    expect(found.every((place) => foldPlaceName(place.name).includes("porto"))).toBe(true);
    const exact = found.filter((place) => foldPlaceName(place.name) === "porto");
    const populations = exact.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect((await searchPlaces("GUIMARAES"))[0]?.name).toBe("Guimarães");
    // A word of the name: "de Varzim" finds Póvoa de Varzim.
    expect((await searchPlaces("varzim")).map((place) => place.name)).toContain("Póvoa de Varzim");
  });

  it("answers nothing for a query too short to mean a place, and at most the limit", async () => {
    expect(await searchPlaces("p")).toEqual([]);
    expect(await searchPlaces(" ' ")).toEqual([]);
    expect((await searchPlaces("san", 5)).length).toBe(5);
  });

  it("gives a place the facts a destination needs, valid as a destination's", async () => {
    const [povoa] = await searchPlaces("Póvoa de Varzim");
    const facts = await placeFacts(povoa!.geonameId);
    expect(facts).toMatchObject({
      name: "Póvoa de Varzim",
      countryCode: "pt",
      continent: "Europe",
      timeZone: "Europe/Lisbon",
      airportCode: "OPO",
      currencyCodes: ["EUR"],
      costBasis: "price-level",
      access: { scheduledFlights: true },
    });
    expect(facts!.airports[0]).toMatchObject({
      code: "OPO",
      name: "Francisco de Sa Carneiro Airport",
    });
    expect(facts!.weather?.label).toMatch(/^nearest station: /);
    const record = destinationSchema.safeParse({
      ...facts,
      id: 500001,
      slug: "povoa-de-varzim",
      attractions: [],
    });
    expect(record.success).toBe(true);
  });

  it("knows no place for an id it does not hold", async () => {
    expect(await placeFacts(1)).toBeNull();
  });
});
