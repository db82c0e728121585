import { describe, expect, it } from "vitest";
import { makeDestination } from "@travel/domain/testing";
import type { WeatherNormals } from "@travel/domain";
import { weatherView } from "./weather-view";
import { weatherWishWords } from "./weather-words";

const normals: WeatherNormals = {
  place: "Battambang",
  url: "https://en.wikipedia.org/wiki/Battambang",
  source: "wikipedia-2021",
  matchedBy: "nearest",
  distanceKm: 77,
  label: "nearest station: Battambang, 77 km",
  highC: [-2, 0, 5, 12, 18, 22, 25, 24, 19, 12, 5, 0],
  lowC: [-8, -7, -3, 3, 8, 12, 14, 13, 9, 4, -1, -6],
  rainyDays: [10, 9, 8, 7, 8, 9, 9, 8, 7, 8, 9, 10],
  precipMm: [40, 35, 30, 40, 55, 70, 75, 65, 50, 40, 45, 45],
  sunHours: [30, 60, 120, 180, 250, 270, 300, 250, 200, 120, 50, 20],
};

describe("weatherView", () => {
  const place = makeDestination({
    name: "Siem Reap",
    weather: normals,
    bestMonths: [6, 7, 8],
    bestMonthsSource: "climate",
  });

  it("draws every month on one scale, from the year's coldest low to its warmest high", () => {
    const view = weatherView(place)!;
    expect(view.months).toHaveLength(12);
    const july = view.months[6]!;
    expect(july).toMatchObject({ name: "July", short: "Jul", highC: 25, lowC: 14, best: true });
    // −8 °C is the bottom, 25 °C the top: July's bar runs from 22/33 to the top.
    expect(july.barTo).toBe(100);
    expect(july.barFrom).toBeCloseTo((22 / 33) * 100, 0);
    expect(view.months[0]!.barFrom).toBe(0);
    // Rainy days are counted where the table has them; sunshine against the sunniest month.
    expect(view.rain).toEqual({ unit: "days", label: "Rainy days" });
    expect(view.months[0]!.rainBar).toBe(100);
    expect(july.sunBar).toBe(100);
  });

  it("names a neighbour's table as such, and says who chose the best months", () => {
    const view = weatherView(place)!;
    expect(view.source).toEqual({
      title: "Battambang",
      url: normals.url,
      borrowed: "nearest station: Battambang, 77 km",
    });
    expect(view.bestMonths?.names).toEqual(["June", "July", "August"]);
    expect(view.bestMonths?.by).toMatch(/^Worked out from the climate table: .*18–30 °C/);
    const edited = weatherView({ ...place, bestMonthsSource: "editors" })!;
    expect(edited.bestMonths?.by).toBe("Chosen by our editors.");
  });

  it("falls back to precipitation, and has nothing to draw without a table", () => {
    const { rainyDays: _days, ...withoutDays } = normals;
    const view = weatherView({ ...place, weather: { ...withoutDays, matchedBy: "coordinates" } })!;
    expect(view.rain).toEqual({ unit: "mm", label: "Rain, mm" });
    expect(view.source.borrowed).toBeNull();
    expect(weatherView({ ...place, weather: undefined })).toBeNull();
  });
});

describe("weatherWishWords", () => {
  it("says the wish as the summaries print it", () => {
    expect(weatherWishWords({ month: 3, warmth: "warm" })).toBe("warm in March");
    expect(weatherWishWords({ month: 3 })).toBe("in March");
    expect(weatherWishWords({ month: 8, warmth: "mild", dry: true, sunny: true })).toBe(
      "mild, dry and sunny in August",
    );
  });
});
