import { groupPlanSchema } from "@travel/firebase-client";
import { describe, expect, it } from "vitest";
import {
  GROUP_MESSAGES,
  readGroupPlan,
  storedGroupPlan,
  storedGroupPlanQuery,
  tripQuery,
} from "./group-plan.server";

const TODAY = "2031-03-01";

const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    departureDate: "2031-05-01",
    returnDate: "2031-05-05",
    from1: "LIS",
    adults1: "2",
    from2: "Berlin",
    adults2: "1",
    children2: "1",
    from5: "DUB",
    adults5: "2",
    infants5: "1",
    ...extra,
  });

describe("readGroupPlan", () => {
  it("reads numbered parties in order, gaps allowed, and the shared dates", () => {
    const { trip, form } = readGroupPlan(query({ sort: "fairness", budget: "4000" }), {
      today: TODAY,
    });
    expect(trip?.parties.map((party) => party.airport.code)).toEqual(["LIS", "BER", "DUB"]);
    expect(trip?.parties[1]?.travellers).toEqual({ adults: 1, children: 1, infants: 0 });
    expect(trip?.parties[2]?.travellers).toEqual({ adults: 2, children: 0, infants: 1 });
    expect(trip).toMatchObject({ nights: 4, ranking: "fairness", budgetEuros: 4000 });
    expect(form.parties[1]?.values.from).toBe("Berlin (BER)");
  });

  it("gives the empty form two blank parties, and one more for 'add' (up to six)", () => {
    const empty = readGroupPlan(new URLSearchParams(), { today: TODAY });
    expect(empty).toMatchObject({ trip: null, editing: true });
    expect(empty.form.parties).toHaveLength(2);
    const added = readGroupPlan(query({ add: "1" }), { today: TODAY });
    expect(added.editing).toBe(true);
    expect(added.form.parties).toHaveLength(4);
  });

  it("removes a party by its place, and offers a link without each one", () => {
    const { trip, removeHrefs } = readGroupPlan(query({ remove: "2" }), { today: TODAY });
    expect(trip?.parties.map((party) => party.airport.code)).toEqual(["LIS", "DUB"]);
    expect(removeHrefs[0]).not.toContain("from1=");
    expect(removeHrefs[0]).toContain("from5=DUB");
  });

  it("refuses one party, seven, an unknown airport, return before departure and no adults", () => {
    const one = new URLSearchParams({
      departureDate: "2031-05-01",
      returnDate: "2031-05-05",
      from1: "LIS",
    });
    expect(readGroupPlan(one, { today: TODAY }).form.errors.parties).toBe(GROUP_MESSAGES.tooFew);
    const seven = query();
    for (const [n, code] of ["MAD", "CDG", "FCO", "AMS"].entries()) seven.set(`from${n + 6}`, code);
    expect(readGroupPlan(seven, { today: TODAY }).form.errors.parties).toBe(GROUP_MESSAGES.tooMany);
    const unknown = readGroupPlan(query({ from2: "Atlantis" }), { today: TODAY });
    expect(unknown.trip).toBeNull();
    expect(unknown.form.parties[1]?.errors.from).toMatch(/couldn't find an airport for “Atlantis”/);
    const backwards = readGroupPlan(query({ returnDate: "2031-04-20" }), { today: TODAY });
    expect(backwards.form.errors.returnDate).toBe(
      "The return date can't be before the departure date.",
    );
    const noAdult = readGroupPlan(query({ adults2: "0" }), { today: TODAY });
    expect(noAdult.form.parties[1]?.errors.adults).toBe("Add at least one adult.");
    for (const reading of [unknown, backwards, noAdult]) expect(reading.editing).toBe(false);
  });

  it("a saved plan's query reopens the same group", () => {
    const { trip } = readGroupPlan(query({ sort: "fairness", budget: "4000" }), { today: TODAY });
    if (!trip) throw new Error("plan not read");
    const reopened = storedGroupPlanQuery(storedGroupPlan(trip), 103);
    expect(reopened.get("destination")).toBe("103");
    reopened.delete("destination");
    expect(reopened.toString()).toBe(tripQuery(trip).toString());
    expect(readGroupPlan(reopened, { today: TODAY }).trip).toEqual(trip);
  });

  it("ranks by the group's flight CO₂e with sort=co2, and by total for anything unknown", () => {
    const greenest = readGroupPlan(query({ sort: "co2" }), { today: TODAY }).trip;
    expect(greenest?.ranking).toBe("co2");
    // Saved and reopened, the greenest ranking stays: the stored plan's schema accepts it.
    const stored = storedGroupPlan(greenest!);
    expect(groupPlanSchema.safeParse(stored).success).toBe(true);
    const reopened = storedGroupPlanQuery(stored);
    expect(reopened.get("sort")).toBe("co2");
    for (const other of ["CO2", "greenest", ""])
      expect(readGroupPlan(query({ sort: other }), { today: TODAY }).trip?.ranking).toBe("total");
  });
});
