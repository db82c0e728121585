import { describe, expect, it } from "vitest";
import { isWriteConflict, retryOnConflict, StillContendedError } from "./optimistic.js";

const conflict = (code: number) => Object.assign(new Error(`code ${code}`), { code });

describe("retryOnConflict", () => {
  it("runs the step again after each precondition conflict, until it goes through", async () => {
    const codes = [9, 6, 5, 10];
    let calls = 0;
    const result = await retryOnConflict(async () => {
      const code = codes[calls++];
      if (code !== undefined) throw conflict(code);
      return "written";
    });
    expect([result, calls]).toEqual(["written", 5]);
  });

  it("passes any other error through at once", async () => {
    let calls = 0;
    const failing = retryOnConflict(async () => {
      calls++;
      throw conflict(14); // UNAVAILABLE: not a conflict, the caller decides
    });
    await expect(failing).rejects.toMatchObject({ code: 14 });
    expect(calls).toBe(1);
  });

  it("gives up after the attempts it was given", async () => {
    let calls = 0;
    const failing = retryOnConflict(async () => {
      calls++;
      throw conflict(9);
    }, 3);
    await expect(failing).rejects.toBeInstanceOf(StillContendedError);
    expect(calls).toBe(3);
  });

  it("knows conflicts by their gRPC code only", () => {
    expect([9, 6, 5, 10].map((code) => isWriteConflict(conflict(code)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([conflict(14), new Error("x"), null, "9"].map(isWriteConflict)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
