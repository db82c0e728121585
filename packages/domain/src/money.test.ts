import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.js";

describe("formatPrice", () => {
  it("divides hundredths and groups thousands", () => {
    expect(formatPrice(123456)).toBe("1,234.56");
  });
});
