import type { Firestore } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCatalogue, seedCatalogue } from "../src/catalogue/catalogue.js";
import {
  CATALOGUE_CHECK_MS,
  type Every,
  type HeldCatalogue,
  holdCatalogue,
} from "../src/catalogue/held-catalogue.js";
import { BackendTimeoutError, DEADLINES_MS } from "../src/deadline.js";
import { admin, clearEmulators, closeServices, recordingLogger } from "./helpers.js";
import { fixtureCatalogue, fixtureDestinations, fixtureTypes } from "./fixtures/catalogue.js";

/**
 * A Firestore whose every get() is counted the way Firestore bills reads: one per document a
 * query returns (one for a query that returns none), one per document fetched by reference.
 * Whatever the catalogue code does, it can only read through this handle.
 */
function countingFirestore(db: Firestore) {
  const reads = { total: 0 };
  const counted = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        if (property === "get") {
          return async (...args: unknown[]) => {
            const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(
              object,
              args,
            )) as { size?: number };
            reads.total += typeof result.size === "number" ? Math.max(1, result.size) : 1;
            return result;
          };
        }
        const bound = (value as (...a: unknown[]) => unknown).bind(object);
        // References made from this handle are counted too.
        if (["collection", "doc", "where", "orderBy", "limit"].includes(String(property))) {
          return (...args: unknown[]) => counted(bound(...args) as object);
        }
        return bound;
      },
    });
  return { db: counted(db), reads };
}

/** A clock for the checks that the test turns by hand: one tick is one interval. */
function handClock() {
  const clock = { intervalMs: 0, ticks: [] as (() => void)[] };
  const every: Every = (ms, tick) => {
    clock.intervalMs = ms;
    clock.ticks.push(tick);
    return () => clock.ticks.splice(clock.ticks.indexOf(tick), 1);
  };
  return { clock, every };
}

/** A catalogue of `count` places of the fixture's shape. */
const catalogueOf = (count: number) => ({
  destinationTypes: fixtureTypes,
  destinations: Array.from({ length: count }, (_, index) => ({
    ...fixtureDestinations[index % fixtureDestinations.length]!,
    id: index + 1,
    slug: `place-${index + 1}`,
    name: `Place ${index + 1}`,
  })),
});

const holders: HeldCatalogue[] = [];
beforeEach(clearEmulators);
afterEach(() => holders.splice(0).forEach((holder) => holder.stop()));
afterAll(closeServices);

describe("one instance's copy of the catalogue", () => {
  it("reads every document once, then one version read per check: under 100 reads an hour when nothing changes", async () => {
    const { firestore } = admin();
    const places = 677;
    await seedCatalogue(firestore, catalogueOf(places));
    const { db, reads } = countingFirestore(firestore);
    const { clock, every } = handClock();
    const holder = holdCatalogue(createCatalogue(db, recordingLogger().logger), {
      logger: recordingLogger().logger,
      every,
    });
    holders.push(holder);

    const first = await holder.current();
    expect(first.destinations).toHaveLength(places);
    // The version, every destination, every type, and the query for archived places (one
    // read when it finds none).
    const firstRead = 1 + places + fixtureTypes.length + 1;
    expect(reads.total).toBe(firstRead);
    // Pages after the first read cost nothing.
    for (let page = 0; page < 50; page += 1) await holder.current();
    expect(reads.total).toBe(firstRead);

    // An hour of checks on the production interval, nothing published.
    expect(clock.intervalMs).toBe(CATALOGUE_CHECK_MS);
    const checksPerHour = Math.ceil(3_600_000 / clock.intervalMs);
    for (let check = 0; check < checksPerHour; check += 1) {
      expect(await holder.check()).toBe("unchanged");
    }
    const readsPerHour = reads.total - firstRead;
    console.log(
      `Catalogue reads per instance per hour with nothing published: ${readsPerHour} ` +
        `(${checksPerHour} checks every ${clock.intervalMs / 1000} s; the first read was ${firstRead}; ` +
        `a re-read every 60 s would be ${places * 60})`,
    );
    expect(readsPerHour).toBe(checksPerHour);
    expect(readsPerHour).toBeLessThan(100);
    expect(await holder.current()).toBe(first);
  });

  it("sees a publish at the next check, and reads the whole catalogue again only then", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const { db, reads } = countingFirestore(firestore);
    const { every } = handClock();
    const holder = holdCatalogue(createCatalogue(db, recordingLogger().logger), {
      logger: recordingLogger().logger,
      every,
    });
    holders.push(holder);
    expect((await holder.current()).destinations.map((d) => d.name)).toEqual([
      "Lisbon",
      "Valletta",
      "Split",
    ]);

    // A publish: one place renamed, one gone.
    const [lisbon, valletta] = fixtureDestinations;
    await seedCatalogue(firestore, {
      destinationTypes: fixtureTypes,
      destinations: [{ ...lisbon!, name: "Lisboa" }, valletta!],
    });
    const before = reads.total;
    expect(await holder.check()).toBe("changed");
    expect((await holder.current()).destinations.map((d) => d.name)).toEqual([
      "Lisboa",
      "Valletta",
    ]);
    // The version, two destinations, two types, the empty query for archived places.
    const reread = 1 + 2 + fixtureTypes.length + 1;
    expect(reads.total - before).toBe(reread);
    expect(await holder.check()).toBe("unchanged");
    expect(reads.total - before).toBe(reread + 1);
  });

  it("checks by itself on its interval, so a publish reaches it without any page asking", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const holder = holdCatalogue(createCatalogue(firestore, recordingLogger().logger), {
      logger: recordingLogger().logger,
      checkEveryMs: 100,
    });
    holders.push(holder);
    await holder.current();
    const [lisbon, ...rest] = fixtureDestinations;
    await seedCatalogue(firestore, {
      destinationTypes: fixtureTypes,
      destinations: [{ ...lisbon!, name: "Lisboa" }, ...rest],
    });
    await vi.waitFor(
      async () => expect((await holder.current()).destinations[0]?.name).toBe("Lisboa"),
      { timeout: 15_000, interval: 50 },
    );
  });

  it("keeps serving the copy held when a check fails, and catches up at the next one", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const catalogue = createCatalogue(firestore, recordingLogger().logger);
    let silent = false;
    const { logger, lines } = recordingLogger();
    const { clock, every } = handClock();
    const holder = holdCatalogue(
      {
        ...catalogue,
        readVersion: () =>
          silent
            ? Promise.reject(new BackendTimeoutError("Firestore: read the catalogue version", 1000))
            : catalogue.readVersion(),
      },
      { logger, every },
    );
    holders.push(holder);
    const held = await holder.current();
    await seedCatalogue(firestore, {
      ...fixtureCatalogue,
      destinations: fixtureDestinations.slice(0, 1),
    });

    silent = true;
    clock.ticks.forEach((tick) => tick());
    await vi.waitFor(() =>
      expect(lines.map((line) => line.message)).toContain(
        "Catalogue check failed; serving the copy held",
      ),
    );
    expect(await holder.current()).toBe(held);

    silent = false;
    expect(await holder.check()).toBe("changed");
    expect((await holder.current()).destinations).toHaveLength(1);
  });

  it("a check asked for while one is under way reads the version again: a publish made before the ask is seen", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const catalogue = createCatalogue(firestore, recordingLogger().logger);
    // The first check's version read answers with what it read before the publish, held until
    // the test lets it go: exactly the check under way when an editor is told "published".
    let release = () => {};
    let holdNext = false;
    const holder = holdCatalogue(
      {
        ...catalogue,
        readVersion: async (deadlineMs) => {
          const version = await catalogue.readVersion(deadlineMs);
          if (holdNext) {
            holdNext = false;
            await new Promise<void>((resolve) => (release = resolve));
          }
          return version;
        },
      },
      { logger: recordingLogger().logger, every: handClock().every },
    );
    holders.push(holder);
    await holder.current();
    holdNext = true;
    const underWay = holder.check();
    await vi.waitFor(() => expect(holdNext).toBe(false));

    const [lisbon, ...rest] = fixtureDestinations;
    await seedCatalogue(firestore, {
      destinationTypes: fixtureTypes,
      destinations: [{ ...lisbon!, name: "Lisboa" }, ...rest],
    });
    const asked = holder.check();
    const page = holder.fresh();
    release();
    expect(await underWay).toBe("unchanged");
    expect(await asked).toBe("changed");
    expect((await page).destinations[0]?.name).toBe("Lisboa");
  });

  it("fresh() reads the version for each call, and shares a read among calls made together", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const { db, reads } = countingFirestore(firestore);
    const holder = holdCatalogue(createCatalogue(db, recordingLogger().logger), {
      logger: recordingLogger().logger,
      every: handClock().every,
    });
    holders.push(holder);
    const first = await holder.current();
    const before = reads.total;
    expect(await holder.fresh()).toBe(first);
    expect(reads.total - before).toBe(1);
    // Ten pages at once: the one under way, then one more that serves all the others.
    await Promise.all(Array.from({ length: 10 }, () => holder.fresh()));
    expect(reads.total - before).toBe(3);
  });

  it("while Firestore is away, fresh() answers from the copy without waiting, then waits again", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const catalogue = createCatalogue(firestore, recordingLogger().logger);
    let away: "failing" | "silent" | false = false;
    let clockMs = 0;
    // A silent Firestore: the read's deadline ends it, when the test says so.
    let deadlinePassed = () => {};
    const { logger, lines } = recordingLogger();
    const holder = holdCatalogue(
      {
        ...catalogue,
        readVersion: (deadlineMs) =>
          away === "failing"
            ? Promise.reject(new BackendTimeoutError("Firestore: read the catalogue version", 1000))
            : away === "silent"
              ? new Promise<never>((_, reject) => {
                  deadlinePassed = () =>
                    reject(new BackendTimeoutError("Firestore: read the catalogue version", 1000));
                })
              : catalogue.readVersion(deadlineMs),
      },
      { logger, every: handClock().every, now: () => clockMs, pauseAfterFailureMs: 10_000 },
    );
    holders.push(holder);
    const held = await holder.current();
    away = "failing";
    expect(await holder.fresh()).toBe(held);
    expect(lines.map((line) => line.message)).toContain(
      "Catalogue check for a page failed; serving the copy held",
    );
    // Within the pause, a page does not wait on a version read that never answers.
    away = "silent";
    clockMs += 9_000;
    expect(await holder.fresh()).toBe(held);
    // The background check meets its deadline: the pause runs on from then.
    deadlinePassed();
    // After it, pages check again (and see a publish made meanwhile).
    away = false;
    await seedCatalogue(firestore, {
      ...fixtureCatalogue,
      destinations: fixtureDestinations.slice(0, 1),
    });
    clockMs += 11_000;
    expect((await holder.fresh()).destinations).toHaveLength(1);
  });

  it("a first read that runs out of time fails the caller, and the next caller reads again", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const catalogue = createCatalogue(firestore, recordingLogger().logger);
    let silent = true;
    const holder = holdCatalogue(
      {
        ...catalogue,
        listDestinations: () =>
          silent
            ? Promise.reject(
                new BackendTimeoutError("Firestore: read destinations", DEADLINES_MS.catalogue),
              )
            : catalogue.listDestinations(),
      },
      { logger: recordingLogger().logger, every: handClock().every },
    );
    holders.push(holder);
    await expect(holder.current()).rejects.toBeInstanceOf(BackendTimeoutError);
    silent = false;
    expect((await holder.current()).destinations).toHaveLength(fixtureDestinations.length);
  });

  it("gives the version read of a process's first read the full read's deadline, and a check one read's", async () => {
    const { firestore } = admin();
    await seedCatalogue(firestore, fixtureCatalogue);
    const catalogue = createCatalogue(firestore, recordingLogger().logger);
    const deadlines: (number | undefined)[] = [];
    const holder = holdCatalogue(
      {
        ...catalogue,
        readVersion: (deadlineMs) => {
          deadlines.push(deadlineMs);
          return catalogue.readVersion(deadlineMs);
        },
      },
      { logger: recordingLogger().logger, every: handClock().every },
    );
    holders.push(holder);
    await holder.current();
    await holder.check();
    expect(deadlines).toEqual([DEADLINES_MS.catalogue, undefined]);
  });

  it("the interval and a full read's deadline fit inside the 60 s a publish has to reach every instance", () => {
    expect(CATALOGUE_CHECK_MS + DEADLINES_MS.catalogue).toBeLessThanOrEqual(60_000);
  });
});
