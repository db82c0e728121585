import { describe, expect, it } from "vitest";
import { monthName, priceList } from "./destination-prices";

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe("priceList", () => {
  it("formats the hotel, the daily cost and each sight with the given money format", () => {
    const list = priceList(
      {
        nightlyRateCents: 12_000,
        dailyCostCents: 4_550,
        attractions: [
          { id: "tower", name: "Belém Tower", priceCents: 1_000 },
          { id: "park", name: "Monsanto Park", priceCents: 0 },
        ],
      },
      euros,
    );
    expect(list).toEqual({
      nightlyRate: "€120.00",
      dailyCost: "€45.50",
      attractions: [
        { id: "tower", name: "Belém Tower", price: "€10.00" },
        { id: "park", name: "Monsanto Park", price: "Free" },
      ],
    });
  });

  it("keeps a place without sights to an empty list", () => {
    expect(
      priceList({ nightlyRateCents: 0, dailyCostCents: 0, attractions: [] }, euros).attractions,
    ).toEqual([]);
  });
});

describe("monthName", () => {
  it("names every month from its number", () => {
    expect(Array.from({ length: 12 }, (_, index) => monthName(index + 1))).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
  });
});
