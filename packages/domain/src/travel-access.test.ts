import { describe, expect, it } from "vitest";
import { isKeptOutByDefault, keptOutReasons, suggestablePlaces } from "./travel-access.js";

const advice = {
  advice: "Avoid all travel",
  level: 4,
  updated: "2026-07-29",
  url: "https://travel.gc.ca/destinations/ukraine",
};
const kyiv = {
  name: "Kyiv",
  advisory: { doNotTravel: true, level: 4, canada: advice },
  access: { scheduledFlights: false },
};
const minsk = {
  name: "Minsk",
  advisory: { doNotTravel: true, level: 4 },
  access: { scheduledFlights: true },
};
const porto = {
  name: "Porto",
  advisory: { doNotTravel: false, level: 1 },
  access: { scheduledFlights: true },
};
const islet = { name: "Islet", access: { scheduledFlights: false } };

describe("kept out by default", () => {
  it("keeps out a do-not-travel country's places and places without scheduled flights", () => {
    expect(keptOutReasons(kyiv)).toEqual(["do-not-travel", "no-scheduled-flights"]);
    expect(keptOutReasons(minsk)).toEqual(["do-not-travel"]);
    expect(keptOutReasons(islet)).toEqual(["no-scheduled-flights"]);
    expect(isKeptOutByDefault(porto)).toBe(false);
    expect(isKeptOutByDefault({})).toBe(false);
  });

  it("lets a traveller include them on purpose", () => {
    const places = [kyiv, minsk, porto, islet];
    expect(suggestablePlaces(places).map((p) => p.name)).toEqual(["Porto"]);
    expect(suggestablePlaces(places, { includeKeptOut: true })).toEqual(places);
  });
});
