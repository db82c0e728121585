import { countries } from "countries-list";
import { describe, expect, it } from "vitest";
import {
  countryCurrency,
  countryName,
  countryOptions,
  genderOptions,
  genders,
  isCountryCode,
} from "./options.js";
import { travellerCategories, travellerCategoryForAge } from "./traveller-categories.js";

describe("countryOptions", () => {
  it("lists every country of the countries-list package", () => {
    expect(countryOptions.length).toBe(Object.keys(countries).length);
    expect(countryOptions.length).toBeGreaterThanOrEqual(200);
  });

  it("uses lower-case two-letter values and English labels", () => {
    expect(countryOptions).toContainEqual({ value: "pt", label: "Portugal" });
    expect(countryOptions).toContainEqual({ value: "br", label: "Brazil" });
    for (const option of countryOptions) {
      expect(option.value).toMatch(/^[a-z]{2}$/);
      expect(option.label.trim()).not.toBe("");
    }
  });

  it("has no duplicate values", () => {
    expect(new Set(countryOptions.map((option) => option.value)).size).toBe(countryOptions.length);
  });

  it("is sorted by label", () => {
    const labels = countryOptions.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(labels[0]).toBe("Afghanistan");
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(countryOptions)).toBe(true);
    expect(Object.isFrozen(countryOptions[0])).toBe(true);
  });
});

describe("countryCurrency", () => {
  it("names the currency a country pays in, whatever the code's case", () => {
    expect(countryCurrency("gb")).toBe("GBP");
    expect(countryCurrency("PT")).toBe("EUR");
    expect(countryCurrency("jp")).toBe("JPY");
    expect(countryCurrency("us")).toBe("USD");
    expect(countryCurrency("xx")).toBeUndefined();
  });
});

describe("countryName and isCountryCode", () => {
  it("finds a name by code in either case", () => {
    expect(countryName("pt")).toBe("Portugal");
    expect(countryName("PT")).toBe("Portugal");
    expect(countryName(" jp ")).toBe("Japan");
  });

  it("returns undefined for unknown codes", () => {
    expect(countryName("zz")).toBeUndefined();
    expect(countryName("")).toBeUndefined();
    expect(countryName("portugal")).toBeUndefined();
  });

  it("recognises codes from the list only", () => {
    expect(isCountryCode("pt")).toBe(true);
    expect(isCountryCode("PT")).toBe(true);
    expect(isCountryCode("zz")).toBe(false);
    expect(isCountryCode(351)).toBe(false);
  });
});

describe("travellerCategories", () => {
  it("defines Adults 12+, Children 2–11 and Infants under 2", () => {
    expect(
      travellerCategories.map(({ value, label, minAge, maxAge }) => ({
        value,
        label,
        minAge,
        maxAge,
      })),
    ).toEqual([
      { value: "adults", label: "Adults", minAge: 12, maxAge: null },
      { value: "children", label: "Children", minAge: 2, maxAge: 11 },
      { value: "infants", label: "Infants", minAge: 0, maxAge: 1 },
    ]);
  });

  it("gives every age from 0 to 120 exactly one category, youngest last", () => {
    for (let age = 0; age <= 120; age += 1) {
      const covering = travellerCategories.filter(
        (c) => age >= c.minAge && (c.maxAge === null || age <= c.maxAge),
      );
      expect(covering).toHaveLength(1);
    }
    const minAges = travellerCategories.map((c) => c.minAge);
    expect(minAges).toEqual([...minAges].sort((a, b) => b - a));
  });
});

describe("genderOptions", () => {
  it("offers male, female and other", () => {
    expect(genderOptions.map((option) => option.value)).toEqual([...genders]);
    expect(genderOptions.map((option) => option.label)).toEqual(["Male", "Female", "Other"]);
  });
});

describe("travellerCategoryForAge", () => {
  it("agrees with the categories' age ranges for every age up to 120", () => {
    for (let age = 0; age <= 120; age += 1) {
      const category = travellerCategories.find(
        (c) => age >= c.minAge && (c.maxAge === null || age <= c.maxAge),
      );
      expect(travellerCategoryForAge(age)).toBe(category?.value);
    }
  });

  it.each([-1, 2.5, Number.NaN])("throws a RangeError for the impossible age %s", (age) => {
    expect(() => travellerCategoryForAge(age)).toThrow(RangeError);
  });
});
