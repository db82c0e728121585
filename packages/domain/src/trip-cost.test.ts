import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHILD_SHARE,
  EARTH_RADIUS_KM,
  FLIGHT_FARE_MODEL,
  INFANT_FARE_SHARE,
  TripInputError,
  createTripCostRecord,
  estimateFlightFareCents,
  flightFareRangeCents,
  estimateTrip,
  greatCircleKm,
  TRIP_COST_PARTS,
  perPersonCost,
  readCostPart,
  readTripCostRecord,
  totalCostRange,
  tripCostRecordSchema,
  type TripEstimateInput,
} from "./trip-cost.js";

const cents = fc.integer({ min: 0, max: 10_000_000 });

describe("createTripCostRecord", () => {
  it("fills missing parts with 0 and sums them", () => {
    expect(createTripCostRecord({ hotelCost: 30000, flightCost: 45000 })).toEqual({
      attractionCost: 0,
      totalDailyCost: 0,
      flightCost: 45000,
      hotelCost: 30000,
      totalCost: 75000,
    });
    expect(createTripCostRecord()).toEqual({
      attractionCost: 0,
      totalDailyCost: 0,
      flightCost: 0,
      hotelCost: 0,
      totalCost: 0,
    });
  });

  it("rejects negative and non-finite parts", () => {
    expect(() => createTripCostRecord({ hotelCost: -1 })).toThrow(/negative/);
    expect(() => createTripCostRecord({ flightCost: Number.NaN })).toThrow();
    expect(() => createTripCostRecord({ flightCost: Number.POSITIVE_INFINITY })).toThrow();
  });

  it("totalCost is always the sum of the parts", () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        (attractionCost, totalDailyCost, flightCost, hotelCost) => {
          const record = createTripCostRecord({
            attractionCost,
            totalDailyCost,
            flightCost,
            hotelCost,
          });
          expect(record.totalCost).toBe(attractionCost + totalDailyCost + flightCost + hotelCost);
        },
      ),
    );
  });
});

describe("tripCostRecordSchema", () => {
  it("recomputes a stored totalCost that disagrees with its parts", () => {
    expect(tripCostRecordSchema.parse({ hotelCost: 100, totalCost: 999 }).totalCost).toBe(100);
  });

  it("rejects parts of the wrong type", () => {
    const result = tripCostRecordSchema.safeParse({ hotelCost: "100" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["hotelCost"]);
  });
});

describe("perPersonCost", () => {
  const record = createTripCostRecord({
    attractionCost: 1000,
    totalDailyCost: 2000,
    flightCost: 3000,
    hotelCost: 4001,
  });

  it("divides the four parts by the travellers and rounds", () => {
    expect(perPersonCost(record, 1)).toBe(10001);
    expect(perPersonCost(record, 2)).toBe(5001); // 5000.5 rounds up
    expect(perPersonCost(record, 3)).toBe(3334);
  });

  it("uses the parts, not a stale totalCost", () => {
    expect(perPersonCost({ ...record, totalCost: 1 } as typeof record, 1)).toBe(10001);
  });

  it.each([0, -1, Number.NaN, 1.5, Number.POSITIVE_INFINITY])(
    "throws a TripInputError (a RangeError) for %s travellers",
    (n) => {
      expect(() => perPersonCost(record, n)).toThrow(TripInputError);
      expect(() => perPersonCost(record, n)).toThrow(RangeError);
    },
  );

  it("names the field in the error", () => {
    try {
      perPersonCost(record, 0);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TripInputError);
      expect((error as TripInputError).field).toBe("travellers");
      expect((error as TripInputError).name).toBe("TripInputError");
    }
  });

  it("shares multiplied back stay within travellers / 2 of the total", () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        fc.integer({ min: 1, max: 50 }),
        (a, d, f, h, travellers) => {
          const r = createTripCostRecord({
            attractionCost: a,
            totalDailyCost: d,
            flightCost: f,
            hotelCost: h,
          });
          expect(
            Math.abs(perPersonCost(r, travellers) * travellers - r.totalCost),
          ).toBeLessThanOrEqual(travellers / 2);
        },
      ),
    );
  });
});

describe("totalCostRange", () => {
  it("finds the lowest and highest totals", () => {
    expect(totalCostRange([{ totalCost: 500 }, { totalCost: 100 }, { totalCost: 300 }])).toEqual({
      min: 100,
      max: 500,
    });
    expect(totalCostRange([{ totalCost: 42 }])).toEqual({ min: 42, max: 42 });
  });

  it("skips records whose totalCost is not a finite number", () => {
    const records: unknown[] = [
      { totalCost: "900" },
      { totalCost: Number.NaN },
      { totalCost: Number.POSITIVE_INFINITY },
      { totalCost: null },
      {},
      null,
      undefined,
      "totalCost",
      7,
      { totalCost: 250 },
      { totalCost: 150 },
    ];
    expect(totalCostRange(records)).toEqual({ min: 150, max: 250 });
  });

  it("is { min: 0, max: 0 } with no valid record", () => {
    expect(totalCostRange([])).toEqual({ min: 0, max: 0 });
    expect(totalCostRange([{ totalCost: Number.NaN }, { totalCost: "1" }])).toEqual({
      min: 0,
      max: 0,
    });
  });

  it("keeps min ≤ max and both among the valid totals", () => {
    const record = fc.oneof(
      fc.record({ totalCost: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
      fc.record({ totalCost: fc.oneof(fc.constant(Number.NaN), fc.string(), fc.constant(null)) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(record), (records) => {
        const { min, max } = totalCostRange(records);
        const valid = records.flatMap((r) => {
          const total =
            typeof r === "object" && r !== null
              ? (r as { totalCost?: unknown }).totalCost
              : undefined;
          return typeof total === "number" && Number.isFinite(total) ? [total] : [];
        });
        expect(min).toBeLessThanOrEqual(max);
        if (valid.length === 0) {
          expect({ min, max }).toEqual({ min: 0, max: 0 });
        } else {
          expect(valid).toContain(min);
          expect(valid).toContain(max);
          for (const total of valid) expect(total >= min && total <= max).toBe(true);
        }
      }),
    );
  });
});

describe("estimateTrip", () => {
  const lisbon: TripEstimateInput = {
    nightlyRateCents: 12000,
    dailyCostCents: 6000,
    attractions: [{ priceCents: 1500 }, { priceCents: 0 }, { priceCents: 1001 }],
    nights: 4,
    travellers: { adults: 2, children: 1, infants: 1 },
    flightFareCents: 31600,
  };

  it("prices each part for two adults, a child and an infant", () => {
    const estimate = estimateTrip(lisbon);
    expect(estimate.rooms).toBe(2); // 3 seated travellers, 2 per room; the infant shares
    expect(estimate.hotelCost).toBe(2 * 4 * 12000);
    expect(estimate.totalDailyCost).toBe(6000 * 4 * 2.5); // the child pays half, the infant nothing
    expect(estimate.attractionCost).toBe(Math.round(2501 * 2.5)); // 6252.5 rounds to 6253
    expect(estimate.flightCost).toBe(31600 * 3 + 3160); // the infant flies at 10 %
    expect(estimate.totalCost).toBe(
      estimate.hotelCost + estimate.totalDailyCost + estimate.attractionCost + estimate.flightCost,
    );
    expect(estimate.perPerson).toBe(Math.round(estimate.totalCost / 4));
  });

  it("prices a solo traveller at full rates", () => {
    const estimate = estimateTrip({
      ...lisbon,
      travellers: { adults: 1, children: 0, infants: 0 },
    });
    expect(estimate).toEqual({
      attractionCost: 2501,
      totalDailyCost: 24000,
      flightCost: 31600,
      hotelCost: 48000,
      totalCost: 106101,
      perPerson: 106101,
      rooms: 1,
    });
  });

  it("costs no hotel or daily spend for zero nights", () => {
    const estimate = estimateTrip({ ...lisbon, nights: 0 });
    expect(estimate.hotelCost).toBe(0);
    expect(estimate.totalDailyCost).toBe(0);
    expect(estimate.flightCost).toBeGreaterThan(0);
  });

  it("returns integer cents whose parts add up, for any valid party", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }).chain((adults) =>
          fc.record({
            adults: fc.constant(adults),
            children: fc.integer({ min: 0, max: 9 - adults }),
            infants: fc.integer({ min: 0, max: adults }),
          }),
        ),
        fc.array(fc.record({ priceCents: cents }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        cents,
        cents,
        cents,
        (travellers, attractions, nights, nightlyRateCents, dailyCostCents, flightFareCents) => {
          const estimate = estimateTrip({
            travellers,
            attractions,
            nights,
            nightlyRateCents,
            dailyCostCents,
            flightFareCents,
          });
          for (const part of [
            estimate.attractionCost,
            estimate.totalDailyCost,
            estimate.flightCost,
            estimate.hotelCost,
          ]) {
            expect(Number.isInteger(part) && part >= 0).toBe(true);
          }
          expect(estimate.totalCost).toBe(
            estimate.attractionCost +
              estimate.totalDailyCost +
              estimate.flightCost +
              estimate.hotelCost,
          );
          expect(estimate.rooms).toBe(Math.ceil((travellers.adults + travellers.children) / 2));
          // Adding an infant never makes the hotel, daily or attraction parts dearer.
          if (travellers.infants < travellers.adults) {
            const more = estimateTrip({
              travellers: { ...travellers, infants: travellers.infants + 1 },
              attractions,
              nights,
              nightlyRateCents,
              dailyCostCents,
              flightFareCents,
            });
            expect(more.hotelCost + more.totalDailyCost + more.attractionCost).toBe(
              estimate.hotelCost + estimate.totalDailyCost + estimate.attractionCost,
            );
            expect(more.flightCost - estimate.flightCost).toBeLessThanOrEqual(
              Math.ceil(flightFareCents * INFANT_FARE_SHARE) + 1,
            );
          }
        },
      ),
    );
  });

  it("documents the shares it uses", () => {
    expect(CHILD_SHARE).toBe(0.5);
    expect(INFANT_FARE_SHARE).toBe(0.1);
  });

  it.each<[string, Partial<TripEstimateInput>, string]>([
    ["no adult", { travellers: { adults: 0, children: 2, infants: 0 } }, "adults"],
    ["more infants than adults", { travellers: { adults: 1, children: 0, infants: 2 } }, "infants"],
    ["10 seated travellers", { travellers: { adults: 6, children: 4, infants: 0 } }, "children"],
    ["a fractional child", { travellers: { adults: 1, children: 0.5, infants: 0 } }, "children"],
    ["a negative infant count", { travellers: { adults: 1, children: 0, infants: -1 } }, "infants"],
    ["NaN nights", { nights: Number.NaN }, "nights"],
    ["negative nights", { nights: -1 }, "nights"],
    ["fractional nights", { nights: 1.5 }, "nights"],
    ["a negative nightly rate", { nightlyRateCents: -100 }, "nightlyRateCents"],
    ["a fractional daily cost", { dailyCostCents: 10.5 }, "dailyCostCents"],
    ["a NaN fare", { flightFareCents: Number.NaN }, "flightFareCents"],
    [
      "a bad attraction price",
      { attractions: [{ priceCents: 100 }, { priceCents: -5 }] },
      "attractions[1].priceCents",
    ],
  ])("throws a TripInputError for %s", (_, change, field) => {
    expect(() => estimateTrip({ ...lisbon, ...change })).toThrow(
      expect.objectContaining({ name: "TripInputError", field }) as unknown as Error,
    );
  });
});

describe("greatCircleKm", () => {
  const lisbon = { latitude: 38.7813, longitude: -9.1359 };
  const paris = { latitude: 49.0097, longitude: 2.5479 };

  it("measures known routes", () => {
    expect(greatCircleKm(lisbon, paris)).toBeCloseTo(1470, -1);
    expect(
      greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }),
    ).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
  });

  it("handles the antimeridian and antipodes", () => {
    expect(
      greatCircleKm({ latitude: 0, longitude: 179 }, { latitude: 0, longitude: -179 }),
    ).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 180, 6);
    expect(
      greatCircleKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }),
    ).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it("rejects coordinates that are not on Earth", () => {
    expect(() => greatCircleKm({ latitude: 91, longitude: 0 }, paris)).toThrow(RangeError);
    expect(() => greatCircleKm(lisbon, { latitude: 0, longitude: -181 })).toThrow(RangeError);
    expect(() => greatCircleKm({ latitude: Number.NaN, longitude: 0 }, paris)).toThrow(RangeError);
    expect(() =>
      greatCircleKm(lisbon, { latitude: 0, longitude: Number.POSITIVE_INFINITY }),
    ).toThrow(RangeError);
  });

  it("is symmetric, zero to itself and never beyond half the circumference", () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(greatCircleKm(b, a)).toBeCloseTo(d, 6);
        expect(greatCircleKm(a, a)).toBe(0);
      }),
    );
  });
});

describe("flightFareRangeCents", () => {
  it("shows a model fare as the range real fares fall in, to the nearest €10", () => {
    // Lisbon–Paris: €316 a seat, likely €190–€440.
    expect(flightFareRangeCents(31_600)).toEqual({ lowCents: 19_000, highCents: 44_000 });
    expect(flightFareRangeCents(0)).toEqual({ lowCents: 0, highCents: 0 });
  });
});

describe("estimateFlightFareCents", () => {
  it("charges the two leg fees for no distance", () => {
    expect(estimateFlightFareCents(0)).toBe(2 * FLIGHT_FARE_MODEL.feePerLegCents);
  });

  it("applies each band's rate per leg", () => {
    // 1,000 km: (€30 + 1000 × €0.10) × 2 legs = €260
    expect(estimateFlightFareCents(1000)).toBe(26000);
    // 5,000 km: (€30 + €100 + 4000 × €0.06) × 2 = €740
    expect(estimateFlightFareCents(5000)).toBe(74000);
    // 10,000 km: (€370 + 5000 × €0.04) × 2 = €1,140
    expect(estimateFlightFareCents(10000)).toBe(114000);
  });

  it("rounds to whole euros", () => {
    // 277 km: (€30 + €27.70) × 2 = €115.40 → €115
    expect(estimateFlightFareCents(277)).toBe(11500);
    expect(estimateFlightFareCents(1470.4) % 100).toBe(0);
  });

  it("rejects negative and non-finite distances", () => {
    expect(() => estimateFlightFareCents(-1)).toThrow(RangeError);
    expect(() => estimateFlightFareCents(Number.NaN)).toThrow(RangeError);
    expect(() => estimateFlightFareCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("never falls as distance grows, and its per-km rates taper for long haul", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20000, noNaN: true }),
        fc.double({ min: 0, max: 20000, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(estimateFlightFareCents(far)).toBeGreaterThanOrEqual(
            estimateFlightFareCents(near),
          );
        },
      ),
    );
    const rates = FLIGHT_FARE_MODEL.bands.map((band) => band.centsPerKm);
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
  });
});

describe("cost helpers read stored records defensively (spec §3, §5)", () => {
  // What storage or another app's plain JavaScript may hold where an amount belongs.
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constant(Number.NaN),
    fc.constant(Number.POSITIVE_INFINITY),
    fc.constant(Number.NEGATIVE_INFINITY),
    fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
    fc.string(),
    fc.integer().map(String),
    fc.boolean(),
    fc.object(),
    fc.array(fc.integer()),
  );
  const part = fc.oneof(cents, junk);
  const parts = fc.record(
    { attractionCost: part, totalDailyCost: part, flightCost: part, hotelCost: part },
    { requiredKeys: [] },
  );
  const validPart = (value: unknown) =>
    typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;

  it("counts a missing part as 0: perPersonCost({ flightCost: 100 }, 1) is 100", () => {
    expect(perPersonCost({ flightCost: 100 }, 1)).toBe(100);
    expect(perPersonCost({}, 2)).toBe(0);
    expect(readTripCostRecord({ hotelCost: 300 })).toEqual({
      attractionCost: 0,
      totalDailyCost: 0,
      flightCost: 0,
      hotelCost: 300,
      totalCost: 300,
    });
  });

  it.each([
    ["a string", "100"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["a negative amount", -500],
    ["null", null],
    ["an object", { amount: 100 }],
  ])("counts %s as 0 instead of poisoning the sum", (_, value) => {
    const record = {
      attractionCost: 1000,
      totalDailyCost: 2000,
      flightCost: value,
      hotelCost: 3000,
    };
    expect(perPersonCost(record as never, 2)).toBe(3000);
    expect(readCostPart(value)).toBe(0);
  });

  it("reads a record that is not an object as all zeros", () => {
    for (const value of [null, undefined, "record", 42, Number.NaN]) {
      expect(readTripCostRecord(value).totalCost).toBe(0);
      expect(perPersonCost(value as never, 1)).toBe(0);
    }
  });

  it("ignores amounts inherited from the prototype", () => {
    const inherited = Object.create({ flightCost: 900 }) as object;
    expect(perPersonCost(inherited, 1)).toBe(0);
    expect(totalCostRange([Object.create({ totalCost: 5 }), { totalCost: 7 }])).toEqual({
      min: 7,
      max: 7,
    });
  });

  it("always gives a finite whole number ≥ 0, equal to the sum of the valid parts shared out", () => {
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 50 }), (record, travellers) => {
        const share = perPersonCost(record as never, travellers);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        const sum =
          validPart(record.attractionCost) +
          validPart(record.totalDailyCost) +
          validPart(record.flightCost) +
          validPart(record.hotelCost);
        expect(share).toBe(Math.round(sum / travellers));
      }),
    );
  });

  it("readTripCostRecord never throws and its totalCost is the sum of its parts", () => {
    fc.assert(
      fc.property(fc.oneof(parts, fc.anything()), (value) => {
        const record = readTripCostRecord(value);
        for (const key of TRIP_COST_PARTS) {
          expect(Number.isFinite(record[key]) && record[key] >= 0).toBe(true);
        }
        expect(record.totalCost).toBe(
          record.attractionCost + record.totalDailyCost + record.flightCost + record.hotelCost,
        );
      }),
    );
  });

  it("totalCostRange gives { min: 0, max: 0 } for input that is not a list", () => {
    for (const value of [null, undefined, "records", 3, { totalCost: 5 }]) {
      expect(totalCostRange(value as never)).toEqual({ min: 0, max: 0 });
    }
  });

  it("totalCostRange never returns NaN or an infinity, whatever the records hold", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ totalCost: part }), fc.anything())), (records) => {
        const { min, max } = totalCostRange(records);
        expect(Number.isFinite(min) && Number.isFinite(max)).toBe(true);
        expect(min).toBeLessThanOrEqual(max);
      }),
    );
  });
});
