import { describe, expect, it } from "vitest";
import {
  bestMonthsFromWeather,
  climateClassOf,
  matchesWeather,
  monthWeather,
} from "./destination-weather.js";
import type { WeatherNormals } from "./destination-weather-schema.js";

// Edinburgh's and Dubai's Wikipedia climate boxes (rounded), as the catalogue holds them.
const edinburgh: WeatherNormals = {
  place: "Edinburgh",
  url: "https://en.wikipedia.org/wiki/Edinburgh",
  source: "wikipedia-2021",
  matchedBy: "coordinates",
  highC: [7, 7.5, 9.5, 12, 15, 17.5, 19.5, 19, 16.5, 13, 9.5, 7],
  lowC: [1.4, 1.5, 2.8, 4.3, 6.8, 9.6, 11.5, 11.3, 9.3, 6.5, 3.7, 1.3],
  precipMm: [67, 47, 52, 41, 49, 61, 66, 70, 59, 72, 69, 65],
  rainyDays: [12.5, 9.4, 9.9, 8.6, 9.1, 9.5, 10.2, 10.4, 9.6, 12, 11.7, 11.6],
  sunHours: [53, 78, 115, 151, 191, 165, 173, 159, 127, 100, 67, 45],
};
const dubai: WeatherNormals = {
  ...edinburgh,
  place: "Dubai",
  highC: [24, 25.4, 28.2, 32.9, 37.6, 39.5, 40.8, 41.3, 38.9, 35.4, 30.5, 26.2],
  lowC: [14.3, 15.4, 17.6, 20.8, 24.6, 27.2, 29.9, 30.2, 27.5, 23.9, 19.9, 16.3],
  precipMm: [19, 25, 22, 7, 0.4, 0, 0.8, 0, 0, 1, 2.7, 16],
  rainyDays: [5.4, 4.7, 5.8, 2.6, 0.3, 0, 0.5, 0.5, 0.1, 0.2, 1.3, 3.9],
  sunHours: [251, 241, 253, 296, 349, 337, 316, 311, 306, 304, 276, 254],
};

const months = (value: number) => Array.from({ length: 12 }, () => value);

describe("monthWeather", () => {
  it("reads warm, mild or cool from the month's average high, and dry and sunny from the table", () => {
    expect(monthWeather(dubai, 3)).toMatchObject({ warmth: "warm", dry: true, sunny: true });
    expect(monthWeather(edinburgh, 7)).toMatchObject({ warmth: "mild", dry: false, sunny: false });
    expect(monthWeather(edinburgh, 1)).toMatchObject({ warmth: "cool", highC: 7 });
  });

  it("says nothing of what the table lacks, and refuses a month that is not 1..12", () => {
    const noSun = { ...edinburgh, sunHours: undefined };
    expect(monthWeather(noSun, 7).sunny).toBeUndefined();
    expect(matchesWeather({ weather: noSun }, { month: 7, sunny: true })).toBe(false);
    expect(() => monthWeather(edinburgh, 13)).toThrow(RangeError);
  });
});

describe("matchesWeather", () => {
  it("keeps a place only when every part of the wish holds, and never one without weather", () => {
    expect(matchesWeather({ weather: dubai }, { month: 3, warmth: "warm" })).toBe(true);
    expect(matchesWeather({ weather: edinburgh }, { month: 3, warmth: "warm" })).toBe(false);
    expect(matchesWeather({ weather: dubai }, { month: 3, warmth: "warm", dry: true })).toBe(true);
    expect(matchesWeather({}, { month: 3 })).toBe(false);
  });
});

describe("bestMonthsFromWeather", () => {
  it("takes the comfortable, not wet months", () => {
    expect(bestMonthsFromWeather(dubai)).toEqual([1, 2, 3, 12]); // highs of 24 to 28 °C: winter only
    expect(bestMonthsFromWeather(edinburgh)).toEqual([7, 8]); // the months with a high of 18 °C or more
  });

  it("falls back to the three months nearest 24 °C when no month is comfortable", () => {
    const cold = { ...edinburgh, highC: edinburgh.highC.map((high) => high - 5) };
    expect(bestMonthsFromWeather(cold)).toEqual([6, 7, 8]);
  });
});

describe("without every row", () => {
  const noRain = { ...edinburgh, rainyDays: undefined };
  const noPrecip = { ...edinburgh, precipMm: undefined };

  it("reads dry from precipitation when the table counts no rainy days, and wet from rainy days when it has no precipitation", () => {
    expect(monthWeather(noRain, 4).dry).toBe(false); // April: 41 mm, over 40 mm
    expect(monthWeather({ ...noRain, precipMm: edinburgh.precipMm?.map(() => 30) }, 4).dry).toBe(
      true,
    );
    expect(monthWeather({ ...noRain, precipMm: undefined }, 4).dry).toBeUndefined();
    expect(matchesWeather({ weather: edinburgh }, { month: 7, warmth: "mild", dry: true })).toBe(
      false,
    );
    const monsoon = { ...noPrecip, highC: months(27), rainyDays: months(20) };
    expect(bestMonthsFromWeather(monsoon)).toEqual([1, 2, 3]); // every month wet: the fallback
    expect(bestMonthsFromWeather({ ...monsoon, rainyDays: months(5) })).toHaveLength(12);
  });

  it("does not call a place arid from a precipitation row with gaps", () => {
    const gaps = { ...dubai, precipMm: dubai.precipMm?.map((mm, i) => (i === 0 ? null : mm)) };
    expect(climateClassOf(gaps)).not.toBe("arid");
  });
});

describe("climateClassOf", () => {
  it("tells arid, temperate and cold places apart by Köppen's lines", () => {
    expect(climateClassOf(dubai)).toBe("arid");
    expect(climateClassOf(edinburgh)).toBe("temperate");
    const reykjavik = { ...edinburgh, highC: edinburgh.highC.map((h) => h - 6) };
    expect(climateClassOf(reykjavik)).toBe("cold");
    const tropical = {
      ...dubai,
      precipMm: dubai.precipMm?.map(() => 200),
      lowC: dubai.lowC.map((l) => Math.max(l, 20)),
    };
    expect(climateClassOf(tropical)).toBe("tropical");
  });
});
