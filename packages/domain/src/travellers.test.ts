import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRAVELLERS_LABEL,
  MAX_SEATED_TRAVELLERS,
  roomsNeeded,
  travellerCount,
  travellerMessages,
  travellersLabel,
} from "./travellers.js";
import { travellersSchema } from "./travellers-schema.js";

function messages(input: unknown): string[] {
  const result = travellersSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("travellersSchema", () => {
  it("accepts a usual party and fills missing counts with 0", () => {
    expect(travellersSchema.parse({ adults: 2, children: 1, infants: 1 })).toEqual({
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(travellersSchema.parse({ adults: 1 })).toEqual({ adults: 1, children: 0, infants: 0 });
  });

  it("needs at least one adult", () => {
    expect(messages({ adults: 0, children: 2 })).toEqual([travellerMessages.noAdult]);
  });

  it("allows one infant per adult", () => {
    expect(messages({ adults: 2, infants: 2 })).toEqual([]);
    expect(messages({ adults: 2, infants: 3 })).toEqual([travellerMessages.tooManyInfants]);
  });

  it("allows 9 seated travellers; infants do not take a seat", () => {
    expect(messages({ adults: 5, children: 4, infants: 5 })).toEqual([]);
    expect(messages({ adults: 5, children: 5 })).toEqual([travellerMessages.tooManySeated]);
    expect(messages({ adults: 10 })).toEqual([travellerMessages.tooManySeated]);
  });

  it("puts each rule's message on its field", () => {
    const result = travellersSchema.safeParse({ adults: 0, children: 10, infants: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "adults",
      "infants",
      "children",
    ]);
  });

  it.each([
    ["a negative count", { adults: -1 }],
    ["a fraction", { adults: 1.5 }],
    ["NaN", { adults: Number.NaN }],
    ["a string", { adults: "2" }],
    ["nothing", {}],
  ])("rejects %s with one message", (_, input) => {
    expect(messages(input)).toEqual([travellerMessages.count]);
  });

  it("accepts exactly the parties that satisfy the three rules", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.nat(12), (adults, children, infants) => {
        const valid =
          adults >= 1 && infants <= adults && adults + children <= MAX_SEATED_TRAVELLERS;
        expect(travellersSchema.safeParse({ adults, children, infants }).success).toBe(valid);
      }),
    );
  });
});

describe("travellerCount", () => {
  it("counts everyone, infants included, missing counts as 0", () => {
    expect(travellerCount({ adults: 2, children: 1, infants: 1 })).toBe(4);
    expect(travellerCount({ adults: 3 })).toBe(3);
    expect(travellerCount({})).toBe(0);
  });
});

describe("roomsNeeded", () => {
  it("gives two seated travellers per room, rounding up", () => {
    expect(roomsNeeded({ adults: 1, children: 0 })).toBe(1);
    expect(roomsNeeded({ adults: 2, children: 0 })).toBe(1);
    expect(roomsNeeded({ adults: 2, children: 1 })).toBe(2);
    expect(roomsNeeded({ adults: 9, children: 0 })).toBe(5);
  });

  it("always gives at least one room", () => {
    expect(roomsNeeded({ adults: 0, children: 0 })).toBe(1);
  });
});

describe("travellersLabel", () => {
  it("summarises each category with the right plural", () => {
    expect(travellersLabel({ adults: 2, children: 1 })).toBe("2 Adults, 1 Child");
    expect(travellersLabel({ adults: 1, children: 2, infants: 1 })).toBe(
      "1 Adult, 2 Children, 1 Infant",
    );
    expect(travellersLabel({ adults: 1, infants: 2 })).toBe("1 Adult, 2 Infants");
  });

  it("reads 'Adults' when nothing is chosen", () => {
    expect(travellersLabel({})).toBe(DEFAULT_TRAVELLERS_LABEL);
    expect(travellersLabel({ adults: 0, children: 0, infants: 0 })).toBe("Adults");
  });

  it("leaves out categories with no one, or with a count that is not a positive number", () => {
    expect(travellersLabel({ adults: 3, children: 0, infants: Number.NaN })).toBe("3 Adults");
    expect(travellersLabel({ adults: -1, children: 2 })).toBe("2 Children");
  });
});
