import { describe, expect, it } from "vitest";
import { CITY_SIZES, citySizeOf } from "./destination-facts.js";

describe("citySizeOf", () => {
  it("draws a town, a city or a metropolis by its people", () => {
    expect(citySizeOf(CITY_SIZES.city - 1)).toBe("town");
    expect(citySizeOf(CITY_SIZES.city)).toBe("city");
    expect(citySizeOf(CITY_SIZES.metropolis - 1)).toBe("city");
    expect(citySizeOf(CITY_SIZES.metropolis)).toBe("metropolis");
  });
});
