import { describe, expect, it } from "vitest";
import { loader } from "./_index";

describe("home loader", () => {
  it("formats the sample fare from hundredths", () => {
    expect(loader().sampleFare).toBe("489.00");
  });
});
