import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createFavourites, favouriteId } from "../src/favourites.js";
import { admin, clearEmulators, closeServices, services } from "./helpers.js";
import { fixtureCatalogue } from "./fixtures/catalogue.js";

const alice = "uid-alice";
const bob = "uid-bob";

beforeEach(async () => {
  await clearEmulators();
  await services().catalogue.seed(fixtureCatalogue);
});
afterAll(closeServices);

describe("favourites", () => {
  it("adds, lists (newest first), checks and removes", async () => {
    // Saved a day apart by the clock the favourites are given, whatever the machine's speed.
    let today = new Date("2031-03-01T09:00:00Z");
    const favourites = createFavourites(admin().firestore, () => today);
    expect((await favourites.add(alice, 1)).ok).toBe(true);
    today = new Date("2031-03-02T09:00:00Z");
    expect((await favourites.add(alice, 3)).ok).toBe(true);
    const listed = await favourites.list(alice);
    expect(listed.map((f) => [f.destinationId, f.createdAt.toISOString()])).toEqual([
      [3, "2031-03-02T09:00:00.000Z"],
      [1, "2031-03-01T09:00:00.000Z"],
    ]);
    expect(await favourites.isFavourite(alice, 1)).toBe(true);
    expect(await favourites.isFavourite(alice, 2)).toBe(false);
    await favourites.remove(alice, 1);
    expect(await favourites.isFavourite(alice, 1)).toBe(false);
    expect((await favourites.list(alice)).map((f) => f.destinationId)).toEqual([3]);
  });

  it("adding twice keeps one favourite and its first date", async () => {
    const { favourites } = services();
    const first = await favourites.add(alice, 2);
    const second = await favourites.add(alice, 2);
    if (!first.ok || !second.ok) throw new Error("add failed");
    expect(second.favourite.createdAt).toEqual(first.favourite.createdAt);
    expect(await favourites.list(alice)).toHaveLength(1);
  });

  it("keeps the user's plan for the trip and replaces it when a new one is given", async () => {
    const { favourites } = services();
    await favourites.add(alice, 1, {
      adults: 2,
      children: 1,
      departureDate: "2027-05-01",
      returnDate: "2027-05-08",
      originAirport: "LHR",
    });
    await favourites.add(alice, 1);
    expect((await favourites.list(alice))[0]?.plan).toEqual({
      adults: 2,
      children: 1,
      departureDate: "2027-05-01",
      returnDate: "2027-05-08",
      originAirport: "LHR",
    });
    await favourites.add(alice, 1, { adults: 1 });
    expect((await favourites.list(alice))[0]?.plan).toEqual({ adults: 1 });
  });

  it("keeps a group plan beside the single plan, and reads it back exactly", async () => {
    const { favourites } = services();
    const groupPlan = {
      departureDate: "2027-05-01",
      returnDate: "2027-05-08",
      parties: [
        { originAirport: "LIS", adults: 2, children: 1, infants: 0 },
        { originAirport: "BER", adults: 1, children: 0, infants: 0 },
        { originAirport: "DUB", adults: 2, children: 0, infants: 1 },
      ],
      ranking: "fairness" as const,
      budgetEuros: 6000,
    };
    await favourites.add(alice, 1, { adults: 3 });
    const saved = await favourites.addGroupPlan(alice, 1, groupPlan);
    expect(saved.ok).toBe(true);
    const [favourite] = await favourites.list(alice);
    expect(favourite?.groupPlan).toEqual(groupPlan);
    expect(favourite?.plan).toEqual({ adults: 3 });
    expect(
      await favourites.addGroupPlan(alice, 1, {
        ...groupPlan,
        parties: groupPlan.parties.slice(0, 1),
      }),
    ).toEqual({ ok: false, error: "invalid-plan" });
    expect(await favourites.addGroupPlan(alice, 999, groupPlan)).toEqual({
      ok: false,
      error: "unknown-destination",
    });
  });

  it("refuses an invalid plan and unknown destinations", async () => {
    const { favourites } = services();
    expect(await favourites.add(alice, 1, { adults: 0 })).toEqual({
      ok: false,
      error: "invalid-plan",
    });
    expect(await favourites.add(alice, 999)).toEqual({ ok: false, error: "unknown-destination" });
    expect(await favourites.add(alice, -1)).toEqual({ ok: false, error: "unknown-destination" });
    expect(await favourites.toggle(alice, 999)).toEqual({
      ok: false,
      error: "unknown-destination",
    });
    expect(await favourites.toggle(alice, 1.5)).toEqual({
      ok: false,
      error: "unknown-destination",
    });
    expect(await favourites.isFavourite(alice, Number.NaN)).toBe(false);
    await favourites.remove(alice, Number.NaN);
    expect(await favourites.list(alice)).toEqual([]);
  });

  it("keeps each user's favourites to themselves", async () => {
    const { favourites } = services();
    await favourites.add(alice, 1);
    await favourites.add(alice, 2);
    await favourites.add(bob, 3);
    expect((await favourites.list(bob)).map((f) => f.destinationId)).toEqual([3]);
    expect(await favourites.isFavourite(bob, 1)).toBe(false);
    await favourites.remove(bob, 1); // removing "Alice's" destination from Bob's list touches nothing of Alice's
    expect((await favourites.list(alice)).map((f) => f.destinationId).sort()).toEqual([1, 2]);
  });

  it("toggles on and off", async () => {
    const { favourites } = services();
    expect(await favourites.toggle(alice, 2)).toEqual({ ok: true, favourite: true });
    expect(await favourites.isFavourite(alice, 2)).toBe(true);
    expect(await favourites.toggle(alice, 2)).toEqual({ ok: true, favourite: false });
    expect(await favourites.isFavourite(alice, 2)).toBe(false);
  });

  it("can remove a favourite whose destination left the catalogue", async () => {
    const { favourites, catalogue } = services();
    await favourites.add(alice, 3);
    await catalogue.seed({
      ...fixtureCatalogue,
      destinations: fixtureCatalogue.destinations.filter((d) => d.id !== 3),
    });
    expect(await favourites.toggle(alice, 3)).toEqual({ ok: true, favourite: false });
  });

  it("ends consistent after 50 concurrent toggles from two tabs", async () => {
    // Two service sets = two server processes handling the two tabs' requests.
    const tabs = [services(), services()];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tabs[i % 2]?.favourites.toggle(alice, 1)),
    );
    expect(results.every((result) => result?.ok)).toBe(true);
    // Each toggle saw the previous one's outcome: exactly 25 ons and 25 offs, even count → off.
    const ons = results.filter((result) => result?.ok && result.favourite).length;
    expect(ons).toBe(25);
    expect(await tabs[0]?.favourites.isFavourite(alice, 1)).toBe(false);
    expect(await tabs[0]?.favourites.list(alice)).toEqual([]);

    // Odd count → on, and exactly one document.
    const odd = await Promise.all(
      Array.from({ length: 51 }, (_, i) => tabs[i % 2]?.favourites.toggle(alice, 2)),
    );
    expect(odd.every((result) => result?.ok)).toBe(true);
    const list = await tabs[1]?.favourites.list(alice);
    expect(list?.map((f) => f.destinationId)).toEqual([2]);
    const stored = await admin()
      .firestore.collection("favourites")
      .where("userId", "==", alice)
      .get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([favouriteId(alice, 2)]);
  });

  it("stays consistent when two admin apps toggle at once (no shared lock)", async () => {
    // A second admin app = what a second server process would have: its toggles really contend
    // with this process's in Firestore, and the preconditions must sort them out.
    const otherProcess = createFavourites(admin().firestore);
    const thisProcess = services().favourites;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? otherProcess : thisProcess).toggle(bob, 3)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.favourite)).toHaveLength(4);
    expect(await thisProcess.isFavourite(bob, 3)).toBe(false);
  });

  it("sends no write once the caller has given up on it, so a visitor told to retry finds nothing flipped", async () => {
    // The caller's deadline passes while the toggle's read is on its way back (bounded.ts).
    const favourites = createFavourites(admin().firestore);
    const givenUp = new AbortController();
    const watch = {
      answered: () => givenUp.abort(new Error("deadline passed")),
      signal: givenUp.signal,
    };
    await expect(favourites.toggle(alice, 1, watch)).rejects.toThrow("deadline passed");
    await expect(favourites.add(alice, 2, undefined, watch)).rejects.toThrow("deadline passed");
    expect(await favourites.isFavourite(alice, 1)).toBe(false);
    expect(await favourites.isFavourite(alice, 2)).toBe(false);
    // Without a deadline the same calls write.
    expect(await favourites.toggle(alice, 1)).toEqual({ ok: true, favourite: true });
  });
});
